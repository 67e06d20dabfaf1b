// want package:"analyzed" package:"exported New" package:`methods Dynamic:Client WithClientSet:Client WithDynamic:Client}$` package:"funcvalues "

// Package clients holds the client factories of package k8sfactory, whose
// constructor is in a package of its own, as rancher-ai-mcp's is.
package clients

import (
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/rest"
)

type Client struct {
	DynClientCreator func(*rest.Config) (dynamic.Interface, error)
	ClientSetCreator func(*rest.Config) (kubernetes.Interface, error)
	// Render is given what to make, not a configuration.
	Render func(*corev1.ConfigMap) (*corev1.ConfigMap, error)
	// Seed is given an object to create, and returns a client: no
	// function of the client's package builds one from a ConfigMap.
	Seed func(*corev1.ConfigMap) (kubernetes.Interface, error)
	// Decode returns an object, data, not a client.
	Decode func(*rest.Config) (runtime.Object, error)
}

func New() *Client { // want New:`^effects \.ClientSetCreator{none} \.DynClientCreator{none}$`
	return &Client{
		DynClientCreator: func(cfg *rest.Config) (dynamic.Interface, error) {
			return dynamic.NewForConfig(cfg)
		},
		ClientSetCreator: func(cfg *rest.Config) (kubernetes.Interface, error) {
			return kubernetes.NewForConfig(cfg)
		},
	}
}

// WithDynamic replaces the dynamic client's factory (a test's fake): what
// the field holds is no longer all listed, so the factory is judged by
// its type.
func (c *Client) WithDynamic(f func(*rest.Config) (dynamic.Interface, error)) {
	c.DynClientCreator = f
}

// WithClientSet replaces the typed clientset's factory.
func (c *Client) WithClientSet(f func(*rest.Config) (kubernetes.Interface, error)) {
	c.ClientSetCreator = f
}

// Dynamic returns the dynamic client for a cluster's configuration.
func (c *Client) Dynamic(cfg *rest.Config) (dynamic.Interface, error) {
	return c.DynClientCreator(cfg)
}

// want package:"analyzed"

// Package k8sfactory obtains its Kubernetes clients through function
// fields that a constructor of another package fills, as rancher-ai-mcp
// does: a factory given the library's own configuration (*rest.Config,
// which dynamic.NewForConfig and kubernetes.NewForConfig take) and
// returning a client obtains one, the server's plumbing, whichever
// function the field holds; what the tool does is what it asks the
// client to do. kubernetes.Interface and dynamic.Interface are clients
// though none of their own methods takes a context: they hand out the
// interfaces whose methods do. A function field given what to make (a
// ConfigMap), or returning data, is no factory of clients: its call stays
// one annovet cannot follow, handed to the callers with the value.
package k8sfactory

import (
	"context"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/rest"

	"example.com/models/k8sfactory/clients"
)

func getResource(ctx context.Context, c *clients.Client, cfg *rest.Config, gvr schema.GroupVersionResource, name string) (*unstructured.Unstructured, error) { // want getResource:`^effects network\(config\)\(\(dynamic.ResourceInterface\).Get = (?:[^()]|\([^()]*\))*\)$`
	dyn, err := c.Dynamic(cfg)
	if err != nil {
		return nil, err
	}
	return dyn.Resource(gvr).Get(ctx, name, metav1.GetOptions{})
}

func deletePod(ctx context.Context, c *clients.Client, cfg *rest.Config, ns, name string) error { // want deletePod:`^effects delete!\(config\)\(\(v1.PodInterface\).Delete = (?:[^()]|\([^()]*\))*\)$`
	cs, err := c.ClientSetCreator(cfg)
	if err != nil {
		return err
	}
	return cs.CoreV1().Pods(ns).Delete(ctx, name, metav1.DeleteOptions{})
}

func render(c *clients.Client, cm *corev1.ConfigMap) (*corev1.ConfigMap, error) { // want render:`^effects call@param0:Render\(call of c.Render\)$`
	return c.Render(cm)
}

func seed(c *clients.Client, cm *corev1.ConfigMap) error { // want seed:`^effects call@param0:Seed\(call of c.Seed\)$`
	_, err := c.Seed(cm)
	return err
}

func decode(c *clients.Client, cfg *rest.Config) error { // want decode:`^effects call@param0:Decode\(call of c.Decode\)$`
	_, err := c.Decode(cfg)
	return err
}

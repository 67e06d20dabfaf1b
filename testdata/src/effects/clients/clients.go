// want package:"analyzed" package:"methods " package:"funcvalues "

// Package clients gets its API client from a function value its factory
// is given, as GitLab and S3 servers do: obtaining the client (picking,
// building, caching or refreshing it for the request's credentials) is
// the server's plumbing, and what the tool does is what it asks the client
// to do. A function value that returns data, or a file, stays a function
// value annovet cannot follow.
package clients

import (
	"context"
	"net/http"
	"os"

	"example.com/t/effects/clients/api"
)

type GetClientFn func(context.Context) (*api.Client, error)

func listTool(getClient GetClientFn) func(context.Context) error { // want listTool:`^effects network\(config\)\(\(\*api\.Client\)\.List -> http\.NewRequestWithContext\)$`
	return func(ctx context.Context) error {
		c, err := getClient(ctx)
		if err != nil {
			return err
		}
		_, err = c.List(ctx)
		return err
	}
}

func deleteTool(getClient GetClientFn) func(context.Context, string) error { // want deleteTool:`^effects delete!\(config\)\(\(\*api\.Client\)\.Delete -> http\.NewRequestWithContext\)$`
	return func(ctx context.Context, id string) error {
		c, err := getClient(ctx)
		if err != nil {
			return err
		}
		_, err = c.Delete(ctx, id)
		return err
	}
}

// Clients bundles the server's API clients, and GetClientsFn gives them
// with the request's context that carries them (flashduty-mcp-server's
// getClient): obtaining the bundle is obtaining a client. A struct that
// also keeps a collection of its own is data.
type Clients struct {
	New *api.Client
}

type GetClientsFn func(context.Context) (context.Context, *Clients, error)

func bundleTool(getClients GetClientsFn) func(context.Context, string) error { // want bundleTool:`^effects delete!\(config\)\(\(\*api\.Client\)\.Delete -> http\.NewRequestWithContext\)$`
	return func(ctx context.Context, id string) error {
		ctx, c, err := getClients(ctx)
		if err != nil {
			return err
		}
		_, err = c.New.Delete(ctx, id)
		return err
	}
}

type Session struct {
	Client  *api.Client
	History []string
}

func sessionTool(session func(context.Context) (*Session, error)) func(context.Context) error { // want sessionTool:`^effects call@param0\(call of session\) network\(config\)\(\(\*api\.Client\)\.List -> http\.NewRequestWithContext\)$`
	return func(ctx context.Context) error {
		s, err := session(ctx)
		if err != nil {
			return err
		}
		_, err = s.Client.List(ctx)
		return err
	}
}

// An interface whose methods take a context is a client too: a store the
// server's code picks per connection. (No implementation of Store is in
// sight here, so get has no effect of its own: no fact.)
type Store interface {
	Get(ctx context.Context, id string) (string, error)
}

type toolkit struct {
	storeFor func(name string) (Store, error)
}

func (t *toolkit) get(ctx context.Context, name, id string) (string, error) {
	s, err := t.storeFor(name)
	if err != nil {
		return "", err
	}
	return s.Get(ctx, id)
}

// Data from a function value: what fetches it is out of sight.
func showTool(fetch func(context.Context, string) (*api.Item, error)) func(context.Context, string) (string, error) { // want showTool:`^effects call@param0\(call of fetch\)$`
	return func(ctx context.Context, id string) (string, error) {
		it, err := fetch(ctx, id)
		if err != nil {
			return "", err
		}
		return it.Title(), nil
	}
}

// A file from a function value: opening it may create or truncate it.
func logTool(open func(string) (*os.File, error)) func(string) error { // want logTool:`^effects call@param0\(call of open\)$`
	return func(name string) error {
		f, err := open(name)
		if err != nil {
			return err
		}
		return f.Close()
	}
}

// A function value given what to make creates something: not a client
// getter, whatever it returns.
func submitTool(submit func(context.Context, api.Item) (*api.Client, error)) func(context.Context) error { // want submitTool:`^effects call@param0\(call of submit\) network\(config\)\(\(\*api\.Client\)\.List -> http\.NewRequestWithContext\)$`
	return func(ctx context.Context) error {
		c, err := submit(ctx, api.Item{Name: "job"})
		if err != nil {
			return err
		}
		_, err = c.List(ctx)
		return err
	}
}

// Obtaining a client by a static call is plumbing too, whatever the
// constructor does to get it: what the tool does is what it asks it.
func staticListTool(ctx context.Context, token string) error { // want staticListTool:`^effects network\(config\)\(\(\*api\.Client\)\.List -> http\.NewRequestWithContext\)$`
	c, err := api.NewClient(ctx, token)
	if err != nil {
		return err
	}
	_, err = c.List(ctx)
	return err
}

func sessionDeleteTool(ctx context.Context, id string) error { // want sessionDeleteTool:`^effects delete!\(config\)\(\(\*api\.Client\)\.Delete -> http\.NewRequestWithContext\)$`
	c, err := api.NewSession(ctx, http.DefaultClient)
	if err != nil {
		return err
	}
	_, err = c.Delete(ctx, id)
	return err
}

// Must not be taken for plumbing: Launch is given what to start.
func launchTool(ctx context.Context, name string) error { // want launchTool:`^effects mutate\?\(api\.Launch -> http\.Post\) network\(config\)\(\(\*api\.Client\)\.List -> http\.NewRequestWithContext\)$`
	c, err := api.Launch(ctx, api.Item{Name: name})
	if err != nil {
		return err
	}
	_, err = c.List(ctx)
	return err
}

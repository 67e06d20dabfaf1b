// want package:"analyzed" package:"methods "

// Package vaultlike builds a request in one function and sends it in
// another, as Vault's API client does: NewRequest(method, path) returns
// &Request{Method: method}; the method toRetryableHTTP reads decides what
// the request does, at each call, from what built it.
package vaultlike

import (
	"context"
	"net/http"
)

type Client struct{ addr string }

type Request struct {
	Method string
	Path   string
	Params map[string]string
}

func (c *Client) NewRequest(method, path string) *Request { // want NewRequest:`^effects .Method=param0 .Path=param1$`
	r := &Request{Method: method, Params: map[string]string{}}
	r.Path = path
	return r
}

func (r *Request) toHTTP(ctx context.Context, addr string) (*http.Request, error) { // want toHTTP:`^effects network\(method=recv:Method\)\(host=param1\)\(http\.NewRequestWithContext\)$`
	return http.NewRequestWithContext(ctx, r.Method, addr+r.Path, nil)
}

// RawRequest sends what it is given: its caller's request decides.
func (c *Client) RawRequest(ctx context.Context, r *Request) (*http.Response, error) { // want RawRequest:`^effects network\(config\)\(method=param1:Method\)\(\(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	req, err := r.toHTTP(ctx, c.addr)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) Read(ctx context.Context, path string) (*http.Response, error) { // want Read:`^effects network\(config\)\(\(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	r := c.NewRequest(http.MethodGet, "/v1/"+path)
	return c.RawRequest(ctx, r)
}

func (c *Client) Delete(ctx context.Context, path string) (*http.Response, error) { // want Delete:`^effects delete!\(config\)\(\(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	return c.RawRequest(ctx, c.NewRequest(http.MethodDelete, "/v1/"+path))
}

// List asks with LIST, which it then sends as a GET: the one assignment
// before the send is what the request holds.
func (c *Client) List(ctx context.Context, path string) (*http.Response, error) { // want List:`^effects network\(config\)\(\(\*vaultlike\.Client\)\.list -> \(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	return c.list(ctx, c.NewRequest("LIST", "/v1/"+path))
}

func (c *Client) list(ctx context.Context, r *Request) (*http.Response, error) { // want list:`^effects mutate!=@param1\(assignment to r\.Params\["list"\]\) network\(config\)\(\(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	r.Method = http.MethodGet
	r.Params["list"] = "true"
	return c.RawRequest(ctx, r)
}

// Write sets the method in a branch: which one the request holds is the
// caller's argument's, not a constant annovet can name.
func (c *Client) Write(ctx context.Context, path string, replace bool) (*http.Response, error) { // want Write:`^effects mutate!\(config\)\?\(\(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	r := c.NewRequest(http.MethodPost, "/v1/"+path)
	if replace {
		r.Method = http.MethodPut
	}
	return c.RawRequest(ctx, r)
}

// want package:"analyzed" package:"methods " package:"exported NewRequest"

// Package builders has a REST client whose requests are built by a chain
// of methods that each return their receiver (Perses' client:
// c.Put().Resource(r).Name(n).Do()): the method the request is sent with
// is the one its first link put there, carried through the links that
// leave it alone and replaced by one that sets it.
package builders

import (
	"context"
	"net/http"
)

type Request struct {
	method, name string
}

func NewRequest(method string) *Request { return &Request{method: method} } // want NewRequest:`^effects .method=param0 .name=$`

type Client struct{}

func (c *Client) newRequest(m string) *Request { return NewRequest(m) } // want newRequest:`^effects .method=param0 .name=$`

func (c *Client) Put() *Request { return c.newRequest(http.MethodPut) } // want Put:`^effects .method=PUT .name=$`

func (c *Client) Get() *Request { return c.newRequest(http.MethodGet) } // want Get:`^effects .method=GET .name=$`

// Name sets another field: the method is the receiver's.
func (r *Request) Name(n string) *Request { // want Name:`^effects .method=recv.method .name=param0$`
	r.name = n
	return r
}

// Verb replaces the method.
func (r *Request) Verb(m string) *Request { // want Verb:`^effects .method=param0 .name=recv.name$`
	r.method = m
	return r
}

func (r *Request) Do(ctx context.Context) error { // want Do:`^effects network\(method=recv:method\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, r.method, "https://api.example.com/items/"+r.name, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func update(ctx context.Context, c *Client) error { // want update:`^effects mutate!=\(\(\*builders.Request\).Do -> http.NewRequestWithContext\)$`
	return c.Put().Name("dashboard").Do(ctx)
}

func get(ctx context.Context, c *Client) error { // want get:`^effects network\(\(\*builders.Request\).Do -> http.NewRequestWithContext\)$`
	return c.Get().Name("dashboard").Do(ctx)
}

func remove(ctx context.Context, c *Client) error { // want remove:`^effects delete!\(\(\*builders.Request\).Do -> http.NewRequestWithContext\)$`
	return c.Get().Verb(http.MethodDelete).Name("dashboard").Do(ctx)
}

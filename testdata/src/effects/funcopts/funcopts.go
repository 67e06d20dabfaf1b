// want package:"analyzed" package:"methods " package:"funcvalues "

// Package funcopts is an API client in the shape of GitLab's client-go:
// every service method builds its request through do, which fills a
// configuration from functional options (the method among them) and then
// sends what the configuration says. The method a caller's options set
// decides each effect; a request option the caller passes is called.
package funcopts

import (
	"net/http"
	"os"
)

type Client struct {
	http *http.Client
	base string
}

// RequestOption shapes a request.
type RequestOption func(*http.Request) error

type config struct {
	method      string
	path        string
	requestOpts []RequestOption
}

type option func(*config) error

func withMethod(method string) option { // want withMethod:"effects none"
	return func(c *config) error {
		c.method = method
		return nil
	}
}

func withPath(path string) option { // want withPath:"effects none"
	return func(c *config) error {
		c.path = path
		return nil
	}
}

func withRequestOpts(o ...RequestOption) option { // want withRequestOpts:"effects none"
	return func(c *config) error {
		c.requestOpts = o
		return nil
	}
}

// newRequest builds a request and applies the request options.
func (c *Client) newRequest(method, path string, opts []RequestOption) (*http.Request, error) { // want newRequest:`^effects network\(config\)\(method=param0\)\(http\.NewRequest\) call@param2\(call of fn\)$`
	req, err := http.NewRequest(method, c.base+path, nil)
	if err != nil {
		return nil, err
	}
	for _, fn := range opts {
		if err := fn(req); err != nil {
			return nil, err
		}
	}
	return req, nil
}

// do sends what its options configure: a GET when none sets the method.
func do(c *Client, opts ...option) error { // want do:`^effects call@param1\(call of f\) network\(config\)\(method=param1\.method\)\(\(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) call@param1\.requestOpts\(\(\*funcopts\.Client\)\.newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	cfg := &config{method: http.MethodGet}
	for _, f := range opts {
		if err := f(cfg); err != nil {
			return err
		}
	}
	req, err := c.newRequest(cfg.method, cfg.path, cfg.requestOpts)
	if err != nil {
		return err
	}
	_, err = c.http.Do(req)
	return err
}

// List leaves the method to do's default: a read.
func (c *Client) List(opts ...RequestOption) error { // want List:`^effects network\(config\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) call@param0\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	return do(c, withPath("/items"), withRequestOpts(opts...))
}

// Delete sets it.
func (c *Client) Delete(id string, opts ...RequestOption) error { // want Delete:`^effects delete!\(config\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) call@param1\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	return do(c, withMethod(http.MethodDelete), withPath("/items/"+id), withRequestOpts(opts...))
}

// Rename sets it in a literal option of its own.
func (c *Client) Rename(id string) error { // want Rename:`^effects mutate!\(config\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) reads\(funcopts\.config\.requestOpts\)$`
	return do(c, withPath("/items/"+id), func(cfg *config) error {
		cfg.method = http.MethodPatch
		return nil
	})
}

// Archive builds its options in a slice it makes empty and appends to,
// the way GitLab's client-go services do: the options appended decide.
func (c *Client) Archive(id string, opts ...RequestOption) error { // want Archive:`^effects delete!\(config\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) call@param1\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	reqOpts := make([]option, 0, 3)
	reqOpts = append(reqOpts, withMethod(http.MethodDelete), withRequestOpts(opts...))
	if id != "" {
		reqOpts = append(reqOpts, withPath("/items/"+id))
	}
	return do(c, reqOpts...)
}

// Touch starts its options from a slice declared without a value.
func (c *Client) Touch(id string) error { // want Touch:`^effects mutate!\(config\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) reads\(funcopts\.config\.requestOpts\)$`
	var reqOpts []option
	reqOpts = append(reqOpts, withMethod(http.MethodPatch), withPath("/items/"+id))
	return do(c, reqOpts...)
}

// Send lets its caller choose.
func (c *Client) Send(method string) error { // want Send:`^effects network\(config\)\(method=param0\)\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) reads\(funcopts\.config\.requestOpts\)$`
	return do(c, withMethod(method))
}

// Logged passes a request option that writes a file: the options' loop
// calls it.
func (c *Client) Logged() error { // want Logged:`^effects network\(config\)\(\(\*funcopts\.Client\)\.List -> funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) write!\(os\.WriteFile\) reads\(funcopts\.config\.requestOpts\)$`
	return c.List(func(r *http.Request) error {
		return os.WriteFile("/var/log/requests", []byte(r.URL.String()), 0o644)
	})
}

// Opaque passes an option annovet cannot read: it may set any method and
// any request option.
func (c *Client) Opaque(o option) error { // want Opaque:`^effects call@param0\(funcopts\.do -> call of f\) mutate!\(config\)\?\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> http\.NewRequest\) unknown\(funcopts\.do -> \(\*funcopts\.Client\)\.newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	return do(c, o)
}

// purge applies its options, then changes the method itself: the field is
// not only the options', and annovet does not take the default for it.
func purge(c *Client, opts ...option) error { // want purge:`^effects call@param1\(call of f\) mutate!\(config\)\?\(\(\*funcopts.Client\).newRequest -> http.NewRequest\) unknown\(\(\*funcopts.Client\).newRequest -> call of fn\) reads\(funcopts\.config\.requestOpts\)$`
	cfg := &config{}
	for _, f := range opts {
		if err := f(cfg); err != nil {
			return err
		}
	}
	if cfg.method == "" {
		cfg.method = http.MethodDelete
	}
	_, err := c.newRequest(cfg.method, cfg.path, cfg.requestOpts)
	return err
}

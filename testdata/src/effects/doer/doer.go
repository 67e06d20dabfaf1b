// want package:"analyzed" package:`methods DeleteRepo:Client,ClientWithResponses DeleteRepoWithResponse:ClientWithResponses}$` package:"exported NewClient NewDeleteRepoRequest WithHTTPClient" package:"funcvalues "

// Package doer is an API client in oapi-codegen's shape: every request goes
// through the client's HttpRequestDoer, which NewClient fills with
// net/http's client unless an option gave another.
package doer

import (
	"context"
	"net/http"
)

// HttpRequestDoer performs HTTP requests.
type HttpRequestDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// Client is the API's client.
type Client struct {
	Server string
	Client HttpRequestDoer
}

// ClientOption configures a Client.
type ClientOption func(*Client) error

// WithHTTPClient gives the client another doer.
func WithHTTPClient(doer HttpRequestDoer) ClientOption { // want WithHTTPClient:"effects none"
	return func(c *Client) error {
		c.Client = doer
		return nil
	}
}

// NewClient makes a client.
func NewClient(server string, opts ...ClientOption) (*Client, error) { // want NewClient:`^effects call@param1\(call of o\)$`
	client := Client{Server: server}
	for _, o := range opts {
		if err := o(&client); err != nil {
			return nil, err
		}
	}
	if client.Client == nil {
		client.Client = &http.Client{}
	}
	return &client, nil
}

// NewDeleteRepoRequest makes the request that deletes a repository.
func NewDeleteRepoRequest(server, id string) (*http.Request, error) { // want NewDeleteRepoRequest:`^effects delete!\(host=param0\)\(http.NewRequest\)$`
	return http.NewRequest("DELETE", server+"/repos/"+id, nil)
}

// DeleteRepo deletes a repository: the request it builds, sent by the doer
// NewClient put behind HttpRequestDoer (net/http's, which adds nothing).
func (c *Client) DeleteRepo(ctx context.Context, id string) (*http.Response, error) { // want DeleteRepo:`^effects delete!\(config\)\(doer.NewDeleteRepoRequest -> http.NewRequest\)$`
	req, err := NewDeleteRepoRequest(c.Server, id)
	if err != nil {
		return nil, err
	}
	req = req.WithContext(ctx)
	return c.Client.Do(req)
}

// ClientInterface is what Client does.
type ClientInterface interface {
	DeleteRepo(ctx context.Context, id string) (*http.Response, error)
}

// ClientWithResponses decodes what its embedded client returns.
type ClientWithResponses struct {
	ClientInterface
}

// DeleteRepoWithResponse calls the embedded interface's method, promoted
// to the struct: Client's, the one implementation.
func (c *ClientWithResponses) DeleteRepoWithResponse(ctx context.Context, id string) (int, error) { // want DeleteRepoWithResponse:`^effects delete!\(config\)\(\(doer.ClientInterface\).DeleteRepo = \(\*doer.Client\).DeleteRepo -> doer.NewDeleteRepoRequest -> http.NewRequest\)$`
	rsp, err := c.DeleteRepo(ctx, id)
	if err != nil {
		return 0, err
	}
	return rsp.StatusCode, rsp.Body.Close()
}

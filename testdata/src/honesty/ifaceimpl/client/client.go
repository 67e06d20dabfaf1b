// Package client implements the connector's Connector: the one
// implementation the tools' package sees.
package client

import (
	"context"
	"net/http"

	"example.com/t/honesty/ifaceimpl/connector"
)

// Client talks to one site.
type Client struct {
	site  string
	hc    *http.Client
	Issue *connector.IssueService
}

// New returns a client of site.
func New(site string) *Client {
	c := &Client{site: site, hc: http.DefaultClient}
	c.Issue = connector.NewIssueService(c)
	return c
}

// NewRequest makes a request of the site.
func (c *Client) NewRequest(ctx context.Context, method, path string) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, method, c.site+"/"+path, nil)
}

// Call sends it.
func (c *Client) Call(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// want package:"analyzed"

// Package api is a client library: a Client whose methods reach the
// network, and an Item, which is data.
package api

import (
	"context"
	"net/http"
)

type Client struct{ base string }

func (c *Client) List(ctx context.Context) (*http.Response, error) { // want List:`^effects network\(config\)\(http\.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/items", nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (c *Client) Delete(ctx context.Context, id string) (*http.Response, error) { // want Delete:`^effects delete!\(config\)\(http\.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, c.base+"/items/"+id, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

type Item struct{ ID, Name string }

func (i *Item) Title() string { return i.Name }

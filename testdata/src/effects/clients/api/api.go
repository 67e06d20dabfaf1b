// want package:"analyzed" package:"methods " package:"exported Launch NewClient NewSession"

// Package api is a client library: a Client whose methods reach the
// network, and an Item, which is data.
package api

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
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

// ClientOption configures a client, as a Google client's option.ClientOption
// does: an interface, passed variadically.
type ClientOption interface{ apply(*Client) }

// NewClient makes a client for the user's credentials, refreshing the
// token cache in the user's configuration directory: the library's
// plumbing, no effect of a call that obtains a client.
func NewClient(ctx context.Context, token string, opts ...ClientOption) (*Client, error) { // want NewClient:`^effects write!\(os\.WriteFile\) \.base=https://api\.example\.com$`
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "api", "token"), []byte(token), 0o600); err != nil {
		return nil, err
	}
	return &Client{base: "https://api.example.com"}, nil
}

// NewSession builds a client over another: plumbing too.
func NewSession(ctx context.Context, hc *http.Client) (*Client, error) { // want NewSession:`^effects mutate\?\(\(\*http\.Client\)\.Post\) \.base=https://api\.example\.com$`
	resp, err := hc.Post("https://api.example.com/session", "application/json", nil)
	if err != nil {
		return nil, err
	}
	return &Client{base: "https://api.example.com"}, resp.Body.Close()
}

// Launch is given what to start: it creates something, and the client it
// returns is not what it is for.
func Launch(ctx context.Context, item Item) (*Client, error) { // want Launch:`^effects mutate\?\(http\.Post\) \.base=https://api\.example\.com$`
	resp, err := http.Post("https://api.example.com/jobs/"+item.Name, "application/json", nil)
	if err != nil {
		return nil, err
	}
	return &Client{base: "https://api.example.com"}, resp.Body.Close()
}

// want package:"analyzed" package:`methods Hosts:Client List:Client do:Client draft:Client draftID:Client ensureToken:Client flush:Client login:Client resetToken:Client send:Client use:Client}$`

// Package relogin is an API client that logs in again when the server
// answers 401 (centreon-go-client's shape): login posts the configured
// credentials and keeps the token the server returns in the client. It
// refreshes the client, which is the server's plumbing, so a read through
// do stays a read; a method that posts without keeping what comes back in
// the client, or that is named for a change, is the call's own.
package relogin

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
)

type Client struct {
	base               string
	username, password string
	mu                 sync.Mutex
	token              string
	pending            []string
	hc                 *http.Client
}

type loginResponse struct {
	Token string `json:"token"`
}

func (c *Client) send(ctx context.Context, method, path, body string) (*http.Response, error) { // want send:`^effects network\(config\)\(method=param1\)\(body=param3\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	req.Header.Set("X-Auth-Token", c.token)
	c.mu.Unlock()
	return c.hc.Do(req)
}

// login posts the credentials and keeps the token: no effect of a call
// (no fact).
func (c *Client) login(ctx context.Context) error {
	resp, err := c.send(ctx, http.MethodPost, "/login", `{"user":"`+c.username+`","password":"`+c.password+`"}`)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var lr loginResponse
	if err := json.NewDecoder(resp.Body).Decode(&lr); err != nil {
		return err
	}
	c.mu.Lock()
	c.token = lr.Token
	c.mu.Unlock()
	return nil
}

// do sends a request, logging in again once on 401.
func (c *Client) do(ctx context.Context, method, path string) error { // want do:`^effects network\(config\)\(method=param1\)\(\(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	resp, err := c.send(ctx, method, path, "")
	if err != nil {
		return err
	}
	if resp.StatusCode == http.StatusUnauthorized {
		if err := c.login(ctx); err != nil {
			return err
		}
		resp, err = c.send(ctx, method, path, "")
		if err != nil {
			return err
		}
	}
	return resp.Body.Close()
}

// List only reads, whatever login did to the client.
func (c *Client) List(ctx context.Context) error { // want List:`^effects network\(config\)\(\(\*relogin.Client\).do -> \(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	return c.do(ctx, http.MethodGet, "/hosts")
}

// flush posts what is pending and forgets it: it keeps nothing the server
// returned, so the post is the call's.
func (c *Client) flush(ctx context.Context) error { // want flush:`^effects mutate\(config\)\?\(\(\*relogin\.Client\)\.send -> http\.NewRequestWithContext\) mutate!=@recv\(assignment to c\.pending\) reads\(relogin\.Client\.pending\)$`
	resp, err := c.send(ctx, http.MethodPost, "/hosts", strings.Join(c.pending, ","))
	if err != nil {
		return err
	}
	c.pending = nil
	return resp.Body.Close()
}

// resetToken is named for a change: what it keeps is the call's.
func (c *Client) resetToken(ctx context.Context) error { // want resetToken:`^effects mutate\(config\)\?\(\(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	resp, err := c.send(ctx, http.MethodPost, "/token/reset", "")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var lr loginResponse
	if err := json.NewDecoder(resp.Body).Decode(&lr); err != nil {
		return err
	}
	c.token = lr.Token
	return nil
}

// use is given a name to record: what it keeps is the caller's choice, and
// the post is the call's.
func (c *Client) use(ctx context.Context, name string) error { // want use:`^effects mutate\(config\)\?\(\(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	resp, err := c.send(ctx, http.MethodPost, "/contexts/"+name, "")
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var lr loginResponse
	if err := json.NewDecoder(resp.Body).Decode(&lr); err != nil {
		return err
	}
	c.token = lr.Token
	return nil
}

// ensureToken logs in when the client has no token yet, keeps the one the
// server returns and hands it to the request it signs (the shape of an
// Argo CD client's session): it returns only what it keeps, so it refreshes
// the client too (no fact).
func (c *Client) ensureToken(ctx context.Context) (string, error) {
	if c.token != "" {
		return c.token, nil
	}
	resp, err := c.send(ctx, http.MethodPost, "/session", `{"user":"`+c.username+`"}`)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var lr loginResponse
	if err := json.NewDecoder(resp.Body).Decode(&lr); err != nil {
		return "", err
	}
	c.token = lr.Token
	return c.token, nil
}

// Hosts reads, signed with the token ensureToken keeps.
func (c *Client) Hosts(ctx context.Context) error { // want Hosts:`^effects network\(config\)\(\(\*relogin.Client\).do -> \(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	if _, err := c.ensureToken(ctx); err != nil {
		return err
	}
	return c.do(ctx, http.MethodGet, "/hosts")
}

// draft posts a draft and keeps its token, but returns the server's whole
// answer, not a credential: the post is the call's.
func (c *Client) draft(ctx context.Context) (*loginResponse, error) { // want draft:`^effects mutate\(config\)\?\(\(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	resp, err := c.send(ctx, http.MethodPost, "/drafts", "")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var lr loginResponse
	if err := json.NewDecoder(resp.Body).Decode(&lr); err != nil {
		return nil, err
	}
	c.token = lr.Token
	return &lr, nil
}

type draftResponse struct {
	ID    string `json:"id"`
	Token string `json:"token"`
}

// draftID posts a draft and keeps the token that comes back, but returns
// the new draft's id, which it does not keep: the post is the call's.
func (c *Client) draftID(ctx context.Context) (string, error) { // want draftID:`^effects mutate\(config\)\?\(\(\*relogin.Client\).send -> http.NewRequestWithContext\)$`
	resp, err := c.send(ctx, http.MethodPost, "/drafts", "")
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var dr draftResponse
	if err := json.NewDecoder(resp.Body).Decode(&dr); err != nil {
		return "", err
	}
	c.token = dr.Token
	return dr.ID, nil
}

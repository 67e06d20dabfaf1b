// want package:"analyzed" package:"methods "

// Package postpaths posts to query APIs that carry the query in the body,
// as Grafana's and SigNoz's servers do: the path's last segment, not the
// method, says that the POST reads. Anything else a POST does stays a
// change annovet cannot decide.
package postpaths

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type client struct {
	baseURL string
	hc      *http.Client
}

// dsQuery posts Grafana's data source query: a read, by its path.
func (c *client) dsQuery(ctx context.Context, body []byte) error { // want dsQuery:`^effects network\(config\)~\(http\.NewRequestWithContext -> \(POST \.\.\./api/ds/query\)\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/api/ds/query", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return c.send(req)
}

func (c *client) send(req *http.Request) error {
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// post is a client's one request function: what it does is its caller's
// path.
func (c *client) post(ctx context.Context, reqURL string, body []byte) error { // want post:`^effects mutate\(host=param1\)\?\(http\.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, reqURL, bytes.NewReader(body))
	if err != nil {
		return err
	}
	return c.send(req)
}

// queryRange reads: the path the caller builds with Sprintf ends in
// query_range, before its query string.
func (c *client) queryRange(ctx context.Context, body []byte, step int) error { // want queryRange:`^effects network\(config\)~\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext -> \(POST \.\.\./api/v5/query_range\)\)$`
	reqURL := fmt.Sprintf("%s/api/v5/query_range?step=%d", c.baseURL, step)
	return c.post(ctx, reqURL, body)
}

// search reads: an AIP custom method, joined as the last element.
func (c *client) search(ctx context.Context, body []byte) error { // want search:`^effects network\(config\)~\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext -> \(POST \.\.\./things:search\)\)$`
	u, err := url.JoinPath(c.baseURL, "v1", "things:search")
	if err != nil {
		return err
	}
	return c.post(ctx, u, body)
}

// createRule posts to a collection: a change annovet cannot decide.
func (c *client) createRule(ctx context.Context, body []byte) error { // want createRule:`^effects mutate\(config\)\?\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext\)$`
	return c.post(ctx, fmt.Sprintf("%s/api/v2/rules", c.baseURL), body)
}

// deleteByQuery reads and deletes: its segment is its own, not "query".
func (c *client) deleteByQuery(ctx context.Context, index string, body []byte) error { // want deleteByQuery:`^effects mutate\(config\)\?\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext\)$`
	return c.post(ctx, c.baseURL+"/"+index+"/_delete_by_query", body)
}

// runQuery's segment is not all constant: "/run" + a suffix the caller
// chooses ("query" or "_mutation") is not a read.
func (c *client) runQuery(ctx context.Context, suffix string, body []byte) error { // want runQuery:`^effects mutate\(config\)\?\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext\)$`
	return c.post(ctx, c.baseURL+"/run"+suffix, body)
}

// getQuery is a GET whatever its path: a read, and not a heuristic one.
func (c *client) getQuery(ctx context.Context) error { // want getQuery:`^effects network\(config\)\(http\.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/api/ds/query", nil)
	if err != nil {
		return err
	}
	return c.send(req)
}

// graphQLEndpoint posts to gqlgen's default endpoint, which takes
// mutations as well as queries: "query" alone names no read.
func (c *client) graphQLEndpoint(ctx context.Context, body []byte) error { // want graphQLEndpoint:`^effects mutate\(config\)\?\(\(\*postpaths\.client\)\.post -> http\.NewRequestWithContext\)$`
	return c.post(ctx, c.baseURL+"/query", body)
}

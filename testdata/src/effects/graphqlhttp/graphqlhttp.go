// want package:"analyzed" package:"methods "

// Package graphqlhttp talks to a GraphQL API with net/http, as Linear's
// and DataHub's servers do: every call is a POST of
// json.Marshal(graphQLRequest{Query: query}), so the document, not the
// method, says what a call does.
package graphqlhttp

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type graphQLRequest struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

type client struct {
	endpoint string
	hc       *http.Client
}

func (c *client) do(ctx context.Context, body []byte) error { // want do:`^effects mutate\(config\)\(body=param1\)\?\(http\.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *client) execute(ctx context.Context, query string, vars map[string]any) error { // want execute:`^effects network\(config\)\(graphql=param1\)\(\(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	body, err := json.Marshal(graphQLRequest{Query: query, Variables: vars})
	if err != nil {
		return err
	}
	return c.do(ctx, body)
}

// A query reads.
func (c *client) teams(ctx context.Context) error { // want teams:`^effects network\(config\)\(\(\*graphqlhttp\.client\)\.execute -> \(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	return c.execute(ctx, `query Teams { teams { nodes { id name } } }`, nil)
}

// A mutation changes; its name says what, so it stays undecided.
func (c *client) createIssue(ctx context.Context, title string) error { // want createIssue:`^effects mutate!\(config\)\?\(\(\*graphqlhttp\.client\)\.execute -> \(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	return c.execute(ctx, `mutation Create($t: String!) { issueCreate(input: {title: $t}) { success } }`, map[string]any{"t": title})
}

// A map body with a "query" key, sent in one function.
func (c *client) viewer(ctx context.Context) error { // want viewer:`^effects network\(config\)\(http\.NewRequestWithContext\)$`
	b, err := json.Marshal(map[string]any{"query": "{ viewer { id } }"})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A REST API's search whose member is not "query": a POST, undecided.
type search struct {
	Text string `json:"q"`
}

func (c *client) find(ctx context.Context) error { // want find:`^effects mutate\(config\)\?\(\(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	b, err := json.Marshal(search{Text: "query { x }"})
	if err != nil {
		return err
	}
	return c.do(ctx, b)
}

// A query the caller changes after building the request: undecided.
func (c *client) rewritten(ctx context.Context, doc string) error { // want rewritten:`^effects mutate\(config\)\?\(\(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	r := graphQLRequest{Query: "query { viewer { id } }"}
	r.Query = doc
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return c.do(ctx, b)
}

// A body of another protocol with a "query" member beside its own (a
// Dgraph upsert deletes what the query selects): not a GraphQL request.
func (c *client) upsert(ctx context.Context) error { // want upsert:`^effects mutate\(config\)\?\(\(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	b, err := json.Marshal(map[string]any{
		"query":  `{ u as var(func: eq(email, "x@example.com")) }`,
		"delete": []map[string]string{{"uid": "uid(u)"}},
	})
	if err != nil {
		return err
	}
	return c.do(ctx, b)
}

// A map whose document is replaced after it was built: undecided.
func (c *client) switched(ctx context.Context, del bool) error { // want switched:`^effects mutate\(config\)\?\(\(\*graphqlhttp\.client\)\.do -> http\.NewRequestWithContext\)$`
	payload := map[string]any{"query": "query { issues { id } }"}
	if del {
		payload["query"] = `mutation { issueDelete(id: "1") { success } }`
	}
	b, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	return c.do(ctx, b)
}

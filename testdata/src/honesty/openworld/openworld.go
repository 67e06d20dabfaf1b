// Package openworld has tools that say openWorldHint=false.
package openworld

import (
	"context"
	"fmt"
	"io"
	"net/http"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type fetchIn struct {
	URL string `json:"url"`
}

func get(u string) (string, error) {
	resp, err := http.Get(u)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

func fetch(ctx context.Context, req *gomcp.CallToolRequest, in fetchIn) (*gomcp.CallToolResult, any, error) {
	body, err := get(in.URL)
	return nil, body, err
}

func weather(ctx context.Context, req *gomcp.CallToolRequest, in struct{ City string }) (*gomcp.CallToolResult, any, error) {
	body, err := get(fmt.Sprintf("https://weather.internal.example.com/v1?city=%s", in.City))
	return nil, body, err
}

// apiClient's transport sends every request to the configured API: the
// handlers give it paths relative to that base (the shape of Collibra's
// chip), so an argument in the path chooses no host.
var apiClient = &http.Client{Transport: baseTransport{base: "https://catalog.internal.example.com"}}

type baseTransport struct{ base string }

func (t baseTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	u, err := r.URL.Parse(t.base + r.URL.Path)
	if err != nil {
		return nil, err
	}
	r.URL = u
	return http.DefaultTransport.RoundTrip(r)
}

func user(ctx context.Context, req *gomcp.CallToolRequest, in struct{ ID string }) (*gomcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("/rest/2.0/users/%s", in.ID), nil)
	if err != nil {
		return nil, nil, err
	}
	resp, err := apiClient.Do(r)
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, resp.Body.Close()
}

func status(ctx context.Context, req *gomcp.CallToolRequest, _ struct{}) (*gomcp.CallToolResult, any, error) {
	resp, err := http.Get("http://localhost:8080/status")
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, resp.Body.Close()
}

func Register(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "fetch_url", Title: "Fetch URL", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true,
		OpenWorldHint: new(false), // want `tool "fetch_url" says openWorldHint=false, but its handler reaches an address its arguments choose: openworld.fetch -> openworld.get -> http.Get`
	}}, fetch)

	// Not reported: a host fixed in the code, whatever the path.
	gomcp.AddTool(s, &gomcp.Tool{Name: "weather", Title: "Weather", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, weather)
	gomcp.AddTool(s, &gomcp.Tool{Name: "status", Title: "Status", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, status)
	// Not reported: a path relative to the base the client's transport
	// adds, whatever argument fills it.
	gomcp.AddTool(s, &gomcp.Tool{Name: "get_user", Title: "Get User", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, user)

	// Not reported: openWorldHint left unset (the default is already open).
	gomcp.AddTool(s, &gomcp.Tool{Name: "fetch_any", Title: "Fetch Any", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true}}, fetch)
}

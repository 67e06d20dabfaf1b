// Package addresses has tools whose handlers send requests to addresses
// other functions hand them: a URL built from the configuration the
// registering code was given, a client's base URL behind an interface, and
// a URL the tool's arguments choose.
package addresses

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Config struct{ APIBase string }

// rulesURL builds the address from the configuration it is given.
func rulesURL(cfg Config) (*url.URL, error) {
	if cfg.APIBase == "" {
		return nil, errors.New("no API base configured")
	}
	u, err := url.Parse(cfg.APIBase + "/v1/rules")
	if err != nil {
		return nil, err
	}
	return u, nil
}

type API interface{ BaseURL() string }

type client struct{ base string }

func (c *client) BaseURL() string { return c.base }

func get(ctx context.Context, u string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// newListRules is a handler factory given the configuration at start-up.
func newListRules(cfg Config) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		u, err := rulesURL(cfg)
		if err != nil {
			return nil, err
		}
		return nil, get(ctx, u.String())
	}
}

func newStatus(api API) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, get(ctx, fmt.Sprintf("%s/status", api.BaseURL()))
	}
}

// target is the address the tool's arguments choose.
func target(req mcp.CallToolRequest) string { return req.GetString("url", "") }

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, get(ctx, target(req))
}

// notifier has no implementation here: its call is resolved where one
// is, and an argument that is no address (err.Error(), a method of the
// universe's error) is told apart without a package.
type notifier interface{ Notify(msg string) error }

func report(n notifier, err error) error { return n.Notify(err.Error()) }

// RawCaller sends a request of any method (mcp-nomad's MakeRequest): a
// call that passes GET and no body reads, whatever a body would do.
type RawCaller interface {
	MakeRequest(ctx context.Context, method, path string, body any) error
}

type rawClient struct{ base string }

func (c *rawClient) MakeRequest(ctx context.Context, method, path string, body any) error {
	var reqBody io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		reqBody = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+"/"+path, reqBody)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func newRegions(c RawCaller) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, c.MakeRequest(ctx, "GET", "regions", nil)
	}
}

func Register(s *server.MCPServer, cfg Config) {
	s.AddTool(mcp.NewTool("list_rules", mcp.WithTitleAnnotation("List Rules")), newListRules(cfg))                             // want `tool "list_rules" sets annotations that decide none of its hints.*\(its handler only reads, over the network: addresses.newListRules -> addresses.get -> http.NewRequestWithContext\)`
	s.AddTool(mcp.NewTool("status", mcp.WithTitleAnnotation("Status")), newStatus(&client{base: cfg.APIBase}))                 // want `tool "status" sets annotations that decide none of its hints.*\(its handler only reads, over the network: addresses.newStatus -> addresses.get -> http.NewRequestWithContext\)`
	s.AddTool(mcp.NewTool("fetch", mcp.WithTitleAnnotation("Fetch")), fetch)                                                   // want `tool "fetch" sets annotations that decide none of its hints.*\(its handler only reads, over the network: addresses.fetch -> addresses.get -> http.NewRequestWithContext\)`
	s.AddTool(mcp.NewTool("list_regions", mcp.WithTitleAnnotation("List Regions")), newRegions(&rawClient{base: cfg.APIBase})) // want `tool "list_regions" sets annotations that decide none of its hints.*\(its handler only reads, over the network: addresses.newRegions -> \(addresses.RawCaller\).MakeRequest = \(\*addresses.rawClient\).MakeRequest -> http.NewRequestWithContext\)`
}

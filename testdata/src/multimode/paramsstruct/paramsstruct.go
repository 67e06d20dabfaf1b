// Package paramsstruct has tools in the shape of bitrise-mcp's: package-level
// values of the project's own pair of a tool and its handler, whose handler
// literals describe a request field by field for one helper that sends it.
// The method a field holds is what chooses what a call does: a constant
// method with an argument in the path is one operation on the resource
// the arguments name, not a mode; a method the arguments choose is a
// passthrough.
package paramsstruct

import (
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// baseURL is the API's address, which the environment may override.
var baseURL = "https://api.example.com/v0.1"

func init() {
	if v := os.Getenv("API_URL"); v != "" {
		baseURL = v
	}
}

type callParams struct {
	Method  string
	BaseURL string
	Path    string
}

func callAPI(ctx context.Context, p callParams) (string, error) {
	fullURL := p.BaseURL
	if len(p.Path) == 0 || p.Path[0] != '/' {
		fullURL += "/"
	}
	fullURL += p.Path
	req, err := http.NewRequestWithContext(ctx, p.Method, fullURL, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	return resp.Status, resp.Body.Close()
}

// Tool pairs a tool with its handler.
type Tool struct {
	APIGroups  []string
	Definition mcp.Tool
	Handler    func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

// DeleteApp deletes the app its argument names: one operation.
var DeleteApp = Tool{
	APIGroups: []string{"apps"},
	Definition: mcp.NewTool("delete_app",
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	),
	Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := callAPI(ctx, callParams{
			Method:  http.MethodDelete,
			BaseURL: baseURL,
			Path:    fmt.Sprintf("/apps/%s", request.GetString("app_slug", "")),
		})
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(res), nil
	},
}

// Request sends what the arguments choose.
var Request = Tool{ // want `tool "api_request" passes argument "method" to paramsstruct.callAPI -> http.NewRequestWithContext as an HTTP method and URL, so what a call does depends on its arguments; annotated for the worst case, every call needs confirmation`
	APIGroups: []string{"raw"},
	Definition: mcp.NewTool("api_request",
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	),
	Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := callAPI(ctx, callParams{
			Method:  request.GetString("method", http.MethodGet),
			BaseURL: baseURL,
			Path:    request.GetString("path", "/"),
		})
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(res), nil
	},
}

// RegisterAll registers the tools ranging over a map of them.
func RegisterAll(s *server.MCPServer, tools map[string]Tool) {
	for _, t := range tools {
		s.AddTool(t.Definition, t.Handler)
	}
}

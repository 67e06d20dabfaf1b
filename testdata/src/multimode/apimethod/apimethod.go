// Package apimethod has tools in the shape of zara-privacy-mcp's and
// mcp-grafana's generic API request tools: the caller's method goes to an
// API whose address the server fixes. The method alone chooses whether a
// call reads or deletes, unless the handler lets only GET through.
package apimethod

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const apiBase = "https://grafana.example.com/api/"

func doRequest(ctx context.Context, method, endpoint string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, strings.ToUpper(method), apiBase+strings.TrimPrefix(endpoint, "/"), nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

func apiRequest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := doRequest(ctx, req.GetString("method", http.MethodGet), req.GetString("endpoint", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// apiRequestReadOnly lets only GET through.
func apiRequestReadOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	method := strings.ToUpper(req.GetString("method", http.MethodGet))
	if method != http.MethodGet {
		return mcp.NewToolResultError(fmt.Sprintf("method %s is not allowed in read-only mode", method)), nil
	}
	out, err := doRequest(ctx, method, req.GetString("endpoint", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// apiRequestBranch only branches on GET: other methods go through.
func apiRequestBranch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	method := req.GetString("method", http.MethodGet)
	endpoint := req.GetString("endpoint", "")
	if method == http.MethodGet {
		endpoint = strings.TrimSuffix(endpoint, "/")
	}
	out, err := doRequest(ctx, method, endpoint)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

// RegisterBranch registers the tool whose GET comparison guards nothing.
func RegisterBranch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("api_request_branch", // want `tool "api_request_branch" passes argument "method" to apimethod.doRequest -> http.NewRequestWithContext as an HTTP method`
		mcp.WithDescription("Make a request to the Grafana API."),
		mcp.WithTitleAnnotation("API request"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), apiRequestBranch)
}

func Register(s *server.MCPServer, write bool) {
	if write {
		s.AddTool(mcp.NewTool("api_request", // want `tool "api_request" passes argument "method" to apimethod.doRequest -> http.NewRequestWithContext as an HTTP method, so what a call does depends on its arguments; annotated for the worst case, every call needs confirmation`
			mcp.WithDescription("Make a request to the Grafana API."),
			mcp.WithTitleAnnotation("API request"),
			mcp.WithReadOnlyHintAnnotation(false),
			mcp.WithDestructiveHintAnnotation(true),
			mcp.WithOpenWorldHintAnnotation(false),
		), apiRequest)
		return
	}
	// Only GET goes through: one mode.
	s.AddTool(mcp.NewTool("api_request",
		mcp.WithDescription("Make a GET request to the Grafana API."),
		mcp.WithTitleAnnotation("API request"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), apiRequestReadOnly)
}

// Command testonly registers one tool from main, one from an HTTP handler
// the standard library calls, and one from a helper only its tests call:
// the last is never on the running server. It also registers again the
// tools its server lists, which adds none.
package main

import (
	"context"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

// register adds the server's tool.
func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("live", mcp.WithDescription("A tool the server has.")), handle)
}

// registerExtra adds a tool only the tests use: what the checks would say
// of it (a read-only tool that deletes) no client sees either.
func registerExtra(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("extra", mcp.WithTitleAnnotation("Extra"), mcp.WithDescription("A tool only the tests register."),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), cleanup)
}

func cleanup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), os.Remove("scratch.db")
}

// perRequest builds a server for each HTTP request: net/http calls its
// ServeHTTP, which the program never names.
type perRequest struct{}

func (perRequest) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s := server.NewMCPServer("per-request", "1.0.0")
	s.AddTool(mcp.NewTool("per_request", mcp.WithDescription("A tool of each request's server.")), handle)
	_ = s
}

// wrapAll registers again, with another handler, the tools the server
// lists: no tool it does not already have.
func wrapAll(ctx context.Context, s *server.MCPServer) error {
	c, err := client.NewInProcessClient(s)
	if err != nil {
		return err
	}
	res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return err
	}
	for _, t := range res.Tools {
		s.AddTool(t, handle)
	}
	return nil
}

func main() {
	s := server.NewMCPServer("testonly", "1.0.0")
	register(s)
	_ = wrapAll(context.Background(), s)
	http.Handle("/mcp", perRequest{})
	_ = server.ServeStdio(s)
}

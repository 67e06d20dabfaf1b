// Package linear registers through a local closure that decides which
// tools to register, in the shape of geropl/linear-mcp-go.
package linear

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// SearchTool searches issues.
var SearchTool = mcp.NewTool("search_issues", mcp.WithReadOnlyHintAnnotation(true)) // want `mcp-go tool "search_issues"`

// CreateTool creates an issue.
var CreateTool = mcp.NewTool("create_issue") // want `mcp-go tool "create_issue"`

// OtherTool is registered through a closure that escapes.
var OtherTool = mcp.NewTool("other") // want `mcp-go tool "other"`

// Handler makes a handler.
func Handler(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(name), nil
	}
}

// Register registers the tools a read-only server may offer.
func Register(s *server.MCPServer, write bool) {
	addTool := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		if !write && (tool.Annotations.ReadOnlyHint == nil || !*tool.Annotations.ReadOnlyHint) {
			return
		}
		s.AddTool(tool, handler)
	}
	addTool(SearchTool, Handler("search")) // want `bind "search_issues" -> func literal at linear.go:23 \(AddTool\)`
	addTool(CreateTool, Handler("create")) // want `bind "create_issue" -> func literal at linear.go:23 \(AddTool\)`
}

// RegisterVia passes its closure on as a value: its registration stays
// where it is, with what the closure's parameters hold unknown.
func RegisterVia(s *server.MCPServer) {
	add := func(tool mcp.Tool, handler server.ToolHandlerFunc) {
		s.AddTool(tool, handler) // want `unfollowed tool`
	}
	apply(add)
}

func apply(f func(mcp.Tool, server.ToolHandlerFunc)) { f(OtherTool, Handler("other")) }

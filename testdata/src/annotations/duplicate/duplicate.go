// Package duplicate registers one name twice with different definitions.
package duplicate

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func opts(readOnly bool) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle("Search"), mcp.WithReadOnlyHintAnnotation(readOnly), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func Register(s *server.MCPServer, admin bool) {
	s.AddTool(mcp.NewTool("search", opts(true)...), handle) // want `tool "search" is registered again on the same server with another definition`
	if admin {
		s.AddTool(mcp.NewTool("search", opts(false)...), handle) // want `tool "search" is registered again on the same server with another definition`
	}
}

// Not reported: the same name on two different servers.
func Public(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", opts(true)...), handle)
}

func Admin(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", opts(false)...), handle)
}

// Package lib registers its tool when an importer calls Register: analyzed
// alone, with its tests, it is a library, not a program.
package lib

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Register adds the library's tool to a server.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("libtool", mcp.WithDescription("The library's tool.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
}

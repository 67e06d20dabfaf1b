// Command oldsdkopts is a server on mcp-go v0.21.1, whose tools carry
// annotations (true hints only) but which has no option for each hint, only
// WithToolAnnotation: annovet says what the handler does, and that the fix
// cannot write it with this version.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	s := server.NewMCPServer("old", "0.1.0")
	s.AddTool(mcp.NewTool("list_items", mcp.WithDescription("List items.")), list)
	_ = server.ServeStdio(s)
}

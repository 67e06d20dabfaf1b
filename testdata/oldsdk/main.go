// Command oldsdk is a server on mcp-go v0.18.0, whose tools have no
// annotations or titles to set: annovet reports what is missing, and its
// fixes, which this version could not compile, are not offered.
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

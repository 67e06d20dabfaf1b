// Command oldsdk is a server on an old mcp-go: v0.18.0 here, whose tools
// have no annotations or titles to set, and v0.21.1 with the go.mod of
// ../oldsdkopts, whose tools carry annotations but which has no option per
// hint. annovet reports what is missing, and offers no fix these versions
// could not compile.
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

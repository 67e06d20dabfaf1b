// Command escaped hands its server's AddTool to a helper that calls it: a
// registration annovet does not follow, which may take any tool.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/program/tools"
)

func commit[K comparable, T, H any](items map[K]T, convert func(T) (mcp.Tool, H), add func(mcp.Tool, H)) {
	for _, it := range items {
		add(convert(it))
	}
}

func main() {
	s := server.NewMCPServer("escaped", "1.0.0")
	commit(tools.All(), func(t tools.Tool) (mcp.Tool, server.ToolHandlerFunc) {
		return t.Definition(), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return t.Execute(ctx, req.GetArguments())
		}
	}, s.AddTool)
	_ = server.ServeStdio(s)
}

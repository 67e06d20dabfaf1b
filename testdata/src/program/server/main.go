// Command server serves the registry's tools.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/program/tools"
)

func main() {
	s := server.NewMCPServer("program", "1.0.0")
	for _, t := range tools.All() {
		s.AddTool(t.Definition(), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return t.Execute(ctx, req.GetArguments())
		})
	}
	_ = server.ServeStdio(s)
}

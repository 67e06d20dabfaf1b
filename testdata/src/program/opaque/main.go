// Command opaque registers a tool it decodes at run time, which annovet
// cannot follow to where it is built.
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	_ "example.com/t/program/tools"
)

func load(path string) mcp.Tool {
	var t mcp.Tool
	data, _ := os.ReadFile(path)
	_ = json.Unmarshal(data, &t)
	return t
}

func main() {
	s := server.NewMCPServer("opaque", "1.0.0")
	s.AddTool(load(os.Args[1]), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("ok"), nil
	})
	_ = server.ServeStdio(s)
}

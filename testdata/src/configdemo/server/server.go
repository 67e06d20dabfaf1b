// Package server uses the vault client in read-only tools.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/configdemo/vault"
)

func Register(s *server.MCPServer, v *vault.Client) {
	ro := []mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
	s.AddTool(mcp.NewTool("seal", append(ro, mcp.WithToolTitle("Seal"))...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, v.Seal(req.GetString("name", ""))
	})
	s.AddTool(mcp.NewTool("peek", append(ro, mcp.WithToolTitle("Peek"))...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := v.Peek(req.GetString("name", ""))
		return nil, err
	})
}

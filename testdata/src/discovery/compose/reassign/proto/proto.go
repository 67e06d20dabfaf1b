// Package proto builds the tools and their handlers, in pairs.
package proto

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Protocol struct{}

func (p *Protocol) CreateIndex() (tool mcp.Tool, handler server.ToolHandlerFunc) {
	return mcp.NewTool("create_index", mcp.WithDescription("Create an index.")), // want `mcp-go tool "create_index"`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(p.name("created")), nil
		}
}

func (p *Protocol) DeleteIndex() (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("delete_index", mcp.WithDescription("Delete an index.")), // want `mcp-go tool "delete_index"`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("deleted"), nil
		}
}

func (p *Protocol) name(s string) string { return s }

// Package tools declares a project's own tool interface.
package tools

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is what every tool type of the project implements.
type Tool interface {
	Definition() mcp.Tool
	Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)
}

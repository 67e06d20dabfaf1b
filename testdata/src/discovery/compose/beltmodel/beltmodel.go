// Package beltmodel is a project's tool type, a definition and its handler,
// in the shape of bitrise-mcp's internal/bitrise.
package beltmodel

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Tool is a tool with its handler and the API groups that enable it.
type Tool struct {
	APIGroups  []string
	Definition mcp.Tool
	Handler    func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

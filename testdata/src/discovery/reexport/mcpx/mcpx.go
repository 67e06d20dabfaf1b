// Package mcpx re-exports the parts of mcp-go a project uses, under its own
// names: aliases of the types, variables holding the SDK's functions, and
// wrappers that forward to them.
package mcpx

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type (
	Tool       = mcp.Tool
	ToolOption = mcp.ToolOption
	Server     = server.MCPServer
)

var (
	NewTool         = mcp.NewTool
	WithReadOnly    = mcp.WithReadOnlyHintAnnotation
	WithOpenWorld   = mcp.WithOpenWorldHintAnnotation
	WithTitle       = mcp.WithTitleAnnotation
	WithDescription = mcp.WithDescription
)

// WithDestructive forwards to the SDK's option.
func WithDestructive(v bool) ToolOption { return mcp.WithDestructiveHintAnnotation(v) }

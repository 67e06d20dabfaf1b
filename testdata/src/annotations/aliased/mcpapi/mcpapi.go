// Package mcpapi is a project's own face over go-sdk (mcp-devtools'
// mcpapi): aliases of the SDK's types and a constructor, so that the
// packages defining tools import it and not the SDK.
package mcpapi

import "github.com/modelcontextprotocol/go-sdk/mcp"

type (
	Tool            = mcp.Tool
	ToolAnnotations = mcp.ToolAnnotations
)

// NewTool makes a tool with a name and a description.
func NewTool(name, description string) *Tool {
	return &mcp.Tool{Name: name, Description: description}
}

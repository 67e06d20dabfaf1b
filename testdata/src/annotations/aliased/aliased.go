// Package aliased registers a tool another package defines through the
// project's face over go-sdk.
package aliased

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/annotations/aliased/tools"
)

func Register(s *mcp.Server, h func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error)) {
	mcp.AddTool(s, tools.Lister(), h)
}

// Package unused has a tool type nothing puts in a registry: its tool is
// found where it is built, but no registration binds it to a handler.
package unused

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Helper struct{}

func (Helper) Definition() mcp.Tool {
	return mcp.Tool{Name: "helper"} // want `go-sdk tool "helper" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
}

func (Helper) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, nil
}

// Run uses the helper directly, never as a tools.Tool.
func Run(ctx context.Context) { Helper{}.Execute(ctx, nil) }

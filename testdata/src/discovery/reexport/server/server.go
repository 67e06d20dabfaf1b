// Package server builds its tools through mcpx, a package whose names hide
// that it is mcp-go.
package server

import (
	"context"

	mcp "example.com/t/discovery/reexport/mcpx"

	sdk "github.com/mark3labs/mcp-go/mcp"
)

func handle(context.Context, sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	return sdk.NewToolResultText("ok"), nil
}

func Register(s *mcp.Server) {
	s.AddTool(mcp.NewTool("list_pets", mcp.WithDescription("Lists the pets."), mcp.WithTitle("List Pets"), mcp.WithReadOnly(true), mcp.WithDestructive(false), mcp.WithOpenWorld(false)), handle) // want `bind "list_pets" -> handle \(AddTool\)` `mcp-go tool "list_pets" title="List Pets" readOnly=true destructive=false idempotent=false\(default\) openWorld=false`
}

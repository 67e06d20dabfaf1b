// Package mcpgoold is a server on mcp-go v0.26.0, whose plain bool hints
// tagged omitempty never send false.
package mcpgoold

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	// The author says "not destructive, closed world": neither reaches a
	// client, which then assumes the worst.
	s.AddTool(mcp.NewTool("add_note",
		mcp.WithDescription("Adds a note."),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			Title:           "Add Note",
			ReadOnlyHint:    false,
			DestructiveHint: false, // want `tool "add_note" sets destructiveHint=false, but mcp-go v0.26.0 leaves a false destructiveHint out of tools/list, so clients apply the spec's default, destructiveHint=true, instead of what the tool says; upgrade github.com/mark3labs/mcp-go to v0.27.0 or later`
			IdempotentHint:  true,
			OpenWorldHint:   false, // want `tool "add_note" sets openWorldHint=false, but mcp-go v0.26.0 leaves a false openWorldHint out of tools/list, so clients apply the spec's default, openWorldHint=true, .*`
		}),
	), handle)

	// Not reported: true values are sent, and the dropped readOnlyHint=false
	// is the value clients assume anyway.
	s.AddTool(mcp.NewTool("list_notes",
		mcp.WithDescription("Lists the notes."),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			Title:           "List Notes",
			ReadOnlyHint:    true,
			DestructiveHint: false,
			OpenWorldHint:   true,
		}),
	), handle)
}

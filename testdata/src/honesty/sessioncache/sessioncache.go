// Package sessioncache has read-only tools that get their HTTP client from
// a per-session cache, and one that adds a note.
package sessioncache

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/sessioncache/clients"
)

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := clients.ForSession(req.GetString("session", ""))
	_ = c
	return mcp.NewToolResultText("ok"), nil
}

func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := clients.ForToken(req.GetString("session", ""), req.GetString("token", ""))
	_ = c
	return mcp.NewToolResultText("me"), nil
}

func addNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := clients.AddNote(req.GetString("text", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("added"), nil
}

func Register(s *server.MCPServer) {
	// The clients are a cache: building one on a miss changes nothing a
	// person or another tool sees.
	s.AddTool(mcp.NewTool("status", mcp.WithTitleAnnotation("Status"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), status)
	s.AddTool(mcp.NewTool("whoami", mcp.WithTitleAnnotation("Who Am I"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), whoami)
	// A note added after checking it is not there is data another tool
	// reads back.
	s.AddTool(mcp.NewTool("add_note", mcp.WithTitleAnnotation("Add Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "add_note" is marked read-only, but its handler changes state: sessioncache.addNote -> clients.AddNote -> clients.put -> assignment to notes;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), addNote)
}

// Package clean has well-annotated tools: nothing here may be reported.
package clean

import (
	"context"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func ptr[T any](v T) *T { return &v }

func goRead(ctx context.Context, req *gomcp.CallToolRequest, _ struct{}) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func goDelete(ctx context.Context, req *gomcp.CallToolRequest, in struct{ Path string }) (*gomcp.CallToolResult, any, error) {
	return nil, nil, os.Remove(in.Path)
}

func RegisterGoSDK(s *gomcp.Server) {
	// Read-only, without destructive or idempotent hints.
	gomcp.AddTool(s, &gomcp.Tool{Name: "get_note", Title: "Get Note", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}, goRead)

	// Fully annotated destructive tool that warns.
	gomcp.AddTool(s, &gomcp.Tool{
		Name:        "delete_note",
		Title:       "Delete Note",
		Description: "Delete a note. This cannot be undone.",
		Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: ptr(true), IdempotentHint: true, OpenWorldHint: ptr(false)},
	}, goDelete)
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// Registry is a project's own wrapper: the same tool registered through it
// twice is one tool, reported (if at all) once, at its construction.
type Registry struct{ s *server.MCPServer }

func (r *Registry) Add(t mcp.Tool, h server.ToolHandlerFunc) { r.s.AddTool(t, h) }

var listTool = mcp.NewTool("list_notes",
	mcp.WithToolTitle("List Notes"),
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithDestructiveHintAnnotation(false),
	mcp.WithOpenWorldHintAnnotation(false),
)

func RegisterMCPGo(r *Registry) {
	r.Add(listTool, handle)
	r.Add(listTool, handle)

	r.Add(mcp.NewTool("append_log",
		mcp.WithToolTitle("Append Log"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), handle)
}

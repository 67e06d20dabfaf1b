// Package missing has tools with no annotations at all.
package missing

import (
	"context"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type in struct {
	Path string `json:"path"`
}

func readFile(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	b, err := os.ReadFile(a.Path)
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: string(b)}}}, nil, err
}

func writeFile(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	return nil, nil, os.WriteFile(a.Path, nil, 0o644)
}

func ptr[T any](v T) *T { return &v }

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "read_file", Title: "Read File"}, readFile) // want `tool "read_file" has no annotations, so clients treat it as destructive, non-idempotent and open-world and ask for confirmation before every call; add annotations that say what it does \(its handler changes nothing annovet can see\)`

	gomcp.AddTool(s, &gomcp.Tool{
		Name:        "write_file", // want `tool "write_file" has no annotations.*\(its handler writes: missing.writeFile -> os.WriteFile\)`
		Title:       "Write File",
		Description: "Overwrites the file at path.",
	}, writeFile)

	// Annotations that hold only a title decide no hint: still missing, so
	// that the title fix alone never turns missing into partial.
	gomcp.AddTool(s, &gomcp.Tool{Name: "peek_file", Annotations: &gomcp.ToolAnnotations{Title: "Peek File"}}, readFile) // want `tool "peek_file" sets annotations that decide none of its hints, so clients treat it as destructive`
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(".")
	return mcp.NewToolResultText(entries[0].Name()), err
}

func RegisterMCPGo(s *server.MCPServer, h server.ToolHandlerFunc) {
	s.AddTool(mcp.NewTool("list_dir", mcp.WithDescription("List a directory."), mcp.WithToolTitle("List Directory")), list) // want `tool "list_dir" has no annotations`

	// A handler annovet cannot see: the fix decides no hints, and the
	// finding says which the author has to.
	s.AddTool(mcp.NewTool("opaque", // want `tool "opaque" has no annotations.*\(annovet cannot see its handler, so the fix decides no hints\); decide readOnlyHint, destructiveHint, idempotentHint and openWorldHint yourself$`
		mcp.WithDescription("Opaque; may delete things."),
		mcp.WithToolTitle("Opaque"),
	), h)
	// Neither hints nor a title, and a handler annovet cannot see: the
	// title fix adds the tool's own title, and the tool stays missing.
	s.AddTool(mcp.NewTool("opaque_untitled", mcp.WithDescription("Opaque.")), h) // want `tool "opaque_untitled" has no annotations` `tool "opaque_untitled" has no title`
	s.AddTool(mcp.NewTool("list_root", mcp.WithTitleAnnotation("List Root")), list) // want `tool "list_root" sets annotations that decide none of its hints`
}

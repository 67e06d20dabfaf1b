// Package owntable declares its tools in the project's own types and
// converts them in an adapter: a tool marked read-only in the table whose
// handler writes is reported, one that only reads is not.
package owntable

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/owntypes/own"
)

func saveNote(ctx context.Context, args map[string]any) (string, error) {
	return "", os.WriteFile("notes.txt", []byte("note"), 0o644)
}

func readNote(ctx context.Context, args map[string]any) (string, error) {
	b, err := os.ReadFile("notes.txt")
	return string(b), err
}

var table = []own.ServerTool{
	{Tool: own.Tool{Name: "save_note", Description: "Saves the note.", Annotations: own.ToolAnnotations{Title: "Save Note", ReadOnlyHint: own.To(true), OpenWorldHint: own.To(false)}}, Handler: saveNote},
	{Tool: own.Tool{Name: "read_note", Description: "Reads the note.", Annotations: own.ToolAnnotations{Title: "Read Note", ReadOnlyHint: own.To(true), DestructiveHint: own.To(false), OpenWorldHint: own.To(false)}}, Handler: readNote},
}

// adapt converts a project tool to mcp-go's, with options.
func adapt(t own.ServerTool) server.ServerTool {
	opts := []mcp.ToolOption{
		mcp.WithDescription(t.Tool.Description),
		mcp.WithTitleAnnotation(t.Tool.Annotations.Title),
		mcp.WithReadOnlyHintAnnotation(own.Deref(t.Tool.Annotations.ReadOnlyHint, false)),
		mcp.WithDestructiveHintAnnotation(own.Deref(t.Tool.Annotations.DestructiveHint, true)),
		mcp.WithOpenWorldHintAnnotation(own.Deref(t.Tool.Annotations.OpenWorldHint, true)),
	}
	return server.ServerTool{
		Tool: mcp.NewTool(t.Tool.Name, opts...),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			text, err := t.Handler(ctx, req.GetArguments())
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(text), nil
		},
	}
}

func Register(s *server.MCPServer) {
	for _, t := range table {
		s.AddTools(adapt(t)) // want `tool "save_note" is marked read-only, but its handler writes: owntable.saveNote -> os.WriteFile; .*`
	}
}

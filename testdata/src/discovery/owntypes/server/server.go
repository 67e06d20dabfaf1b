// Package server converts the project's tools to go-sdk tools in one
// adapter and registers them in a loop.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/owntypes/own"
	"example.com/t/discovery/owntypes/toolsets"
)

// toSDK is the adapter: field copies, a pointer dereferenced with its
// default, and a handler closure that calls the project's handler.
func toSDK(t own.ServerTool) (*mcp.Tool, mcp.ToolHandler) {
	tool := &mcp.Tool{
		Name:        t.Tool.Name,
		Title:       t.Tool.Annotations.Title,
		Description: t.Tool.Description,
		Annotations: &mcp.ToolAnnotations{
			Title:           t.Tool.Annotations.Title,
			ReadOnlyHint:    own.Deref(t.Tool.Annotations.ReadOnlyHint, false),
			DestructiveHint: t.Tool.Annotations.DestructiveHint,
			IdempotentHint:  own.Deref(t.Tool.Annotations.IdempotentHint, false),
			OpenWorldHint:   t.Tool.Annotations.OpenWorldHint,
		},
	}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := t.Handler(ctx, nil)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
	}
	return tool, handler
}

func Register(s *mcp.Server) {
	for _, t := range toolsets.Tools() {
		tool, handler := toSDK(t) // want `go-sdk tool "list_files" title="List Files" readOnly=true destructive=- idempotent=- openWorld=false` `go-sdk tool "remove_file" title="Remove File" readOnly=- destructive=true idempotent=- openWorld=-`
		s.AddTool(tool, handler)  // want `bind "list_files" -> listFiles \(AddTool\)` `bind "remove_file" -> removeFile \(AddTool\)`
	}
}

// Package api is a project's own builder over the go-sdk, the way servers
// that moved off mcp-go keep their tool definitions: its constructor takes
// its own options, and a fix must call them.
package api

import "github.com/modelcontextprotocol/go-sdk/mcp"

// ToolOption configures a tool.
type ToolOption func(*mcp.Tool)

// NewTool builds a tool and applies the options in order.
func NewTool(name string, opts ...ToolOption) mcp.Tool {
	t := mcp.Tool{Name: name}
	for _, opt := range opts {
		opt(&t)
	}
	return t
}

func annotations(t *mcp.Tool) *mcp.ToolAnnotations {
	if t.Annotations == nil {
		t.Annotations = &mcp.ToolAnnotations{}
	}
	return t.Annotations
}

func WithDescription(d string) ToolOption { return func(t *mcp.Tool) { t.Description = d } }

func WithTitle(title string) ToolOption { return func(t *mcp.Tool) { t.Title = title } }

func WithReadOnlyHint(v bool) ToolOption {
	return func(t *mcp.Tool) { annotations(t).ReadOnlyHint = v }
}

func WithDestructiveHint(v bool) ToolOption {
	return func(t *mcp.Tool) { annotations(t).DestructiveHint = &v }
}

func WithIdempotentHint(v bool) ToolOption {
	return func(t *mcp.Tool) { annotations(t).IdempotentHint = v }
}

func WithOpenWorldHint(v bool) ToolOption {
	return func(t *mcp.Tool) { annotations(t).OpenWorldHint = &v }
}

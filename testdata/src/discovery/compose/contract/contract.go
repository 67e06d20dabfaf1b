// Package contract re-implements mcp-go's builder API over go-sdk, in the
// shape of SigNoz/signoz-mcp-server's internal/mcpcontract.
package contract

import (
	"context"

	official "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Tool is the SDK's tool.
type Tool = official.Tool

// ToolOption changes a tool.
type ToolOption func(*Tool)

// NewTool builds a tool.
func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{Name: name}
	for _, o := range opts {
		o(&t)
	}
	return t
}

// WithReadOnly marks a tool read-only.
func WithReadOnly() ToolOption {
	return func(t *Tool) {
		if t.Annotations == nil {
			t.Annotations = &official.ToolAnnotations{}
		}
		t.Annotations.ReadOnlyHint = true
	}
}

// Request is the project's request.
type Request struct{ Args map[string]any }

// ToolHandlerFunc is the project's handler type.
type ToolHandlerFunc func(ctx context.Context, req Request) (*official.CallToolResult, error)

// AdaptToolHandler adapts a project handler to the SDK's.
func AdaptToolHandler(next ToolHandlerFunc) official.ToolHandler {
	return func(ctx context.Context, req *official.CallToolRequest) (*official.CallToolResult, error) {
		return next(ctx, Request{})
	}
}

// Chain adapts two handlers, calling both: it forwards to no one handler.
func Chain(first, second ToolHandlerFunc) official.ToolHandler {
	return func(ctx context.Context, req *official.CallToolRequest) (*official.CallToolResult, error) {
		if _, err := first(ctx, Request{}); err != nil {
			return nil, err
		}
		return second(ctx, Request{})
	}
}

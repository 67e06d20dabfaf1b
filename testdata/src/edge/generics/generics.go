// Package generics builds tools and handlers with type parameters everywhere.
package generics

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Pair[K comparable, V any] struct {
	Key K
	Val V
}

func Ptr[T any](v T) *T { return &v }

func Make[In, Out any](name string, ro bool) (*mcp.Tool, mcp.ToolHandlerFor[In, Out]) {
	t := &mcp.Tool{Name: name, Title: "Generic", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: ro, OpenWorldHint: Ptr(false)}}
	h := func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var out Out
		return nil, out, nil
	}
	return t, h
}

func Register[In any](s *mcp.Server) {
	t, h := Make[In, Pair[string, int]]("generic", true)
	mcp.AddTool(s, t, h)
}

// Package generickit is a project's own generic tool model over go-sdk, in
// the shape of Collibra's chip: Tool[In, Out] holds the tool's metadata,
// its typed handler and its *mcp.ToolAnnotations, and RegisterTool builds
// the SDK tool from those fields and a handler that runs Tool.Handler
// through the server's middleware chain.
package generickit

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type HandlerFunc[In, Out any] func(ctx context.Context, in In) (Out, error)

type Tool[In, Out any] struct {
	Name        string
	Title       string
	Description string
	Handler     HandlerFunc[In, Out]
	Annotations *mcp.ToolAnnotations
}

type CallFunc func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error)

type Middleware interface {
	Handle(ctx context.Context, req *mcp.CallToolRequest, next CallFunc) (*mcp.CallToolResult, error)
}

type Server struct {
	middlewares []Middleware
	mcp.Server
}

func Ptr[T any](v T) *T { return &v }

func RegisterTool[In, Out any](s *Server, tool *Tool[In, Out]) {
	handler := func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, Out, error) {
		var out Out
		chain := func(ctx context.Context, r *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			o, err := tool.Handler(ctx, in)
			out = o
			return nil, err
		}
		for i := len(s.middlewares) - 1; i >= 0; i-- {
			mw := s.middlewares[i]
			next := chain
			chain = func(ctx context.Context, r *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return mw.Handle(ctx, r, next)
			}
		}
		res, err := chain(ctx, req)
		return res, out, err
	}
	mcp.AddTool(&s.Server, &mcp.Tool{
		Name:        tool.Name,
		Title:       tool.Title,
		Description: tool.Description,
		Annotations: tool.Annotations,
	}, handler)
}

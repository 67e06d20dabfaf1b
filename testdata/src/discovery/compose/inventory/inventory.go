// Package inventory is a project's tool type, its builder and its
// registration, in the shape of github-mcp-server's pkg/inventory.
package inventory

import (
	"context"
	"encoding/json"
	"sort"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// HandlerFunc makes a tool's handler from the server's dependencies.
type HandlerFunc func(deps any) mcp.ToolHandler

// Middleware wraps a handler.
type Middleware func(next mcp.ToolHandler) mcp.ToolHandler

// ServerTool is a tool with the factory of its handler.
type ServerTool struct {
	Tool        mcp.Tool
	HandlerFunc HandlerFunc
	Enabled     func(ctx context.Context) (bool, error)
	Toolset     string
}

// NewServerTool makes a ServerTool whose handler decodes the arguments and
// calls handler.
func NewServerTool[In, Out any](tool mcp.Tool, toolset string, handler mcp.ToolHandlerFor[In, Out]) ServerTool {
	return ServerTool{
		Tool:    tool,
		Toolset: toolset,
		HandlerFunc: func(_ any) mcp.ToolHandler {
			return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				var in In
				if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
					return nil, err
				}
				res, _, err := handler(ctx, req, in)
				return res, err
			}
		},
	}
}

// RegisterFunc registers the tool with its handler, wrapped in middleware.
func (st *ServerTool) RegisterFunc(s *mcp.Server, deps any, middleware ...Middleware) {
	handler := st.HandlerFunc(deps)
	for i := len(middleware) - 1; i >= 0; i-- {
		handler = middleware[i](handler)
	}
	toolCopy := st.Tool
	if toolCopy.Title == "" {
		toolCopy.Title = st.Toolset
	}
	s.AddTool(&toolCopy, handler)
}

// Builder collects tools.
type Builder struct {
	tools    []ServerTool
	readOnly bool
}

// NewBuilder returns an empty builder.
func NewBuilder() *Builder { return &Builder{} }

// SetTools sets the tools.
func (b *Builder) SetTools(tools []ServerTool) *Builder {
	b.tools = tools
	return b
}

// WithReadOnly keeps only the read-only tools.
func (b *Builder) WithReadOnly(ro bool) *Builder {
	b.readOnly = ro
	return b
}

// Build filters and sorts the tools.
func (b *Builder) Build() *Inventory {
	inv := &Inventory{}
	for i := range b.tools {
		t := &b.tools[i]
		if b.readOnly && (t.Tool.Annotations == nil || !t.Tool.Annotations.ReadOnlyHint) {
			continue
		}
		inv.tools = append(inv.tools, *t)
	}
	sort.Slice(inv.tools, func(i, j int) bool { return inv.tools[i].Tool.Name < inv.tools[j].Tool.Name })
	return inv
}

// Inventory is the set of tools a server offers.
type Inventory struct{ tools []ServerTool }

// Available returns the tools enabled for the request.
func (r *Inventory) Available(ctx context.Context) []ServerTool {
	var out []ServerTool
	for _, t := range r.tools {
		if t.Enabled != nil {
			if ok, err := t.Enabled(ctx); err != nil || !ok {
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// RegisterAll registers every available tool.
func (r *Inventory) RegisterAll(ctx context.Context, s *mcp.Server, deps any, middleware ...Middleware) {
	for _, tool := range r.Available(ctx) {
		tool.RegisterFunc(s, deps, middleware...) // want `unfollowed a example.com/t/discovery/compose/inventory.ServerTool value by type through \(\*example.com/t/discovery/compose/inventory.ServerTool\).RegisterFunc`
	}
}

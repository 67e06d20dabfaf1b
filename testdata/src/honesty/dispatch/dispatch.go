// Package dispatch has read-only tools whose handlers call interface
// methods: each call is resolved to the implementations in sight.
package dispatch

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/dispatch/store"
)

type tools struct {
	st  store.Store
	run store.Runner
}

func readOnly(title string) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle(title), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func (t *tools) get(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := t.st.Get(ctx, req.GetString("key", ""))
	return mcp.NewToolResultText(v), err
}

func (t *tools) drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, t.st.Drop(ctx, req.GetString("key", ""))
}

func (t *tools) runIt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, t.run.Run(ctx, req.GetString("name", ""))
}

func Register(s *server.MCPServer, t *tools) {
	// One real implementation: its effects are the call's.
	s.AddTool(mcp.NewTool("get_key", readOnly("Get Key")...), t.get)
	s.AddTool(mcp.NewTool("drop_key", readOnly("Drop Key")...), t.drop) // want `tool "drop_key" is marked read-only, but its handler deletes: \(\*dispatch.tools\).drop -> \(store.Store\).Drop = \(\*store.Files\).Drop -> os.Remove`
	// Two implementations, one of which deletes: undecided, no finding.
	s.AddTool(mcp.NewTool("run_it", readOnly("Run It")...), t.runIt)
}

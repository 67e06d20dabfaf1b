// Package condwrap registers each tool through a method that returns the
// handler it is given when observability is off, and otherwise a closure
// that times the call, asks a function it was given for the cluster, runs
// the handler and logs (the shape of wrkode/kube-mcp's wrapToolHandler).
// One local variable holds each tool's handler in turn. Each tool is bound
// to the closure, whose own code logs, and through it to the handler that
// reaches it: get_note only reads, delete_note deletes.
package condwrap

import (
	"context"
	"log/slog"
	"sync"
	"time"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

type handlerFunc = func(ctx context.Context, req *gomcp.CallToolRequest, args any) (*gomcp.CallToolResult, any, error)

type Toolset struct {
	logger *slog.Logger
	mu     sync.Mutex
	notes  map[string]string
}

func (t *Toolset) wrap(name string, h handlerFunc, cluster func(args any) string) handlerFunc {
	if t.logger == nil {
		return h
	}
	return func(ctx context.Context, req *gomcp.CallToolRequest, args any) (*gomcp.CallToolResult, any, error) {
		start := time.Now()
		c := cluster(args)
		res, out, err := h(ctx, req, args)
		t.logger.Info("tool call", "tool", name, "cluster", c, "took", time.Since(start))
		return res, out, err
	}
}

func nameOf(args any) string {
	m, _ := args.(map[string]any)
	s, _ := m["name"].(string)
	return s
}

func (t *Toolset) Register(s *gomcp.Server) {
	handler := func(ctx context.Context, req *gomcp.CallToolRequest, args any) (*gomcp.CallToolResult, any, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		return nil, t.notes[nameOf(args)], nil
	}
	wrapped := t.wrap("get_note", handler, func(args any) string { return "default" })
	gomcp.AddTool(s, &gomcp.Tool{Name: "get_note", Title: "Get Note", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, wrapped)

	handler = func(ctx context.Context, req *gomcp.CallToolRequest, args any) (*gomcp.CallToolResult, any, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		t.notes[nameOf(args)] = "draft"
		return nil, nil, nil
	}
	wrapped = t.wrap("add_note", handler, func(args any) string { return "default" })
	gomcp.AddTool(s, &gomcp.Tool{Name: "add_note", Title: "Add Note", Annotations: &gomcp.ToolAnnotations{DestructiveHint: new(true), OpenWorldHint: new(false)}}, wrapped)

	handler = func(ctx context.Context, req *gomcp.CallToolRequest, args any) (*gomcp.CallToolResult, any, error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		delete(t.notes, nameOf(args))
		return nil, nil, nil
	}
	wrapped = t.wrap("delete_note", handler, func(args any) string { return "default" })
	gomcp.AddTool(s, &gomcp.Tool{Name: "delete_note", Title: "Delete Note", Annotations: &gomcp.ToolAnnotations{
		DestructiveHint: new(false), // want `tool "delete_note" says destructiveHint=false, but its handler deletes existing data: \(\*condwrap.Toolset\).wrap -> delete\(t.notes\)`
		OpenWorldHint:   new(false),
	}}, wrapped)
}

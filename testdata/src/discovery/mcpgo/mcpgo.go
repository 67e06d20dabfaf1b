// Package mcpgo shows how discovery reads mcp-go tools.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

type Handlers struct{ root string }

func (h *Handlers) handleDelete(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// common options shared by tools, spread with opts...
var readOnlyOpts = []mcp.ToolOption{
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithDestructiveHintAnnotation(false),
}

func Register(s *server.MCPServer, h *Handlers) {
	s.AddTool(mcp.NewTool("list_files", mcp.WithDescription("List files."), mcp.WithString("path"), mcp.WithReadOnlyHintAnnotation(true)), handleList) // want `mcp-go tool "list_files" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)` `bind "list_files" -> handleList \(AddTool\)`

	s.AddTool(mcp.NewTool("bare"), handleList) // want `mcp-go tool "bare" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)` `bind "bare" -> handleList \(AddTool\)`

	opts := []mcp.ToolOption{mcp.WithDescription("Search.")}
	opts = append(opts, readOnlyOpts...)
	opts = append(opts, mcp.WithOpenWorldHintAnnotation(false))
	search := mcp.NewTool("search", opts...) // want `mcp-go tool "search" title=- readOnly=true destructive=false idempotent=false\(default\) openWorld=false`
	s.AddTool(search, handleList)            // want `bind "search" -> handleList \(AddTool\)`

	// WithToolAnnotation replaces the whole struct: the earlier hint is lost.
	reset := mcp.NewTool("reset", // want `mcp-go tool "reset" title="Reset" readOnly=- destructive=true idempotent=- openWorld=-; reset \[readOnlyHint\]`
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Reset", DestructiveHint: mcp.ToBoolPtr(true)}),
	)
	s.AddTools(
		server.ServerTool{Tool: reset, Handler: h.handleDelete}, // want `bind "reset" -> \(\*Handlers\).handleDelete \(ServerTool\)`
	)

	lit := mcp.Tool{Name: "literal", Annotations: mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}} // want `mcp-go tool "literal" title=- readOnly=true destructive=- idempotent=- openWorld=-`
	_ = s.AddSessionTool("sess", lit, mcp.NewTypedToolHandler(typed))                                    // want `bind "literal" -> typed \(AddSessionTool\)`

	raw := mcp.NewToolWithRawSchema("raw", "Raw schema.", nil) // want `mcp-go tool "raw" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
	s.AddTool(raw, handleList)                                 // want `bind "raw" -> handleList \(AddTool\)`
}

type args struct{ Q string }

func typed(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	return nil, nil
}

// A slice of tool definitions registered in a loop.
type def struct {
	tool    mcp.Tool
	handler server.ToolHandlerFunc
}

func RegisterLoop(s *server.MCPServer) {
	defs := []def{
		{tool: mcp.NewTool("one", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false)), handler: handleList}, // want `mcp-go tool "one" title=- readOnly=true destructive=false idempotent=false\(default\) openWorld=true\(default\)`
		{tool: mcp.NewTool("two", mcp.WithIdempotentHintAnnotation(true)), handler: typedTwo()},                                         // want `mcp-go tool "two" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=true openWorld=true\(default\)`
	}
	for _, d := range defs {
		s.AddTool(d.tool, d.handler) // want `bind "one" -> handleList \(AddTool\)` `bind "two" -> func literal at mcpgo.go:77 \(AddTool\)`
	}
}

func typedTwo() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil }
}

// A table of definitions whose handlers take the server's dependencies,
// each registered through a closure that forwards to the element's handler
// field (a copy of the loop variable, as code before Go 1.22 wrote it):
// each tool is bound to its own element's handler, not to the closure.
type deps struct{ token string }

type depsHandler func(ctx context.Context, req mcp.CallToolRequest, d *deps) (*mcp.CallToolResult, error)

type depsDef struct {
	tool    mcp.Tool
	handler depsHandler
}

func handleOrgs(ctx context.Context, req mcp.CallToolRequest, d *deps) (*mcp.CallToolResult, error) {
	return nil, nil
}

func handleQuery(ctx context.Context, req mcp.CallToolRequest, d *deps) (*mcp.CallToolResult, error) {
	return nil, nil
}

func depsDefs() []depsDef {
	return []depsDef{
		{tool: mcp.NewTool("list_orgs"), handler: handleOrgs},  // want `mcp-go tool "list_orgs" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
		{tool: mcp.NewTool("run_query"), handler: handleQuery}, // want `mcp-go tool "run_query" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
	}
}

func RegisterForwarded(s *server.MCPServer, d *deps) {
	for _, toolDef := range depsDefs() {
		def := toolDef
		s.AddTool(def.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `bind "list_orgs" -> handleOrgs \(AddTool\)` `bind "run_query" -> handleQuery \(AddTool\)`
			return def.handler(ctx, req, d)
		})
	}
}

// One variable for every iteration, assigned in the loop: each closure
// runs the last element's handler, so none is bound to its own.
func RegisterShared(s *server.MCPServer, d *deps) {
	var def depsDef
	for _, toolDef := range sharedDefs() {
		def = toolDef
		s.AddTool(def.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `bind "shared_a" -> func literal at mcpgo.go:123 \(AddTool\)` `bind "shared_b" -> func literal at mcpgo.go:123 \(AddTool\)`
			return def.handler(ctx, req, d)
		})
	}
}

func sharedDefs() []depsDef {
	return []depsDef{
		{tool: mcp.NewTool("shared_a"), handler: handleOrgs},  // want `mcp-go tool "shared_a" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
		{tool: mcp.NewTool("shared_b"), handler: handleQuery}, // want `mcp-go tool "shared_b" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
	}
}

// A closure that calls the element's check and then does the work itself:
// the check is not the handler.
type checkedDef struct {
	tool  mcp.Tool
	check func(mcp.CallToolRequest) error
}

func runChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func RegisterChecked(s *server.MCPServer) {
	defs := []checkedDef{
		{tool: mcp.NewTool("checked"), check: func(mcp.CallToolRequest) error { return nil }}, // want `mcp-go tool "checked" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
	}
	for _, t := range defs {
		s.AddTool(t.tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `bind "checked" -> func literal at mcpgo.go:152 \(AddTool\)`
			if err := t.check(req); err != nil {
				return nil, err
			}
			return runChecked(ctx, req)
		})
	}
}

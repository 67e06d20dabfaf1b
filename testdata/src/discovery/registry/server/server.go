// Package server registers every tool of the registry in a loop, with a
// handler that finds the tool by name and calls its Execute method.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	_ "example.com/t/discovery/registry/calc"
	"example.com/t/discovery/registry/files"
	"example.com/t/discovery/registry/reg"
	_ "example.com/t/discovery/registry/unused"
)

func handlerFor(name string) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		t, ok := reg.Get(name)
		if !ok {
			return nil, nil
		}
		return t.Execute(ctx, nil)
	}
}

func Serve(s *mcp.Server) {
	for name, t := range reg.All() {
		def := t.Definition()
		s.AddTool(&def, handlerFor(name)) // want `bind "calculator" -> \(\*calc.Calculator\).Execute \(AddTool\)` `bind "write_file" -> \(\*files.Writer\).Execute \(AddTool\)`
	}
	for _, t := range files.All() {
		def := t.Definition()
		s.AddTool(&def, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `bind "calculator" -> \(\*calc.Calculator\).Execute \(AddTool\)` `bind "write_file" -> \(\*files.Writer\).Execute \(AddTool\)`
			return t.Execute(ctx, nil)
		})
	}
}

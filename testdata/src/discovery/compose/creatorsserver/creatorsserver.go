// Package creatorsserver registers the tools package creators builds, each
// with a handler a factory makes for its name.
package creatorsserver

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/compose/creators"
)

func handlerFor(name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(name), nil
	}
}

func Register(s *server.MCPServer, level int) {
	for _, t := range creators.Tools(level) {
		s.AddTool(t, handlerFor(t.Name)) // want `bind "kube_resources" -> func literal at creatorsserver.go:15 \(AddTool\)$` `bind "kube_resources" -> func literal at creatorsserver.go:15 \(AddTool\)$` `bind "kube_cluster" -> func literal at creatorsserver.go:15 \(AddTool\)$` `bind "kube_diagnostics" -> func literal at creatorsserver.go:15 \(AddTool\)$`
	}
}

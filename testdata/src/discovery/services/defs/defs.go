// Package defs collects its tool definitions in a field of its manager,
// in one method, and registers them in another.
package defs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ToolManager struct{ tools []mcp.Tool }

func appTools() []mcp.Tool {
	return []mcp.Tool{mcp.NewTool("app_list", mcp.WithReadOnlyHintAnnotation(true))} // want `^mcp-go tool "app_list" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)$`
}

func projectTools() []mcp.Tool {
	return []mcp.Tool{mcp.NewTool("project_delete", mcp.WithDestructiveHintAnnotation(true))} // want `^mcp-go tool "project_delete" title=- readOnly=false\(default\) destructive=true idempotent=false\(default\) openWorld=true\(default\)$`
}

func (tm *ToolManager) defineTools() {
	tm.tools = nil
	tm.tools = append(tm.tools, appTools()...)
	tm.tools = append(tm.tools, projectTools()...)
}

func (tm *ToolManager) Register(s *server.MCPServer) {
	tm.defineTools()
	for _, t := range tm.tools {
		s.AddTool(t, handle) // want `^bind "app_list" -> handle \(AddTool\)$` `^bind "project_delete" -> handle \(AddTool\)$`
	}
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

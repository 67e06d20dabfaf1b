// Package iife defines a tool as a package-level variable a function
// literal, called where it is written, builds (mcp-gitee's
// var CreateIssueTool = func() mcp.Tool { ...; return mcp.NewTool(...) }()),
// and registers it with its handler through a local wrapper.
package iife

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var basic = []mcp.ToolOption{mcp.WithString("owner", mcp.Required())}

var CreateIssueTool = func() mcp.Tool {
	options := append([]mcp.ToolOption{mcp.WithDescription("Create an issue")}, basic...)
	return mcp.NewTool("create_issue", options...) // want `mcp-go tool "create_issue" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
}()

func CreateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

func addTool(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(tool, h)
}

func Register(s *server.MCPServer) {
	addTool(s, CreateIssueTool, CreateIssue) // want `bind "create_issue" -> CreateIssue \(addTool\)`
}

// Package iife defines a tool as a package-level variable a function
// literal, called where it is written, builds (mcp-gitee's
// var CreateIssueTool = func() mcp.Tool { ...; return mcp.NewTool(...) }()),
// and registers it with its handler through a local wrapper.
package iife

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/compose/iife/optutil"
)

var basic = []mcp.ToolOption{mcp.WithString("owner", mcp.Required())}

var CreateIssueTool = func() mcp.Tool {
	options := append([]mcp.ToolOption{mcp.WithDescription("Create an issue")}, basic...)
	return mcp.NewTool("create_issue", options...) // want `mcp-go tool "create_issue" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`
}()

// MergePullTool's options are two lists a helper of another package
// concatenates (mcp-gitee's utils.CombineOptions).
var MergePullTool = func() mcp.Tool {
	options := optutil.Combine(
		basic,
		[]mcp.ToolOption{mcp.WithDescription("Merge a pull request"), mcp.WithDestructiveHintAnnotation(false)},
	)
	return mcp.NewTool("merge_pull", options...) // want `mcp-go tool "merge_pull" title=- readOnly=false\(default\) destructive=false idempotent=false\(default\) openWorld=true\(default\)$`
}()

// CloseIssueTool's options are copied one by one.
var CloseIssueTool = mcp.NewTool("close_issue", optutil.Each([]mcp.ToolOption{mcp.WithDestructiveHintAnnotation(false)})...) // want `mcp-go tool "close_issue" title=- readOnly=false\(default\) destructive=false idempotent=false\(default\) openWorld=true\(default\)$`

// LastTool's helper keeps only the last list: its options stay unknown.
var LastTool = mcp.NewTool("last_only", optutil.Last(basic, []mcp.ToolOption{mcp.WithDestructiveHintAnnotation(false)})...) // want `mcp-go tool "last_only" .*; unknown: an option annovet cannot resolve`

func CreateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("created"), nil
}

func addTool(s *server.MCPServer, tool mcp.Tool, h server.ToolHandlerFunc) {
	s.AddTool(tool, h)
}

func Register(s *server.MCPServer) {
	addTool(s, CreateIssueTool, CreateIssue) // want `bind "create_issue" -> CreateIssue \(addTool\)`
	addTool(s, MergePullTool, CreateIssue)   // want `bind "merge_pull" -> CreateIssue \(addTool\)`
	addTool(s, CloseIssueTool, CreateIssue)  // want `bind "close_issue" -> CreateIssue \(addTool\)`
	addTool(s, LastTool, CreateIssue)        // want `bind "last_only" -> CreateIssue \(addTool\)`
}

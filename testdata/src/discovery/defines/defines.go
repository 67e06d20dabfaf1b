// Package defines shows how discovery follows a project's define helper over
// mcp-go: it builds a mcp.Tool literal, applies the options it is given in a
// loop, and returns a ServerTool; project options that call SDK options or
// set fields; an error path that returns a zero tool.
package defines

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func define(name, desc string, h server.ToolHandlerFunc, options ...mcp.ToolOption) server.ServerTool {
	if name == "" {
		zero := mcp.Tool{}
		return server.ServerTool{Tool: zero, Handler: h}
	}
	t := mcp.Tool{Name: name, Description: desc}
	for _, option := range options {
		option(&t)
	}
	return server.ServerTool{Tool: t, Handler: h}
}

// paging adds two number parameters: it touches no annotation.
func paging() mcp.ToolOption {
	return func(t *mcp.Tool) {
		mcp.WithNumber("page")(t)
		mcp.WithNumber("per_page")(t)
	}
}

// readOnly calls SDK options on its parameter.
func readOnly() mcp.ToolOption {
	return func(t *mcp.Tool) {
		mcp.WithReadOnlyHintAnnotation(true)(t)
		mcp.WithDestructiveHintAnnotation(false)(t)
	}
}

// closedWorld sets a field.
func closedWorld() mcp.ToolOption {
	return func(t *mcp.Tool) { t.Annotations.OpenWorldHint = mcp.ToBoolPtr(false) }
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Tools() []server.ServerTool {
	return []server.ServerTool{
		define("list_issues", "List issues.", handle, // want `mcp-go tool "list_issues" title="List Issues" readOnly=true destructive=false idempotent=- openWorld=false` `bind "list_issues" -> handle \(ServerTool\)`
			mcp.WithTitleAnnotation("List Issues"), readOnly(), closedWorld(), paging()),
		define("create_issue", "Create an issue.", handle, paging()), // want `mcp-go tool "create_issue" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)` `bind "create_issue" -> handle \(ServerTool\)`
	}
}

func Register(s *server.MCPServer) {
	s.AddTools(Tools()...) // the pairs were bound where define built them; this registers them
}

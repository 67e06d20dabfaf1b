// Package beltapps defines tools as package-level values of the project's
// tool type, one per tool, in the shape of bitrise-mcp's internal/tool/apps.
package beltapps

import (
	"context"

	"example.com/t/discovery/compose/beltmodel"
	"github.com/mark3labs/mcp-go/mcp"
)

// List lists the apps: bound where it is built, as an SDK pair is.
var List = beltmodel.Tool{ // want `bind "list_apps" -> listApps \(Tool\) unregistered`
	APIGroups: []string{"apps", "read-only"},
	Definition: mcp.NewTool("list_apps", // want `mcp-go tool "list_apps" title=- readOnly=true destructive=false idempotent=false\(default\) openWorld=true\(default\)`
		mcp.WithDescription("List all apps"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
	),
	Handler: listApps,
}

func listApps(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}

// Delete deletes an app, served by a literal of this package.
var Delete = beltmodel.Tool{ // want `bind "delete_app" -> func literal at beltapps.go:34 \(Tool\) unregistered`
	APIGroups: []string{"apps"},
	Definition: mcp.NewTool("delete_app", // want `mcp-go tool "delete_app" title=- readOnly=false destructive=true idempotent=false\(default\) openWorld=true\(default\)`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	),
	Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("deleted"), nil
	},
}

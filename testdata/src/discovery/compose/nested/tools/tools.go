// Package tools defines tools and handler factories, one pair per file in
// the server (nutanix's generated list and count tools).
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func VMList() mcp.Tool { return mcp.NewTool("vm_list", mcp.WithDescription("List VMs")) } // want `mcp-go tool "vm_list" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`

func VMListHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("vms"), nil
	}
}

func HostCount() mcp.Tool { return mcp.NewTool("host_count", mcp.WithDescription("Count hosts")) } // want `mcp-go tool "host_count" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)`

func HostCountHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("3"), nil
	}
}

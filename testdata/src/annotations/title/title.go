// Package title has tools without a human-readable title.
package title

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func goHandle(ctx context.Context, req *gomcp.CallToolRequest, _ struct{}) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "get_branch", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, goHandle) // want `tool "get_branch" has no title, so approval dialogs show the raw name to people; add a human-readable title such as "Get Branch"`

	gomcp.AddTool(s, &gomcp.Tool{Name: "list_tags", Title: "list_tags", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, goHandle) // want `tool "list_tags" has its snake_case name as its title`
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("show_log", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `tool "show_log" has no title`

	// A one-word title that equals the name is a fine title.
	s.AddTool(mcp.NewTool("status", mcp.WithTitleAnnotation("Status"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle)

	// Titles keep acronyms and the project's own spelling ("FluxCD").
	s.AddTool(mcp.NewTool("sync_fluxcd", mcp.WithTitleAnnotation("Sync FluxCD"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle)
	s.AddTool(mcp.NewTool("suspend_fluxcd_pki", mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `tool "suspend_fluxcd_pki" has no title, so approval dialogs show the raw name to people; add a human-readable title such as "Suspend FluxCD PKI"`
}

// Package contradiction has tools whose hints contradict each other.
package contradiction

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

func RegisterMCPGo(s *server.MCPServer) {
	// The default leak: NewTool's destructiveHint=true stays.
	s.AddTool(mcp.NewTool("list_notes", mcp.WithToolTitle("List Notes"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `tool "list_notes" is marked read-only, but NewTool's default destructiveHint=true still goes out, so clients see a tool that is read-only and destructive at once; add WithDestructiveHintAnnotation\(false\)`

	// Meaningless on a read-only tool.
	s.AddTool(mcp.NewTool("peek", mcp.WithToolTitle("Peek"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), handle)
}

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "both_lit", Title: "Both Lit", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:    true,
		DestructiveHint: new(true), // want `tool "both_lit" is marked both read-only and destructive, which cannot both be true, and clients may trust either; decide which it is \(its handler changes nothing annovet can see\)`
		OpenWorldHint:   new(false),
	}}, goHandle)

	yes := true
	gomcp.AddTool(s, &gomcp.Tool{Name: "both", Title: "Both", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:    true,
		DestructiveHint: &yes, // want `tool "both" is marked both read-only and destructive, which cannot both be true`
		OpenWorldHint:   new(false),
	}}, goHandle)

	gomcp.AddTool(s, &gomcp.Tool{Name: "look", Title: "Look", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:    true,
		DestructiveHint: new(false),
		OpenWorldHint:   new(false),
	}}, goHandle)
}

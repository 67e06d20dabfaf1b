// Package crosspkg builds tools through constructors and presets of another
// package.
package crosspkg

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/tooldefs"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func goHandle(ctx context.Context, req *gomcp.CallToolRequest, _ struct{}) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *server.MCPServer, gs *gomcp.Server) {
	// The project's constructor takes the options from here: the tool is
	// constructed (and reported) at this call.
	s.AddTool(tooldefs.Tool("made_elsewhere", mcp.WithToolTitle("Made Elsewhere")), handle) // want `tool "made_elsewhere" has no annotations`

	// Through the constructor, with options: the default leak is seen here.
	s.AddTool(tooldefs.Tool("leaky", mcp.WithToolTitle("Leaky"), mcp.WithReadOnlyHintAnnotation(true)), handle) // want `tool "leaky" is marked read-only, but NewTool's default destructiveHint=true still goes out`

	// A preset of another package: annotated, not reported.
	gomcp.AddTool(gs, &gomcp.Tool{Name: "with_preset", Title: "With Preset", Annotations: tooldefs.ReadOnly}, goHandle)
}

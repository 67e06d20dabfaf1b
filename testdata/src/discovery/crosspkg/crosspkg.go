// Package crosspkg registers tools built in another package.
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

func goHandle(ctx context.Context, req *gomcp.CallToolRequest, in struct{}) (*gomcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *server.MCPServer, gs *gomcp.Server, st *tooldefs.Store, a tooldefs.Adder) {
	s.AddTool(tooldefs.NewReadTool(st)) // want `bind "read_note" -> func literal at tooldefs.go:19 \(AddTool\)`

	s.AddTools(tooldefs.ServerTools(st)...) // want `bind "save_note" -> \(\*Store\).save \(AddTools\)`

	s.AddTool(tooldefs.Tool("made_here", mcp.WithReadOnlyHintAnnotation(true)), handle) // want `mcp-go tool "made_here" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)` `bind "made_here" -> handle \(AddTool\)`

	gomcp.AddTool(gs, tooldefs.GoTool(), goHandle) // want `bind "go_tool" -> goHandle \(AddTool\)`

	gomcp.AddTool(gs, &gomcp.Tool{Name: "preset_here", Annotations: tooldefs.ReadOnly}, goHandle) // want `go-sdk tool "preset_here" title=- readOnly=true destructive=- idempotent=- openWorld=false` `bind "preset_here" -> goHandle \(AddTool\)`

	r := &tooldefs.Registry{S: s}
	r.Add(mcp.NewTool("wrapped", mcp.WithIdempotentHintAnnotation(true)), handle) // want `mcp-go tool "wrapped" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=true openWorld=true\(default\)` `bind "wrapped" -> handle \(Add\)`

	a.AddTool(mcp.NewTool("via_interface", mcp.WithOpenWorldHintAnnotation(false)), handle) // want `mcp-go tool "via_interface" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=false` `bind "via_interface" -> handle \(AddTool\)`
}

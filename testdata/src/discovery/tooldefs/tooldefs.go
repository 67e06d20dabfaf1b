// Package tooldefs builds tools for other packages to register: discovery
// must follow them through facts.
package tooldefs

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct{ notes map[string]string }

// NewReadTool returns a tool and its handler closure.
func NewReadTool(st *Store) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("read_note", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false)), // want `mcp-go tool "read_note" title=- readOnly=true destructive=false idempotent=false\(default\) openWorld=true\(default\)`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, nil
		}
}

// ServerTools returns pairs; the pair is bound here and registered elsewhere.
func ServerTools(st *Store) []server.ServerTool {
	return []server.ServerTool{
		{Tool: mcp.NewTool("save_note"), Handler: st.save}, // want `mcp-go tool "save_note" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)` `bind "save_note" -> \(\*Store\).save \(ServerTool\) unregistered`
	}
}

func (st *Store) save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// Tool is a project's own constructor: the options come from the caller, so
// each call site constructs its own tool.
func Tool(name string, opts ...mcp.ToolOption) mcp.Tool {
	return mcp.NewTool(name, append(opts, mcp.WithDescription("A tool."))...)
}

// ReadOnly is an exported annotations preset.
var ReadOnly = &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: Ptr(false)}

// Ptr is a pointer helper.
func Ptr(b bool) *bool { return &b }

// GoTool returns a go-sdk tool.
func GoTool() *gomcp.Tool {
	return &gomcp.Tool{Name: "go_tool", Annotations: ReadOnly} // want `go-sdk tool "go_tool" title=- readOnly=true destructive=- idempotent=- openWorld=false`
}

// Registry wraps the server: its Add registers what it receives.
type Registry struct{ S *server.MCPServer }

func (r *Registry) Add(t mcp.Tool, h server.ToolHandlerFunc) {
	r.S.AddTool(t, h)
}

// Adder is the interface a project registers through.
type Adder interface {
	AddTool(t mcp.Tool, h server.ToolHandlerFunc)
}

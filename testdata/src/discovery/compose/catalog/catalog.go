// Package catalog registers its tools through a registrar of its own that
// hands each tool and handler to the server and keeps a catalog of them.
package catalog

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type ToolInfo struct {
	Name     string
	ReadOnly bool
}

type toolRegistrar struct {
	server  *server.MCPServer
	catalog []ToolInfo
}

func (r *toolRegistrar) AddTool(tool mcp.Tool, handler server.ToolHandlerFunc) {
	r.server.AddTool(tool, handler)
	r.catalog = append(r.catalog, ToolInfo{
		Name:     tool.Name,
		ReadOnly: tool.Annotations.ReadOnlyHint != nil && *tool.Annotations.ReadOnlyHint,
	})
}

type ClientFactory func(ctx context.Context) *http.Client

func list(ctx context.Context, c *http.Client, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/alarms", nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// RegisterAlarmTools's handler calls the client factory it was given with
// the context only: the literal is the handler, not a wrapper around the
// factory.
func RegisterAlarmTools(r *toolRegistrar, clientFor ClientFactory) {
	r.AddTool( // want `bind "list_alarms" -> func literal at catalog.go:56 \(AddTool\)`
		mcp.NewTool("list_alarms", // want `mcp-go tool "list_alarms" title="List Alarms" readOnly=true destructive=false idempotent=false\(default\) openWorld=true\(default\)`
			mcp.WithTitleAnnotation("List Alarms"),
			mcp.WithReadOnlyHintAnnotation(true),
			mcp.WithDestructiveHintAnnotation(false),
		),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return list(ctx, clientFor(ctx), req)
		},
	)
}

func New(clientFor ClientFactory) *server.MCPServer {
	s := server.NewMCPServer("alarms", "1.0.0")
	r := &toolRegistrar{server: s}
	RegisterAlarmTools(r, clientFor)
	return s
}

// Package flagmeta builds each tool with a helper that returns early with
// read-only annotations when its flag says so and sets destructive ones
// otherwise (hugo-mcp-go's toolMeta): each call takes the return its flag
// allows, and the early return never carries the later annotations.
package flagmeta

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func ptr[T any](v T) *T { return &v }

func toolMeta(name, title string, readOnly bool) *mcp.Tool {
	t := &mcp.Tool{Name: name, Title: title}
	if readOnly {
		t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
		return t
	}
	t.Annotations = &mcp.ToolAnnotations{DestructiveHint: ptr(true)}
	return t
}

// writable is the same helper with the flag the other way round.
func writable(name string, write bool) *mcp.Tool {
	t := &mcp.Tool{Name: name}
	if !write {
		t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
		return t
	}
	t.Annotations = &mcp.ToolAnnotations{DestructiveHint: ptr(false)}
	return t
}

// Register gives "either" a flag annovet cannot tell: it keeps both
// returns, a tool for each.
func Register(s *mcp.Server, flag bool) {
	mcp.AddTool(s, toolMeta("list_pages", "List pages", true), handle)    // want `^go-sdk tool "list_pages" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `bind "list_pages"`
	mcp.AddTool(s, toolMeta("delete_page", "Delete page", false), handle) // want `^go-sdk tool "delete_page" title=- readOnly=- destructive=true idempotent=- openWorld=-$` `bind "delete_page"`
	mcp.AddTool(s, writable("get_page", false), handle)                   // want `^go-sdk tool "get_page" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `bind "get_page"`
	mcp.AddTool(s, writable("put_page", true), handle)                    // want `^go-sdk tool "put_page" title=- readOnly=- destructive=false idempotent=- openWorld=-$` `bind "put_page"`
	mcp.AddTool(s, toolMeta("either", "Either", flag), handle)            // want `^go-sdk tool "either" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `^go-sdk tool "either" title=- readOnly=- destructive=true idempotent=- openWorld=-$` `bind "either"` `bind "either"`
}

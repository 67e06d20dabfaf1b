// Package heldfuncs has tools whose handlers reach what they do through
// function values held in variables: a middleware that returns the handler
// it wraps, or a closure that calls it (the shape of txn2/mcp-datahub); a
// function made once by sync.OnceFunc, in this package and in another; and
// a hook that a setter replaces with whatever its caller passes, which is
// one of the function values of its type in sight, here only the default
// that does nothing (no finding).
package heldfuncs

import (
	"context"
	"log"
	"os"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/heldfuncs/cache"
)

type handlerFunc func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

var debug = os.Getenv("DEBUG") != ""

// wrap hands back h, or a closure that logs and calls it.
func wrap(name string, h handlerFunc) handlerFunc {
	if !debug {
		return h
	}
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		log.Printf("tool %s", name)
		return h(ctx, req)
	}
}

var compact = sync.OnceFunc(func() {
	_ = os.Truncate("notes.log", 0)
})

var hook = func(string) {}

// SetHook replaces the hook: what it will call is its caller's.
func SetHook(f func(string)) { hook = f }

func Register(srv *server.MCPServer) {
	remove := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := os.Remove(req.GetString("path", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("removed"), nil
	}
	wrapped := wrap("remove_note", remove)
	srv.AddTool(mcp.NewTool("remove_note", mcp.WithTitleAnnotation("Remove Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "remove_note" is marked read-only, but its handler deletes: call of wrapped -> heldfuncs.wrap -> os.Remove;`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return wrapped(ctx, req)
		})
	srv.AddTool(mcp.NewTool("compact_notes", mcp.WithTitleAnnotation("Compact Notes"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "compact_notes" is marked read-only, but its handler writes: call of compact -> os.Truncate;`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			compact()
			return mcp.NewToolResultText("compacted"), nil
		})
	srv.AddTool(mcp.NewTool("clear_index", mcp.WithTitleAnnotation("Clear Index"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "clear_index" is marked read-only, but its handler deletes: call of cache.Clear -> os.Remove;`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			cache.Clear()
			return mcp.NewToolResultText("cleared"), nil
		})
	// The hook is whatever SetHook's caller passed: unknown, so no finding.
	srv.AddTool(mcp.NewTool("notify", mcp.WithTitleAnnotation("Notify"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			hook(req.GetString("text", ""))
			return mcp.NewToolResultText("sent"), nil
		})
}

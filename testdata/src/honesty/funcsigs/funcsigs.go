// Package funcsigs has tools whose handlers call, through a registry of
// another package, functions this package registers: a function value no
// assignment in sight explains, resolved by its type to the function
// values of that type the program makes. Every formatter only formats,
// so show_note reads (no finding); every cleaner removes a file, so
// clean_job, marked read-only, deletes (reported); the hooks differ, one
// writes and one does not, so which runs decides (no finding).
package funcsigs

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/funcsigs/registry"
)

func init() {
	registry.RegisterFormatter("note", formatNote)
	registry.RegisterFormatter("list", func(v any) string { return strings.ToUpper(fmt.Sprint(v)) })
	registry.RegisterCleaner("build", func(dir string) error { return os.RemoveAll("build") })
	registry.RegisterCleaner("cache", removeCache)
	registry.RegisterHook("count", func(s string) (int, error) { return len(s), nil })
	registry.RegisterHook("save", func(s string) (int, error) { return 0, os.WriteFile("hook.out", []byte(s), 0o644) })
}

func formatNote(v any) string { return fmt.Sprintf("note: %v", v) }

func removeCache(string) error { return os.Remove("cache.db") }

func Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("show_note", mcp.WithTitleAnnotation("Show Note"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(registry.Format(req.GetString("kind", "note"), req.GetString("text", ""))), nil
		})
	srv.AddTool(mcp.NewTool("clean_job", mcp.WithTitleAnnotation("Clean Job"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "clean_job" is marked read-only, but its handler deletes: registry.Clean -> call of fn.\(func\(string\) error\) -> func literal at funcsigs.go:25 -> os.RemoveAll;`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := registry.Clean(req.GetString("kind", "build"), ""); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("cleaned"), nil
		})
	srv.AddTool(mcp.NewTool("run_hook", mcp.WithTitleAnnotation("Run Hook"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			n, err := registry.Run(req.GetString("name", "count"), req.GetString("text", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(fmt.Sprint(n)), nil
		})
}

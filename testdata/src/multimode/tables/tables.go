// Package tables has tools whose action argument picks a function from a
// table (a map literal of routes), the shape meta-tools take: each entry is
// a mode, and what calling its function does classifies it.
package tables

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type action func(ctx context.Context, path string) (string, error)

type route struct {
	Handler action
	Help    string
}

func readFile(ctx context.Context, path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}

func statFile(ctx context.Context, path string) (string, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return "", err
	}
	return fi.Name(), nil
}

func removeFile(ctx context.Context, path string) (string, error) {
	return "removed", os.Remove(path)
}

// dispatch is a handler factory given its table.
func dispatch(routes map[string]route) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, ok := routes[req.GetString("action", "")]
		if !ok {
			return mcp.NewToolResultError("unknown action"), nil
		}
		out, err := r.Handler(ctx, req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// byName looks the handler up by the tool's own name: one handler for
// several tools, not a mode of one.
func byName(handlers map[string]action) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := handlers[req.Params.Name](ctx, req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

func Register(s *server.MCPServer, backend string) {
	files := map[string]route{
		"read":   {Handler: readFile},
		"stat":   {Handler: statFile},
		"remove": {Handler: removeFile, Help: "removes the file"},
	}
	s.AddTool(mcp.NewTool("files", mcp.WithToolTitle("Files"), mcp.WithDescription("Read or remove a file."),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "files" switches on argument "action" into modes that read \(read, stat\) and delete \(remove\), yet it is marked read-only`
		mcp.WithOpenWorldHintAnnotation(false),
	), dispatch(files))

	// A table defined where the handler is: the closure looks it up.
	ops := map[string]action{"get": readFile, "delete": removeFile}
	s.AddTool(mcp.NewTool("notes", mcp.WithToolTitle("Notes"), mcp.WithDescription("Get or delete a note."), // want `tool "notes" switches on argument "op" into modes that read \(get\) and delete \(delete\); annotated for the worst case`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := ops[req.GetString("op", "")](ctx, req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	})

	// Every entry reads: one mode.
	readers := map[string]route{"read": {Handler: readFile}, "stat": {Handler: statFile}}
	s.AddTool(mcp.NewTool("inspect", mcp.WithToolTitle("Inspect"), mcp.WithDescription("Read or stat a file."),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false),
	), dispatch(readers))

	// The entry is chosen by the server's configuration, not by the
	// tool's arguments.
	backends := map[string]action{"local": readFile, "scratch": removeFile}
	s.AddTool(mcp.NewTool("fetch", mcp.WithToolTitle("Fetch"), mcp.WithDescription("Fetch a file from the configured backend."),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := backends[backend](ctx, req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	})

	// One handler serves two tools, looked up by the tool's name.
	named := map[string]action{"read_file": readFile, "remove_file": removeFile}
	s.AddTool(mcp.NewTool("read_file", mcp.WithToolTitle("Read File"), mcp.WithDescription("Read a file."),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false),
	), byName(named))
}

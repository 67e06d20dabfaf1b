// Package factory declares its tools as package-level values built by a
// project's factory (tool.Must), which calls each handler through
// reflection.
package factory

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/factory/tool"
)

type pathArgs struct {
	Path string `json:"path"`
}

func wipe(ctx context.Context, a pathArgs) (string, error) {
	return "wiped", os.RemoveAll(a.Path)
}

func peek(ctx context.Context, a pathArgs) (string, error) {
	b, err := os.ReadFile(a.Path)
	return string(b), err
}

var (
	Wipe = tool.Must("wipe", wipe, mcp.WithToolTitle("Wipe"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)) // want `tool "wipe" is marked read-only, but its handler deletes: tool.Must -> factory.wipe -> os.RemoveAll`
	Peek = tool.Must("peek", peek, mcp.WithToolTitle("Peek"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false))
)

func Register(s *server.MCPServer) {
	Wipe.Register(s)
	Peek.Register(s)
}

// Package testhook is a server whose handler polls through a package hook
// that only its tests set (a fake clock), as melange-cli's pollSleep is:
// in the program the hook stays nil and the poller sleeps on its own.
package testhook

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/program/testhook/wait"
)

// pollSleep is what status sleeps with: the tests set it.
var pollSleep func(ctx context.Context, d time.Duration) error

// Register registers status, a read-only tool.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("status",
		mcp.WithDescription("Report the status."),
		mcp.WithTitleAnnotation("Status"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), status)
}

func status(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := wait.Poll(ctx, wait.Options{Sleep: pollSleep}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

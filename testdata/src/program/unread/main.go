// Command unread registers two tools whose options come from a function
// a plugin sets at start-up, which annovet cannot read: what they send is
// unknown (the plugin may set any hint, also one set before its options),
// so no check reports on them, and the summary says so. A third
// tool sets readOnlyHint only when a flag asks: annovet reads its options
// whole, and the hint is one it cannot tell (no contradiction with
// NewTool's default destructiveHint). A fourth tool's options are plain.
package main

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// pluginOptions is set by a plugin at start-up.
var pluginOptions func(name string) []mcp.ToolOption

// flagOptions turns command-line arguments into tool options.
func flagOptions(args []string) []mcp.ToolOption {
	var opts []mcp.ToolOption
	for _, a := range args {
		if a == "readonly" {
			opts = append(opts, mcp.WithReadOnlyHintAnnotation(true))
		}
	}
	return opts
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	s := server.NewMCPServer("unread", "1.0.0")
	s.AddTool(mcp.NewTool("first_opaque", pluginOptions("first")...), handle)
	// readOnlyHint set before the plugin's options, which may set it again.
	s.AddTool(mcp.NewTool("second_opaque", append([]mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(true)}, pluginOptions("second")...)...), handle)
	s.AddTool(mcp.NewTool("flagged", append(flagOptions(os.Args[1:]), mcp.WithTitleAnnotation("Flagged"))...), handle)
	s.AddTool(mcp.NewTool("plain", mcp.WithDescription("Says ok.")), handle)
	_ = server.ServeStdio(s)
}

// Package pairvars has tools as package-level values of the project's own
// pair of a tool and its handler, the handlers function literals of the
// values (bitrise-mcp's shape): each literal's effects are the tool's.
package pairvars

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// Tool pairs a tool with its handler.
type Tool struct {
	Definition mcp.Tool
	Handler    func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

// RemoveReport deletes the file its argument names, and says it does not.
var RemoveReport = Tool{
	Definition: mcp.NewTool("remove_report",
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "remove_report" says destructiveHint=false, but its handler deletes existing data: os.Remove`
	),
	Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := os.Remove(request.GetString("path", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("removed"), nil
	},
}

// ReadReport only reads: nothing to report.
var ReadReport = Tool{
	Definition: mcp.NewTool("read_report",
		mcp.WithReadOnlyHintAnnotation(true),
	),
	Handler: func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile(request.GetString("path", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	},
}

// Package zerofield registers write tools from a table whose rows leave
// Destructive out where it is false; a helper points destructiveHint at a
// copy of it. The address of a variable is never nil: every tool says
// destructiveHint, false where the row left it out (truenas-mcp's
// writeAnnotations), and none is partial.
package zerofield

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type writeOp struct {
	Name, Title string
	Destructive bool
}

var ops = []writeOp{
	{Name: "start_app", Title: "Start App"},
	{Name: "delete_app", Title: "Delete App", Destructive: true},
}

func writeAnnotations(title string, destructive bool) *mcp.ToolAnnotations {
	d := destructive
	open := false
	return &mcp.ToolAnnotations{Title: title, ReadOnlyHint: false, DestructiveHint: &d, OpenWorldHint: &open}
}

func run(ctx context.Context, req *mcp.CallToolRequest, in struct{ App string }) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// Register adds one tool per row.
func Register(s *mcp.Server) {
	for _, w := range ops {
		mcp.AddTool(s, &mcp.Tool{Name: w.Name, Annotations: writeAnnotations(w.Title, w.Destructive)}, run)
	}
}

// Package notes holds a handler factory whose closure deletes a file.
package notes

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// HandleDelete returns the handler of delete_note.
func HandleDelete() func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, os.Remove(req.GetString("path", ""))
	}
}

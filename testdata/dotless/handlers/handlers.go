// Package handlers holds a handler bound in another package of a module
// whose path has no dot: what makes it multi-mode travels as a fact, as
// from any module's package.
package handlers

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handle:`modes switches on argument "action" into reads, overwrites`
	switch req.GetString("action", "") {
	case "read":
		b, err := os.ReadFile("notes.txt")
		return mcp.NewToolResultText(string(b)), err
	case "write":
		return nil, os.WriteFile("notes.txt", []byte(req.GetString("text", "")), 0o644)
	}
	return nil, nil
}

// Package additive has a tool whose modes read or only add: annotated
// readOnlyHint=false, destructiveHint=false, it is annotated for its worst
// mode, so it draws the note, not the error.
package additive

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func journal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("action", "") {
	case "read":
		b, err := os.ReadFile("journal.log")
		return mcp.NewToolResultText(string(b)), err
	case "append":
		f, err := os.OpenFile("journal.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		_, err = f.WriteString(req.GetString("entry", "") + "\n")
		return nil, err
	}
	return nil, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("journal", mcp.WithToolTitle("Journal"), // want `tool "journal" switches on argument "action" into modes that read \(read\) and write \(append\); annotated for the worst case`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), journal)
}

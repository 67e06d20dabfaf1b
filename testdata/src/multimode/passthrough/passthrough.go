// Package passthrough has tools that hand an argument to an executor.
package passthrough

import (
	"context"
	"database/sql"
	"os/exec"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DB struct{ db *sql.DB }

type sqlIn struct {
	SQL string `json:"sql"`
}

func (d *DB) runSQL(ctx context.Context, req *gomcp.CallToolRequest, in sqlIn) (*gomcp.CallToolResult, any, error) {
	rows, err := d.db.QueryContext(ctx, in.SQL)
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, rows.Close()
}

func RegisterGoSDK(s *gomcp.Server, d *DB) {
	// SQL passthrough marked read-only: the error.
	gomcp.AddTool(s, &gomcp.Tool{Name: "run_sql", Title: "Run SQL", Description: "Run a SQL statement; it may delete data.", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true, // want `tool "run_sql" passes argument "sql" to \(\*sql.DB\).QueryContext as a SQL statement, so what a call does depends on its arguments, and its name says it executes, yet it is marked read-only`
		OpenWorldHint: new(false),
	}}, d.runSQL)
}

// exec helper in the same package: the argument is followed into it.
func shell(ctx context.Context, line string) ([]byte, error) {
	return exec.CommandContext(ctx, "sh", "-c", line).Output()
}

func RegisterMCPGo(s *server.MCPServer) {
	// Annotated for the worst case: the note.
	s.AddTool(mcp.NewTool("shell", mcp.WithToolTitle("Shell"), mcp.WithDescription("Run a shell command; it can delete files."), // want `tool "shell" passes argument "command" to passthrough.shell -> exec.CommandContext as a shell script, so what a call does depends on its arguments, and its name says it executes; annotated for the worst case, every call needs confirmation`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		cmd, err := req.RequireString("command")
		if err != nil {
			return nil, err
		}
		out, err := shell(ctx, cmd)
		return mcp.NewToolResultText(string(out)), err
	})
}

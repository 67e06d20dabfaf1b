// Package passthrough has tools that hand an argument to an executor.
package passthrough

import (
	"context"
	"database/sql"
	"fmt"
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

// RegisterLines hands the shell lines the code writes: the caller's
// values in them are words given to the commands the lines name (ss,
// grep, printf), no choice of what runs, so neither the read-only tool
// nor the one that appends to a file is a passthrough; a value spliced
// in where a command goes is.
func RegisterLines(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("listening", mcp.WithToolTitle("Listening"), mcp.WithDescription("List listening sockets."),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		port := req.GetInt("port", 0)
		var cmd string
		if port > 0 {
			cmd = fmt.Sprintf("ss -tlnp | grep ':%d '", port)
		} else {
			cmd = "ss -tlnp"
		}
		out, err := shell(ctx, cmd)
		return mcp.NewToolResultText(string(out)), err
	})
	s.AddTool(mcp.NewTool("in_dir", mcp.WithToolTitle("In directory"), mcp.WithDescription("Run a command in /srv."),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "in_dir" passes argument "command" to passthrough.shell -> exec.CommandContext as a shell script, so what a call does depends on its arguments, yet it is marked read-only`
		mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		command := req.GetString("command", "")
		out, err := shell(ctx, fmt.Sprintf("cd /srv && %s", command))
		return mcp.NewToolResultText(string(out)), err
	})
	s.AddTool(mcp.NewTool("append_note", mcp.WithToolTitle("Append note"), mcp.WithDescription("Add a line to the notes file, at the top or the end."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text := req.GetString("text", "")
		var cmd string
		if req.GetBool("top", false) {
			cmd = fmt.Sprintf("sed -i '1i %s' /srv/notes", text)
		} else {
			cmd = fmt.Sprintf("printf '%%s\\n' %q >> /srv/notes", text)
		}
		out, err := shell(ctx, cmd)
		return mcp.NewToolResultText(string(out)), err
	})
}

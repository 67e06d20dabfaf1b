// Package bindelsewhere binds handlers of another package to tools: what
// makes one multi-mode comes from that package's fact.
package bindelsewhere

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/modes/switchfact"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notes", mcp.WithToolTitle("Notes"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "notes" switches on argument "action" into modes that read \(read\) and overwrite \(write\), yet it is marked read-only`
		mcp.WithOpenWorldHintAnnotation(false),
	), switchfact.Handle)
	s.AddTool(mcp.NewTool("view", mcp.WithToolTitle("View"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), switchfact.View)
	s.AddTool(mcp.NewTool("query", mcp.WithToolTitle("Query"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "query" passes argument "sql" to \(\*sql.DB\).ExecContext as a SQL statement`
		mcp.WithOpenWorldHintAnnotation(false),
	), switchfact.Query)
	s.AddTool(mcp.NewTool("count", mcp.WithToolTitle("Count"),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), switchfact.Count)
}

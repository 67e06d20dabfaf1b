// Package clean has tools that look multi-mode but are not: nothing here
// may be reported.
package clean

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"strings"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DB struct{ db *sql.DB }

type searchIn struct {
	Query string `json:"query"`
}

// search takes a "query" text parameter that only filters.
func (d *DB) search(ctx context.Context, req *gomcp.CallToolRequest, in searchIn) (*gomcp.CallToolResult, any, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT title FROM notes WHERE body LIKE ?", "%"+in.Query+"%")
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, rows.Close()
}

// query passes SQL through, but only inside a read-only transaction after
// checking that it is a SELECT.
func (d *DB) query(ctx context.Context, req *gomcp.CallToolRequest, in struct {
	SQL string `json:"sql"`
}) (*gomcp.CallToolResult, any, error) {
	if !strings.HasPrefix(strings.ToUpper(strings.TrimSpace(in.SQL)), "SELECT") {
		return nil, nil, os.ErrPermission
	}
	tx, err := d.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, in.SQL)
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, rows.Close()
}

// describe fills a table name into a fixed statement: the verb is not the
// caller's.
func (d *DB) describe(ctx context.Context, req *gomcp.CallToolRequest, in struct {
	Table string `json:"table"`
}) (*gomcp.CallToolResult, any, error) {
	rows, err := d.db.QueryContext(ctx, fmt.Sprintf("SHOW CREATE TABLE %s", in.Table))
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, rows.Close()
}

func RegisterGoSDK(s *gomcp.Server, d *DB) {
	ro := &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}
	gomcp.AddTool(s, &gomcp.Tool{Name: "search", Title: "Search", Annotations: ro}, d.search)
	gomcp.AddTool(s, &gomcp.Tool{Name: "describe", Title: "Describe", Annotations: ro}, d.describe)
	gomcp.AddTool(s, &gomcp.Tool{Name: "query", Title: "Query", Annotations: ro}, d.query)
}

// A switch whose branches only read.
func view(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("mode", "") {
	case "raw":
		b, err := os.ReadFile("a")
		return mcp.NewToolResultText(string(b)), err
	case "size":
		fi, err := os.Stat("a")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fi.Name()), nil
	}
	return nil, nil
}

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("view", mcp.WithToolTitle("View"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), view)
}

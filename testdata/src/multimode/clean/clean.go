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

// Ticketer is a project's client: what its methods do is out of sight.
type Ticketer interface {
	Get(ctx context.Context, id string) (string, error)
	UpdateStatus(ctx context.Context, id, status string) error
}

// A switch whose changing branch rests only on a method's name: annovet
// cannot be certain it writes, so it is no evidence of modes.
func tickets(t Ticketer) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		switch req.GetString("action", "") {
		case "get":
			s, err := t.Get(ctx, req.GetString("id", ""))
			return mcp.NewToolResultText(s), err
		case "close":
			return nil, t.UpdateStatus(ctx, req.GetString("id", ""), "closed")
		}
		return nil, nil
	}
}

// One mode and an error for the rest: the default is no mode of its own.
func purge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("action", "") {
	case "purge":
		return nil, os.RemoveAll("cache")
	default:
		return nil, fmt.Errorf("unknown action %q", req.GetString("action", ""))
	}
}

// A usage text and one mode that records: the usage answers from
// constants, it is no read mode worth a tool of its own.
func thoughts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("action", "") {
	case "get_usage":
		return usage(), nil
	case "think":
		f, err := os.OpenFile("thoughts.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return nil, err
		}
		defer f.Close()
		_, err = f.WriteString(req.GetString("thought", ""))
		return nil, err
	}
	return nil, nil
}

func usage() *mcp.CallToolResult {
	return mcp.NewToolResultText(strings.Join([]string{"think: record a thought", "get_usage: this text"}, "\n"))
}

func RegisterMCPGo(s *server.MCPServer, t Ticketer) {
	s.AddTool(mcp.NewTool("thoughts", mcp.WithToolTitle("Thoughts"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), thoughts)
	s.AddTool(mcp.NewTool("purge", mcp.WithToolTitle("Purge"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), purge)
	s.AddTool(mcp.NewTool("tickets", mcp.WithToolTitle("Tickets"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(true)), tickets(t))
	s.AddTool(mcp.NewTool("view", mcp.WithToolTitle("View"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), view)
}

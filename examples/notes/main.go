// Command notes is a small MCP server (mcp-go) with the annotation mistakes
// real servers make. It is annovet's first-run example:
//
//	go run ./cmd/annovet ./examples/...
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type notes struct {
	dir   string
	db    *sql.DB
	views map[string]int
}

func (n *notes) path(name string) string { return filepath.Join(n.dir, filepath.Base(name)) }

// list only reads, but nobody said so.
func (n *notes) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir(n.dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}

// read counts views: the environment differs after the call.
func (n *notes) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err
	}
	n.views[name]++
	b, err := os.ReadFile(n.path(name))
	return mcp.NewToolResultText(string(b)), err
}

// stats reports how often each note was read: the views are data a client
// sees, so counting one is a change.
func (n *notes) stats(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprint(n.views)), nil
}

func (n *notes) save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("saved"), os.WriteFile(n.path(name), []byte(req.GetString("body", "")), 0o644)
}

func (n *notes) remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err
	}
	if _, err := n.db.ExecContext(ctx, "DELETE FROM tags WHERE note = ?", name); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), os.Remove(n.path(name))
}

// query runs the SQL it is given: one call reads, the next may drop a table.
func (n *notes) query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := req.RequireString("sql")
	if err != nil {
		return nil, err
	}
	rows, err := n.db.QueryContext(ctx, q)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return mcp.NewToolResultText("ok"), rows.Err()
}

// catalog is what the server also publishes to a gateway, as plain data.
var catalog = []map[string]any{
	{"name": "list_notes", "description": "List the names of all notes.", "annotations": map[string]any{"readOnlyHnt": true}},
}

func main() {
	n := &notes{dir: os.TempDir(), views: map[string]int{}}
	s := server.NewMCPServer("notes", "0.1.0")

	s.AddTool(mcp.NewTool("list_notes",
		mcp.WithDescription("List the names of all notes."),
	), n.list)

	s.AddTool(mcp.NewTool("read_note",
		mcp.WithDescription("Read a note."),
		mcp.WithString("name", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), n.read)

	s.AddTool(mcp.NewTool("note_stats",
		mcp.WithToolTitle("Note Stats"),
		mcp.WithDescription("How often each note was read."),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), n.stats)

	s.AddTool(mcp.NewTool("save_note",
		mcp.WithToolTitle("Save Note"),
		mcp.WithDescription("Save a note."),
		mcp.WithString("name", mcp.Required()),
		mcp.WithString("body"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), n.save)

	s.AddTool(mcp.NewTool("delete_note",
		mcp.WithToolTitle("delete_note"),
		mcp.WithDescription("Delete a note and its tags."),
		mcp.WithString("name", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), n.remove)

	s.AddTool(mcp.NewTool("query_notes",
		mcp.WithToolTitle("Query Notes"),
		mcp.WithDescription("Run a SQL query over the notes database."),
		mcp.WithString("sql", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), n.query)

	log.Printf("publishing %d tools", len(catalog))
	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}

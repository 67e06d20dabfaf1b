// Package idempotent has tools that say idempotentHint=true: a retry must
// change nothing more. Inserts, appends and increments add again; updates,
// overwrites and deletes do not.
package idempotent

import (
	"context"
	"database/sql"
	"os"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type DB struct{ db *sql.DB }

func (d *DB) add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "INSERT INTO notes(name) VALUES (?)", req.GetString("name", ""))
	return nil, err
}

func (d *DB) upsert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "INSERT INTO notes(id, name) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name", req.GetInt("id", 0), req.GetString("name", ""))
	return nil, err
}

func (d *DB) rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "UPDATE notes SET name = ? WHERE id = ?", req.GetString("name", ""), req.GetInt("id", 0))
	return nil, err
}

func log(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.OpenFile("journal.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	_, err = f.WriteString(req.GetString("line", ""))
	return nil, err
}

func save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.WriteFile("note.txt", []byte(req.GetString("text", "")), 0o644)
}

// Board keeps messages that the read tool shows.
type Board struct {
	mu   sync.Mutex
	msgs []string
}

func (b *Board) post(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.msgs = append(b.msgs, req.GetString("text", ""))
	return nil, nil
}

func (b *Board) read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.msgs) == 0 {
		return mcp.NewToolResultText(""), nil
	}
	return mcp.NewToolResultText(b.msgs[len(b.msgs)-1]), nil
}

func writer(title string) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle(title), mcp.WithReadOnlyHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func Register(s *server.MCPServer, d *DB, b *Board) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithToolTitle("Add Note"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true), // want `tool "add_note" says idempotentHint=true, but its handler adds again on every call: \(\*idempotent.DB\).add -> \(\*sql.DB\).ExecContext; a client may retry it after a timeout and add twice: set idempotentHint to false`
	), d.add)
	s.AddTool(mcp.NewTool("log_line", mcp.WithToolTitle("Log Line"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true), // want `tool "log_line" says idempotentHint=true, but its handler adds again on every call: idempotent.log -> os.OpenFile`
	), log)
	s.AddTool(mcp.NewTool("post", mcp.WithToolTitle("Post"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true), // want `tool "post" says idempotentHint=true, but its handler adds again on every call: \(\*idempotent.Board\).post -> assignment to b.msgs`
	), b.post)

	// Not reported: an upsert, an update, an overwrite repeat without a
	// further effect; a read-only tool's idempotentHint means nothing.
	s.AddTool(mcp.NewTool("upsert_note", append(writer("Upsert Note"), mcp.WithDestructiveHintAnnotation(true), mcp.WithIdempotentHintAnnotation(true), mcp.WithDescription("Replace a note."))...), d.upsert)
	s.AddTool(mcp.NewTool("rename_note", append(writer("Rename Note"), mcp.WithDestructiveHintAnnotation(true), mcp.WithIdempotentHintAnnotation(true), mcp.WithDescription("Rename a note, replacing its name."))...), d.rename)
	s.AddTool(mcp.NewTool("save_note", append(writer("Save Note"), mcp.WithDestructiveHintAnnotation(true), mcp.WithIdempotentHintAnnotation(true), mcp.WithDescription("Overwrite the note."))...), save)
	s.AddTool(mcp.NewTool("read_board", mcp.WithToolTitle("Read Board"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithIdempotentHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), b.read)
}

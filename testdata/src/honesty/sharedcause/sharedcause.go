// Package sharedcause has tools that take destructiveHint=false from one
// shared value: a preset, or the literal of a helper that builds several
// tools. Where every tool that takes it draws the same finding, the value is
// the cause, reported once where it is written; where some do not, or tools
// of other packages may take it too, each tool's finding is its own.
package sharedcause

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type Store struct{ db *sql.DB }

func (s *Store) rename(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	_, err := s.db.ExecContext(ctx, "UPDATE notes SET name = ? WHERE id = ?", a.Name, a.ID)
	return nil, nil, err
}

func (s *Store) retitle(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	_, err := s.db.ExecContext(ctx, "UPDATE notes SET title = ? WHERE id = ?", a.Name, a.ID)
	return nil, nil, err
}

func (s *Store) add(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	_, err := s.db.ExecContext(ctx, "INSERT INTO notes(id, name) VALUES (?, ?)", a.ID, a.Name)
	return nil, nil, err
}

// updates is shared by three tools, and each one's handler overwrites.
var updates = &mcp.ToolAnnotations{
	DestructiveHint: new(false), // want `3 tools take destructiveHint=false from here \("rename_note", "retitle_note", "rename_tag"\), and each one's handler overwrites existing data \(rename_note: \(\*sharedcause.Store\).rename -> \(\*sql.DB\).ExecContext\); clients may skip the warning a destructive call deserves: set destructiveHint to true`
	OpenWorldHint:   new(false),
}

// edits is shared by a tool that overwrites and one that only adds: the
// preset is right for one of them, so the finding is the other tool's.
var edits = &mcp.ToolAnnotations{DestructiveHint: new(false), OpenWorldHint: new(false)}

// Edits may be taken by tools of other packages, which this package does
// not see: each finding is its tool's.
var Edits = &mcp.ToolAnnotations{DestructiveHint: new(false), OpenWorldHint: new(false)}

// renames is taken by two tools that both overwrite, but one's finding is
// ignored: the other's is its own.
var renames = &mcp.ToolAnnotations{DestructiveHint: new(false), OpenWorldHint: new(false)}

// noteTool builds the tools of one shape, with one annotations literal.
func noteTool(name, title string) *mcp.Tool {
	return &mcp.Tool{Name: name, Title: title, Annotations: &mcp.ToolAnnotations{
		DestructiveHint: new(false), // want `2 tools take destructiveHint=false from here \("move_note", "copy_note"\), and each one's handler overwrites existing data`
		OpenWorldHint:   new(false),
	}}
}

func Register(srv *mcp.Server, s *Store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_note", Title: "Rename Note", Annotations: updates}, s.rename)
	mcp.AddTool(srv, &mcp.Tool{Name: "retitle_note", Title: "Retitle Note", Annotations: updates}, s.retitle)
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_tag", Title: "Rename Tag", Annotations: updates}, s.rename)

	mcp.AddTool(srv, &mcp.Tool{Name: "edit_note", Title: "Edit Note", Annotations: edits}, s.rename) // want `tool "edit_note" says destructiveHint=false, but its handler overwrites existing data: \(\*sharedcause.Store\).rename -> \(\*sql.DB\).ExecContext; .* \(destructiveHint set at sharedcause.go:45\)`
	mcp.AddTool(srv, &mcp.Tool{Name: "add_note", Title: "Add Note", Annotations: edits}, s.add)

	mcp.AddTool(srv, &mcp.Tool{Name: "fix_note", Title: "Fix Note", Annotations: Edits}, s.rename) // want `tool "fix_note" says destructiveHint=false, but its handler overwrites existing data`
	mcp.AddTool(srv, &mcp.Tool{Name: "fix_tag", Title: "Fix Tag", Annotations: Edits}, s.retitle)  // want `tool "fix_tag" says destructiveHint=false, but its handler overwrites existing data`

	//annovet:ignore destructive the old name is kept in the note's history
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_folder", Title: "Rename Folder", Annotations: renames}, s.rename)
	mcp.AddTool(srv, &mcp.Tool{Name: "rename_label", Title: "Rename Label", Annotations: renames}, s.rename) // want `tool "rename_label" says destructiveHint=false, but its handler overwrites existing data: .* \(destructiveHint set at sharedcause.go:\d+\)`

	mcp.AddTool(srv, noteTool("move_note", "Move Note"), s.rename)
	mcp.AddTool(srv, noteTool("copy_note", "Copy Note"), s.retitle)
}

// Package presets has tools that take their annotations from shared
// presets. A preset every one of whose tools draws the same finding is
// that finding's cause: reported once, at the preset, whose fix writes the
// decision there. A preset right for some of its tools, or one that tools
// of other packages may take, leaves each finding its tool's.
package presets

import (
	"context"
	"database/sql"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	ID string `json:"id"`
}

type Store struct{ db *sql.DB }

func (s *Store) add(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	_, err := s.db.ExecContext(ctx, "INSERT INTO notes(id) VALUES (?)", a.ID)
	return nil, nil, err
}

func (s *Store) count(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	row := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes")
	var n int
	return nil, nil, row.Scan(&n)
}

// writes leaves readOnlyHint out (false: go-sdk's field is a plain bool)
// and destructiveHint to its default for four tools that each add.
var writes = &mcp.ToolAnnotations{OpenWorldHint: new(false)} // want `4 tools take their annotations from here \("add_note", "add_tag", "add_link", and 1 more\), and each is not read-only but leaves destructiveHint to its default \(true\); say whether it can overwrite or delete, even when the answer is the default, so the next reader knows someone decided \(add_note: its handler changes state: \(\*presets.Store\).add -> \(\*sql.DB\).ExecContext\)`

// mixed is taken by a tool that adds and one that only reads: the
// decision differs, and each finding is its tool's.
var mixed = &mcp.ToolAnnotations{OpenWorldHint: new(false)} // want `tool "add_item" is not read-only but leaves destructiveHint` `tool "count_items" sets annotations but leaves readOnlyHint`

// Writes may be taken by tools of other packages.
var Writes = &mcp.ToolAnnotations{OpenWorldHint: new(false)} // want `tool "add_user" is not read-only but leaves destructiveHint` `tool "add_group" is not read-only but leaves destructiveHint`

func Register(srv *mcp.Server, s *Store) {
	mcp.AddTool(srv, &mcp.Tool{Name: "add_note", Title: "Add Note", Annotations: writes}, s.add)
	mcp.AddTool(srv, &mcp.Tool{Name: "add_tag", Title: "Add Tag", Annotations: writes}, s.add)
	mcp.AddTool(srv, &mcp.Tool{Name: "add_link", Title: "Add Link", Annotations: writes}, s.add)
	mcp.AddTool(srv, &mcp.Tool{Name: "add_file", Title: "Add File", Annotations: writes}, s.add)

	mcp.AddTool(srv, &mcp.Tool{Name: "add_item", Title: "Add Item", Annotations: mixed}, s.add)
	mcp.AddTool(srv, &mcp.Tool{Name: "count_items", Title: "Count Items", Annotations: mixed}, s.count)

	mcp.AddTool(srv, &mcp.Tool{Name: "add_user", Title: "Add User", Annotations: Writes}, s.add)
	mcp.AddTool(srv, &mcp.Tool{Name: "add_group", Title: "Add Group", Annotations: Writes}, s.add)
}

// Package partial has tools that decide some hints and leave one that
// matters to its default.
package partial

import (
	"context"
	"database/sql"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type in struct {
	ID string `json:"id"`
}

type Store struct{ db *sql.DB }

func (s *Store) insert(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	_, err := s.db.ExecContext(ctx, "INSERT INTO notes(id) VALUES (?)", a.ID)
	return nil, nil, err
}

func (s *Store) count(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	row := s.db.QueryRowContext(ctx, "SELECT count(*) FROM notes")
	var n int
	return nil, nil, row.Scan(&n)
}

func RegisterGoSDK(srv *gomcp.Server, s *Store) {
	// readOnlyHint left to its default.
	gomcp.AddTool(srv, &gomcp.Tool{Name: "count_notes", Title: "Count Notes", Annotations: &gomcp.ToolAnnotations{OpenWorldHint: new(false)}}, s.count) // want `tool "count_notes" sets annotations but leaves readOnlyHint to its default \(false\).*\(its handler changes nothing annovet can see\)`

	// Not read-only, destructiveHint left to its default.
	gomcp.AddTool(srv, &gomcp.Tool{Name: "add_note", Title: "Add Note", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: false, OpenWorldHint: new(false)}}, s.insert) // want `tool "add_note" is not read-only but leaves destructiveHint to its default \(true\).*\(its handler changes state: \(\*partial.Store\).insert -> \(\*sql.DB\).ExecContext\)`

	// destructiveHint=true written out says the tool changes things: the
	// author decided readOnlyHint, whose default (false) is that answer.
	gomcp.AddTool(srv, &gomcp.Tool{Name: "purge_notes", Title: "Purge Notes", Description: "Deletes every note.", Annotations: &gomcp.ToolAnnotations{DestructiveHint: new(true), OpenWorldHint: new(false)}}, s.insert)
	// So does destructiveHint=false (a shared preset for tools that only
	// add), and idempotentHint: both mean something only for a tool that
	// is not read-only...
	gomcp.AddTool(srv, &gomcp.Tool{Name: "file_note", Title: "File Note", Annotations: additive}, s.insert)
	// (idempotentHint alone still leaves destructiveHint undecided.)
	gomcp.AddTool(srv, &gomcp.Tool{Name: "stamp_note", Title: "Stamp Note", Annotations: &gomcp.ToolAnnotations{IdempotentHint: true, OpenWorldHint: new(false)}}, s.insert) // want `tool "stamp_note" is not read-only but leaves destructiveHint to its default \(true\)`
	// ...even where annovet sees the handler only read: the author's hint
	// is the stronger evidence that it is meant to change things.
	gomcp.AddTool(srv, &gomcp.Tool{Name: "tally_notes", Title: "Tally Notes", Annotations: &gomcp.ToolAnnotations{DestructiveHint: new(false), OpenWorldHint: new(false)}}, s.count)
	// A read-only tool that says it is idempotent leaves nothing open.
	gomcp.AddTool(srv, &gomcp.Tool{Name: "list_notes", Title: "List Notes", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, IdempotentHint: true, OpenWorldHint: new(false)}}, s.count)
}

var additive = &gomcp.ToolAnnotations{DestructiveHint: new(false), OpenWorldHint: new(false)}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func RegisterMCPGo(s *server.MCPServer) {
	// mcp-go: destructiveHint pre-filled by NewTool is no decision.
	s.AddTool(mcp.NewTool("touch", mcp.WithToolTitle("Touch"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `tool "touch" is not read-only but leaves destructiveHint to its default`

	// WithToolAnnotation discards what the earlier option set.
	s.AddTool(mcp.NewTool("reset", mcp.WithToolTitle("Reset"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{OpenWorldHint: mcp.ToBoolPtr(false)}), // want `tool "reset": WithToolAnnotation replaces the whole annotations struct and discards readOnlyHint set by an earlier option` `tool "reset" sets annotations but leaves readOnlyHint to its default`
	), handle)
}

// kubectlTool appends one whole annotations value when read-only and
// another otherwise (Azure's mcp-kubernetes): one of the two goes out,
// never the second after the first, so neither discards a hint the other
// set.
func kubectlTool(readOnly bool) mcp.Tool {
	opts := []mcp.ToolOption{mcp.WithDescription("Run kubectl.")}
	if readOnly {
		opts = append(opts, mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Kubectl", ReadOnlyHint: mcp.ToBoolPtr(true)}))
	} else {
		opts = append(opts, mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Kubectl", DestructiveHint: mcp.ToBoolPtr(true)}))
	}
	return mcp.NewTool("kubectl", opts...)
}

func RegisterKubectl(s *server.MCPServer, readOnly bool) {
	s.AddTool(kubectlTool(readOnly), handle)
}

// Runner is a client whose implementation annovet does not see.
type Runner interface {
	Run(ctx context.Context) error
}

type Remote struct{ r Runner }

func (r *Remote) call(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	return nil, nil, r.r.Run(ctx)
}

// RegisterPlainBool: go-sdk's readOnlyHint is a plain bool, so leaving it
// out is how an author writes false. Only a handler annovet decides only
// reads makes that a finding (count_notes above); one that changes takes
// the answer as given and is asked the next open hint, at the
// annotations; one annovet cannot decide is left alone.
func RegisterPlainBool(srv *gomcp.Server, s *Store, r *Remote) {
	gomcp.AddTool(srv, &gomcp.Tool{Name: "append_note", Title: "Append Note", Annotations: &gomcp.ToolAnnotations{OpenWorldHint: new(false)}}, s.insert) // want `tool "append_note" is not read-only but leaves destructiveHint to its default \(true\)`
	gomcp.AddTool(srv, &gomcp.Tool{Name: "run_remote", Title: "Run Remote", Annotations: &gomcp.ToolAnnotations{OpenWorldHint: new(true)}}, r.call)
}

// Package errorring has read-only tools that record their failures in a
// ring of recent errors, which only an HTTP dashboard shows: no tool
// reads it back, so the record is no change a tool shows, and none of
// them is reported. The store's notes, which a tool lists, are data: the
// tool marked read-only that adds one is reported.
package errorring

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type record struct {
	Tool, Cause string
}

// ring keeps the last errors, for an operator.
type ring struct {
	mu   sync.Mutex
	buf  []record
	next int
}

func (r *ring) add(rec record) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.buf[r.advance()] = rec
}

// advance returns the slot to write and moves past it: its read of the
// ring's length serves the write, it shows nothing.
func (r *ring) advance() int {
	slot := r.next
	r.next = (r.next + 1) % len(r.buf)
	return slot
}

func (r *ring) recent() []record {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]record(nil), r.buf...)
}

type store struct {
	mu    sync.Mutex
	notes []string
}

func (s *store) add(note string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notes = append(s.notes, note)
}

func (s *store) list() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.notes...)
}

type server struct {
	errs  *ring
	notes *store
}

type query struct {
	Q string `json:"q"`
}

var errEmpty = errors.New("empty query")

func (s *server) search(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, any, error) {
	if in.Q == "" {
		s.errs.add(record{Tool: "search", Cause: errEmpty.Error()})
		return nil, nil, errEmpty
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: in.Q}}}, nil, nil
}

func (s *server) remember(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, any, error) {
	s.notes.add(in.Q)
	return &mcp.CallToolResult{}, nil, nil
}

func (s *server) listNotes(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	out, _ := json.Marshal(s.notes.list())
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(out)}}}, nil, nil
}

// Register adds the tools, and the dashboard that shows the errors.
func Register(srv *mcp.Server, mux *http.ServeMux) {
	s := &server{errs: &ring{buf: make([]record, 50)}, notes: &store{}}
	mcp.AddTool(srv, &mcp.Tool{Name: "search", Title: "Search", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, s.search)
	mcp.AddTool(srv, &mcp.Tool{Name: "remember", Title: "Remember", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, s.remember) // want `tool "remember" is marked read-only, but its handler changes state: \(\*errorring.server\).remember -> \(\*errorring.store\).add -> assignment to s.notes;`
	mcp.AddTool(srv, &mcp.Tool{Name: "list_notes", Title: "List Notes", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, s.listNotes)
	mux.HandleFunc("/errors", func(w http.ResponseWriter, r *http.Request) {
		json.NewEncoder(w).Encode(s.errs.recent())
	})
}

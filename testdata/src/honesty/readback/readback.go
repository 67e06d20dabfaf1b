// Package readback has tools over a store behind an interface with two
// implementations, each keeping its own collection: every one adds the
// note, and the list tool reads back what each keeps, so the tool marked
// read-only that adds is reported.
package readback

import (
	"context"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Store interface {
	Add(note string)
	List() []string
}

type memStore struct {
	mu    sync.Mutex
	notes []string
}

func (m *memStore) Add(note string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.notes = append(m.notes, note)
}

func (m *memStore) List() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.notes...)
}

// lineStore keeps the notes as trimmed lines.
type lineStore struct {
	mu    sync.Mutex
	lines []string
}

func (s *lineStore) Add(note string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.lines = append(s.lines, strings.TrimSpace(note))
}

func (s *lineStore) List() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for _, l := range s.lines {
		out = append(out, l)
	}
	return out
}

type note struct {
	Text string `json:"text"`
}

// Register adds the tools over whichever store the server was given.
func Register(srv *mcp.Server, persistent bool) {
	var st Store = &memStore{}
	if persistent {
		st = &lineStore{}
	}
	mcp.AddTool(srv, &mcp.Tool{Name: "add_note", Title: "Add Note", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, // want `tool "add_note" is marked read-only, but its handler changes state: `
		func(ctx context.Context, req *mcp.CallToolRequest, in note) (*mcp.CallToolResult, any, error) {
			st.Add(in.Text)
			return &mcp.CallToolResult{}, nil, nil
		})
	mcp.AddTool(srv, &mcp.Tool{Name: "list_notes", Title: "List Notes", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		func(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(st.List(), "\n")}}}, nil, nil
		})
}

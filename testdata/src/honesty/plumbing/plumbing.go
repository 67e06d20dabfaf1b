// Package plumbing registers read-only, closed-world tools whose handlers
// use the process's plumbing (a client cache, a once-initialized client, a
// transport, a CSV buffer, a read transaction, a GET through a request
// helper of another package, an address from the environment): none may be
// reported. Beside them, the same shapes that do change the environment or
// reach an address the arguments choose are.
package plumbing

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/csv"
	"net/http"
	"os"
	"sync"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/effects/httpdo"
)

type Server struct {
	db      *sql.DB
	clients sync.Map
	once    sync.Once
	client  *http.Client
	initErr error
}

func (s *Server) clientFor(name string) *http.Client {
	if c, ok := s.clients.Load(name); ok {
		return c.(*http.Client)
	}
	c := &http.Client{Transport: &http.Transport{MaxIdleConns: 2}}
	s.clients.Store(name, c)
	return c
}

func (s *Server) init() error {
	s.once.Do(func() {
		s.client = &http.Client{}
		s.initErr = nil
	})
	return s.initErr
}

type in struct {
	ID  string `json:"id"`
	URL string `json:"url"`
}

var api = os.Getenv("API_URL")

func (s *Server) list(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	if err := s.init(); err != nil {
		return nil, nil, err
	}
	c := s.clientFor("default")
	if _, err := httpdo.Do(ctx, c, http.MethodGet, api+"/items", nil); err != nil {
		return nil, nil, err
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, "SELECT id, name FROM items")
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"id", "name"})
	w.Flush()
	return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: buf.String()}}}, nil, nil
}

func (s *Server) remove(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	_, err := httpdo.Do(ctx, s.clientFor("default"), http.MethodDelete, api+"/items/"+a.ID, nil)
	return nil, nil, err
}

func (s *Server) fetch(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	_, err := httpdo.Do(ctx, s.clientFor("default"), http.MethodGet, a.URL, nil)
	return nil, nil, err
}

func Register(srv *gomcp.Server, s *Server) {
	gomcp.AddTool(srv, &gomcp.Tool{Name: "list_items", Title: "List Items", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, s.list)

	gomcp.AddTool(srv, &gomcp.Tool{Name: "remove_item", Title: "Remove Item", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true, // want `tool "remove_item" is marked read-only, but its handler deletes: \(\*plumbing.Server\).remove -> httpdo.Do -> http.NewRequestWithContext`
		OpenWorldHint: new(false),
	}}, s.remove)

	gomcp.AddTool(srv, &gomcp.Tool{Name: "fetch", Title: "Fetch", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true,
		OpenWorldHint: new(false), // want `tool "fetch" says openWorldHint=false, but its handler reaches an address its arguments choose: \(\*plumbing.Server\).fetch -> httpdo.Do -> http.NewRequestWithContext`
	}}, s.fetch)
}

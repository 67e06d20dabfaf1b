// Package memstore has tools over an in-memory store whose writes check
// first whether the key is there: creating, updating and deleting a note
// each change data the get tool returns, so none of them is read-only.
package memstore

import (
	"context"
	"errors"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	errExists   = errors.New("note exists")
	errNotFound = errors.New("no such note")
)

type store struct {
	mu    sync.Mutex
	notes map[string]string
}

func (s *store) create(id, body string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; ok {
		return errExists
	}
	s.notes[id] = body
	return nil
}

func (s *store) update(id, body string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; !ok {
		return errNotFound
	}
	s.notes[id] = body
	return nil
}

func (s *store) remove(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; !ok {
		return errNotFound
	}
	delete(s.notes, id)
	return nil
}

func (s *store) get(id string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	body, ok := s.notes[id]
	if !ok {
		return "", errNotFound
	}
	return body, nil
}

func result(text string, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil
}

func Register(srv *server.MCPServer) {
	s := &store{notes: map[string]string{}}
	srv.AddTool(mcp.NewTool("create_note", mcp.WithTitleAnnotation("Create Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "create_note" is marked read-only, but its handler changes state: \(\*memstore.store\).create -> assignment to s.notes\[id\];`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return result("created", s.create(req.GetString("id", ""), req.GetString("body", "")))
		})
	srv.AddTool(mcp.NewTool("update_note", mcp.WithTitleAnnotation("Update Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "update_note" is marked read-only, but its handler changes state: \(\*memstore.store\).update -> assignment to s.notes\[id\];`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return result("updated", s.update(req.GetString("id", ""), req.GetString("body", "")))
		})
	srv.AddTool(mcp.NewTool("delete_note", mcp.WithTitleAnnotation("Delete Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "delete_note" is marked read-only, but its handler deletes: \(\*memstore.store\).remove -> delete\(s.notes\);`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return result("deleted", s.remove(req.GetString("id", "")))
		})
	// Reading a note back is no change.
	srv.AddTool(mcp.NewTool("get_note", mcp.WithTitleAnnotation("Get Note"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return result(s.get(req.GetString("id", "")))
		})
}

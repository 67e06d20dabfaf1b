// Package freshkeys has tools whose in-memory entries are keyed by a name
// the call makes anew (the shape of basebandit/kai's port forwards): a
// session stored under the next value of a counter, and deleted under the
// same key when its tunnel fails, deletes only what the call added; a note
// stored under a new UUID overwrites nothing, but adds again on every
// call. A tool that deletes under its caller's key deletes what an earlier
// call stored, and is reported.
package freshkeys

import (
	"context"
	"fmt"
	"sync"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type session struct {
	id   string
	stop chan struct{}
}

var (
	mu        sync.Mutex
	sessions  = map[string]*session{}
	pfCounter int
	notes     sync.Map // id -> text
)

func forward(s *session) error { <-s.stop; return nil }

// start stores a new session under the counter's next value; when its
// tunnel fails, it deletes that same session.
func start() string {
	mu.Lock()
	pfCounter++
	id := fmt.Sprintf("pf-%d", pfCounter)
	mu.Unlock()
	s := &session{id: id, stop: make(chan struct{})}
	go func() {
		if err := forward(s); err != nil {
			mu.Lock()
			delete(sessions, id)
			mu.Unlock()
		}
	}()
	mu.Lock()
	sessions[id] = s
	mu.Unlock()
	return id
}

func stop(id string) {
	mu.Lock()
	defer mu.Unlock()
	if s, ok := sessions[id]; ok {
		close(s.stop)
		delete(sessions, id)
	}
}

func list() []string {
	mu.Lock()
	defer mu.Unlock()
	var out []string
	for id := range sessions {
		out = append(out, id)
	}
	return out
}

func Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("start_forward", mcp.WithTitleAnnotation("Start Forward"),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(start()), nil
		})
	srv.AddTool(mcp.NewTool("stop_forward", mcp.WithTitleAnnotation("Stop Forward"),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), // want `tool "stop_forward" says destructiveHint=false, but its handler deletes existing data`
		mcp.WithIdempotentHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			stop(req.GetString("id", ""))
			return mcp.NewToolResultText("stopped"), nil
		})
	srv.AddTool(mcp.NewTool("list_forwards", mcp.WithTitleAnnotation("List Forwards"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(fmt.Sprint(list())), nil
		})
	srv.AddTool(mcp.NewTool("add_note", mcp.WithTitleAnnotation("Add Note"),
		mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), // want `tool "add_note" says idempotentHint=true`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := uuid.NewString()
			notes.Store(id, req.GetString("text", ""))
			return mcp.NewToolResultText(id), nil
		})
	srv.AddTool(mcp.NewTool("read_note", mcp.WithTitleAnnotation("Read Note"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			v, _ := notes.Load(req.GetString("id", ""))
			return mcp.NewToolResultText(fmt.Sprint(v)), nil
		})
}

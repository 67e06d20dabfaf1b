// Package shapes has read-only tools whose handlers come in every shape:
// closures returned by a constructor, method values, generic adapters,
// interface calls with and without an entry in the catalogue.
package shapes

import (
	"context"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Store struct{ notes map[string]string }

// peekNote returns a handler closure over the store.
func peekNote(st *Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name := req.GetString("name", "")
		st.notes["last"] = name // remembers what was peeked at
		return mcp.NewToolResultText(st.notes[name]), nil
	}
}

// lookNote only reads.
func lookNote(st *Store) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText(st.notes[req.GetString("name", "")]), nil
	}
}

// Typed is a project's generic adapter, like mcp.NewTypedToolHandler.
func Typed[T any](fn func(ctx context.Context, args T) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		s, err := fn(ctx, args)
		return mcp.NewToolResultText(s), err
	}
}

type cleanArgs struct{ Dir string }

func clean(ctx context.Context, a cleanArgs) (string, error) {
	return "cleaned", os.RemoveAll(a.Dir)
}

func list(ctx context.Context, a cleanArgs) (string, error) {
	entries, err := os.ReadDir(a.Dir)
	return entries[0].Name(), err
}

// Repo is a project's interface.
type Repo interface {
	Get(ctx context.Context, id string) (string, error)
	DeleteAll(ctx context.Context) error
	Frobnicate(ctx context.Context) error
	//annovet:effect none
	Ping(ctx context.Context) error
}

func readOnly(title string) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle(title), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func Register(s *server.MCPServer, st *Store, repo Repo) {
	s.AddTool(mcp.NewTool("peek_note", readOnly("Peek Note")...), peekNote(st)) // want `tool "peek_note" is marked read-only, but its handler changes state: shapes.peekNote -> assignment to st.notes\["last"\]; .* \(readOnlyHint set at shapes.go:64\)`
	s.AddTool(mcp.NewTool("look_note", readOnly("Look Note")...), lookNote(st))

	s.AddTool(mcp.NewTool("clean", readOnly("Clean")...), Typed(clean)) // want `tool "clean" is marked read-only, but its handler deletes: shapes.clean -> os.RemoveAll`
	s.AddTool(mcp.NewTool("list", readOnly("List")...), Typed(list))

	// Middleware over an adapter: each layer is a call that returns a
	// closure calling the handler it was given.
	s.AddTool(mcp.NewTool("wipe", readOnly("Wipe")...), Adapt(Traced("wipe", Typed(clean)))) // want `tool "wipe" is marked read-only, but its handler deletes: shapes.clean -> os.RemoveAll`
	s.AddTool(mcp.NewTool("list_traced", readOnly("List Traced")...), Adapt(Traced("list_traced", Typed(list))))

	// Interfaces: Get reads, Ping is declared pure, Frobnicate is unknown;
	// DeleteAll deletes by its name only, which is never a finding alone.
	s.AddTool(mcp.NewTool("get", readOnly("Get")...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		v, err := repo.Get(ctx, req.GetString("id", ""))
		return mcp.NewToolResultText(v), err
	})
	s.AddTool(mcp.NewTool("reset_repo", readOnly("Reset Repo")...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return nil, repo.DeleteAll(ctx)
	})
	s.AddTool(mcp.NewTool("frob", readOnly("Frob")...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_ = repo.Ping(ctx)
		return nil, repo.Frobnicate(ctx)
	})
}

type handlers struct {
	dir   string
	cache map[string][]byte
}

// cached serves what read kept: the kept copies are data a tool reads back.
func (h *handlers) cached(path string) []byte { return h.cache[path] }

// read keeps what it reads: a method value whose receiver is server state.
func (h *handlers) read(ctx context.Context, req *gomcp.CallToolRequest, in struct{ Path string }) (*gomcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Path)
	h.cache[in.Path] = b
	return nil, nil, err
}

func RegisterGoSDK(s *gomcp.Server, h *handlers) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "read", Title: "Read", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true, // want `tool "read" is marked read-only, but its handler changes state: \(\*shapes.handlers\).read -> assignment to h.cache\[in.Path\]`
		OpenWorldHint: new(false),
	}}, h.read)
	gomcp.AddTool(s, &gomcp.Tool{Name: "cached", Title: "Cached", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}},
		func(ctx context.Context, req *gomcp.CallToolRequest, in struct{ Path string }) (*gomcp.CallToolResult, any, error) {
			return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: string(h.cached(in.Path))}}}, nil, nil
		})
}

// Traced is a project's middleware: the handler it returns calls h.
func Traced(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// Adapt is a second layer over a handler, like a telemetry adapter.
func Adapt(h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(ctx, req)
	}
}

// Package readonly has tools marked read-only; some of their handlers write.
package readonly

import (
	"context"
	"os"
	"path/filepath"
	"strconv"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/store"
)

type Server struct{ st *store.Store }

func (s *Server) saveNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, s.st.Save(req.GetString("name", ""), req.GetString("body", ""))
}

func (s *Server) viewNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := s.st.View(req.GetString("name", ""))
	return mcp.NewToolResultText(body), err
}

func (s *Server) getNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := s.st.Get(req.GetString("name", ""))
	return mcp.NewToolResultText(body), err
}

// noteViews shows what view_note counts.
func (s *Server) noteViews(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(strconv.Itoa(s.st.Views(req.GetString("name", "")))), nil
}

func (s *Server) tree(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(s.st.Walk(".", 3)[0]), nil
}

// render writes a scratch file and removes it in the same call.
func render(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.MkdirTemp("", "render")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	f, err := os.CreateTemp(dir, "page")
	if err != nil {
		return nil, err
	}
	defer os.Remove(f.Name())
	return mcp.NewToolResultText("ok"), os.WriteFile(f.Name(), []byte("x"), 0o600)
}

// spill hands a payload to a temporary file of its own, as workflow
// libraries do with large data: writing to it changes nothing anyone sees.
func spill(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := spillToDisk([]byte(req.GetString("payload", "")))
	return mcp.NewToolResultText(name), err
}

func spillToDisk(data []byte) (string, error) {
	f, err := os.CreateTemp("", "payload.*")
	if err != nil {
		return "", err
	}
	if err := f.Chmod(0o600); err != nil {
		return "", err
	}
	if _, err := f.Write(data); err != nil {
		return "", err
	}
	return f.Name(), f.Close()
}

// stale returns before it could write.
func stale(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("cached"), nil
	os.WriteFile("cache", nil, 0o644)
	return nil, nil
}

var notes = map[string]string{}

// inbox shows what read_inbox marks: the mark is data a tool reads back.
func inbox(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(notes["seen"]), nil
}

func readOnly(opts ...mcp.ToolOption) []mcp.ToolOption {
	return append([]mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}, opts...)
}

func Register(s *server.MCPServer, st *store.Store) {
	srv := &Server{st: st}
	s.AddTool(mcp.NewTool("save_note", mcp.WithToolTitle("Save Note"), mcp.WithDescription("Save a note, replacing it."),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "save_note" is marked read-only, but its handler writes: \(\*readonly.Server\).saveNote -> \(\*store.Store\).Save -> \(\*store.Store\).persist -> os.WriteFile; clients approve read-only tools without asking`
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), srv.saveNote)

	s.AddTool(mcp.NewTool("view_note", mcp.WithToolTitle("View Note"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "view_note" is marked read-only, but its handler changes state: \(\*readonly.Server\).viewNote -> \(\*store.Store\).View -> assignment to s.views\[name\]`
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), srv.viewNote)

	// A closure that marks something seen in captured state.
	s.AddTool(mcp.NewTool("read_inbox", mcp.WithToolTitle("Read Inbox"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "read_inbox" is marked read-only, but its handler changes state: assignment to notes\["seen"\]`
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		notes["seen"] = "yes"
		return nil, nil
	})

	// Tools that read back what view_note and read_inbox change, which
	// makes those changes data.
	s.AddTool(mcp.NewTool("note_views", readOnly(mcp.WithToolTitle("Note Views"))...), srv.noteViews)
	s.AddTool(mcp.NewTool("inbox", readOnly(mcp.WithToolTitle("Inbox"))...), inbox)

	// Not reported: reads only, recursion, scratch files, dead code.
	s.AddTool(mcp.NewTool("get_note", mcp.WithToolTitle("Get Note"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), srv.getNote)
	s.AddTool(mcp.NewTool("tree", readOnly(mcp.WithToolTitle("Tree"))...), srv.tree)
	s.AddTool(mcp.NewTool("render", readOnly(mcp.WithToolTitle("Render"))...), render)
	s.AddTool(mcp.NewTool("spill", readOnly(mcp.WithToolTitle("Spill"))...), spill)
	s.AddTool(mcp.NewTool("stale", readOnly(mcp.WithToolTitle("Stale"))...), stale)

	// A local result builder mutated in the handler is not the environment.
	s.AddTool(mcp.NewTool("summary", readOnly(mcp.WithToolTitle("Summary"))...), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res := &mcp.CallToolResult{}
		res.IsError = false
		var lines []string
		_ = func() { lines = append(lines, "x") }
		return res, nil
	})
}

type in struct {
	Key string `json:"key"`
}

type cache struct{ m map[string]string }

func (c *cache) lookup(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	if v, ok := c.m[a.Key]; ok {
		return nil, v, nil
	}
	c.m[a.Key] = "computed" // a value filled after a lookup missed: a cache, not the environment
	return nil, nil, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	c := &cache{m: map[string]string{}}
	gomcp.AddTool(s, &gomcp.Tool{Name: "lookup", Title: "Lookup", Annotations: &gomcp.ToolAnnotations{
		ReadOnlyHint:  true,
		OpenWorldHint: new(false),
	}}, c.lookup)
}

// applyManifest stages its input in a temporary file and removes it in a
// deferred closure, as a client that shells out to kubectl apply does: the
// removal is of its own scratch space.
func applyManifest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	tmp, err := os.CreateTemp("", "manifest-*.yaml")
	if err != nil {
		return nil, err
	}
	defer func() {
		if err := os.Remove(tmp.Name()); err != nil {
			return
		}
	}()
	_, err = tmp.WriteString(req.GetString("manifest", ""))
	return mcp.NewToolResultText(tmp.Name()), err
}

func registerScratch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("stage_manifest", readOnly(mcp.WithToolTitle("Stage Manifest"))...), applyManifest)
}

// testRules writes the rule files it is given into a temporary directory
// it removes, through a local path, and runs the tests on them: the writes
// are to its own scratch space.
func testRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.MkdirTemp("", "rules-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "rules.yml")
	if err := os.WriteFile(path, []byte(req.GetString("rules", "")), 0o644); err != nil {
		return nil, err
	}
	name := "tests.yml"
	tests := filepath.Join(dir, name)
	if err := os.WriteFile(tests, []byte(req.GetString("tests", "")), 0o644); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(path), nil
}

func registerTestRules(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("test_rules", readOnly(mcp.WithToolTitle("Test Rules"))...), testRules)
}

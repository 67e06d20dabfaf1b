package lsp_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/annovet/annovet/internal/lsp"
	"github.com/annovet/annovet/internal/testenv"
)

// toolDir holds the annovet the tests build.
var toolDir string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "annovet-lsp-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	toolDir = dir
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	buildOnce sync.Once
	tool      string
	buildErr  error
)

// vetTool builds annovet, which the server runs as go vet's tool.
func vetTool(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		tool = filepath.Join(toolDir, "annovet")
		out, err := exec.Command("go", "build", "-o", tool, "github.com/annovet/annovet/cmd/annovet").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("building annovet: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return tool
}

// published is one publishDiagnostics notification.
type published struct {
	URI         string           `json:"uri"`
	Version     *int             `json:"version"`
	Diagnostics []lsp.Diagnostic `json:"diagnostics"`
}

// session is a client speaking LSP to an in-process server.
type session struct {
	t         testing.TB
	ctx       context.Context
	conn      *jsonrpc2.Conn
	published chan published
}

func (s *session) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if req.Method == "textDocument/publishDiagnostics" && req.Params != nil {
		var p published
		if err := json.Unmarshal(*req.Params, &p); err == nil {
			s.published <- p
		}
	}
}

func start(t testing.TB) *session {
	t.Helper()
	if testing.Short() {
		t.Skip("runs go vet")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	t.Cleanup(cancel)
	serverSide, clientSide := net.Pipe()
	go lsp.Serve(ctx, serverSide, lsp.Config{VetTool: vetTool(t), Log: os.Stderr})
	s := &session{t: t, ctx: ctx, published: make(chan published, 64)}
	s.conn = jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(clientSide, jsonrpc2.VSCodeObjectCodec{}), s)
	t.Cleanup(func() {
		s.conn.Call(ctx, "shutdown", nil, nil)
		s.conn.Close()
	})
	var init struct {
		Capabilities struct {
			CodeActionProvider any `json:"codeActionProvider"`
		} `json:"capabilities"`
	}
	caps := map[string]any{"workspace": map[string]any{"workspaceEdit": map[string]any{"documentChanges": true}}}
	if err := s.conn.Call(ctx, "initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": caps}, &init); err != nil {
		t.Fatal(err)
	}
	if init.Capabilities.CodeActionProvider == nil {
		t.Fatal("the server does not offer code actions")
	}
	s.notify("initialized", map[string]any{})
	return s
}

func (s *session) notify(method string, params any) {
	if err := s.conn.Notify(s.ctx, method, params); err != nil {
		s.t.Fatal(err)
	}
}

// wait returns the diagnostics published for uri at version, skipping
// older publications.
func (s *session) wait(uri string, version int) []lsp.Diagnostic {
	s.t.Helper()
	for {
		select {
		case p := <-s.published:
			if p.URI == uri && p.Version != nil && *p.Version == version {
				return p.Diagnostics
			}
		case <-s.ctx.Done():
			s.t.Fatalf("no diagnostics published for version %d", version)
		}
	}
}

func (s *session) codeActions(uri string, r lsp.Range) []lsp.CodeAction {
	s.t.Helper()
	var actions []lsp.CodeAction
	if err := s.conn.Call(s.ctx, "textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri}, "range": r, "context": map[string]any{"diagnostics": []any{}}}, &actions); err != nil {
		s.t.Fatal(err)
	}
	return actions
}

func (s *session) change(uri string, version int, text string) {
	s.notify("textDocument/didChange", map[string]any{
		"textDocument":   map[string]any{"uri": uri, "version": version},
		"contentChanges": []any{map[string]any{"text": text}},
	})
}

func (s *session) save(uri string) {
	s.notify("textDocument/didSave", map[string]any{"textDocument": map[string]any{"uri": uri}})
}

// find returns the diagnostic of the check whose message contains text.
func find(t *testing.T, diags []lsp.Diagnostic, code, text string) lsp.Diagnostic {
	t.Helper()
	for _, d := range diags {
		if d.Code == code && strings.Contains(d.Message, text) {
			return d
		}
	}
	t.Fatalf("no %s diagnostic with %q among %d: %+v", code, text, len(diags), diags)
	return lsp.Diagnostic{}
}

// TestSession drives the server as an editor does: open, ask for a fix in
// the middle of a finding, edit without saving (no stale fix is offered),
// save (fresh findings, fixes for the new text), break the package (one
// diagnostic says why there are no findings), then a burst of edits and
// saves (every publication matches the text of its version).
func TestSession(t *testing.T) {
	s := start(t)
	path := filepath.Join(testenv.Src(), "annotations", "missing", "missing.go")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	uri := "file://" + filepath.ToSlash(path)
	s.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": text}})

	// The finding covers the tool's name; a fix is offered anywhere on it.
	d := find(t, s.wait(uri, 1), "missing", `tool "read_file"`)
	if d.Range.Start == d.Range.End {
		t.Fatalf("the finding's range is empty: %+v", d.Range)
	}
	if d.CodeDescription == nil || !strings.HasSuffix(d.CodeDescription.Href, "CHECKS.md#missing") {
		t.Errorf("the finding does not link to its check's documentation: %+v", d.CodeDescription)
	}
	mid := lsp.Position{Line: d.Range.Start.Line, Character: (d.Range.Start.Character + d.Range.End.Character) / 2}
	actions := s.codeActions(uri, lsp.Range{Start: mid, End: mid})
	fix := action(t, actions, "Annotate read_file")
	if !fix.IsPreferred {
		t.Errorf("the fix that writes the whole annotations is not preferred")
	}
	preferred := 0
	for _, a := range actions {
		if a.IsPreferred {
			preferred++
		}
	}
	if preferred > 1 {
		t.Errorf("%d preferred actions, want at most one", preferred)
	}
	want := `gomcp.AddTool(s, &gomcp.Tool{Name: "read_file", Title: "Read File", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}, readFile)`
	if got := apply(t, text, uri, 1, fix.Edit); !strings.Contains(got, want) {
		t.Errorf("the quick fix does not produce\n%s\ngot:\n%s", want, got)
	}

	// An unsaved edit shifts the code: the old fixes are not offered.
	text2 := "// An edit above everything.\n" + text
	s.change(uri, 2, text2)
	if stale := s.codeActions(uri, d.Range); len(stale) > 0 {
		t.Fatalf("after an unsaved edit, the server offers the old analysis's fixes: %+v", stale)
	}

	// Saving analyzes the new text; its fix applies to it.
	s.save(uri)
	d2 := find(t, s.wait(uri, 2), "missing", `tool "read_file"`)
	if d2.Range.Start.Line != d.Range.Start.Line+1 {
		t.Errorf("after the edit, the finding is on line %d, want %d", d2.Range.Start.Line, d.Range.Start.Line+1)
	}
	fix = action(t, s.codeActions(uri, d2.Range), "Annotate read_file")
	if got := apply(t, text2, uri, 2, fix.Edit); !strings.Contains(got, want) {
		t.Errorf("the quick fix on the edited text does not produce\n%s\ngot:\n%s", want, got)
	}

	// A type error: one diagnostic says why there are no findings.
	broken := strings.Replace(text2, "func ptr[T any]", "var _ int = \"not an int\"\n\nfunc ptr[T any]", 1)
	s.change(uri, 3, broken)
	s.save(uri)
	diags := s.wait(uri, 3)
	var load []lsp.Diagnostic
	for _, d := range diags {
		if d.Code == "load" {
			load = append(load, d)
		}
	}
	if len(load) != 1 || !strings.Contains(load[0].Message, "could not analyze") || !strings.Contains(load[0].Message, "not an int") {
		t.Fatalf("for a package that does not type-check, want one diagnostic saying why; got %+v", diags)
	}
	if line := strings.Count(broken[:strings.Index(broken, "var _ int")], "\n"); load[0].Range.Start.Line != line {
		t.Errorf("the load diagnostic is on line %d, want the type error's line %d", load[0].Range.Start.Line, line)
	}

	// A burst of edits and saves: handled in order, so every publication
	// shows the tool name of the text of its version.
	const first, last = 4, 13
	for v := first; v <= last; v++ {
		s.change(uri, v, strings.Replace(text, `Name: "read_file"`, fmt.Sprintf(`Name: "read_file_%d"`, v), 1))
		s.save(uri)
	}
	for {
		var p published
		select {
		case p = <-s.published:
		case <-s.ctx.Done():
			t.Fatal("no diagnostics for the last version of the burst")
		}
		if p.URI != uri || p.Version == nil || *p.Version < first {
			continue
		}
		find(t, p.Diagnostics, "missing", fmt.Sprintf(`tool "read_file_%d"`, *p.Version))
		if *p.Version == last {
			break
		}
	}
}

// action returns the code action whose title starts with prefix.
func action(t *testing.T, actions []lsp.CodeAction, prefix string) lsp.CodeAction {
	t.Helper()
	for _, a := range actions {
		if strings.HasPrefix(a.Title, prefix) {
			return a
		}
	}
	t.Fatalf("no code action %q among %+v", prefix, actions)
	return lsp.CodeAction{}
}

// apply applies a workspace edit's edits of uri, which must be for version,
// to text (ASCII: UTF-16 columns are bytes).
func apply(t *testing.T, text, uri string, version int, w lsp.WorkspaceEdit) string {
	t.Helper()
	var edits []lsp.TextEdit
	for _, e := range w.DocumentChanges {
		if e.TextDocument.URI != uri {
			continue
		}
		if e.TextDocument.Version == nil || *e.TextDocument.Version != version {
			t.Fatalf("the edit is for version %v, want %d", e.TextDocument.Version, version)
		}
		edits = append(edits, e.Edits...)
	}
	if len(edits) == 0 {
		t.Fatal("the code action has no edits for the file")
	}
	lines := strings.SplitAfter(text, "\n")
	offset := func(p lsp.Position) int {
		n := 0
		for i := 0; i < p.Line; i++ {
			n += len(lines[i])
		}
		return n + p.Character
	}
	sort.Slice(edits, func(i, j int) bool { return offset(edits[i].Range.Start) > offset(edits[j].Range.Start) })
	for _, e := range edits {
		text = text[:offset(e.Range.Start)] + e.NewText + text[offset(e.Range.End):]
	}
	return text
}

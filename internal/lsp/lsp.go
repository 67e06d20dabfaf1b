// Package lsp is annovet's language server: "annovet lsp" speaks the
// Language Server Protocol on stdin and stdout, analyzes a file's package
// when the file is opened or saved, publishes annovet's findings as
// diagnostics, and offers their suggested fixes as quick-fix code actions.
// gopls cannot load third-party analyzers (golang/go#59869); this gives any
// LSP editor annovet's findings and fixes today.
package lsp

import (
	"context"
	"encoding/json"
	"fmt"
	"go/token"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unicode/utf16"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/annovet/annovet/internal/driver"
)

// Serve runs the server on a byte stream (stdin and stdout joined) until the
// client disconnects.
func Serve(ctx context.Context, stream io.ReadWriteCloser, logw io.Writer) error {
	s := &server{docs: map[string][]byte{}, fixes: map[string][]fixable{}, log: logw}
	conn := jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(stream, jsonrpc2.VSCodeObjectCodec{}), jsonrpc2.AsyncHandler(s))
	<-conn.DisconnectNotify()
	return nil
}

type server struct {
	mu    sync.Mutex
	docs  map[string][]byte    // open documents by file path
	fixes map[string][]fixable // published diagnostics with fixes, by file path
	log   io.Writer
}

// fixable is a published diagnostic and the code action that fixes it.
type fixable struct {
	diag    Diagnostic
	actions []CodeAction
}

// Handle dispatches one request or notification.
func (s *server) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	reply := func(result any, err error) {
		if req.Notif {
			return
		}
		if err != nil {
			conn.ReplyWithError(ctx, req.ID, &jsonrpc2.Error{Code: jsonrpc2.CodeInvalidParams, Message: err.Error()})
			return
		}
		conn.Reply(ctx, req.ID, result)
	}
	switch req.Method {
	case "initialize":
		reply(map[string]any{
			"capabilities": map[string]any{
				"textDocumentSync":   map[string]any{"openClose": true, "change": 1, "save": map[string]any{"includeText": false}},
				"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix"}},
			},
			"serverInfo": map[string]any{"name": "annovet"},
		}, nil)
	case "initialized", "$/cancelRequest", "workspace/didChangeConfiguration":
	case "shutdown":
		reply(nil, nil)
	case "exit":
		conn.Close()
	case "textDocument/didOpen":
		var p struct {
			TextDocument struct {
				URI  string `json:"uri"`
				Text string `json:"text"`
			} `json:"textDocument"`
		}
		if err := unmarshal(req, &p); err != nil {
			return
		}
		path := pathOf(p.TextDocument.URI)
		s.mu.Lock()
		s.docs[path] = []byte(p.TextDocument.Text)
		s.mu.Unlock()
		s.analyze(ctx, conn, path)
	case "textDocument/didChange":
		var p struct {
			TextDocument   struct{ URI string } `json:"textDocument"`
			ContentChanges []struct {
				Text string `json:"text"`
			} `json:"contentChanges"`
		}
		if err := unmarshal(req, &p); err == nil && len(p.ContentChanges) > 0 {
			s.mu.Lock()
			s.docs[pathOf(p.TextDocument.URI)] = []byte(p.ContentChanges[len(p.ContentChanges)-1].Text)
			s.mu.Unlock()
		}
	case "textDocument/didSave":
		var p struct {
			TextDocument struct{ URI string } `json:"textDocument"`
		}
		if err := unmarshal(req, &p); err == nil {
			s.analyze(ctx, conn, pathOf(p.TextDocument.URI))
		}
	case "textDocument/didClose":
		var p struct {
			TextDocument struct{ URI string } `json:"textDocument"`
		}
		if err := unmarshal(req, &p); err == nil {
			s.mu.Lock()
			delete(s.docs, pathOf(p.TextDocument.URI))
			s.mu.Unlock()
		}
	case "textDocument/codeAction":
		var p struct {
			TextDocument struct{ URI string } `json:"textDocument"`
			Range        Range                `json:"range"`
		}
		if err := unmarshal(req, &p); err != nil {
			reply(nil, err)
			return
		}
		reply(s.codeActions(pathOf(p.TextDocument.URI), p.Range), nil)
	default:
		if !req.Notif {
			conn.ReplyWithError(ctx, req.ID, &jsonrpc2.Error{Code: jsonrpc2.CodeMethodNotFound, Message: "annovet lsp: " + req.Method + " is not supported"})
		}
	}
}

func unmarshal(req *jsonrpc2.Request, v any) error {
	if req.Params == nil {
		return fmt.Errorf("no params")
	}
	return json.Unmarshal(*req.Params, v)
}

// analyze runs the suite on the package of the file and publishes the
// findings of every file of it (an empty list clears old ones).
func (s *server) analyze(ctx context.Context, conn *jsonrpc2.Conn, path string) {
	s.mu.Lock()
	overlay := map[string][]byte{}
	for p, b := range s.docs {
		overlay[p] = b
	}
	s.mu.Unlock()
	dir := filepath.Dir(path)
	res := driver.Analyze(driver.Config{Progname: "annovet", Dir: dir, Overlay: overlay, Patterns: []string{"."}, Tests: true, Stderr: s.log})
	byFile := map[string][]fixable{}
	// Every Go file of the directory gets a list, so stale findings clear.
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".go") {
				byFile[filepath.Join(dir, e.Name())] = nil
			}
		}
	}
	for _, f := range res.Findings {
		file := f.Pos.Filename
		content := s.content(file, overlay)
		d := Diagnostic{
			Range:    rangeOf(content, f.Pos, f.Fset.Position(f.End)),
			Severity: 2,
			Code:     f.Category,
			Source:   "annovet",
			Message:  f.Message,
		}
		fx := fixable{diag: d}
		for _, sf := range f.SuggestedFixes {
			edits := map[string][]TextEdit{}
			for _, e := range sf.TextEdits {
				start := f.Fset.Position(e.Pos)
				end := start
				if e.End.IsValid() {
					end = f.Fset.Position(e.End)
				}
				c := s.content(start.Filename, overlay)
				uri := uriOf(start.Filename)
				edits[uri] = append(edits[uri], TextEdit{Range: rangeOf(c, start, end), NewText: string(e.NewText)})
			}
			fx.actions = append(fx.actions, CodeAction{Title: sf.Message, Kind: "quickfix", Diagnostics: []Diagnostic{d}, IsPreferred: true, Edit: WorkspaceEdit{Changes: edits}})
		}
		byFile[file] = append(byFile[file], fx)
	}
	s.mu.Lock()
	for file, fxs := range byFile {
		s.fixes[file] = fxs
	}
	s.mu.Unlock()
	for file, fxs := range byFile {
		diags := []Diagnostic{}
		for _, fx := range fxs {
			diags = append(diags, fx.diag)
		}
		conn.Notify(ctx, "textDocument/publishDiagnostics", map[string]any{"uri": uriOf(file), "diagnostics": diags})
	}
}

func (s *server) content(file string, overlay map[string][]byte) []byte {
	if b, ok := overlay[file]; ok {
		return b
	}
	b, _ := os.ReadFile(file)
	return b
}

// codeActions returns the fixes of the diagnostics that overlap r.
func (s *server) codeActions(path string, r Range) []CodeAction {
	s.mu.Lock()
	defer s.mu.Unlock()
	actions := []CodeAction{}
	for _, fx := range s.fixes[path] {
		if overlaps(fx.diag.Range, r) {
			actions = append(actions, fx.actions...)
		}
	}
	return actions
}

func overlaps(a, b Range) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

func before(p, q Position) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Character < q.Character
}

// rangeOf converts byte positions to LSP positions (0-based lines, UTF-16
// columns).
func rangeOf(content []byte, start, end token.Position) Range {
	if !end.IsValid() || end.Offset < start.Offset {
		end = start
	}
	return Range{Start: posOf(content, start), End: posOf(content, end)}
}

func posOf(content []byte, p token.Position) Position {
	line := p.Line - 1
	if line < 0 {
		line = 0
	}
	lineStart := p.Offset - (p.Column - 1)
	if lineStart < 0 || p.Offset > len(content) || lineStart > p.Offset {
		return Position{Line: line, Character: p.Column - 1}
	}
	return Position{Line: line, Character: len(utf16.Encode([]rune(string(content[lineStart:p.Offset]))))}
}

func pathOf(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	return filepath.FromSlash(u.Path)
}

func uriOf(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// The LSP types annovet uses.
type (
	Position struct {
		Line      int `json:"line"`
		Character int `json:"character"`
	}
	Range struct {
		Start Position `json:"start"`
		End   Position `json:"end"`
	}
	Diagnostic struct {
		Range    Range  `json:"range"`
		Severity int    `json:"severity"`
		Code     string `json:"code"`
		Source   string `json:"source"`
		Message  string `json:"message"`
	}
	TextEdit struct {
		Range   Range  `json:"range"`
		NewText string `json:"newText"`
	}
	WorkspaceEdit struct {
		Changes map[string][]TextEdit `json:"changes"`
	}
	CodeAction struct {
		Title       string        `json:"title"`
		Kind        string        `json:"kind"`
		Diagnostics []Diagnostic  `json:"diagnostics"`
		IsPreferred bool          `json:"isPreferred"`
		Edit        WorkspaceEdit `json:"edit"`
	}
)

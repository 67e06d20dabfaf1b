package lsp

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/passes/annotations"
)

// Config says how the server runs.
type Config struct {
	// VetTool is the annovet executable the go command runs as its vet
	// tool (the running annovet, os.Executable()).
	VetTool string
	// Log receives what goes wrong that the client is not told about.
	Log io.Writer
}

// Serve runs the server on a byte stream (stdin and stdout joined) until the
// client disconnects.
func Serve(ctx context.Context, stream io.ReadWriteCloser, cfg Config) error {
	if cfg.VetTool == "" {
		return fmt.Errorf("no vet tool: the language server analyzes through go vet -vettool")
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &server{
		cfg:     cfg,
		docs:    map[string]*document{},
		results: map[string]*fileResult{},
		pending: map[string]bool{},
		wake:    make(chan struct{}, 1),
	}
	// No jsonrpc2.AsyncHandler: the connection calls Handle for one message
	// after the other, in the order they arrive.
	s.conn = jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(stream, jsonrpc2.VSCodeObjectCodec{}), s)
	go s.work(ctx)
	select {
	case <-s.conn.DisconnectNotify():
	case <-ctx.Done():
		s.conn.Close()
	}
	return nil
}

type server struct {
	conn *jsonrpc2.Conn
	cfg  Config

	mu      sync.Mutex
	docs    map[string]*document   // open documents, by file path
	results map[string]*fileResult // the last analysis's findings, by file path
	pending map[string]bool        // directories waiting for analysis
	wake    chan struct{}          // the worker has something pending
	// documentChanges reports that the client applies versioned edits.
	documentChanges bool
}

// A document is an open file as the client last sent it.
type document struct {
	version int
	text    []byte
}

// A fileResult is what an analysis found in one file.
type fileResult struct {
	// versions are the versions of the open documents the analysis read
	// (files not open were read from disk).
	versions map[string]int
	fixes    []fixable
}

// fixable is a published diagnostic and the code actions that fix it.
type fixable struct {
	diag    Diagnostic
	actions []CodeAction
}

// Handle handles one request or notification. It runs on the connection's
// read loop, so messages are handled in order; analysis is left to the
// worker.
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
		var p struct {
			Capabilities struct {
				Workspace struct {
					WorkspaceEdit struct {
						DocumentChanges bool `json:"documentChanges"`
					} `json:"workspaceEdit"`
				} `json:"workspace"`
			} `json:"capabilities"`
		}
		_ = unmarshal(req, &p) // a client that sends no capabilities gets the defaults
		s.mu.Lock()
		s.documentChanges = p.Capabilities.Workspace.WorkspaceEdit.DocumentChanges
		s.mu.Unlock()
		reply(map[string]any{
			"capabilities": map[string]any{
				"textDocumentSync":   map[string]any{"openClose": true, "change": 1, "save": map[string]any{"includeText": false}},
				"codeActionProvider": map[string]any{"codeActionKinds": []string{"quickfix"}},
			},
			"serverInfo": map[string]any{"name": "annovet"},
		}, nil)
	case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration", "workspace/didChangeWatchedFiles":
	case "shutdown":
		reply(nil, nil)
	case "exit":
		conn.Close()
	case "textDocument/didOpen":
		var p struct {
			TextDocument struct {
				URI     string `json:"uri"`
				Version int    `json:"version"`
				Text    string `json:"text"`
			} `json:"textDocument"`
		}
		if unmarshal(req, &p) != nil {
			return
		}
		path := pathOf(p.TextDocument.URI)
		s.mu.Lock()
		s.docs[path] = &document{version: p.TextDocument.Version, text: []byte(p.TextDocument.Text)}
		s.mu.Unlock()
		s.schedule(filepath.Dir(path))
	case "textDocument/didChange":
		var p struct {
			TextDocument struct {
				URI     string `json:"uri"`
				Version int    `json:"version"`
			} `json:"textDocument"`
			ContentChanges []struct {
				Text string `json:"text"`
			} `json:"contentChanges"`
		}
		if unmarshal(req, &p) != nil || len(p.ContentChanges) == 0 {
			return
		}
		// Full sync: the last change is the whole text. The findings of
		// the last analysis stay published until the next one, but their
		// fixes are for the old text and are no longer offered.
		s.mu.Lock()
		s.docs[pathOf(p.TextDocument.URI)] = &document{version: p.TextDocument.Version, text: []byte(p.ContentChanges[len(p.ContentChanges)-1].Text)}
		s.mu.Unlock()
	case "textDocument/didSave":
		var p struct {
			TextDocument struct{ URI string } `json:"textDocument"`
		}
		if unmarshal(req, &p) == nil {
			s.schedule(filepath.Dir(pathOf(p.TextDocument.URI)))
		}
	case "textDocument/didClose":
		var p struct {
			TextDocument struct{ URI string } `json:"textDocument"`
		}
		if unmarshal(req, &p) == nil {
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

// schedule asks the worker to analyze the package in dir. A directory
// already waiting is analyzed once, on the text current when it starts.
func (s *server) schedule(dir string) {
	s.mu.Lock()
	s.pending[dir] = true
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// work analyzes the pending directories, one at a time, until ctx is done.
func (s *server) work(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.wake:
		}
		for {
			s.mu.Lock()
			var dir string
			if len(s.pending) > 0 {
				dir = slices.Min(slices.Collect(maps.Keys(s.pending)))
				delete(s.pending, dir)
			}
			s.mu.Unlock()
			if dir == "" || ctx.Err() != nil {
				break
			}
			s.analyze(ctx, dir)
		}
	}
}

// analyze runs the suite on the package in dir, on a snapshot of the open
// documents, and publishes the findings of every file of it (an empty list
// clears old ones).
func (s *server) analyze(ctx context.Context, dir string) {
	s.mu.Lock()
	overlay := map[string][]byte{}
	versions := map[string]int{}
	for p, d := range s.docs {
		overlay[p] = d.text
		versions[p] = d.version
	}
	documentChanges := s.documentChanges
	s.mu.Unlock()

	res, err := vet(ctx, s.cfg.VetTool, dir, overlay)
	if err != nil {
		if ctx.Err() == nil {
			fmt.Fprintf(s.cfg.Log, "annovet lsp: %s: %v\n", dir, err)
		}
		return
	}
	content := func(file string) []byte {
		if b, ok := overlay[file]; ok {
			return b
		}
		b, _ := os.ReadFile(file)
		return b
	}
	byFile := map[string][]fixable{}
	// Every Go file of the directory gets a list, so stale findings clear.
	if entries, err := os.ReadDir(dir); err == nil {
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".go") {
				byFile[filepath.Join(dir, e.Name())] = nil
			}
		}
	}
	for _, f := range res.findings {
		d := Diagnostic{
			Range:    rangeAt(content(f.file), f.start, f.end),
			Severity: severityWarning,
			Code:     f.category,
			Source:   "annovet",
			Message:  f.message,
		}
		if c, ok := checks.Lookup(f.category); ok {
			d.CodeDescription = &CodeDescription{Href: c.URL()}
		}
		fx := fixable{diag: d}
		for _, sf := range f.fixes {
			edits := map[string][]TextEdit{}
			for _, e := range sf.edits {
				edits[e.file] = append(edits[e.file], TextEdit{Range: rangeAt(content(e.file), e.start, e.end), NewText: e.text})
			}
			fx.actions = append(fx.actions, CodeAction{
				Title:       sf.message,
				Kind:        "quickfix",
				Diagnostics: []Diagnostic{d},
				IsPreferred: preferred[f.category],
				Edit:        workspaceEdit(edits, versions, documentChanges),
			})
		}
		byFile[f.file] = append(byFile[f.file], fx)
	}
	if res.failure != nil {
		if file, d := failureDiagnostic(dir, res.failure, versions, content); file != "" {
			byFile[file] = append(byFile[file], fixable{diag: d})
		}
	}

	s.mu.Lock()
	for file, fxs := range byFile {
		s.results[file] = &fileResult{versions: versions, fixes: fxs}
	}
	s.mu.Unlock()
	for _, file := range slices.Sorted(maps.Keys(byFile)) {
		diags := []Diagnostic{}
		for _, fx := range byFile[file] {
			diags = append(diags, fx.diag)
		}
		params := map[string]any{"uri": uriOf(file), "diagnostics": diags}
		if v, ok := versions[file]; ok {
			params["version"] = v
		}
		s.conn.Notify(ctx, "textDocument/publishDiagnostics", params)
	}
}

// preferred are the checks whose fix writes the tool's whole target
// annotations: the one action an editor may apply without asking. Other
// fixes decide part of a tool and can compete.
var preferred = map[string]bool{annotations.Missing: true}

// workspaceEdit builds the edit of a code action, each file's edits tied to
// the version of the document they were computed on.
func workspaceEdit(edits map[string][]TextEdit, versions map[string]int, documentChanges bool) WorkspaceEdit {
	var w WorkspaceEdit
	for _, file := range slices.Sorted(maps.Keys(edits)) {
		if !documentChanges {
			if w.Changes == nil {
				w.Changes = map[string][]TextEdit{}
			}
			w.Changes[uriOf(file)] = edits[file]
			continue
		}
		id := VersionedTextDocumentIdentifier{URI: uriOf(file)}
		if v, ok := versions[file]; ok {
			id.Version = &v
		}
		w.DocumentChanges = append(w.DocumentChanges, TextDocumentEdit{TextDocument: id, Edits: edits[file]})
	}
	return w
}

// failureDiagnostic says why the package in dir was not analyzed: at the
// error when it is in a file of the directory, else at the start of the
// directory's first open document (or first Go file).
func failureDiagnostic(dir string, f *failure, versions map[string]int, content func(string) []byte) (string, Diagnostic) {
	file, line, col := f.file, f.line, f.col
	if filepath.Dir(file) != dir || line == 0 {
		file, line, col = "", 1, 1
		for _, p := range slices.Sorted(maps.Keys(versions)) {
			if filepath.Dir(p) == dir {
				file = p
				break
			}
		}
		if file == "" {
			matches, _ := filepath.Glob(filepath.Join(dir, "*.go"))
			if len(matches) == 0 {
				return "", Diagnostic{}
			}
			file = matches[0]
		}
	}
	text := content(file)
	start := offsetOf(text, line, col)
	end := start
	if i := bytes.IndexByte(text[start:], '\n'); i >= 0 {
		end = start + i
	} else {
		end = len(text)
	}
	return file, Diagnostic{
		Range:    rangeAt(text, start, end),
		Severity: severityWarning,
		Code:     "load",
		Source:   "annovet",
		Message:  "annovet could not analyze this package, so it has no findings for it until this is fixed: " + f.text,
	}
}

// codeActions returns the fixes of the diagnostics that overlap r, when the
// documents they edit are still at the versions the analysis read; after an
// unsaved edit, there is nothing to offer until the next analysis.
func (s *server) codeActions(path string, r Range) []CodeAction {
	s.mu.Lock()
	defer s.mu.Unlock()
	actions := []CodeAction{}
	res := s.results[path]
	if res == nil || !s.current(res.versions, path) {
		return actions
	}
	for _, fx := range res.fixes {
		if !overlaps(fx.diag.Range, r) {
			continue
		}
		for _, a := range fx.actions {
			if s.editsCurrent(a.Edit, res.versions) {
				actions = append(actions, a)
			}
		}
	}
	return actions
}

// current reports whether the open document at path is at the version
// versions recorded (a document not open then must not be open now).
func (s *server) current(versions map[string]int, path string) bool {
	d, open := s.docs[path]
	v, was := versions[path]
	if !open || !was {
		return open == was
	}
	return d.version == v
}

// editsCurrent reports whether every document an edit changes is current.
func (s *server) editsCurrent(w WorkspaceEdit, versions map[string]int) bool {
	for uri := range w.Changes {
		if !s.current(versions, pathOf(uri)) {
			return false
		}
	}
	for _, e := range w.DocumentChanges {
		if !s.current(versions, pathOf(e.TextDocument.URI)) {
			return false
		}
	}
	return true
}

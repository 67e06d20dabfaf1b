package lsp_test

import (
	"context"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/sourcegraph/jsonrpc2"

	"github.com/annovet/annovet/internal/lsp"
	"github.com/annovet/annovet/internal/testenv"
)

// client collects the diagnostics the server publishes.
type client struct {
	published chan json.RawMessage
}

func (c *client) Handle(ctx context.Context, conn *jsonrpc2.Conn, req *jsonrpc2.Request) {
	if req.Method == "textDocument/publishDiagnostics" && req.Params != nil {
		c.published <- *req.Params
	}
}

// TestFixRoundTrip speaks LSP to the server: initialize, didOpen, wait for
// publishDiagnostics, ask for the code actions at a finding, apply the
// quick fix, and check the fixed text.
func TestFixRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("loads packages")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	serverSide, clientSide := net.Pipe()
	go lsp.Serve(ctx, serverSide, os.Stderr)
	c := &client{published: make(chan json.RawMessage, 16)}
	conn := jsonrpc2.NewConn(ctx, jsonrpc2.NewBufferedStream(clientSide, jsonrpc2.VSCodeObjectCodec{}), c)
	defer conn.Close()

	var init struct {
		Capabilities struct {
			CodeActionProvider any `json:"codeActionProvider"`
		} `json:"capabilities"`
	}
	if err := conn.Call(ctx, "initialize", map[string]any{"processId": nil, "rootUri": nil, "capabilities": map[string]any{}}, &init); err != nil {
		t.Fatal(err)
	}
	if init.Capabilities.CodeActionProvider == nil {
		t.Fatal("the server does not offer code actions")
	}
	conn.Notify(ctx, "initialized", map[string]any{})

	path := filepath.Join(testenv.Src(), "annotations", "missing", "missing.go")
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	uri := "file://" + filepath.ToSlash(path)
	conn.Notify(ctx, "textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": string(text)}})

	var diags []lsp.Diagnostic
	for diags == nil {
		select {
		case raw := <-c.published:
			var p struct {
				URI         string           `json:"uri"`
				Diagnostics []lsp.Diagnostic `json:"diagnostics"`
			}
			if err := json.Unmarshal(raw, &p); err != nil {
				t.Fatal(err)
			}
			if p.URI == uri {
				diags = p.Diagnostics
			}
		case <-ctx.Done():
			t.Fatal("no diagnostics published for the opened file")
		}
	}
	var target *lsp.Diagnostic
	for i, d := range diags {
		if d.Code == "missing" && strings.Contains(d.Message, `tool "read_file"`) {
			target = &diags[i]
		}
	}
	if target == nil {
		t.Fatalf("no missing finding for read_file among %d diagnostics", len(diags))
	}

	var actions []lsp.CodeAction
	if err := conn.Call(ctx, "textDocument/codeAction", map[string]any{"textDocument": map[string]any{"uri": uri}, "range": target.Range, "context": map[string]any{"diagnostics": []any{target}}}, &actions); err != nil {
		t.Fatal(err)
	}
	if len(actions) == 0 {
		t.Fatal("no code action for the finding")
	}
	fixed := apply(t, string(text), actions[0].Edit.Changes[uri])
	want := `gomcp.AddTool(s, &gomcp.Tool{Name: "read_file", Title: "Read File", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}, readFile)`
	if !strings.Contains(fixed, want) {
		t.Errorf("the quick fix does not produce\n%s\ngot:\n%s", want, fixed)
	}
	conn.Call(ctx, "shutdown", nil, nil)
}

// apply applies LSP text edits (ASCII text: UTF-16 columns are bytes).
func apply(t *testing.T, text string, edits []lsp.TextEdit) string {
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
	if len(edits) == 0 {
		t.Fatal("the code action has no edits for the file")
	}
	return text
}

// Package registrar registers its tools through a helper that builds each
// from its parameters; a finding about a tool is reported at the call that
// registers it, naming the table entry that sets the hint.
package registrar

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}

var annotations = map[string]*mcp.ToolAnnotations{
	"list_items":  readOnly,
	"prune_items": readOnly,
}

func addTool[In any](s *mcp.Server, name, title, description string, h func(context.Context, In) (string, error)) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Title: title, Description: description, Annotations: annotations[name]},
		func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
			text, err := h(ctx, in)
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, err
		})
}

type in struct{}

func list(context.Context, in) (string, error) {
	entries, err := os.ReadDir(".")
	return string(rune(len(entries))), err
}

func prune(context.Context, in) (string, error) { return "", os.RemoveAll("cache") }

func Register(s *mcp.Server) {
	addTool(s, "list_items", "List Items", "Lists the items.", list)
	addTool(s, "prune_items", "Prune Items", "Prunes the items.", prune) // want `tool "prune_items" is marked read-only, but its handler deletes: registrar.prune -> os.RemoveAll; .* \(readOnlyHint set at registrar.go:13\)`
}

// Package registrar registers its tools through helpers of its own that
// build each tool from their parameters (its name, its entry in a table of
// annotations, the handler a closure forwards to) and register it: each
// call of a helper registers the tool the call names.
package registrar

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Result struct{ Text string }

func render(r *Result) *mcp.CallToolResult {
	if r == nil {
		return nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: r.Text}}}
}

var (
	readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true}
	deletes  = &mcp.ToolAnnotations{DestructiveHint: new(true), IdempotentHint: true}
)

// annotations classifies the tools; a tool absent from it has none.
var annotations = map[string]*mcp.ToolAnnotations{
	"list_items":  readOnly,
	"delete_item": deletes,
	"count_items": readOnly,
}

func addTool[In any](s *mcp.Server, name, description string, h func(context.Context, In) (*Result, error)) {
	mcp.AddTool(s, &mcp.Tool{Name: name, Description: description, Annotations: annotations[name]},
		func(ctx context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
			res, err := h(ctx, in)
			return render(res), nil, err
		})
}

// addCounted passes its own parameters on to addTool: a helper too.
func addCounted[In any](s *mcp.Server, name string, h func(context.Context, In) (*Result, error)) {
	addTool(s, name, "Counts "+name+".", h)
}

// addFixed names its tool itself; the parameter only changes its
// annotations, so the tool is built and registered here.
func addFixed(s *mcp.Server, ann *mcp.ToolAnnotations) {
	mcp.AddTool(s, &mcp.Tool{Name: "fixed", Annotations: ann}, handleFixed) // want `go-sdk tool "fixed" title=<\?> readOnly=\? .*unknown` `bind "fixed" -> handleFixed \(AddTool\)`
}

type listIn struct{}

type deleteIn struct {
	ID string `json:"id"`
}

func list(context.Context, listIn) (*Result, error)     { return &Result{Text: "items"}, nil }
func remove(context.Context, deleteIn) (*Result, error) { return &Result{}, nil }

func handleFixed(context.Context, *mcp.CallToolRequest, listIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func Register(s *mcp.Server) {
	addTool(s, "list_items", "Lists the items.", list)    // want `^go-sdk tool "list_items" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `bind "list_items" -> list \(AddTool\)`
	addTool(s, "delete_item", "Deletes an item.", remove) // want `^go-sdk tool "delete_item" title=- readOnly=- destructive=true idempotent=true openWorld=-$` `bind "delete_item" -> remove \(AddTool\)`
	addTool(s, "unlisted", "Not in the table.", list)     // want `^go-sdk tool "unlisted" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `bind "unlisted"`
	addCounted(s, "count_items", list)                    // want `^go-sdk tool "count_items" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `bind "count_items"`
	addFixed(s, readOnly)
}

// AddCounted is addCounted for other packages.
func AddCounted[In any](s *mcp.Server, name string, h func(context.Context, In) (*Result, error)) {
	addCounted(s, name, h)
}

// List is list for other packages.
func List(ctx context.Context, in struct{}) (*Result, error) { return &Result{Text: "more"}, nil }

// Def registers the tool its field names, and is called through the Module
// interface, which annovet does not follow to it: the registration stays
// in place, its name unknown, rather than being lost.
type Def struct{ name string }

type Module interface{ Register(*mcp.Server) }

func (d *Def) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: d.name}, handleFixed) // want `^go-sdk tool "<\?d\.name>" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `bind "<\?d\.name>" -> handleFixed`
}

func RegisterModules(s *mcp.Server, ms []Module) {
	for _, m := range ms {
		m.Register(s)
	}
}

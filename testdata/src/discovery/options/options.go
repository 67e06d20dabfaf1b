// Package options shows how discovery follows a project's own layer over
// go-sdk: a constructor that applies the project's options in a loop,
// options that set hints through a helper, options that only touch the
// schema, options that call other options, and fields set after
// construction.
package options

import (
	"context"
	"errors"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Tool = mcp.Tool

// ToolOption configures a Tool, as mcp-go's options do.
type ToolOption func(*Tool)

// NewTool builds a tool and applies the options by hand.
func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{
		Name:        name,
		InputSchema: &jsonschema.Schema{Type: "object"},
		Annotations: &mcp.ToolAnnotations{},
	}
	for _, opt := range opts {
		opt(&t)
	}
	return t
}

// annotations returns the tool's annotations, creating them first.
func annotations(t *Tool) *mcp.ToolAnnotations {
	if t.Annotations == nil {
		t.Annotations = &mcp.ToolAnnotations{}
	}
	return t.Annotations
}

func WithReadOnly(v bool) ToolOption {
	return func(t *Tool) { annotations(t).ReadOnlyHint = v }
}

func WithDestructive(v bool) ToolOption {
	return func(t *Tool) { annotations(t).DestructiveHint = &v }
}

func WithOpenWorld(v bool) ToolOption {
	return func(t *Tool) {
		a := t.Annotations
		a.OpenWorldHint = &v
	}
}

func WithTitle(s string) ToolOption {
	return func(t *Tool) { t.Title = s }
}

// WithPaging touches only the schema.
func WithPaging() ToolOption {
	return func(t *Tool) {
		t.InputSchema = &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{"page": {Type: "number"}}}
	}
}

// Safe calls other options on its parameter.
func Safe() ToolOption {
	return func(t *Tool) {
		WithReadOnly(true)(t)
		WithDestructive(false)(t)
	}
}

// local is a named function of the option type.
func local(t *Tool) { annotations(t).OpenWorldHint = new(false) }

// markSafe is a helper that sets hints on the tool it is given.
func markSafe(t *mcp.Tool, open bool) {
	t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: &open}
}

type In struct{}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// build returns a zero tool on its error path: that is no tool.
func build(name string) (*mcp.Tool, error) {
	if name == "" {
		return &mcp.Tool{}, errors.New("no name")
	}
	return &mcp.Tool{Name: name}, nil
}

func Register(s *mcp.Server, opaque ToolOption) {
	list := NewTool("list_items", WithTitle("List Items"), WithReadOnly(true), WithOpenWorld(false), WithPaging()) // want `go-sdk tool "list_items" title=- readOnly=true destructive=- idempotent=- openWorld=false`
	mcp.AddTool(s, &list, handle)                                                                                  // want `bind "list_items" -> handle \(AddTool\)`

	paged := NewTool("paged", WithPaging()) // want `go-sdk tool "paged" title=- readOnly=- destructive=- idempotent=- openWorld=-`
	mcp.AddTool(s, &paged, handle)          // want `bind "paged" -> handle \(AddTool\)`

	safe := NewTool("safe", Safe(), local) // want `go-sdk tool "safe" title=- readOnly=true destructive=false idempotent=- openWorld=false`
	mcp.AddTool(s, &safe, handle)          // want `bind "safe" -> handle \(AddTool\)`

	unknown := NewTool("opaque", opaque) // want `go-sdk tool "opaque" title=- readOnly=\? destructive=\? idempotent=\? openWorld=\?; unknown: an option annovet cannot resolve \(\?opaque\)`
	mcp.AddTool(s, &unknown, handle)     // want `bind "opaque" -> handle \(AddTool\)`

	later := &mcp.Tool{Name: "later"} // want `go-sdk tool "later" title=- readOnly=true destructive=false idempotent=- openWorld=-`
	later.Title = "Later"
	later.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
	later.Annotations.DestructiveHint = new(false)
	mcp.AddTool(s, later, handle) // want `bind "later" -> handle \(AddTool\)`

	helped := &mcp.Tool{Name: "helped"} // want `go-sdk tool "helped" title=- readOnly=true destructive=- idempotent=- openWorld=false`
	markSafe(helped, false)
	mcp.AddTool(s, helped, handle) // want `bind "helped" -> handle \(AddTool\)`

	if t, err := build("built"); err == nil { // want `go-sdk tool "built" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
		mcp.AddTool(s, t, handle) // want `bind "built" -> handle \(AddTool\)`
	}

	// A template copied and filled: only the filled copy is a tool.
	template := mcp.Tool{Description: "shared"} // want `go-sdk tool "copied" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
	copied := template
	copied.Name = "copied"
	mcp.AddTool(s, &copied, handle) // want `bind "copied" -> handle \(AddTool\)`
}

// toolOpts is a project's struct of tool settings.
type toolOpts struct {
	name     string
	readOnly bool
}

func fromOpts(o toolOpts) *mcp.Tool {
	return &mcp.Tool{Name: o.name, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: o.readOnly}}
}

func RegisterFromOpts(s *mcp.Server) {
	mcp.AddTool(s, fromOpts(toolOpts{name: "from_opts", readOnly: true}), handle) // want `go-sdk tool "from_opts" title=- readOnly=true destructive=- idempotent=- openWorld=-` `bind "from_opts" -> handle \(AddTool\)`
}

// Package keyed publishes its tools as a library: each tool's annotations
// and title sit in package-level maps keyed by the tool's name, behind
// overrides an importer may set (an option of the toolkit, a per-call
// configuration). The tools are what the project wrote, the defaults; an
// override nobody in the package sets is its supplier's.
package keyed

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Name string

const (
	List   Name = "list_items"
	Delete Name = "delete_item"
	Rename Name = "rename_item"
	Audit  Name = "audit_items"
	Stats  Name = "item_stats"
)

var defaults = map[Name]*mcp.ToolAnnotations{
	List:   {ReadOnlyHint: true, OpenWorldHint: new(false)},
	Delete: {DestructiveHint: new(true), OpenWorldHint: new(false)},
}

var titles = map[Name]string{
	List:   "List Items",
	Delete: "Delete Item",
}

// written is changed at run time besides its literal: its entries are not
// known.
var written = map[Name]*mcp.ToolAnnotations{
	Audit: {ReadOnlyHint: true},
}

func init() { written[Audit] = &mcp.ToolAnnotations{} }

type Toolkit struct {
	overrides map[Name]*mcp.ToolAnnotations
	forced    map[Name]*mcp.ToolAnnotations
}

// Option configures a Toolkit: importers call it.
type Option func(*Toolkit)

// WithAnnotations overrides the defaults of some tools.
func WithAnnotations(m map[Name]*mcp.ToolAnnotations) Option {
	return func(t *Toolkit) {
		for n, a := range m {
			t.overrides[n] = a
		}
	}
}

func New(opts ...Option) *Toolkit {
	t := &Toolkit{overrides: make(map[Name]*mcp.ToolAnnotations), forced: make(map[Name]*mcp.ToolAnnotations)}
	// The package fills forced itself: that override is not an importer's.
	t.forced[Stats] = &mcp.ToolAnnotations{ReadOnlyHint: true}
	for _, o := range opts {
		o(t)
	}
	return t
}

type config struct {
	annotations *mcp.ToolAnnotations
	title       *string
}

func (t *Toolkit) annotations(name Name, cfg *config) *mcp.ToolAnnotations {
	if cfg != nil && cfg.annotations != nil {
		return cfg.annotations
	}
	if a, ok := t.overrides[name]; ok {
		return a
	}
	return defaults[name]
}

func (t *Toolkit) title(name Name, cfg *config) string {
	if cfg != nil && cfg.title != nil {
		return *cfg.title
	}
	return titles[name]
}

func (t *Toolkit) statsAnnotations() *mcp.ToolAnnotations {
	if a, ok := t.forced[Stats]; ok {
		return a
	}
	return defaults[Stats]
}

type in struct{}

func handle(context.Context, *mcp.CallToolRequest, in) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func (t *Toolkit) registerList(s *mcp.Server, cfg *config) {
	mcp.AddTool(s, &mcp.Tool{Name: string(List), Title: t.title(List, cfg), Annotations: t.annotations(List, cfg)}, handle) // want `^go-sdk tool "list_items" title=- readOnly=true destructive=- idempotent=- openWorld=false$` `bind "list_items"`
}

func (t *Toolkit) registerDelete(s *mcp.Server, cfg *config) {
	mcp.AddTool(s, &mcp.Tool{Name: string(Delete), Title: t.title(Delete, cfg), Annotations: t.annotations(Delete, cfg)}, handle) // want `^go-sdk tool "delete_item" title=- readOnly=- destructive=true idempotent=- openWorld=false$` `bind "delete_item"`
}

// rename_item has no entry: its annotations are the map's zero value, nil.
func (t *Toolkit) registerRename(s *mcp.Server, cfg *config) {
	mcp.AddTool(s, &mcp.Tool{Name: string(Rename), Title: t.title(Rename, cfg), Annotations: t.annotations(Rename, cfg)}, handle) // want `^go-sdk tool "rename_item" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `bind "rename_item"`
}

// Register adds the named tools; RegisterWith lets the caller override one.
func (t *Toolkit) Register(s *mcp.Server, names ...Name) {
	for _, n := range names {
		t.registerTool(s, n, nil)
	}
}

func (t *Toolkit) RegisterWith(s *mcp.Server, n Name, cfg *config) { t.registerTool(s, n, cfg) }

func (t *Toolkit) registerTool(s *mcp.Server, n Name, cfg *config) {
	switch n {
	case List:
		t.registerList(s, cfg)
	case Delete:
		t.registerDelete(s, cfg)
	case Rename:
		t.registerRename(s, cfg)
	}
}

func (t *Toolkit) RegisterMore(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: string(Audit), Title: "Audit Items", Annotations: written[Audit]}, handle)      // want `go-sdk tool "audit_items" title=<\?> readOnly=\? .*unknown: .*a map the package writes` `bind "audit_items"`
	mcp.AddTool(s, &mcp.Tool{Name: string(Stats), Title: "Item Stats", Annotations: t.statsAnnotations()}, handle) // want `go-sdk tool "item_stats" title=<\?> readOnly=\? .*unknown` `bind "item_stats"`
}

// annOr returns a unless it is nil: an override, but one of a parameter,
// which the package's own code may choose (addPurge's caller does).
func annOr(a *mcp.ToolAnnotations) *mcp.ToolAnnotations {
	if a != nil {
		return a
	}
	return &mcp.ToolAnnotations{ReadOnlyHint: true}
}

func addPurge(s *mcp.Server, ann *mcp.ToolAnnotations) {
	mcp.AddTool(s, &mcp.Tool{Name: "purge_items", Annotations: annOr(ann)}, handle) // want `go-sdk tool "purge_items" title=<\?> readOnly=\? .*unknown` `bind "purge_items"`
}

func RegisterPurge(s *mcp.Server) { addPurge(s, &mcp.ToolAnnotations{DestructiveHint: new(true)}) }

// shared is handed to a function, which may write it: its entries are not
// known either.
var shared = map[Name]*mcp.ToolAnnotations{
	Audit: {ReadOnlyHint: true},
}

func fill(m map[Name]*mcp.ToolAnnotations) { m[Audit] = &mcp.ToolAnnotations{} }

func init() { fill(shared) }

func RegisterShared(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "audit_shared", Annotations: shared[Audit]}, handle) // want `go-sdk tool "audit_shared" title=<\?> readOnly=\? .*unknown: .*a map the package writes` `bind "audit_shared"`
}

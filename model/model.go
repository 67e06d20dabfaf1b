// Package model is annovet's one model of an MCP tool, shared by every pass.
//
// A Tool records what the source decides about a tool: its name, title,
// description, each of the four hints as an explicitly typed field, its
// handler and the SDK that built it. The SDK adapters (package sdk) map each
// SDK's spelling onto this model; the checks read only the model.
//
// There is deliberately no open map of hints: a misspelled key in such a map
// is exactly the bug annovet hunts. A HintName is one of four constants, and
// Annotations has one field per hint.
package model

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
)

// SDK names the Go MCP SDK that built a tool, as printed by annovet inventory.
type SDK string

// HintName is one of the four boolean hints of the MCP spec.
type HintName int

const (
	ReadOnly HintName = iota
	Destructive
	Idempotent
	OpenWorld
)

// Hints lists every hint, in the order the spec and annovet print them.
var Hints = [...]HintName{ReadOnly, Destructive, Idempotent, OpenWorld}

// Wire returns the hint's key in the tools/list JSON ("readOnlyHint").
func (h HintName) Wire() string {
	switch h {
	case ReadOnly:
		return "readOnlyHint"
	case Destructive:
		return "destructiveHint"
	case Idempotent:
		return "idempotentHint"
	case OpenWorld:
		return "openWorldHint"
	}
	return fmt.Sprintf("HintName(%d)", int(h))
}

func (h HintName) String() string { return h.Wire() }

// Default is the value a client assumes when the hint is absent. The spec's
// defaults assume the worst: not read-only, destructive, not idempotent,
// open-world.
func (h HintName) Default() bool {
	return h == Destructive || h == OpenWorld
}

// TitleKey is the wire key of the annotations title.
const TitleKey = "title"

// WireKeys are the only valid keys of a tool's annotations object.
var WireKeys = [...]string{TitleKey, "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"}

// Hint is one hint as the source decides it.
type Hint struct {
	Set      bool     // the source decides this hint (an option, a field, a default a constructor pre-fills)
	Known    bool     // the value is a compile-time constant; Value is meaningful
	Value    bool     // the value, when Known
	Implicit bool     // set by an SDK constructor's defaults, not by the author
	At       Position // where it was set: the field, option or argument
}

// Is reports whether the hint is set to the constant v.
func (h Hint) Is(v bool) bool { return h.Set && h.Known && h.Value == v }

// String renders the hint for facts and test output: "true", "false", "?" (set
// to an unknown value) or "-" (not set).
func (h Hint) String() string {
	switch {
	case !h.Set:
		return "-"
	case !h.Known:
		return "?"
	case h.Implicit:
		return fmt.Sprintf("%t(default)", h.Value)
	}
	return fmt.Sprint(h.Value)
}

// Text is a string-valued field (name, title, description).
type Text struct {
	Set   bool
	Known bool   // Value is a compile-time constant
	Value string // the constant, or the source expression when not Known
	At    Position
}

func (t Text) String() string {
	switch {
	case !t.Set:
		return "-"
	case !t.Known:
		return "<" + t.Value + ">"
	}
	return fmt.Sprintf("%q", t.Value)
}

// Annotations is the annotations object of a tool.
type Annotations struct {
	Title       Text
	ReadOnly    Hint
	Destructive Hint
	Idempotent  Hint
	OpenWorld   Hint
}

// Hint returns a pointer to the field for h.
func (a *Annotations) Hint(h HintName) *Hint {
	switch h {
	case ReadOnly:
		return &a.ReadOnly
	case Destructive:
		return &a.Destructive
	case Idempotent:
		return &a.Idempotent
	case OpenWorld:
		return &a.OpenWorld
	}
	panic(fmt.Sprintf("model: unknown hint %d", int(h)))
}

// Get returns a copy of the field for h.
func (a Annotations) Get(h HintName) Hint { return *a.Hint(h) }

func (a Annotations) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "title=%s", a.Title)
	for _, h := range Hints {
		fmt.Fprintf(&b, " %s=%s", strings.TrimSuffix(h.Wire(), "Hint"), a.Get(h))
	}
	return b.String()
}

// Position is a source position that survives the trip across packages in a
// fact: Pos is valid only in the package that set it, File/Line/Col always.
type Position struct {
	Pos  token.Pos `json:"-"`
	File string
	Line int
	Col  int
}

// NewPosition records pos in fset.
func NewPosition(fset *token.FileSet, pos token.Pos) Position {
	if !pos.IsValid() {
		return Position{}
	}
	p := fset.Position(pos)
	return Position{Pos: pos, File: p.Filename, Line: p.Line, Col: p.Column}
}

// IsValid reports whether the position is known.
func (p Position) IsValid() bool { return p.Line > 0 }

func (p Position) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Foreign returns the position as seen from another package: the token.Pos is
// dropped, since it means nothing in another package's file set.
func (p Position) Foreign() Position { p.Pos = token.NoPos; return p }

// Origin says how a tool was built, which decides what the SDK sends for the
// hints the source leaves unset.
type Origin int

const (
	Literal     Origin = iota // a struct literal of the SDK's tool type
	Constructor               // an SDK constructor that pre-fills annotations (mcp-go NewTool)
	RawSchema                 // an SDK constructor without annotation options (mcp-go NewToolWithRawSchema)
)

// Tool is one MCP tool as the source builds it.
type Tool struct {
	SDK SDK
	// SDKVersion is the release of the SDK the module builds with
	// ("v1.6.1"), or "" when annovet cannot tell (a replaced or vendored
	// module, a build without module information).
	SDKVersion  string
	Origin      Origin
	Name        Text
	Title       Text // the tool's own title (Tool.Title); the annotations title is in Annotations
	Description Text
	// HasAnnotations reports whether the source attaches an annotations
	// object at all (go-sdk: a non-nil Annotations; mcp-go: any annotation
	// option or field). AnnotationsAt is where.
	HasAnnotations bool
	AnnotationsAt  Position
	Annotations    Annotations
	// Resets lists the places where a whole annotations value replaced hints
	// set before it (mcp-go WithToolAnnotation after With*HintAnnotation).
	Resets []Reset
	// Unknown says what annovet could not resolve about the tool (an option
	// from a function value, annotations from a call it cannot follow).
	Unknown []string
	At      Position // the construction: the literal or constructor call

	syntax *Syntax // where the tool can be edited; nil outside the constructing package
}

// A Reset is a whole-annotations replacement that discarded earlier hints.
type Reset struct {
	At   Position
	Lost []HintName
}

// Syntax holds the source nodes a suggested fix edits. It is kept only in the
// package that constructed the tool and never crosses a package boundary.
type Syntax struct {
	File *ast.File
	// Construction is the tool's composite literal or constructor call.
	Construction ast.Expr
	// Annotations is the annotations composite literal written inline in the
	// construction, if any.
	Annotations *ast.CompositeLit
	// Hints holds, for each hint the source sets, the node that sets it (a
	// KeyValueExpr or an option CallExpr), when it is in this package.
	Hints [len(Hints)]ast.Node
	// Options are the option arguments written inline in a constructor call,
	// when the constructor takes options and none is spread from a slice.
	Options []ast.Expr
	// OptionsClosed reports whether every option is written inline, so that a
	// new option can be appended to the call.
	OptionsClosed bool
	// ProjectHintOptions and ProjectTitleOption are, when the construction
	// is a call of a project's own constructor that takes options, the
	// project's option functions that set one hint (or the title) from
	// their one argument (api.WithReadOnlyHint(v)): what a fix appends when
	// the SDK's options cannot be passed to that constructor.
	ProjectHintOptions [len(Hints)]Func
	ProjectTitleOption Func
	// Shared reports that the construction builds several tools (a helper
	// called with different names, a definition decoded from data): an
	// edit there would change them all, so fixes leave it alone.
	Shared bool
}

// Func names a package-level function.
type Func struct{ Path, Name string }

// IsZero reports whether f names no function.
func (f Func) IsZero() bool { return f.Name == "" }

// Syntax returns the editable source of the tool, or nil.
func (t *Tool) Syntax() *Syntax { return t.syntax }

// SetSyntax attaches the editable source of the tool.
func (t *Tool) SetSyntax(s *Syntax) { t.syntax = s }

// Key identifies a tool across packages: where it is built and its name,
// since a table built in one place holds one tool per element.
func (t *Tool) Key() string { return t.At.String() + "\x00" + t.DisplayName() }

// DisplayName is the tool's name for messages: the constant name, or the
// source expression in angle brackets.
func (t *Tool) DisplayName() string {
	if t.Name.Known {
		return t.Name.Value
	}
	if t.Name.Value != "" {
		return "<" + t.Name.Value + ">"
	}
	return "<unnamed>"
}

// AnyTitle reports the title a client would show, tool title first.
func (t *Tool) AnyTitle() Text {
	if t.Title.Set {
		return t.Title
	}
	return t.Annotations.Title
}

func (t *Tool) String() string {
	s := fmt.Sprintf("%s tool %q %s", t.SDK, t.DisplayName(), t.Annotations)
	if !t.HasAnnotations {
		s += " (no annotations)"
	}
	return s
}

// Handler is the function that serves a tool's calls, resolved as far as the
// source allows.
type Handler struct {
	Name string   // for messages: "handleSave", "(*Server).save", "func literal"
	At   Position // the handler expression where the tool is bound to it

	// Exactly one of Func, Lit, Via is set when the handler is resolved.
	Func *types.Func   // a named function, or the method of a method value
	Lit  *ast.FuncLit  // a function literal in this package
	Via  *types.Func   // a closure returned by a call to Via...
	Call *ast.CallExpr // ...this call, in this package (nil when the call is in another package)
}

// Resolved reports whether annovet knows which code serves the tool.
func (h *Handler) Resolved() bool {
	return h != nil && (h.Func != nil || h.Lit != nil || h.Via != nil)
}

func (h *Handler) String() string {
	if h == nil {
		return "<none>"
	}
	return h.Name
}

// Binding ties a tool to its handler: an AddTool call, a ServerTool literal,
// a constructor returning both. Checks that compare what a tool declares with
// what its handler does run over bindings.
type Binding struct {
	Tool    *Tool
	Handler *Handler
	At      Position // the call or literal that binds them
	How     string   // "AddTool", "ServerTool", ...
	// Server identifies the server a registration adds the tool to (its
	// variable and where it was declared); empty when unknown.
	Server string
	// Registered reports whether the binding reaches a server registration
	// in this package (a ServerTool literal may be registered elsewhere).
	Registered bool
	// BoundElsewhere reports that the package that built the tool already
	// bound it to this handler (a ServerTool returned by a constructor), so
	// the checks of that package cover it.
	BoundElsewhere bool
	// ByType, when set, names the adapter of the project's tool type that
	// binds this tool: a registration takes values of the type that
	// annovet cannot follow one by one, so the tool is bound to the
	// handler its value holds, and Registered stays false.
	ByType string
}

// Foreign returns a copy of t as another package sees it: positions without
// token.Pos, and no syntax.
func (t *Tool) Foreign() *Tool {
	c := *t
	c.syntax = nil
	c.At = c.At.Foreign()
	c.AnnotationsAt = c.AnnotationsAt.Foreign()
	c.Name.At = c.Name.At.Foreign()
	c.Title.At = c.Title.At.Foreign()
	c.Description.At = c.Description.At.Foreign()
	c.Annotations = c.Annotations.Foreign()
	c.Resets = append([]Reset(nil), t.Resets...)
	for i := range c.Resets {
		c.Resets[i].At = c.Resets[i].At.Foreign()
	}
	c.Unknown = append([]string(nil), t.Unknown...)
	return &c
}

// Foreign returns a copy of a with positions as another package sees them.
func (a Annotations) Foreign() Annotations {
	a.Title.At = a.Title.At.Foreign()
	for _, h := range Hints {
		a.Hint(h).At = a.Hint(h).At.Foreign()
	}
	return a
}

// Short renders the position as file:line with the file's base name, for
// messages that point elsewhere.
func (p Position) Short() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%s:%d", filepath.Base(p.File), p.Line)
}

// InData reports whether p is in a data file the program decodes at run
// time (a JSON document embedded with //go:embed), not in Go source.
func (p Position) InData() bool { return p.IsValid() && filepath.Ext(p.File) != ".go" }

// Written reports whether p is where the tool's own definition writes a
// value, so that a finding about it belongs there: its construction in
// this package, or the data file it is decoded from.
func (t *Tool) Written(p Position) bool { return t.InConstruction(p) || p.Pos.IsValid() && p.InData() }

// InConstruction reports whether p lies in the tool's construction in this
// package: a hint written there is reported where it is; one from a shared
// preset or another package is reported where the tool is bound.
func (t *Tool) InConstruction(p Position) bool {
	syn := t.syntax
	return p.Pos.IsValid() && syn != nil && syn.Construction != nil &&
		syn.Construction.Pos() <= p.Pos && p.Pos < syn.Construction.End()
}

// A Decision is a value for some of the hints: what annovet decided a tool
// should carry, what a fix writes. For each hint, whether it is decided, and
// the value.
type Decision struct {
	Write [len(Hints)]bool
	Value [len(Hints)]bool
}

// Set marks h to be written with value v.
func (d *Decision) Set(h HintName, v bool) { d.Write[h], d.Value[h] = true, v }

// Empty reports whether the decision writes nothing.
func (d Decision) Empty() bool { return d.Write == [len(Hints)]bool{} }

// String renders the decision as wire keys, for messages: "readOnlyHint=true, openWorldHint=false".
func (d Decision) String() string {
	var parts []string
	for _, h := range Hints {
		if d.Write[h] {
			parts = append(parts, fmt.Sprintf("%s=%t", h.Wire(), d.Value[h]))
		}
	}
	return strings.Join(parts, ", ")
}

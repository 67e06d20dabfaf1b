package discover

import (
	"encoding/gob"
	"fmt"
	"go/ast"
	"strings"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// A value is what the evaluator knows about an expression that may carry a
// tool, part of one, or its handler. Values are small trees; the exported
// ones travel across packages in facts, so every concrete type is registered
// with gob and keeps its syntax in unexported fields.
type value interface {
	String() string
}

func init() {
	for _, v := range []value{
		unknownV{}, nilV{}, boolV{}, strV{}, paramV{}, toolV{}, buildV{}, annV{},
		optV{}, listV{}, multiV{}, pairV{}, funcV{}, tupleV{}, structV{},
	} {
		gob.Register(v)
	}
}

// unknownV is a value annovet cannot resolve; Why says what it is.
type unknownV struct{ Why string }

func (v unknownV) String() string { return "?" + v.Why }

// nilV is the nil pointer (an unset *bool hint, nil annotations).
type nilV struct{ Nil bool }

func (nilV) String() string { return "nil" }

// boolV is a bool, or a pointer to one.
type boolV struct {
	Known bool
	V     bool
	At    model.Position
}

func (v boolV) String() string {
	if !v.Known {
		return "bool?"
	}
	return fmt.Sprint(v.V)
}

// strV is a string.
type strV struct {
	Known bool
	V     string // the constant, or the source expression
	At    model.Position
}

func (v strV) String() string {
	if !v.Known {
		return "<" + v.V + ">"
	}
	return fmt.Sprintf("%q", v.V)
}

func (v strV) text() model.Text { return model.Text{Set: true, Known: v.Known, Value: v.V, At: v.At} }

// paramV stands for the i-th parameter of the function being summarized.
// Substitution at a call site replaces it with the argument.
type paramV struct{ Index int }

func (v paramV) String() string { return fmt.Sprintf("param%d", v.Index) }

// toolV is a tool already constructed (materialized) somewhere.
type toolV struct{ Tool *model.Tool }

func (v toolV) String() string { return "tool(" + v.Tool.DisplayName() + ")" }

// stepOp is one step in building a tool.
type stepOp int

const (
	stepName stepOp = iota + 1
	stepTitle
	stepDesc
	stepAnnotations // V is an annV, nilV or unknown
	stepOption      // V is an optV, a listV of options, or unknown
)

type step struct {
	Op stepOp
	V  value
}

// buildV is a tool construction that depends on a parameter of the function
// being summarized: it is materialized at each call site, once the arguments
// are known.
type buildV struct {
	SDK    model.SDK
	Origin model.Origin
	Steps  []step
	At     model.Position

	node ast.Expr // the construction, when in this package
}

func (v buildV) String() string {
	var s []string
	for _, st := range v.Steps {
		s = append(s, st.V.String())
	}
	return "build(" + strings.Join(s, ", ") + ")"
}

// annV is an annotations struct value.
type annV struct {
	SDK model.SDK
	Ann model.Annotations
	At  model.Position

	lit   *ast.CompositeLit          // the literal, when in this package
	nodes [len(model.Hints)]ast.Node // the fields that set each hint
}

func (v annV) String() string { return "annotations(" + v.Ann.String() + ")" }

// optV is a functional option of a tool constructor.
type optV struct {
	Kind sdk.OptionKind
	Hint model.HintName
	Arg  value // the option's argument
	At   model.Position

	call *ast.CallExpr
}

func (v optV) String() string {
	switch v.Kind {
	case sdk.OptHint:
		return fmt.Sprintf("%s=%s", v.Hint.Wire(), v.Arg)
	case sdk.OptAnnotations:
		return "replace(" + v.Arg.String() + ")"
	case sdk.OptAnnTitle:
		return "title=" + v.Arg.String()
	}
	return "opt"
}

// listV is a slice value. Open reports that it may hold elements annovet
// cannot see (a slice from a call it cannot follow, say).
type listV struct {
	Elems []value
	Open  bool
}

func (v listV) String() string {
	var s []string
	for _, e := range v.Elems {
		s = append(s, e.String())
	}
	if v.Open {
		s = append(s, "...")
	}
	return "[" + strings.Join(s, " ") + "]"
}

// multiV is one of several values (a variable assigned in several places, a
// range variable over a list).
type multiV struct{ Alts []value }

func (v multiV) String() string {
	var s []string
	for _, e := range v.Alts {
		s = append(s, e.String())
	}
	return "{" + strings.Join(s, "|") + "}"
}

// pairV binds a tool to its handler: a ServerTool, a (tool, handler) pair.
type pairV struct {
	Tool    value
	Handler value
	At      model.Position
	Bound   bool // bound where it was built, in another package

	binding *model.Binding // the binding made in this package, if any
}

func (v pairV) String() string { return "pair(" + v.Tool.String() + ", " + v.Handler.String() + ")" }

// funcV is a handler: a named function, a method, a literal, or a closure
// returned by a call. Across packages it is identified by package path and
// object path (see facts.go).
type funcV struct {
	Name    string
	At      model.Position
	Pkg     string // package of Func or Via, for facts
	ObjPath string // object path of Func or Via, for facts
	Via     bool   // the handler is a closure returned by a call to the function

	h *model.Handler // resolved, in this package
}

func (v funcV) String() string { return "func(" + v.Name + ")" }

// tupleV is the result of a call returning several values.
type tupleV struct{ Elems []value }

func (v tupleV) String() string { return listV{Elems: v.Elems}.String() }

// structV is a literal of a user struct type that holds tool parts.
type structV struct {
	Type   string
	Fields []field // in source order; a slice, not a map, so that facts encode deterministically
}

type field struct {
	Name string
	V    value
}

// get returns the named field's value.
func (v structV) get(name string) (value, bool) {
	for _, f := range v.Fields {
		if f.Name == name {
			return f.V, true
		}
	}
	return nil, false
}

func (v structV) String() string { return v.Type + "{...}" }

// hasParam reports whether v depends on a parameter.
func hasParam(v value) bool {
	found := false
	walk(v, func(v value) {
		if _, ok := v.(paramV); ok {
			found = true
		}
	})
	return found
}

// walk calls f for v and every value inside it.
func walk(v value, f func(value)) {
	f(v)
	switch v := v.(type) {
	case buildV:
		for _, s := range v.Steps {
			walk(s.V, f)
		}
	case optV:
		if v.Arg != nil {
			walk(v.Arg, f)
		}
	case listV:
		for _, e := range v.Elems {
			walk(e, f)
		}
	case multiV:
		for _, e := range v.Alts {
			walk(e, f)
		}
	case tupleV:
		for _, e := range v.Elems {
			walk(e, f)
		}
	case pairV:
		walk(v.Tool, f)
		walk(v.Handler, f)
	case structV:
		for _, fl := range v.Fields {
			walk(fl.V, f)
		}
	}
}

// interesting reports whether v carries anything about tools, worth a fact.
func interesting(v value) bool {
	found := false
	walk(v, func(v value) {
		switch v.(type) {
		case toolV, buildV, annV, optV, pairV:
			found = true
		}
	})
	return found
}

// alts returns the alternatives of v: the elements of a multiV, or v itself.
func alts(v value) []value {
	if m, ok := v.(multiV); ok {
		return m.Alts
	}
	return []value{v}
}

// union merges values into one.
func union(vs []value) value {
	var out []value
	for _, v := range vs {
		out = append(out, alts(v)...)
	}
	switch len(out) {
	case 0:
		return unknownV{"no value"}
	case 1:
		return out[0]
	}
	return multiV{out}
}

// isUnknown reports whether every alternative of v is unknown.
func isUnknown(v value) bool {
	for _, a := range alts(v) {
		if _, ok := a.(unknownV); !ok {
			return false
		}
	}
	return true
}

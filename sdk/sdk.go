// Package sdk holds one declarative adapter per Go MCP SDK: how the SDK
// spells a tool, its annotations, its options, its registrations and its
// defaults. Discovery, the inventory and the suggested fixes read these tables
// and nothing else about an SDK.
//
// Adding a third SDK means adding one Spec in a new file of this package and
// listing it in All.
package sdk

import (
	"go/types"
	"strings"

	"github.com/annovet/annovet/model"
)

// A Spec describes how one SDK spells tools.
type Spec struct {
	SDK model.SDK
	// Module is the SDK's module path; Tested lists the versions of it
	// whose types the reflection test checks this table against.
	Module string
	Tested []string

	// ToolType is the SDK's tool struct; ToolFields maps its fields.
	ToolType   TypeName
	ToolFields map[string]ToolField

	// AnnotationsType is the SDK's annotations struct; its fields are mapped
	// onto the model by AnnotationFields. AnnotationsPointer reports whether
	// the tool holds a pointer to it (nil meaning: no annotations at all).
	AnnotationsType    TypeName
	AnnotationsPointer bool
	AnnotationFields   map[string]AnnotationField

	// Constructors are functions of the SDK that build a tool.
	Constructors map[FuncName]Constructor

	// Options are the functional options a constructor takes that annovet
	// models. Any other function of the SDK returning OptionType (input
	// schema options such as mcp-go's WithString) touches no annotation.
	Options    map[FuncName]Option
	OptionType TypeName

	// Registrations are the calls that put tools on a server.
	Registrations []Registration

	// Pairs are struct types that bind a tool to its handler.
	Pairs []Pair

	// BoolPtrFuncs take a bool and return a *bool (mcp.ToBoolPtr).
	BoolPtrFuncs []FuncName

	// HandlerAdapters wrap the real handler, passed as HandlerAdapter.Arg.
	HandlerAdapters []FuncName

	// ToolListers are the client calls whose results hold the tools a
	// connected server lists (tools/list).
	ToolListers []FuncName

	// HintOption names, for the fixes, the option that sets each hint, and
	// TitleOptions the options that set the tool title, best first (the
	// tool's own title before the annotations' title, which would make a
	// tool without hints look annotated); empty when the SDK has none.
	HintOption   [len(model.Hints)]FuncName
	TitleOptions []FuncName

	// SendsAnnotationsAlways reports whether the SDK sends an annotations
	// object even when the source sets none (mcp-go marshals the struct
	// unconditionally).
	SendsAnnotationsAlways bool

	// Versions are the SDK's wire rules by release, oldest first.
	Versions []Version
}

// A TypeName is a named type, by package path and name.
type TypeName struct{ Path, Name string }

// A FuncName is a package-level function (Recv == "") or a method.
type FuncName struct{ Path, Recv, Name string }

func (f FuncName) String() string {
	if f.Recv != "" {
		return f.Path + ".(" + f.Recv + ")." + f.Name
	}
	return f.Path + "." + f.Name
}

// PkgName is the last element of the function's package path.
func (f FuncName) PkgName() string { return f.Path[strings.LastIndex(f.Path, "/")+1:] }

// ToolField says what a field of the tool struct holds.
type ToolField int

const (
	FieldName ToolField = iota + 1
	FieldTitle
	FieldDescription
	FieldAnnotations
)

// AnnotationField maps a field of the annotations struct onto the model.
type AnnotationField struct {
	Title bool           // the annotations title
	Hint  model.HintName // otherwise, this hint
}

// Constructor describes an SDK function that builds a tool. An argument index
// of -1 means the constructor has no such argument.
type Constructor struct {
	Origin      model.Origin
	NameArg     int
	DescArg     int
	OptionsArg  int  // first variadic option argument
	PrefillsAll bool // the constructor pre-fills every hint with the spec's worst case
}

// OptionKind is what a functional option does.
type OptionKind int

const (
	OptHint        OptionKind = iota + 1 // sets Hint to its bool argument
	OptAnnTitle                          // sets the annotations title
	OptToolTitle                         // sets the tool title
	OptDescription                       // sets the description
	OptAnnotations                       // replaces the whole annotations struct with its argument
	OptOther                             // does not touch what annovet models
)

// Option describes a functional option.
type Option struct {
	Kind OptionKind
	Hint model.HintName
}

// Registration describes a call that registers tools on a server.
type Registration struct {
	Func       FuncName
	ToolArg    int // the tool argument, or -1
	HandlerArg int // the handler argument, or -1
	PairsArg   int // first variadic pair argument (ServerTool...), or -1
}

// Pair describes a struct type binding a tool to its handler.
type Pair struct {
	Type         TypeName
	ToolField    string
	HandlerField string
}

// All is every SDK annovet knows, in the order inventory prints them.
var All = []*Spec{GoSDK, MCPGo}

// Is reports whether t is the named type n (or a pointer to it).
func (n TypeName) Is(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return false
	}
	obj := named.Origin().Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == n.Path && obj.Name() == n.Name
}

// NameOf returns the FuncName of fn (its generic origin for instances).
func NameOf(fn *types.Func) FuncName {
	fn = fn.Origin()
	if fn.Pkg() == nil {
		return FuncName{Name: fn.Name()}
	}
	n := FuncName{Path: fn.Pkg().Path(), Name: fn.Name()}
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		rt := sig.Recv().Type()
		ptr := ""
		if p, ok := rt.(*types.Pointer); ok {
			rt, ptr = p.Elem(), "*"
		}
		if named, ok := types.Unalias(rt).(*types.Named); ok {
			n.Recv = ptr + named.Obj().Name()
		} else {
			n.Recv = ptr + rt.String()
		}
	}
	return n
}

// Index answers, for any function or type, which SDK role it plays.
type Index struct {
	specs    []*Spec
	ctors    map[FuncName]ctorEntry
	options  map[FuncName]optEntry
	regs     map[FuncName]regEntry
	boolPtrs map[FuncName]bool
	adapters map[FuncName]bool
	listers  map[FuncName]bool
}

type ctorEntry struct {
	Spec *Spec
	Constructor
}
type optEntry struct {
	Spec *Spec
	Option
}
type regEntry struct {
	Spec *Spec
	Registration
}

// NewIndex indexes the specs.
func NewIndex(specs []*Spec) *Index {
	ix := &Index{
		specs:    specs,
		ctors:    map[FuncName]ctorEntry{},
		options:  map[FuncName]optEntry{},
		regs:     map[FuncName]regEntry{},
		boolPtrs: map[FuncName]bool{},
		adapters: map[FuncName]bool{},
		listers:  map[FuncName]bool{},
	}
	for _, s := range specs {
		for f, c := range s.Constructors {
			ix.ctors[f] = ctorEntry{s, c}
		}
		for f, o := range s.Options {
			ix.options[f] = optEntry{s, o}
		}
		for _, r := range s.Registrations {
			ix.regs[r.Func] = regEntry{s, r}
		}
		for _, f := range s.BoolPtrFuncs {
			ix.boolPtrs[f] = true
		}
		for _, f := range s.HandlerAdapters {
			ix.adapters[f] = true
		}
		for _, f := range s.ToolListers {
			ix.listers[f] = true
		}
	}
	return ix
}

// Default is the index of All.
var Default = NewIndex(All)

// Constructor reports whether fn is an SDK tool constructor.
func (ix *Index) Constructor(fn FuncName) (*Spec, Constructor, bool) {
	e, ok := ix.ctors[fn]
	return e.Spec, e.Constructor, ok
}

// Option reports whether fn is an SDK tool option: one the table models, or
// another function of the SDK that returns its option type (OptOther).
func (ix *Index) Option(fn *types.Func) (*Spec, Option, bool) {
	if e, ok := ix.options[NameOf(fn)]; ok {
		return e.Spec, e.Option, true
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Results().Len() != 1 || fn.Pkg() == nil {
		return nil, Option{}, false
	}
	for _, s := range ix.specs {
		if s.OptionType.Name != "" && s.OptionType.Path == fn.Pkg().Path() && s.OptionType.Is(sig.Results().At(0).Type()) {
			return s, Option{Kind: OptOther}, true
		}
	}
	return nil, Option{}, false
}

// Registration reports whether fn registers tools on a server.
func (ix *Index) Registration(fn FuncName) (*Spec, Registration, bool) {
	e, ok := ix.regs[fn]
	return e.Spec, e.Registration, ok
}

// BoolPtr reports whether fn turns a bool into a *bool.
func (ix *Index) BoolPtr(fn FuncName) bool { return ix.boolPtrs[fn] }

// HandlerAdapter reports whether fn wraps the handler given as its first argument.
func (ix *Index) HandlerAdapter(fn FuncName) bool { return ix.adapters[fn] }

// ToolLister reports whether fn is a client call that returns the tools a
// connected server lists.
func (ix *Index) ToolLister(fn FuncName) bool { return ix.listers[fn] }

// ToolType returns the SDK whose tool struct t is.
func (ix *Index) ToolType(t types.Type) *Spec {
	for _, s := range ix.specs {
		if s.ToolType.Is(t) {
			return s
		}
	}
	return nil
}

// AnnotationsType returns the SDK whose annotations struct t is.
func (ix *Index) AnnotationsType(t types.Type) *Spec {
	for _, s := range ix.specs {
		if s.AnnotationsType.Is(t) {
			return s
		}
	}
	return nil
}

// PairType returns the pair description of t.
func (ix *Index) PairType(t types.Type) (*Spec, *Pair) {
	for _, s := range ix.specs {
		for i := range s.Pairs {
			if s.Pairs[i].Type.Is(t) {
				return s, &s.Pairs[i]
			}
		}
	}
	return nil, nil
}

// IsSDKPackage reports whether path is a library package of a known SDK.
// The servers an SDK's module ships as examples, conformance and end-to-end
// tests are not: annovet analyzes them like any server.
func IsSDKPackage(path string) bool {
	for _, s := range All {
		root := s.ToolType.Path[:strings.LastIndex(s.ToolType.Path, "/")]
		if path == root {
			return true
		}
		if rest, ok := strings.CutPrefix(path, root+"/"); ok {
			for _, elem := range strings.Split(rest, "/") {
				switch elem {
				case "examples", "example", "conformance", "e2e", "testdata":
					return false
				}
			}
			return true
		}
	}
	return false
}

// Unmodelled lists the module paths of Go MCP SDKs annovet does not model:
// a module that builds its server with one of them has tools annovet
// cannot see, and saying so is better than a silence that reads as clean.
var Unmodelled = []string{
	"github.com/ThinkInAIXYZ/go-mcp",
	"github.com/llmcontext/gomcp",
	"github.com/localrivet/gomcp",
	"github.com/metoro-io/mcp-golang",
	"github.com/strowk/foxy-contexts",
	"github.com/viant/mcp",
}

// UnmodelledSDK returns the module of an SDK annovet does not model that
// the package path belongs to.
func UnmodelledSDK(path string) (string, bool) {
	for _, m := range Unmodelled {
		if path == m || strings.HasPrefix(path, m+"/") {
			return m, true
		}
	}
	return "", false
}

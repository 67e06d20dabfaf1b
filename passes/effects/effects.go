package effects

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

//go:embed doc.go
var doc string

// Analyzer computes, for every function, a summary of the effects it may
// have, and exports it as a fact for the packages that call it.
var Analyzer = &analysis.Analyzer{
	Name:             "effects",
	Doc:              analyzerdoc.MustExtract(doc, "effects"),
	URL:              "https://github.com/annovet/annovet/blob/main/CHECKS.md#effects",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{(*SummaryFact)(nil), (*AnalyzedFact)(nil), (*UnexportedFact)(nil), (*ExportedFact)(nil), (*MethodsFact)(nil), (*FuncValuesFact)(nil)},
}

// Kind is a kind of effect.
type Kind uint8

const (
	Write   Kind = iota + 1 // writes to the file system
	Delete                  // removes files, rows, remote objects, stored data
	Mutate                  // changes a system the server talks to, or data it keeps
	Exec                    // runs a process or loads code
	Network                 // outbound I/O
	Unknown                 // a call annovet cannot follow
	callVar                 // calls a function value held in Root (internal: resolved at call sites)
)

func (k Kind) String() string {
	switch k {
	case Write:
		return "write"
	case Delete:
		return "delete"
	case Mutate:
		return "mutate"
	case Exec:
		return "exec"
	case Network:
		return "network"
	case Unknown:
		return "unknown"
	case callVar:
		return "call"
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Changes reports whether the effect changes the environment.
func (k Kind) Changes() bool { return k == Write || k == Delete || k == Mutate || k == Exec }

// Host says where the address of a network effect comes from.
type Host uint8

const (
	HostNone    Host = iota // not a network effect, or no address involved
	HostFixed               // a constant in the code
	HostConfig              // the server's configuration: a flag, an environment variable, a field set at start-up
	HostArgs                // the tool's arguments: the open world
	HostUnknown             // annovet cannot tell
)

func (h Host) String() string {
	return [...]string{"", "fixed", "config", "open", "host?"}[h]
}

// Roots: who holds the state an effect changes.
const (
	RootEnv      = -3 // the world: files, databases, remote systems, package-level state
	RootRecv     = -1 // the method's receiver
	rootLocal    = -4
	rootCaptured = -5
	// a value >= 0 is a parameter index
)

// An Effect is one thing a function may do, with its witness: the call path
// from the function to the API that does it.
type Effect struct {
	Kind        Kind
	Destructive bool // deletes or overwrites existing data
	// Accumulates reports a change that each call makes again: an insert,
	// an append, an increment. A tool with one is not idempotent.
	Accumulates bool
	// Sets reports a change that puts a value whatever was there (an HTTP
	// PUT, an upsert, an UPDATE whose new values come from its arguments,
	// a key set to a value): repeating it with the same arguments changes
	// nothing more.
	Sets bool
	// Method is the HTTP method a request was resolved to (withMethod),
	// upper case; empty for any other effect.
	Method string
	Memory bool // a change to data the server keeps in memory, not to an outside system
	// Locs, for a change to memory, are the collections it changes (one,
	// or one per implementation of an interface call), where their
	// packages keep them (locationKey): a tool that reads one makes the
	// change data (toolreads.go). Empty where annovet cannot name them.
	// Sorted; not part of the effect's key, merged by Summary.add.
	Locs []string
	// Heuristic reports an effect inferred from a method's name, not from
	// the catalogue or source: it never makes a finding.
	Heuristic bool
	// Unresolved reports that an argument the API needs (the HTTP method,
	// the SQL statement, the open flags, the program) could not be
	// resolved, or that the API leaves its meaning open (a POST, a
	// process), so the worst case is assumed: it never makes a finding.
	Unresolved bool
	Host       Host // an effect over the network (a request that reads or changes): where the address comes from
	// Chosen says what the tool's arguments choose, once the effect is seen
	// from a handler: "SQL statement", "command", "HTTP method", "script".
	Chosen string
	// Deps are the parameters of the function that decide the effect,
	// resolved at each call from the argument passed.
	Deps []Dep
	// When holds the conditions on parameters under which the effect
	// happens (a dispatcher's case kind == Delete), resolved at each call
	// that passes a constant.
	When    []Cond
	Root    int
	Witness []string
	// Returned marks an effect of a function value the function returns
	// (a handler a factory makes): it happens when that value is called.
	Returned bool
	// Cause says, for an effect annovet cannot decide, what it could not
	// follow ("an interface method of PKG", "a function value", "a package
	// annovet did not analyze: PKG"); empty when the fields below say it.
	Cause string
	At    model.Position // the call or statement in this function that starts the witness
	// Option, for a call of a function value, says that the functions
	// called are those the options of parameter Root put in this field of
	// the configuration they fill (options.go).
	Option string
	// Field, for a call of a function value, says that the function
	// called is the one in this field of the struct Root holds, or of
	// each struct in the collection it holds (fieldfuncs.go).
	Field string
	// Origin, for a change to data the server keeps in memory, says what
	// the entry it stores carries (origins.go); nil when it is data.
	Origin *Origin
	// Iface, for a call of an interface method with no implementation in
	// sight where it is made, names the method: the handler resolves it
	// to the implementations visible from its package (ifacecalls.go).
	Iface *IfaceCall
	// FuncSig, for a call of a function value annovet could not follow,
	// is its type: the handler resolves it to the program's function
	// values of that type visible from its package (funcsig.go). It is
	// not part of the key: such calls merge as before, and calls of
	// values of different types, merged, keep none (Summary.add).
	FuncSig string

	captured *types.Var // for rootCaptured
}

// Certain reports whether the effect rests on the catalogue or on source
// annovet read, with every argument it needs resolved: only certain effects
// make findings and decide the hints a fix writes.
func (e Effect) Certain() bool {
	return !e.Heuristic && !e.Unresolved && !e.open() && e.Kind != Unknown && e.Kind != callVar && e.Chosen == ""
}

// open reports whether a dependency of the effect is still to decide
// whether or how much it changes: any but the path a file change names,
// which decides only whether the file is the call's own (paths.go).
func (e Effect) open() bool {
	for _, d := range e.Deps {
		if d.Role != RolePath {
			return true
		}
	}
	return false
}

// Undecided reports whether annovet cannot decide this effect: a call it
// cannot follow, an argument it cannot resolve, a name it only guesses
// from, an address whose origin it cannot tell. An effect the tool's
// arguments choose (Chosen) is decided: the worst case, which the multimode
// check reports.
func (e Effect) Undecided() bool {
	return e.Kind == Unknown || e.Kind == callVar || e.Unresolved && e.Chosen == "" || e.open() ||
		e.Heuristic && e.Kind.Changes() || e.Host == HostUnknown
}

// Reason says in a few words why an undecided effect is undecided, the
// same for every effect of one cause, so that causes can be counted.
func (e Effect) Reason() string {
	switch {
	case e.Cause != "":
		return e.Cause
	case e.Kind == callVar:
		return "a function value"
	case e.Heuristic && e.Kind.Changes():
		return "a method judged by its name"
	case e.Unresolved && e.Chosen == "":
		return "an argument annovet cannot resolve (" + e.Kind.String() + ")"
	case e.open():
		return "a parameter annovet does not follow further out"
	case e.Host == HostUnknown:
		return "an address whose origin annovet cannot tell"
	}
	return ""
}

func (e Effect) String() string {
	s := e.Kind.String()
	if e.Destructive {
		s += "!"
	}
	if e.Accumulates {
		s += "+"
	}
	if e.Sets {
		s += "="
	}
	if e.Host != HostNone && e.Host != HostFixed {
		s += "(" + e.Host.String() + ")"
	}
	for _, d := range e.Deps {
		s += fmt.Sprintf("(%s=%s%s)", d.Role, d.paramText(), d.optionText())
	}
	for _, c := range e.When {
		s += "(when " + c.String() + ")"
	}
	if e.Chosen != "" {
		s += "(chosen " + e.Chosen + ")"
	}
	if e.Heuristic {
		s += "~"
	}
	if e.Unresolved {
		s += "?"
	}
	switch {
	case e.Root == RootRecv:
		s += "@recv"
	case e.Root >= 0:
		s += fmt.Sprintf("@param%d", e.Root)
		if e.Option != "" {
			s += "." + e.Option
		}
	}
	if e.Field != "" && (e.Root == RootRecv || e.Root >= 0) {
		s += ":" + e.Field
	}
	return s + "(" + strings.Join(e.Witness, " -> ") + ")"
}

// Path renders the witness for messages: every call from the handler to
// the API, whole.
func (e Effect) Path() string { return strings.Join(e.Witness, " -> ") }

// effectKey identifies an effect up to its witness: a summary keeps one
// effect per key.
type effectKey struct {
	kind                                                               Kind
	destructive, accumulates, sets, memory, heur, unresolved, returned bool
	host                                                               Host
	chosen, deps, when                                                 string
	root                                                               int
	option, field, origin, iface                                       string
	captured                                                           *types.Var
}

func (e Effect) key() effectKey {
	return effectKey{e.Kind, e.Destructive, e.Accumulates, e.Sets, e.Memory, e.Heuristic, e.Unresolved, e.Returned, e.Host, e.Chosen, depsKey(e.Deps), condsKey(e.When), e.Root, e.Option, e.Field, originKey(e.Origin), e.Iface.key(), e.captured}
}

func originKey(o *Origin) string {
	if o == nil {
		return ""
	}
	s := "o"
	if o.World {
		s = "w"
	}
	for _, p := range o.Params {
		s += strconv.Itoa(p) + ","
	}
	return s
}

// depsKey and condsKey render dependencies and conditions for a key; most
// effects have none, and keys are computed for every merge, so no fmt.
func depsKey(deps []Dep) string {
	if len(deps) == 0 {
		return ""
	}
	var b strings.Builder
	for _, d := range deps {
		b.WriteString(strconv.Itoa(d.Param))
		b.WriteByte('/')
		b.WriteString(strconv.Itoa(int(d.Role)))
		if d.Outer {
			b.WriteByte('o')
		}
		if d.May {
			b.WriteByte('m')
		}
		b.WriteString(d.optionText())
		b.WriteByte(';')
	}
	return b.String()
}

func condsKey(conds []Cond) string {
	if len(conds) == 0 {
		return ""
	}
	var b strings.Builder
	for _, c := range conds {
		b.WriteString(strconv.Itoa(c.Param))
		if c.Not {
			b.WriteByte('!')
		}
		if c.Fold {
			b.WriteByte('~')
		}
		for _, v := range c.Values {
			b.WriteByte(',')
			b.WriteString(v)
		}
		b.WriteByte(';')
	}
	return b.String()
}

// Summary is the set of effects a function may have, one per kind of
// effect, each with its shortest witness.
type Summary struct {
	Effects []Effect
	// Closure reports that the function returns a function it makes (a
	// handler factory): the effects marked Returned are those of a call
	// of that function, the others run once, when the factory does.
	Closure bool
	// Registers reports that the function registers with an SDK a handler
	// it makes, itself or through a helper it calls: the Returned effects
	// it brings are a handler's wherever it is called.
	Registers bool
	// Fields holds, per field of function type of the struct the
	// function returns, what a call of that field does (fieldfuncs.go).
	// Sorted by field name (facts are encoded deterministically).
	Fields []NamedSummary
	// Values says, per string field of the struct the function returns,
	// where what it holds comes from (fieldvalues.go). Sorted by name.
	Values []FieldValue
	// Reads holds the collections of its program's packages the function
	// reads, itself or through what it calls (toolreads.go). Sorted.
	Reads []string
	keys  []effectKey // the effects' keys, rebuilt when stale (a summary decoded from a fact)
}

// field returns what a call of field of the struct the function returns
// does, or nil.
func (s *Summary) field(name string) *Summary {
	i, ok := slices.BinarySearchFunc(s.Fields, name, func(f NamedSummary, name string) int { return strings.Compare(f.Name, name) })
	if !ok {
		return nil
	}
	return &s.Fields[i].Summary
}

func (s *Summary) String() string {
	if s == nil {
		return "none"
	}
	if len(s.Effects) == 0 && len(s.Fields) == 0 && len(s.Values) == 0 {
		return "none" + s.readsString()
	}
	var parts []string
	for _, e := range s.Effects {
		parts = append(parts, e.String())
	}
	for _, f := range s.Fields {
		parts = append(parts, "."+f.Name+"{"+f.Summary.String()+"}")
	}
	for _, v := range s.Values {
		parts = append(parts, "."+v.String())
	}
	return strings.Join(parts, " ") + s.readsString()
}

// maxEffects bounds a summary: effects beyond it (which differ in kind,
// certainty, host, dependencies or root) are merged into one unknown
// effect, so that a summary's size does not grow with the program.
const maxEffects = 32

// add merges e, keeping the shortest witness; it reports whether s changed.
func (s *Summary) add(e Effect) bool {
	if len(s.keys) != len(s.Effects) {
		s.keys = s.keys[:0]
		for _, x := range s.Effects {
			s.keys = append(s.keys, x.key())
		}
	}
	k := e.key()
	for i, x := range s.Effects {
		if s.keys[i] == k {
			locs, grew := union(x.Locs, e.Locs)
			// Calls of function values of different types, merged, are
			// no longer one type's values (funcsig.go).
			sig := x.FuncSig
			if sig != e.FuncSig {
				sig, grew = "", grew || sig != ""
			}
			if len(e.Witness) < len(x.Witness) {
				s.Effects[i] = e
				s.Effects[i].Locs, s.Effects[i].FuncSig = locs, sig
				return true
			}
			s.Effects[i].Locs, s.Effects[i].FuncSig = locs, sig
			return grew
		}
	}
	if len(s.Effects) >= maxEffects {
		for _, x := range s.Effects {
			if x.Kind == Unknown && x.Root == RootEnv && x.Iface == nil {
				return false // the marker of what was merged (a symbolic call may still resolve)
			}
		}
		e = Effect{Kind: Unknown, Root: RootEnv, Witness: append(e.Witness[:len(e.Witness):len(e.Witness)], "(more effects than annovet keeps per function)"), At: e.At, Cause: "more effects than annovet keeps per function"}
	}
	s.Effects = append(s.Effects, e)
	s.keys = append(s.keys, e.key())
	return true
}

// SummaryFact carries a function's summary to the packages that call it.
type SummaryFact struct{ Summary Summary }

func (*SummaryFact) AFact()           {}
func (f *SummaryFact) String() string { return "effects " + f.Summary.String() }

// UnexportedFact carries the summaries of a package's unexported
// package-level functions that have effects and are used as values: object
// facts reach other packages only for objects they can name, and a table of
// the project's tools in one package holds handlers that another package
// registers.
type UnexportedFact struct{ Funcs []NamedSummary }

// NamedSummary is one function's summary, by name.
type NamedSummary struct {
	Name    string
	Summary Summary
}

func (*UnexportedFact) AFact() {}
func (f *UnexportedFact) String() string {
	var names []string
	for _, n := range f.Funcs {
		names = append(names, n.Name+"="+n.Summary.String())
	}
	return "unexported " + strings.Join(names, " ")
}

// ExportedFact carries the summaries of a package's exported
// package-level functions that have effects, for the packages that reach
// them without importing their package: the analysis hands a package the
// object facts of what its direct imports declare, and a handler factory
// of one package, called by a registry of another, is registered by a
// third.
type ExportedFact struct{ Funcs []NamedSummary }

func (*ExportedFact) AFact() {}
func (f *ExportedFact) String() string {
	var names []string
	for _, n := range f.Funcs {
		names = append(names, n.Name)
	}
	return "exported " + strings.Join(names, " ")
}

// AnalyzedFact marks a package whose functions effects summarized: a
// function of it without a SummaryFact has no effect.
type AnalyzedFact struct{}

func (*AnalyzedFact) AFact()         {}
func (*AnalyzedFact) String() string { return "analyzed" }

// Result is the effects pass's answer for one package.
type Result struct {
	// Directives are the package's //annovet:effect comments that declare
	// nothing, for the directive check to report.
	Directives []DirectiveProblem

	units  map[ast.Node]*unit // by *ast.FuncDecl or *ast.FuncLit
	sorted []*unit            // the units by position, for enclosing
	funcs  map[*types.Func]*unit
	an     *analyzer
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{units: map[ast.Node]*unit{}, funcs: map[*types.Func]*unit{}}
	exportMethods(pass)
	if skip(pass) {
		return res, nil
	}
	a := &analyzer{pass: pass, res: res, paths: astutil.NewPaths(pass.Files), aliases: map[*types.Var]ast.Expr{}, partWrites: map[*types.Var][]partWrite{}, tracing: map[*types.Var][][]string{}, random: map[*types.Var]bool{}, inputs: map[*types.Var]bool{}, locations: map[types.Object]*location{}, valueFuncs: map[*types.Func]bool{}, reads: map[readKey]bool{}, resolving: map[*types.Var]bool{}}
	res.an = a
	res.Directives = a.directiveProblems()
	a.countUses()
	a.collectProgramInputs()
	a.collectFuncStores()
	a.collectTables()
	a.collectFieldSetters()
	a.collect() // every body, before solving: a cache is known once all its insertions are
	a.walkPackageValues()
	a.markFillingCalls()
	a.markFactories()
	// Before the effects, whose dependencies on fields read them; to a
	// fixed point, a constructor reading what another of the package
	// returns (a builder's Put() <- newRequest(PUT) <- NewRequest).
	for changed, i := true, 0; changed && i < 8; i++ {
		changed = false
		for _, u := range a.order {
			if len(u.valueReturns) > 0 && a.solveValues(u) {
				changed = true
			}
		}
	}
	a.solveReads(a.solve())
	pass.ExportPackageFact(&AnalyzedFact{})
	a.collectFuncValues()
	a.exportHeld()
	var unexported UnexportedFact
	var exported ExportedFact
	for fn, u := range res.funcs {
		// A factory with no effect is exported too: that the function it
		// returns has none is what its importers need to know.
		if len(u.summary.Effects) > 0 || u.declared || u.summary.Closure || len(u.summary.Fields) > 0 || len(u.summary.Values) > 0 || len(u.summary.Reads) > 0 {
			s := u.summary
			for i := range s.Effects {
				s.Effects[i].At = s.Effects[i].At.Foreign()
			}
			sum := Summary{Effects: slices.Clone(s.Effects), Closure: s.Closure, Registers: s.Registers, Fields: slices.Clone(s.Fields), Values: slices.Clone(s.Values), Reads: slices.Clone(s.Reads)}
			pass.ExportObjectFact(fn, &SummaryFact{Summary: sum})
			if a.valueFuncs[fn] {
				unexported.Funcs = append(unexported.Funcs, NamedSummary{fn.Name(), sum})
			}
			if fn.Exported() && fn.Parent() == pass.Pkg.Scope() {
				exported.Funcs = append(exported.Funcs, NamedSummary{fn.Name(), sum})
			}
		}
	}
	if len(unexported.Funcs) > 0 {
		slices.SortFunc(unexported.Funcs, func(a, b NamedSummary) int { return strings.Compare(a.Name, b.Name) })
		pass.ExportPackageFact(&unexported)
	}
	if len(exported.Funcs) > 0 {
		slices.SortFunc(exported.Funcs, func(a, b NamedSummary) int { return strings.Compare(a.Name, b.Name) })
		pass.ExportPackageFact(&exported)
	}
	return res, nil
}

// skip reports whether the package is one whose effects the catalogue
// describes instead: the standard library, the SDKs, logging and tracing.
func skip(pass *analysis.Pass) bool {
	path := pass.Pkg.Path()
	return astutil.InStd(pass) || sdk.IsSDKPackage(path) || isPure(path)
}

// A unit is a function body: a declaration or a literal.
type unit struct {
	fn       *types.Func // nil for a literal
	node     ast.Node    // *ast.FuncDecl or *ast.FuncLit
	sig      *types.Signature
	parent   *unit // the enclosing unit of a literal
	sites    []site
	summary  Summary
	declared bool // the effect comes from an //annovet:effect directive
	// refreshes: a method that keeps its receiver, a client, working
	// (clients.go): plumbing, no effect of a call.
	refreshes bool
	once      bool // a literal run once for the process (sync.Once.Do): its in-memory writes initialize, they change nothing
	// returns holds what the unit's return statements return that makes
	// a function value: a function literal, or a call (setup.go).
	returns map[ast.Node]bool
	opaque  bool // it also hands out a function it did not make here
	// returnsParam: it hands back a function it was given (setup.go).
	returnsParam bool
	// fieldReturns holds, per field of function type, what the structs
	// it returns put there (fieldfuncs.go).
	fieldReturns map[string][]fieldReturn
	// valueReturns holds, per string field, what the structs it returns
	// put there (fieldvalues.go).
	valueReturns map[string][]ast.Expr
	// scratch holds the variables of its body that hold scratch space
	// (os.MkdirTemp's directory), for the paths it hands to callees.
	scratch map[*types.Var]bool
	// writes holds the collections its body writes (memory.go): it reads
	// them only where what it returns comes from them (toolreads.go).
	writes map[types.Object]bool
	flow   *resultFlow // what reaches what it returns, for a unit that writes (returnflow.go)
}

// A site is something in a unit's body that may have an effect.
// implOf names the implementation a site of an interface call runs:
// the call, the implementation's name and how many the call resolved to.
type implOf struct {
	call  *ast.CallExpr
	name  string
	count int
}

type site struct {
	direct *Effect        // an effect of the statement or call itself
	callee *unit          // a call of a function of this package...
	fact   *types.Func    // ...or of another package, read through its fact
	lit    *unit          // a function literal defined here (it may run)
	call   *ast.CallExpr  // the call, for mapping receiver and arguments
	name   string         // the callee's name, for witnesses
	at     model.Position // where

	loc  *location // an in-memory write: the data it changes
	memo bool      // an in-memory write, or a call whose in-memory writes fill a value after a lookup missed (a cache)
	// dispatched is the cause that makes the effects undecided of a call
	// of one of an interface method's several implementations; impl says
	// which one, of how many (everyImpl).
	dispatched string
	impl       implOf
	when       []Cond // the branch of a dispatch on a parameter the site is in
	gates      []gate // the tests of a setting the site's branch runs under (gates.go)
	// A call of a function variable (funcvalues.go): the values this
	// package stores in heldVar, or what another package exported of a
	// call of its variable.
	heldVar *types.Var
	values  []ast.Expr
	held    *Summary
	// A call of a function in a struct field whose struct annovet traced
	// to literals or calls (fieldfuncs.go): the struct, and the field.
	fieldOf ast.Expr
	field   string
	// entry holds, for an in-memory write, the keys and values of the
	// entry it stores (origins.go).
	entry []ast.Expr
	// made is a function value a call makes or a function the unit
	// hands out by name (setup.go): what a call of it runs.
	made ast.Expr
	// handed marks the site of a function the unit returns by name: its
	// effects are those of a call of what the unit returns.
	handed bool
}

type analyzer struct {
	pass *analysis.Pass
	// fieldSetters holds, per field name, the package's functions that set
	// that field of their own receiver or parameter; fieldSetByValue, the
	// names a function literal sets so (fieldvalues.go).
	fieldSetters    map[string]map[*types.Func]bool
	fieldSetByValue map[string]bool
	// called holds the identifiers that name the function of a call
	// (countUses): a function used otherwise is a value.
	called  map[*ast.Ident]bool
	res     *Result
	aliases map[*types.Var]ast.Expr
	// partWrites are, for each local, the values assigned to its parts
	// (item.lastAccess = time.Now(), e.tags[k] = v): what it carries
	// besides what it was given (origins.go).
	partWrites map[*types.Var][]partWrite
	// tracing holds the locals (and the parts of each) whose origin
	// originOf is following: a part met again on the way (item.n =
	// item.n + 1) adds nothing.
	tracing   map[*types.Var][][]string
	random    map[*types.Var]bool // buffers random bytes are read into (fresh.go)
	inputs    map[*types.Var]bool // locals and fields that hold a program's standard input (programinput.go)
	locations map[types.Object]*location
	// fieldOwners keys the fields of the package's named struct types by
	// type and name (locationKey).
	fieldOwners map[*types.Var]string
	osConst     map[string]int64
	// valueFuncs are the package's unexported functions used as values
	// (a handler in a table): their summaries go into UnexportedFact.
	valueFuncs map[*types.Func]bool
	// order holds the units in source order, each literal after the unit
	// that encloses it.
	order []*unit
	// reads caches whether a function's body mentions a collection
	// (bodyReads).
	reads map[readKey]bool
	// closure is this package and what it imports, and candidates the
	// types in it that may implement an interface, by repository
	// (implementations.go).
	closure    []*types.Package
	candidates map[string][]*types.TypeName
	implCache  map[implKey][]*types.Func
	// byPath indexes visible() by path; catalogImpls caches
	// cataloguedImplementations.
	byPath       map[string]*types.Package
	catalogImpls map[implKey]catalogImpls
	flows        *[]flowType // the concrete types the package converts to interfaces (flowTypes)
	// candidatePkgs holds, per repository, the visible packages whose
	// types may implement its interfaces, and candidatesByMethod the
	// types among them with a method of a name (methodsfact.go).
	candidatePkgs      map[string][]*types.Package
	candidatesByMethod map[candidateKey][]*types.TypeName
	// ifaceImpls caches, per interface method, its implementations visible
	// from this package (ifacecalls.go).
	ifaceImpls map[string][]*types.Func
	// funcValues lists the function values the package makes, and
	// sigCache, per signature, what those visible from it do (funcsig.go).
	funcValues *FuncValuesFact
	sigCache   map[string][][]Effect
	importers  map[*types.Package][]*types.TypeName
	// addresses caches, per function of this package that returns an
	// address, where it comes from (addresses.go).
	addresses map[*unit]source
	// clientTypes caches isClient for another package's named types.
	clientTypes map[*types.Named]bool
	// clientConfigs caches clientConfig by configuration and client package.
	clientConfigs map[configKey]bool
	// optionVars holds, per unit, its configurations that option
	// functions fill, and the parameter of those options (options.go).
	optionVars map[*unit]map[*types.Var]int
	slices     map[sliceKey]sliceElemsOf // sliceElems, once per function and slice
	// stores holds the values the package stores in each variable of
	// function type, unlisted those it stores in ways annovet does not
	// list, params the parameters and results of every function, and
	// resolving the variables heldCalls is following (funcvalues.go).
	stores map[*types.Var][]ast.Expr
	// fieldSets holds, per field of function type, the assignments of
	// the package to it (x.F = v), literals left out (fieldfuncs.go).
	fieldSets map[*types.Var][]fieldSet
	// settingField holds the fields whose assigned values fieldCalls is
	// following, against a value that reads the field again.
	settingField map[*types.Var]bool
	// strings holds every value the package assigns to each string
	// variable of a function (paths.go: where a path comes from).
	strings map[*types.Var][]ast.Expr
	// appended holds what the package appends to each string variable of
	// a function (cmd += " | grep x"), in the order of the source
	// (commandline.go: the lines a local may hold).
	appended map[*types.Var][]ast.Expr
	// structValues holds every value the package assigns each local of
	// struct type, and addressed the locals it may change otherwise
	// (through their address, or a range), whose values are not all
	// listed (fieldfuncs.go: localStructValues).
	structValues map[*types.Var][]ast.Expr
	addressed    map[*types.Var]bool
	// tracingLocal holds the locals whose values fieldCalls is following.
	tracingLocal map[*types.Var]bool
	assigns      map[*types.Var]int      // how many times the package assigns each variable
	ranges       map[*types.Var]ast.Expr // the collection a range's key or value is from
	walked       map[*types.Var]ast.Expr // the root a walk function's path is under (walkers)
	unlisted     map[*types.Var]bool
	params       map[*types.Var]bool
	results      map[*types.Var]bool // of params, the named results: no caller gives them a value
	paramNames   map[*types.Var]*ast.Ident
	resolving    map[*types.Var]bool
	// tables holds the values the package puts in each of its tables of
	// functions (functables.go).
	tables map[*types.Var][]ast.Expr
	// paths answers which nodes enclose a node, once each.
	paths *astutil.Paths
}

type readKey struct {
	u   *unit
	obj types.Object
}

func (a *analyzer) sameModule(path string) bool {
	if a.pass.Module == nil || a.pass.Module.Path == "" {
		return true
	}
	mp := a.pass.Module.Path
	return path == mp || strings.HasPrefix(path, mp+"/")
}

// summaryOf returns the summary of fn: this package's, or its fact.
func (a *analyzer) summaryOf(fn *types.Func) *Summary {
	if u, ok := a.res.funcs[fn.Origin()]; ok {
		return &u.summary
	}
	var f SummaryFact
	if a.pass.ImportObjectFact(fn.Origin(), &f) {
		return &f.Summary
	}
	if fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg && a.pass.ImportPackageFact(fn.Pkg(), new(AnalyzedFact)) {
		if !fn.Exported() && fn.Parent() == fn.Pkg().Scope() {
			// Object facts reach other packages only for what they can
			// name: an unexported function's summary is in its
			// package's fact.
			var uf UnexportedFact
			a.pass.ImportPackageFact(fn.Pkg(), &uf)
			return named(uf.Funcs, fn.Name())
		}
		sig, ok := fn.Type().(*types.Signature)
		if ok && sig.Recv() == nil && !slices.Contains(a.pass.Pkg.Imports(), fn.Pkg()) {
			// The analysis hands a package the object facts of what its
			// direct imports declare, and of methods: a package-level
			// function of a package further down (a handler factory a
			// registry of another package calls) has its summary in its
			// package's fact.
			var ef ExportedFact
			a.pass.ImportPackageFact(fn.Pkg(), &ef)
			return named(ef.Funcs, fn.Name())
		}
		if !ok || sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
			return &Summary{} // analyzed, and found to have no effect
		}
	}
	return nil
}

// named returns the summary of the function called name in a package
// fact's list; one the analyzed package did not list has no effect.
func named(funcs []NamedSummary, name string) *Summary {
	for _, n := range funcs {
		if n.Name == name {
			return &n.Summary
		}
	}
	return &Summary{}
}

func isPackageLevel(v *types.Var) bool {
	return v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

// isStd reports whether path is a package of the standard library: its
// first element has no dot and the toolchain's source tree has it. A
// module whose path has no dot (module atlassian-dc-mcp-go) is not the
// standard library: its packages have summaries like any other's. Where
// the source tree is not there to look in, the first element decides.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	if strings.Contains(first, ".") {
		return false
	}
	if v, ok := stdPackages.Load(path); ok {
		return v.(bool)
	}
	src := filepath.Join(build.Default.GOROOT, "src")
	std := true
	if _, err := os.Stat(src); err == nil {
		fi, err := os.Stat(filepath.Join(src, filepath.FromSlash(path)))
		std = err == nil && fi.IsDir()
	}
	stdPackages.Store(path, std)
	return std
}

// stdPackages caches isStd's answers.
var stdPackages sync.Map

// FuncName is a function's name for witnesses and messages: "os.WriteFile",
// "(*store.Store).Save".
func FuncName(fn *types.Func) string {
	if fn.Pkg() == nil {
		return fn.Name()
	}
	if r := recvName(fn); r != "" {
		ptr := ""
		if strings.HasPrefix(r, "*") {
			ptr, r = "*", r[1:]
		}
		return "(" + ptr + fn.Pkg().Name() + "." + r + ")." + fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

func recvName(fn *types.Func) string { return sdk.NameOf(fn).Recv }

func (a *analyzer) pos(p token.Pos) model.Position { return model.NewPosition(a.pass.Fset, p) }

package discover

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strconv"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

//go:embed doc.go
var doc string

// Analyzer finds every MCP tool the package constructs and every binding of
// a tool to its handler.
var Analyzer = &analysis.Analyzer{
	Name:             "discover",
	Doc:              analyzerdoc.MustExtract(doc, "discover"),
	URL:              "https://github.com/annovet/annovet/blob/main/CHECKS.md",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{(*ReturnsFact)(nil), (*VarFact)(nil), (*RegistersFact)(nil), (*SDKFact)(nil), (*SDKVersionFact)(nil), (*SetterFact)(nil), (*FuncVarFact)(nil), (*ToolTypesFact)(nil), (*RegistrarFact)(nil), (*ModelAdaptersFact)(nil)},
}

// Result is the discovery pass's answer for one package.
type Result struct {
	// Tools are the tools constructed in this package, in source order. A
	// tool built by a constructor function that takes its annotations as
	// parameters is constructed at each call site.
	Tools []*model.Tool
	// Bindings tie a tool (possibly constructed in another package) to its
	// handler: registrations, ServerTool literals.
	Bindings []*model.Binding
	// Unfollowed are registrations whose tool annovet could not follow to
	// where it is built: any tool of the program may reach a server there.
	Unfollowed []Unfollowed
	// Escaped are the SDK's registration functions and methods used as
	// values, not called (s.AddTool passed to a helper that calls it):
	// annovet follows only calls, so the tools registered through them
	// are found only where they are built with what annovet can read.
	// Each is also in Unfollowed.
	Escaped []Escape
}

// An Unfollowed registration is one whose tool annovet could not follow.
type Unfollowed struct {
	At  model.Position
	Why string // what annovet could not follow: "the result of load", "a parameter"
	// ByType, when set, is the model adapter the registration goes
	// through: every value of its type annovet finds built is bound
	// there (models.go), so its tools are checked.
	ByType string
}

// An Escape is a registration function used as a value.
type Escape struct {
	At   model.Position
	Expr string // as written: s.server.AddTool
}

// SDKFact marks a package that imports an MCP SDK, directly or through its
// imports: only such a package can build tools. The others are only read
// for pointer helpers (func Bool(v bool) *bool).
type SDKFact struct{}

func (*SDKFact) AFact()         {}
func (*SDKFact) String() string { return "reaches an MCP SDK" }

// SDKVersionFact records, on an SDK's tool package, the release of the SDK
// the build uses ("v1.6.1"), from the module information the driver gives
// the SDK's own pass: go.mod decides it, never the analyzed package.
type SDKVersionFact struct{ Version string }

func (*SDKVersionFact) AFact()           {}
func (f *SDKVersionFact) String() string { return "SDK release " + f.Version }

// exportSDKVersion runs on the SDKs' own packages.
func exportSDKVersion(pass *analysis.Pass) {
	m := pass.Module
	if m == nil || m.Version == "" {
		return
	}
	for _, s := range sdk.All {
		if pass.Pkg.Path() == s.ToolType.Path && m.Path == s.Module {
			pass.ExportPackageFact(&SDKVersionFact{Version: m.Version})
		}
	}
}

// sdkVersions returns the release of each SDK this package's imports reach,
// where its package recorded one. The SDK is reached only through SDK
// packages and packages marked with SDKFact, so only those are followed.
func (s *state) sdkVersions() map[model.SDK]string {
	found := map[model.SDK]string{}
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if seen[imp] {
				continue
			}
			seen[imp] = true
			for _, spec := range sdk.All {
				var f SDKVersionFact
				if imp.Path() == spec.ToolType.Path && s.pass.ImportPackageFact(imp, &f) {
					found[spec.SDK] = f.Version
				}
			}
			if sdk.IsSDKPackage(imp.Path()) || s.pass.ImportPackageFact(imp, new(SDKFact)) {
				visit(imp)
			}
		}
	}
	visit(s.pass.Pkg)
	return found
}

// reachesSDK reports whether the package imports an SDK or a package that does.
func reachesSDK(pass *analysis.Pass) bool {
	for _, imp := range pass.Pkg.Imports() {
		if sdk.IsSDKPackage(imp.Path()) || pass.ImportPackageFact(imp, new(SDKFact)) {
			return true
		}
	}
	return false
}

// ReturnsFact records what a function returns when that involves tools: a
// constructor of tools, options, annotations presets or handlers.
type ReturnsFact struct{ Value value }

func (*ReturnsFact) AFact()           {}
func (f *ReturnsFact) String() string { return "returns " + f.Value.String() }

// VarFact records the value of a package-level variable holding tools,
// options or annotations.
type VarFact struct{ Value value }

func (*VarFact) AFact()           {}
func (f *VarFact) String() string { return "holds " + f.Value.String() }

// RegistersFact marks a function that registers the tool, handler or pairs
// it receives as parameters: a project's own wrapper around AddTool. An
// index is -1 when the wrapper takes no such parameter.
type RegistersFact struct {
	SDK                  model.SDK
	Tool, Handler, Pairs int
}

func (*RegistersFact) AFact() {}
func (f *RegistersFact) String() string {
	return "registers(tool=" + itoa(f.Tool) + ", handler=" + itoa(f.Handler) + ", pairs=" + itoa(f.Pairs) + ")"
}

func run(pass *analysis.Pass) (any, error) {
	if skip(pass) {
		if sdk.IsSDKPackage(pass.Pkg.Path()) {
			exportSDKVersion(pass)
		}
		return &Result{}, nil
	}
	if !reachesSDK(pass) {
		// No tool can be built here: export only the pointer helpers and
		// the functions that return a name, from the declarations, without
		// walking the bodies. A method's name (a tool type's Name(), its
		// type declared in a package that leaves the SDK to the server)
		// is summarized only when the method returns one constant
		// (constantReturn): summarizing every String() of a dependency
		// costs more than all the rest.
		s := newState(pass)
		names := false
		for _, f := range pass.Files {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func)
					if !ok {
						continue
					}
					name := constantName(fn.Type().(*types.Signature)) && (fd.Recv == nil || constantReturn(pass.TypesInfo, fd))
					if isPointerHelper(fn) || name {
						s.decls[fn] = fd
						names = names || name && fd.Recv == nil
					}
				}
			}
		}
		if names {
			s.index() // a name's summary follows its local variables
		}
		s.exportFacts()
		if ownModule(pass) {
			exportToolTables(pass)
		}
		return &Result{}, nil
	}
	pass.ExportPackageFact(&SDKFact{})
	s := newState(pass)
	s.index()
	s.findLocalFuncs()
	s.findWrappers()
	s.findLocalWrappers()
	s.findRegistrars()
	s.findModelAdapters()
	s.findConverters()
	s.discover()
	s.bindConverted()
	s.dropOwnPairs()
	s.exportFacts()
	s.sweep()
	s.dropShadows()

	versions := s.sdkVersions()
	for _, t := range s.tools {
		t.SDKVersion = versions[t.SDK]
	}
	res := &Result{Tools: s.tools, Bindings: s.bindings, Unfollowed: s.unfollowed}
	for _, e := range s.escapes() {
		res.Escaped = append(res.Escaped, e)
		res.Unfollowed = append(res.Unfollowed, Unfollowed{At: e.At, Why: e.Expr + " passed on as a value"})
	}
	sort.SliceStable(res.Tools, func(i, j int) bool { return res.Tools[i].At.Pos < res.Tools[j].At.Pos })
	sort.SliceStable(res.Bindings, func(i, j int) bool { return res.Bindings[i].At.Pos < res.Bindings[j].At.Pos })
	return res, nil
}

// state is the evaluator for one package.
type state struct {
	pass *analysis.Pass
	ix   *sdk.Index

	files     map[*token.File]*ast.File
	enclosing *astutil.Paths // pathTo's answers
	decls     map[*types.Func]*ast.FuncDecl
	assigns   map[*types.Var][]assignment
	// fieldAssigns holds what the package assigns each field of its own
	// struct types (fieldassigns.go).
	fieldAssigns  map[*types.Var][]fieldAssign
	literalFields map[*types.Var]bool       // set by name in a composite literal
	storedValues  map[storedKey]value       // withStoredField's answers
	mutations     map[*types.Var][]mutation // v.Field... = x, f(&v)
	aliases       map[*types.Var][]*types.Var
	paths         map[*types.Func]pathSummary
	setters       map[*types.Func]value
	pkgInit       map[*types.Var]assignment

	summaries map[*types.Func]*summary
	wrappers  map[*types.Func]*RegistersFact
	// localWrappers are the function literals held by local variables
	// that register what their calls pass (findLocalWrappers).
	localWrappers map[*types.Var]regCall
	// localFuncs are the function literals held by local variables and
	// only called, whose bodies run at each call (localfuncs.go).
	localFuncs map[ast.Node]*localFunc
	// localCallSites are the calls of the literals among them, and
	// plainHelpers says of the declared ones whether they register
	// nothing themselves.
	localCallSites map[*ast.CallExpr]bool
	plainHelpers   map[*ast.FuncDecl]bool
	// adapters are this package's model adapters; adaptersAll adds those
	// of the packages it imports (models.go).
	adapters, adaptersAll []ModelAdapter
	// ownPairs caches ownPair by type: the project's struct types that
	// pair a tool with its handler (an adapter with no ToolField: not one).
	ownPairs map[string]ModelAdapter
	// ownBound are the bindings made where an own pair is built
	// (bindModel), which a registration this package follows overrides.
	ownBound   []*model.Binding
	converters []converter
	// registrars are the helpers that build a tool from their parameters
	// and register it; atCalls, the registrations (and helper calls)
	// inside them, made where the helper is called (registrar.go).
	registrars map[*types.Func][]paramReg
	atCalls    map[*ast.CallExpr]bool
	// importedRegistrars caches the registrar facts of other packages'
	// functions (nil: none).
	importedRegistrars map[*types.Func][]paramReg
	busy               map[*types.Var]bool
	pkgVals            map[*types.Var]value
	// mapWritten are the package-level maps the package writes besides
	// their literal (m[k] = v, delete(m, k), clear(m)).
	mapWritten map[*types.Var]bool
	// mapCopies are, per local map, the maps a loop copies into it (for
	// k, h := range legacy { all[k] = h }).
	mapCopies map[*types.Var][]ast.Expr
	// filled caches filledFromParams by field; sharedMaps, mapShared.
	filled     map[*types.Var]bool
	sharedMaps map[*types.Var]bool

	built       map[builtKey][]builtTool
	called      map[*ast.Ident]bool // the functions called by name: f(...), x.f(...)
	consumed    map[ast.Node]bool   // constructions materialized as tools
	built0      []construction      // every construction, for tools that reach nothing annovet sees
	tools       []*model.Tool
	bound       map[boundKey]*model.Binding
	bindings    []*model.Binding
	unfollowed  []Unfollowed
	imported    map[string]*types.Package
	importOrder []*types.Package

	// typeSwitchVars and fieldStores: the variables type switches bind and
	// the functions stored in fields (fieldfuncs.go), computed once.
	typeSwitchVars map[*types.Var]switchVar
	fieldStores    map[*types.Var][]fieldFunc

	toolTypes []ToolType              // this package's conversions of tool types to interfaces
	allTypes  []ToolType              // with those of every imported package
	impls     map[string]*types.Named // the tool type that built a tool, by its position
}

// builtKey is where a tool is built. One construction builds as many tools
// as the values it is built from (a helper called with different names):
// they are told apart by their steps.
type builtKey struct {
	node ast.Node
	at   model.Position
}

// A builtTool is a tool materialized from a construction. Its steps are
// spelled out only when a second construction meets the same key.
type builtTool struct {
	b     buildV
	t     *model.Tool
	steps string
	keyed bool // steps is b.String()
}

// boundKey is where a tool meets its handler.
type boundKey struct {
	node ast.Node
	tool *model.Tool
}

// A construction is a tool literal or SDK constructor call, with the frame
// of the function it is in.
type construction struct {
	node ast.Expr
	fr   *frame
}

// assignment is one place a variable gets a value.
type assignment struct {
	rhs   ast.Expr
	index int            // the variable's position in a multi-value right-hand side, or -1
	rng   bool           // rhs is the range expression of a for-range value variable
	loop  *ast.RangeStmt // with rng, the loop
	app   bool           // v = append(v, ...): rhs is the append call
	// decode is the type a document is decoded into: rhs is the
	// document, and decode(&v) its decoding (json.Unmarshal(doc, &v)).
	decode types.Type
}

type summary struct {
	ret     value
	guarded []guardedReturn // its returns one by one, when one has a guard (reach.go)
	busy    bool
}

// frame is the function being evaluated: its parameters evaluate to paramV
// and its range variables may be bound to one element each.
type frame struct {
	fn  *types.Func
	sig *types.Signature
	env map[*types.Var]value
}

func newState(pass *analysis.Pass) *state {
	return &state{
		pass:               pass,
		enclosing:          astutil.NewPaths(pass.Files),
		ix:                 sdk.Default,
		files:              map[*token.File]*ast.File{},
		decls:              map[*types.Func]*ast.FuncDecl{},
		assigns:            map[*types.Var][]assignment{},
		fieldAssigns:       map[*types.Var][]fieldAssign{},
		literalFields:      map[*types.Var]bool{},
		storedValues:       map[storedKey]value{},
		mutations:          map[*types.Var][]mutation{},
		aliases:            map[*types.Var][]*types.Var{},
		paths:              map[*types.Func]pathSummary{},
		setters:            map[*types.Func]value{},
		consumed:           map[ast.Node]bool{},
		impls:              map[string]*types.Named{},
		pkgInit:            map[*types.Var]assignment{},
		ownPairs:           map[string]ModelAdapter{},
		summaries:          map[*types.Func]*summary{},
		wrappers:           map[*types.Func]*RegistersFact{},
		localWrappers:      map[*types.Var]regCall{},
		registrars:         map[*types.Func][]paramReg{},
		atCalls:            map[*ast.CallExpr]bool{},
		importedRegistrars: map[*types.Func][]paramReg{},
		busy:               map[*types.Var]bool{},
		pkgVals:            map[*types.Var]value{},
		mapWritten:         map[*types.Var]bool{},
		mapCopies:          map[*types.Var][]ast.Expr{},
		filled:             map[*types.Var]bool{},
		built:              map[builtKey][]builtTool{},
		called:             map[*ast.Ident]bool{},
		bound:              map[boundKey]*model.Binding{},
	}
}

// preorder calls visit for every node of the package's syntax, in source
// order. Discovery walks a package twice (index, then discover), which does
// not repay building an inspector: its event list is most of what the pass
// would allocate on a server with thousands of tools.
func (s *state) preorder(visit func(ast.Node)) {
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if n != nil {
				visit(n)
			}
			return true
		})
	}
}

// index records, in one walk of the syntax, every function declaration and
// every assignment to a variable.
func (s *state) index() {
	info := s.pass.TypesInfo
	for _, f := range s.pass.Files {
		s.files[s.pass.Fset.File(f.FileStart)] = f
	}
	varOf := func(e ast.Expr) *types.Var {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return nil
		}
		v, _ := info.ObjectOf(id).(*types.Var)
		return v
	}
	s.preorder(func(n ast.Node) {
		switch n.(type) {
		case *ast.FuncDecl, *ast.AssignStmt, *ast.ValueSpec, *ast.RangeStmt, *ast.CallExpr, *ast.CompositeLit:
		default:
			return
		}
		s.recordMutations(n)
		s.recordConversions(n)
		switch n := n.(type) {
		case *ast.FuncDecl:
			if fn, ok := info.Defs[n.Name].(*types.Func); ok && n.Body != nil {
				s.decls[fn] = n
			}
		case *ast.AssignStmt:
			s.recordFieldAssigns(n)
			for _, lhs := range n.Lhs {
				if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok {
					if v := varOf(ix.X); v != nil {
						s.mapWritten[v] = true
					}
				}
			}
			for i, lhs := range n.Lhs {
				v := varOf(lhs)
				if v == nil {
					continue
				}
				a := assignment{index: -1}
				if len(n.Rhs) == len(n.Lhs) {
					a.rhs = n.Rhs[i]
					if call, ok := ast.Unparen(a.rhs).(*ast.CallExpr); ok && astutil.IsBuiltin(info, call.Fun, "append") && len(call.Args) > 0 && varOf(call.Args[0]) == v {
						a.app = true
					}
				} else if len(n.Rhs) == 1 {
					a.rhs, a.index = n.Rhs[0], i
				}
				if a.rhs != nil {
					s.assigns[v] = append(s.assigns[v], a)
				}
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				v, ok := info.Defs[name].(*types.Var)
				if !ok {
					continue
				}
				a := assignment{index: -1}
				if len(n.Values) == len(n.Names) {
					a.rhs = n.Values[i]
				} else if len(n.Values) == 1 {
					a.rhs, a.index = n.Values[0], i
				}
				if a.rhs == nil {
					continue
				}
				if v.Parent() == s.pass.Pkg.Scope() {
					s.pkgInit[v] = a
				} else {
					s.assigns[v] = append(s.assigns[v], a)
				}
			}
		case *ast.CallExpr:
			if id := calledName(n.Fun); id != nil {
				s.called[id] = true
			}
			if (astutil.IsBuiltin(info, n.Fun, "delete") || astutil.IsBuiltin(info, n.Fun, "clear")) && len(n.Args) > 0 {
				if v := varOf(n.Args[0]); v != nil {
					s.mapWritten[v] = true
				}
			}
			if v, doc := s.decodeTarget(n); v != nil && v.Parent() != s.pass.Pkg.Scope() {
				s.assigns[v] = append(s.assigns[v], assignment{rhs: doc, index: -1, decode: v.Type()})
			}
		case *ast.CompositeLit:
			s.recordLiteralFields(n)
		case *ast.RangeStmt:
			if n.Value != nil {
				if v := varOf(n.Value); v != nil {
					s.assigns[v] = append(s.assigns[v], assignment{rhs: n.X, index: -1, rng: true, loop: n})
				}
			}
			if dst := copyLoop(info, n); dst != nil {
				s.mapCopies[dst] = append(s.mapCopies[dst], n.X)
			}
		}
	})
}

// rootVar returns the variable at the root of a selector chain (v.A.B).
func rootVar(info *types.Info, e ast.Expr) *types.Var {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			return v
		default:
			return nil
		}
	}
}

func itoa(i int) string {
	if i < 0 {
		return "-"
	}
	return strconv.Itoa(i)
}

// isPointerHelper reports whether fn looks like func(bool) *bool or
// func[T any](T) *T.
// constantReturn reports whether fd's body is one return statement of a
// constant: func (t *GetAlertTool) Name() string { return "get_alert" }.
func constantReturn(info *types.Info, fd *ast.FuncDecl) bool {
	if len(fd.Body.List) != 1 {
		return false
	}
	ret, ok := fd.Body.List[0].(*ast.ReturnStmt)
	return ok && len(ret.Results) == 1 && info.Types[ret.Results[0]].Value != nil
}

func isPointerHelper(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	ptr, ok := sig.Results().At(0).Type().(*types.Pointer)
	if !ok {
		return false
	}
	if _, ok := ptr.Elem().(*types.TypeParam); ok {
		return true
	}
	b, ok := ptr.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// skip reports whether a package cannot hold MCP tools of a server: the
// standard library and the SDKs themselves.
func skip(pass *analysis.Pass) bool {
	return astutil.InStd(pass) || sdk.IsSDKPackage(pass.Pkg.Path())
}

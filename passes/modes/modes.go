package modes

import (
	_ "embed"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/sqltext"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/passes/effects"
	"github.com/annovet/annovet/sdk"
)

//go:embed doc.go
var doc string

// Analyzer finds, for every binding of a tool to its handler, what makes
// the tool multi-mode: arguments that reach an executor, switches on a
// mode argument into branches that read and branches that write.
var Analyzer = &analysis.Analyzer{
	Name:             "modes",
	Doc:              analyzerdoc.MustExtract(doc, "modes"),
	URL:              "https://github.com/annovet/annovet/blob/main/CHECKS.md#multimode",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	Requires:         []*analysis.Analyzer{discover.Analyzer, effects.Analyzer},
}

// Result holds the evidence of each binding whose handler is in this
// package.
type Result struct {
	byBinding map[*model.Binding]*Evidence
}

// Of returns the evidence of a binding, or nil when annovet cannot read
// its handler here.
func (r *Result) Of(b *model.Binding) *Evidence { return r.byBinding[b] }

// MultiMode reports whether the evidence makes the tool multi-mode: an
// argument reaches an executor without a guard to reads, or a mode
// argument switches between branches that do different things.
func (ev *Evidence) MultiMode() bool {
	return ev != nil && (len(ev.Passthroughs) > 0 && !ev.Guarded || len(ev.Switches) > 0)
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[discover.Analyzer].(*discover.Result)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	out := &Result{byBinding: map[*model.Binding]*Evidence{}}
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					decls[fn] = fd
				}
			}
		}
	}
	for _, b := range res.Bindings {
		if b.BoundElsewhere {
			continue
		}
		body, params := handlerBody(pass, decls, b.Handler)
		if body == nil {
			continue
		}
		s := &scanner{pass: pass, decls: decls, eff: eff, visited: map[string]bool{}}
		sources := map[*types.Var]string{}
		for _, p := range params {
			sources[p] = argsDesc
		}
		ev := s.scan(body, sources, nil, 0)
		out.byBinding[b] = &ev
	}
	return out, nil
}

// handlerBody returns the body of a handler in this package and the
// parameters that carry the tool's arguments (all but a context).
func handlerBody(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, h *model.Handler) (*ast.BlockStmt, []*types.Var) {
	var ft *ast.FuncType
	var body *ast.BlockStmt
	switch {
	case h.Lit != nil:
		ft, body = h.Lit.Type, h.Lit.Body
	case h.Func != nil:
		if d := decls[h.Func.Origin()]; d != nil {
			ft, body = d.Type, d.Body
		}
	case h.Via != nil:
		// The closure the constructor returns.
		if d := decls[h.Via.Origin()]; d != nil {
			ast.Inspect(d.Body, func(n ast.Node) bool {
				if ret, ok := n.(*ast.ReturnStmt); ok && body == nil {
					for _, r := range ret.Results {
						if lit, ok := ast.Unparen(r).(*ast.FuncLit); ok {
							ft, body = lit.Type, lit.Body
						}
					}
				}
				return body == nil
			})
		}
	}
	if body == nil {
		return nil, nil
	}
	var params []*types.Var
	for _, f := range ft.Params.List {
		for _, name := range f.Names {
			v, ok := pass.TypesInfo.Defs[name].(*types.Var)
			if ok && !isContext(v.Type()) {
				params = append(params, v)
			}
		}
	}
	return body, params
}

func isContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// argsDesc describes a handler parameter that carries all the arguments.
const argsDesc = "the tool's arguments"

// Evidence is what makes a tool multi-mode.
// Evidence is what makes a tool multi-mode.
type Evidence struct {
	Passthroughs []Passthrough
	Switches     []Switch
	Guarded      bool // the handler restricts the Passthrough to reads
}

// A Passthrough is an argument of the tool that reaches an executor.
type Passthrough struct {
	Arg  string   // "argument \"sql\""
	What string   // "SQL statement"
	Sink string   // "(*sql.DB).ExecContext"
	Path []string // from the handler to the sink
	Pos  token.Pos
}

// A Switch is a switch or if-chain on a mode argument.
type Switch struct {
	Arg      string
	Pos      token.Pos
	Branches []Branch
}

// A Branch is one case of a Switch: its values and what it does.
type Branch struct {
	Values []string
	Class  string // "reads", "writes", "deletes"
}

// Classes returns the distinct effect classes of a switch's branches.
func (m Switch) Classes() []string {
	var cs []string
	for _, b := range m.Branches {
		if !slices.Contains(cs, b.Class) {
			cs = append(cs, b.Class)
		}
	}
	return cs
}

// scanner follows the tool's arguments through a handler and the helpers
// of this package it calls.
type scanner struct {
	pass    *analysis.Pass
	decls   map[*types.Func]*ast.FuncDecl
	eff     *effects.Result
	visited map[string]bool
}

const maxDepth = 3

func (s *scanner) scan(body *ast.BlockStmt, sources map[*types.Var]string, path []string, depth int) Evidence {
	var ev Evidence
	t := &taint{pass: s.pass, vars: map[*types.Var]string{}}
	for v, d := range sources {
		t.vars[v] = d
	}
	t.propagate(body)
	info := s.pass.TypesInfo
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			s.call(n, t, path, depth, &ev)
		case *ast.CompositeLit:
			if isReadOnlyTx(info, n) {
				ev.Guarded = true
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING && guardText.MatchString(n.Value) {
				ev.Guarded = true
			}
		case *ast.SwitchStmt:
			if m, ok := s.switchModes(n, t); ok {
				ev.Switches = append(ev.Switches, m)
			}
		case *ast.IfStmt:
			if m, ok := s.ifModes(n, t); ok {
				ev.Switches = append(ev.Switches, m)
				return true
			}
		}
		return true
	})
	return ev
}

// guardText matches string literals that classify statements as reads: a
// bare SELECT or EXPLAIN keyword, or a read-only transaction.
var guardText = regexp.MustCompile(`(?i)^["` + "`" + `]\s*(select|explain)\s*["` + "`" + `]$|read[ _]only`)

func isReadOnlyTx(info *types.Info, lit *ast.CompositeLit) bool {
	t := info.TypeOf(lit)
	if t == nil || !strings.HasSuffix(types.TypeString(t, nil), "database/sql.TxOptions") {
		return false
	}
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "ReadOnly" {
				if tv, ok := info.Types[kv.Value]; ok && tv.Value != nil && constant.BoolVal(tv.Value) {
					return true
				}
			}
		}
	}
	return false
}

func (s *scanner) call(call *ast.CallExpr, t *taint, path []string, depth int, ev *Evidence) {
	fn := typeutil.StaticCallee(s.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	name := sdk.NameOf(fn)
	if sk := lookupSink(name.Path, name.Recv, fn.Name()); sk != nil {
		if arg, ok := s.sinkArg(sk, call, t); ok {
			ev.Passthroughs = append(ev.Passthroughs, Passthrough{Arg: arg, What: sk.What, Sink: effects.FuncName(fn), Path: append(slices.Clone(path), effects.FuncName(fn)), Pos: call.Pos()})
		}
		return
	}
	// A helper of this package that receives an argument: follow it.
	decl := s.decls[fn.Origin()]
	if decl == nil || depth >= maxDepth {
		return
	}
	sig := fn.Type().(*types.Signature)
	sources := map[*types.Var]string{}
	var mask []byte
	for i, a := range call.Args {
		if i >= sig.Params().Len() {
			break
		}
		if d, ok := t.expr(a); ok {
			sources[sig.Params().At(i)] = d
			mask = append(mask, byte('0'+i%10))
		}
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sig.Recv() != nil {
		if d, ok := t.expr(sel.X); ok {
			sources[sig.Recv()] = d
			mask = append(mask, 'r')
		}
	}
	if len(sources) == 0 {
		return
	}
	key := fn.FullName() + "/" + string(mask)
	if s.visited[key] {
		return
	}
	s.visited[key] = true
	sub := s.scan(decl.Body, sources, append(slices.Clone(path), effects.FuncName(fn)), depth+1)
	ev.Passthroughs = append(ev.Passthroughs, sub.Passthroughs...)
	ev.Guarded = ev.Guarded || sub.Guarded
}

// sinkArg reports whether the argument a sink executes comes from the
// tool's arguments, and which argument it is.
func (s *scanner) sinkArg(sk *sink, call *ast.CallExpr, t *taint) (string, bool) {
	switch {
	case sk.StringArg:
		for _, a := range call.Args {
			if b, ok := s.pass.TypesInfo.TypeOf(a).Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				if sqltext.Classify(sqltext.Verb(sqltext.Prefix(s.pass.TypesInfo, a, nil))) != sqltext.Unknown {
					// "SHOW CREATE TABLE " + name: the statement is fixed,
					// the argument only fills it in.
					return "", false
				}
				return t.expr(a)
			}
		}
	case len(sk.Args) == 1 && sk.Args[0] == -1:
		for _, a := range call.Args {
			if d, ok := t.expr(a); ok {
				return d, true
			}
		}
	default:
		var descs []string
		for _, i := range sk.Args {
			if i >= len(call.Args) {
				return "", false
			}
			d, ok := t.expr(call.Args[i])
			if !ok {
				return "", false
			}
			if !slices.Contains(descs, d) {
				descs = append(descs, d)
			}
		}
		return strings.Join(descs, " and "), true
	}
	return "", false
}

// switchModes recognizes a switch on a mode argument whose branches have
// different effects.
func (s *scanner) switchModes(sw *ast.SwitchStmt, t *taint) (Switch, bool) {
	if sw.Tag == nil {
		return Switch{}, false
	}
	arg, ok := t.expr(sw.Tag)
	if !ok || !modeArgs[argName(arg)] {
		return Switch{}, false
	}
	m := Switch{Arg: arg, Pos: sw.Pos()}
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok || len(cc.Body) == 0 {
			continue
		}
		m.Branches = append(m.Branches, Branch{Values: s.constants(cc.List), Class: s.classify(cc)})
	}
	return m, len(m.Classes()) > 1
}

// ifModes recognizes an if-chain comparing a mode argument with constants.
func (s *scanner) ifModes(ifs *ast.IfStmt, t *taint) (Switch, bool) {
	var m Switch
	for cur := ifs; cur != nil; {
		be, ok := ast.Unparen(cur.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL {
			return Switch{}, false
		}
		arg, ok := t.expr(be.X)
		val := be.Y
		if !ok {
			arg, ok = t.expr(be.Y)
			val = be.X
		}
		if !ok || !modeArgs[argName(arg)] || (m.Arg != "" && m.Arg != arg) {
			return Switch{}, false
		}
		m.Arg, m.Pos = arg, ifs.Pos()
		m.Branches = append(m.Branches, Branch{Values: s.constants([]ast.Expr{val}), Class: s.classify(cur.Body)})
		next, _ := cur.Else.(*ast.IfStmt)
		cur = next
	}
	return m, len(m.Branches) > 1 && len(m.Classes()) > 1
}

func (s *scanner) constants(es []ast.Expr) []string {
	var out []string
	for _, e := range es {
		if tv, ok := s.pass.TypesInfo.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			out = append(out, constant.StringVal(tv.Value))
		}
	}
	return out
}

// classify names what a Branch does: reads, writes or deletes.
func (s *scanner) classify(n ast.Node) string {
	class := "reads"
	for _, e := range s.eff.Within(n) {
		switch {
		case e.Kind == effects.Delete:
			return "deletes"
		case e.Kind.Changes():
			class = "writes"
		}
	}
	return class
}

// argName extracts the argument's name from a description.
func argName(desc string) string {
	if i := strings.Index(desc, `"`); i >= 0 {
		if j := strings.Index(desc[i+1:], `"`); j >= 0 {
			return strings.ToLower(desc[i+1 : i+1+j])
		}
	}
	return strings.ToLower(strings.TrimPrefix(desc, "argument "))
}

package multimode

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/internal/fix"
	"github.com/annovet/annovet/internal/sqltext"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/passes/effects"
	"github.com/annovet/annovet/sdk"
)

// Category is the check ID of this pass.
const Category = "multimode"

// Analyzer reports tools whose behavior depends on their arguments: SQL,
// shell and script passthroughs, and action switches whose branches read in
// one mode and write in another.
var Analyzer = &analysis.Analyzer{
	Name:     "multimode",
	Doc:      doc,
	URL:      "https://github.com/annovet/annovet/blob/main/CHECKS.md#multimode",
	Run:      run,
	Requires: []*analysis.Analyzer{discover.Analyzer, effects.Analyzer},
}

// disabled holds the checks the analyzer's -disable flag turns off.
var disabled *diag.Disabled

func init() { disabled = diag.DisableFlag(Analyzer, Category) }

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[discover.Analyzer].(*discover.Result)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	r := diag.New(pass, disabled, false, Category)
	defer r.Finish()
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
	seen := map[string]bool{}
	for _, b := range res.Bindings {
		if b.BoundElsewhere {
			continue
		}
		body, params := handlerBody(pass, decls, b.Handler)
		if body == nil {
			continue
		}
		key := b.Tool.At.String() + "|" + b.Handler.Name
		if seen[key] {
			continue
		}
		seen[key] = true
		s := &scanner{pass: pass, decls: decls, eff: eff, visited: map[string]bool{}}
		sources := map[*types.Var]string{}
		for _, p := range params {
			sources[p] = argsDesc
		}
		ev := s.scan(body, sources, nil, 0)
		report(pass, r, b, ev)
	}
	return nil, nil
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

// evidence is what makes a tool multi-mode.
type evidence struct {
	passthroughs []passthrough
	switches     []modeSwitch
	guarded      bool // the handler restricts the passthrough to reads
}

type passthrough struct {
	arg  string // "argument \"sql\""
	what string // "SQL statement"
	sink string // "(*sql.DB).ExecContext"
	path []string
	pos  token.Pos
}

type modeSwitch struct {
	arg      string
	pos      token.Pos
	branches []branch
}

type branch struct {
	values []string
	class  string // "reads", "writes", "deletes"
}

// classes returns the distinct effect classes of a switch's branches.
func (m modeSwitch) classes() []string {
	var cs []string
	for _, b := range m.branches {
		if !slices.Contains(cs, b.class) {
			cs = append(cs, b.class)
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

func (s *scanner) scan(body *ast.BlockStmt, sources map[*types.Var]string, path []string, depth int) evidence {
	var ev evidence
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
				ev.guarded = true
			}
		case *ast.BasicLit:
			if n.Kind == token.STRING && guardText.MatchString(n.Value) {
				ev.guarded = true
			}
		case *ast.SwitchStmt:
			if m, ok := s.switchModes(n, t); ok {
				ev.switches = append(ev.switches, m)
			}
		case *ast.IfStmt:
			if m, ok := s.ifModes(n, t); ok {
				ev.switches = append(ev.switches, m)
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

func (s *scanner) call(call *ast.CallExpr, t *taint, path []string, depth int, ev *evidence) {
	fn := typeutil.StaticCallee(s.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return
	}
	name := sdk.NameOf(fn)
	if sk := lookupSink(name.Path, name.Recv, fn.Name()); sk != nil {
		if arg, ok := s.sinkArg(sk, call, t); ok {
			ev.passthroughs = append(ev.passthroughs, passthrough{arg: arg, what: sk.What, sink: effects.FuncName(fn), path: append(slices.Clone(path), effects.FuncName(fn)), pos: call.Pos()})
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
	ev.passthroughs = append(ev.passthroughs, sub.passthroughs...)
	ev.guarded = ev.guarded || sub.guarded
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
func (s *scanner) switchModes(sw *ast.SwitchStmt, t *taint) (modeSwitch, bool) {
	if sw.Tag == nil {
		return modeSwitch{}, false
	}
	arg, ok := t.expr(sw.Tag)
	if !ok || !modeArgs[argName(arg)] {
		return modeSwitch{}, false
	}
	m := modeSwitch{arg: arg, pos: sw.Pos()}
	for _, st := range sw.Body.List {
		cc, ok := st.(*ast.CaseClause)
		if !ok || len(cc.Body) == 0 {
			continue
		}
		m.branches = append(m.branches, branch{values: s.constants(cc.List), class: s.classify(cc)})
	}
	return m, len(m.classes()) > 1
}

// ifModes recognizes an if-chain comparing a mode argument with constants.
func (s *scanner) ifModes(ifs *ast.IfStmt, t *taint) (modeSwitch, bool) {
	var m modeSwitch
	for cur := ifs; cur != nil; {
		be, ok := ast.Unparen(cur.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL {
			return modeSwitch{}, false
		}
		arg, ok := t.expr(be.X)
		val := be.Y
		if !ok {
			arg, ok = t.expr(be.Y)
			val = be.X
		}
		if !ok || !modeArgs[argName(arg)] || (m.arg != "" && m.arg != arg) {
			return modeSwitch{}, false
		}
		m.arg, m.pos = arg, ifs.Pos()
		m.branches = append(m.branches, branch{values: s.constants([]ast.Expr{val}), class: s.classify(cur.Body)})
		next, _ := cur.Else.(*ast.IfStmt)
		cur = next
	}
	return m, len(m.branches) > 1 && len(m.classes()) > 1
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

// classify names what a branch does: reads, writes or deletes.
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

func report(pass *analysis.Pass, r *diag.Reporter, b *model.Binding, ev evidence) {
	t := b.Tool
	var what string
	var related []analysis.RelatedInformation
	switch {
	case len(ev.passthroughs) > 0 && !ev.guarded:
		p := ev.passthroughs[0]
		what = fmt.Sprintf("passes %s to %s as a %s, so what a call does depends on its arguments", p.arg, strings.Join(p.path, " -> "), p.what)
		related = append(related, analysis.RelatedInformation{Pos: p.pos, Message: fmt.Sprintf("the %s runs here", p.what)})
	case len(ev.switches) > 0:
		m := ev.switches[0]
		what = fmt.Sprintf("switches on %s into modes that %s", m.arg, describeModes(m))
		related = append(related, analysis.RelatedInformation{Pos: m.pos, Message: "the modes branch here"})
	default:
		return
	}
	if executorName(t.DisplayName()) {
		what += ", and its name says it executes"
	}
	ro, de := t.Annotations.Get(model.ReadOnly), t.Annotations.Get(model.Destructive)
	pos := b.At.Pos
	if hv := ro; ro.Is(true) || de.Is(false) {
		if !ro.Is(true) {
			hv = de
		}
		if t.InConstruction(hv.At) {
			pos = hv.At.Pos
		}
		claim := "marked read-only"
		if !ro.Is(true) {
			claim = "marked non-destructive"
		}
		var d fix.Decision
		d.Set(model.ReadOnly, false)
		d.Set(model.Destructive, true)
		diagn := analysis.Diagnostic{Pos: pos, Category: Category, Related: related,
			Message: fmt.Sprintf("tool %q %s, yet it is %s, so clients trust every call as safe; no single annotation describes it: annotate the worst case (readOnlyHint=false, destructiveHint=true) or split it into a read-only tool and a destructive one",
				t.DisplayName(), what, claim)}
		if edits := fix.Hints(pass, t, d); len(edits) > 0 {
			diagn.SuggestedFixes = []analysis.SuggestedFix{{Message: "Annotate the worst case: " + d.String(), TextEdits: edits}}
		}
		r.Report(diagn, t.At.Pos, b.At.Pos)
		return
	}
	r.Report(analysis.Diagnostic{Pos: pos, Category: Category, Related: related,
		Message: fmt.Sprintf("tool %q %s; annotated for the worst case, every call needs confirmation: splitting it would let clients auto-approve the read-only half",
			t.DisplayName(), what)}, t.At.Pos)
}

// describeModes says which values of a mode argument read and which change
// things: "read (get, list) and delete (remove)".
func describeModes(m modeSwitch) string {
	var parts []string
	for _, class := range m.classes() {
		var vals []string
		for _, b := range m.branches {
			if b.class == class {
				vals = append(vals, b.values...)
			}
		}
		verb := map[string]string{"reads": "read", "writes": "write", "deletes": "delete"}[class]
		if len(vals) == 0 {
			parts = append(parts, verb+" (default)")
		} else {
			parts = append(parts, verb+" ("+strings.Join(vals, ", ")+")")
		}
	}
	return strings.Join(parts, " and ")
}

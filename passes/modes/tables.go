package modes

import (
	"go/ast"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/effects"
)

// A table dispatch is a mode switch written as data: the handler looks a
// function up in a table by a mode argument and calls it
// (route := routes[in.Action]; route.Handler(ctx, in.Params)). Each entry
// of the table is a mode, classified by what calling its function does.
// The table is often built where the tool is registered and handed to a
// handler factory, through helpers in other packages (a meta-tool layer):
// TableFact says, of such a factory or registration helper, which of its
// parameters is the table, and each binding reads the table it passes.

// TableFact marks a function whose handler (the closure it makes or
// registers, or the one a function it calls does) looks a function up in
// its parameter Param by the tool's argument Arg and calls it, or the
// function in its field Field.
type TableFact struct {
	Param int
	Arg   string
	Field string
}

func (*TableFact) AFact() {}

func (f *TableFact) param() int { return f.Param }
func (f *TableFact) withParam(i int, _ string) *TableFact {
	nf := *f
	nf.Param = i
	return &nf
}
func (f *TableFact) String() string {
	s := "dispatches on " + f.Arg + " through the table in param" + strconv.Itoa(f.Param)
	if f.Field != "" {
		s += ", calling ." + f.Field
	}
	return s
}

// A lookup is a call of a function looked up in a table by a mode
// argument.
type lookup struct {
	table ast.Expr // the table indexed
	arg   string   // the argument that picks the entry
	field string   // the field of the entry called, "" for the entry itself
	at    ast.Node
}

// lookups returns the calls in body of functions looked up by a mode
// argument in a table of functions or of structs holding them.
func lookups(info *types.Info, body ast.Node, t *taint) []lookup {
	// Locals assigned an element: route := routes[action], or route, ok.
	elems := map[*types.Var]*ast.IndexExpr{}
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return true
		}
		if ix, ok := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr); ok {
			if v := astutil.IdentVar(info, as.Lhs[0]); v != nil {
				elems[v] = ix
			}
		}
		return true
	})
	var out []lookup
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		holder, field := ast.Unparen(call.Fun), ""
		if sel, ok := holder.(*ast.SelectorExpr); ok {
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.FieldVal {
				return true
			}
			if _, isFunc := s.Obj().Type().Underlying().(*types.Signature); !isFunc {
				return true
			}
			holder, field = ast.Unparen(sel.X), sel.Sel.Name
		}
		ix, ok := holder.(*ast.IndexExpr)
		if !ok {
			if v := astutil.IdentVar(info, holder); v != nil {
				ix = elems[v]
			}
		}
		if ix == nil {
			return true
		}
		if d, ok := t.expr(ix.Index); ok && modeArgs[argName(d)] {
			out = append(out, lookup{table: ix.X, arg: d, field: field, at: call})
		}
		return true
	})
	return out
}

// tableFacts computes, for this package's functions, the table
// dispatches of the handlers they make or register: a closure that looks a
// function up in one of the function's parameters, or a call that hands a
// parameter on to a function that has such a dispatch (a registration
// helper over a handler factory). The facts are exported for importers.
func tableFacts(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl) map[*types.Func]*TableFact {
	info := pass.TypesInfo
	return paramFacts(pass, decls, func(fn *types.Func, lit *ast.FuncLit, t *taint) *TableFact {
		for _, l := range lookups(info, lit.Body, t) {
			if i := paramIndex(info, fn, l.table); i >= 0 {
				return &TableFact{Param: i, Arg: l.arg, Field: l.field}
			}
		}
		return nil
	})
}

// paramFacts computes, for the functions of decls, the fact find gives of
// the first function literal each makes that takes the tool's arguments
// (their taint propagated through its body), extends the facts to the
// helpers that hand the parameter on (handedOn), and exports them.
func paramFacts[F any, P paramFact[F]](pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, find func(fn *types.Func, lit *ast.FuncLit, t *taint) *F) map[*types.Func]*F {
	out := map[*types.Func]*F{}
	for fn, fd := range decls {
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			lit, ok := n.(*ast.FuncLit)
			if !ok || out[fn] != nil {
				return out[fn] == nil
			}
			params := argParams(pass, lit.Type)
			if len(params) == 0 {
				return true
			}
			t := &taint{pass: pass, vars: map[*types.Var]string{}}
			for _, p := range params {
				t.vars[p] = argsDesc
			}
			t.propagate(lit.Body)
			if f := find(fn, lit, t); f != nil {
				out[fn] = f
				return false
			}
			return true
		})
	}
	handedOn[F, P](pass, decls, out)
	for fn, f := range out {
		pass.ExportObjectFact(fn, P(f))
	}
	return out
}

// tableSwitch classifies the entries of a table a handler dispatches on
// as the branches of a mode switch.
func tableSwitch(eff *effects.Result, table ast.Expr, arg, field string) (Switch, bool) {
	entries, ok := eff.TableEntries(table, field)
	if !ok {
		return Switch{}, false
	}
	m := Switch{Arg: arg}
	for _, e := range entries {
		m.Branches = append(m.Branches, Branch{Values: []string{e.Key}, Class: classifyEffects(e.Effects)})
	}
	return m, m.readsAndChanges()
}

// viaTable returns the mode switch of a binding whose handler a factory
// makes from the table the registration passes it.
func viaTable(pass *analysis.Pass, eff *effects.Result, local map[*types.Func]*TableFact, b *model.Binding) (Switch, bool) {
	h := b.Handler
	if h.Via == nil || h.Call == nil {
		return Switch{}, false
	}
	f := local[h.Via.Origin()]
	if f == nil {
		var imported TableFact
		if h.Via.Pkg() == pass.Pkg || !pass.ImportObjectFact(h.Via.Origin(), &imported) {
			return Switch{}, false
		}
		f = &imported
	}
	if f.Param >= len(h.Call.Args) {
		return Switch{}, false
	}
	m, ok := tableSwitch(eff, h.Call.Args[f.Param], f.Arg, f.Field)
	m.At = b.At
	return m, ok
}

// A paramFact is a fact about one parameter of a function: the one that
// holds the table a handler dispatches on, or the executor it calls.
type paramFact[F any] interface {
	*F
	analysis.Fact
	param() int
	// withParam is the fact of a helper that hands its parameter i on to
	// the function through, which has this fact.
	withParam(i int, through string) *F
}

// handedOn extends out to the functions of decls that hand one of their
// parameters on to a function with such a fact (of this package, or
// imported): a registration helper over a handler factory has the same
// fact, about the parameter it hands on. The fixed point runs in
// declaration order, so it settles the same way on every run.
func handedOn[F any, P paramFact[F]](pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl, out map[*types.Func]*F) {
	info := pass.TypesInfo
	factOf := func(g *types.Func) P {
		if f := out[g]; f != nil {
			return f
		}
		f := P(new(F))
		if g.Pkg() != pass.Pkg && pass.ImportObjectFact(g, f) {
			return f
		}
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, fn := range inOrder(decls) {
			if out[fn] != nil {
				continue
			}
			ast.Inspect(decls[fn].Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || out[fn] != nil {
					return out[fn] == nil
				}
				g := typeutil.StaticCallee(info, call)
				if g == nil {
					return true
				}
				f := factOf(g.Origin())
				if f == nil || f.param() >= len(call.Args) {
					return true
				}
				if i := paramIndex(info, fn, call.Args[f.param()]); i >= 0 {
					out[fn] = f.withParam(i, effects.FuncName(g))
					changed = true
				}
				return true
			})
		}
	}
}

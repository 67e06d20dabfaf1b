package effects

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
)

// Go templates (text/template, html/template) run no code but the
// functions they were given with Funcs and the methods of the data they
// are executed with, which the program chooses: a template its caller
// writes is a script only when it was given functions the program does not
// name. Given the program's own functions (a FuncMap literal of them), it
// may run those and nothing else.

// templateWithoutFuncs reports whether a Go template's Parse call parses
// into a template that was given no functions, so that it only formats the
// data it is executed with, whoever writes it.
func (a *analyzer) templateWithoutFuncs(call *ast.CallExpr, u *unit) bool {
	funcs, ok := a.templateFuncs(call, u)
	return ok && len(funcs) == 0
}

// templateFuncs returns, for a Go template's Parse call, the functions the
// template it parses into was given, when annovet sees them all: one made
// by template.New (or a template's New, Delims or Option) with Funcs given
// only a FuncMap literal of functions the program names (directly or
// through a local assigned once), held in a local nothing else is handed.
// Such a template runs no code but those functions. ok is false for a
// template from elsewhere (Lookup, Clone, ParseFiles) or given other
// functions.
func (a *analyzer) templateFuncs(call *ast.CallExpr, u *unit) (funcs []ast.Expr, ok bool) {
	info := a.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	e := sel.X
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			fn := typeutil.StaticCallee(info, x)
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "text/template" && fn.Pkg().Path() != "html/template" {
				return nil, false
			}
			recv, isMethod := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			switch {
			case fn.Name() == "New" && recvName(fn) == "":
				return funcs, true // template.New(name)
			case fn.Name() == "Must" && len(x.Args) == 1:
				e = x.Args[0]
			case isMethod && (fn.Name() == "New" || fn.Name() == "Delims" || fn.Name() == "Option"):
				e = recv.X
			case isMethod && fn.Name() == "Funcs" && len(x.Args) == 1:
				given, named := a.namedFuncs(x.Args[0])
				if !named {
					return nil, false
				}
				funcs, e = append(funcs, given...), recv.X
			default:
				return nil, false // a template from elsewhere (Lookup, Clone, ParseFiles)
			}
		case *ast.Ident:
			v := astutil.IdentVar(info, x)
			rhs, held := a.aliases[v]
			if v == nil || !held || a.assigns[v] > 1 || a.templateShared(u, v) {
				return nil, false
			}
			e = rhs
		default:
			return nil, false
		}
	}
	return nil, false
}

// namedFuncs returns the values of a FuncMap literal, directly or in a
// local assigned once, when each names a function or method (not a
// function value, which could hold anything, nor an API of the catalogue,
// whose effect depends on arguments only the template's text gives).
func (a *analyzer) namedFuncs(e ast.Expr) ([]ast.Expr, bool) {
	info := a.pass.TypesInfo
	if id, isIdent := ast.Unparen(e).(*ast.Ident); isIdent {
		v := astutil.IdentVar(info, id)
		rhs, held := a.aliases[v]
		if v == nil || isPackageLevel(v) || !held || a.assigns[v] > 1 {
			return nil, false
		}
		e = rhs
	}
	lit, isLit := ast.Unparen(e).(*ast.CompositeLit)
	if !isLit {
		return nil, false
	}
	var funcs []ast.Expr
	for _, elt := range lit.Elts {
		kv, isKV := elt.(*ast.KeyValueExpr)
		if !isKV {
			return nil, false
		}
		if fn := astutil.NamedFunc(info, kv.Value); fn == nil || fn.Pkg() == nil || catalogueRow(fn.Origin()) != nil {
			return nil, false
		}
		funcs = append(funcs, kv.Value)
	}
	return funcs, true
}

// templateShared reports whether u gives the template v functions (v.Funcs)
// or hands it to other code, which may.
func (a *analyzer) templateShared(u *unit, v *types.Var) bool {
	info := a.pass.TypesInfo
	body := unitBody(u)
	if body == nil {
		return true
	}
	shared := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if n.Sel.Name == "Funcs" && astutil.IdentVar(info, n.X) == v {
				shared = true
			}
		case *ast.CallExpr:
			for _, arg := range n.Args {
				if astutil.IdentVar(info, derefExpr(arg)) == v {
					shared = true
				}
			}
		}
		return !shared
	})
	return shared
}

// hasEffects reports whether the function f names may have an effect: one
// of a package annovet read with a summary that lists any, or one it has
// no summary of. A standard or pure function has none.
func (a *analyzer) hasEffects(f ast.Expr) bool {
	fn := astutil.NamedFunc(a.pass.TypesInfo, f).Origin()
	if path := fn.Pkg().Path(); isStd(path) || isPure(path) {
		return false
	}
	sum := a.summaryOf(fn)
	return sum == nil || len(sum.Effects) > 0
}

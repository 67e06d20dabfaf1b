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
// writes is a script only when it was given functions.

// templateWithoutFuncs reports whether a Go template's Parse call parses
// into a template that was given no functions: one made by template.New
// (or a template's New, Delims or Option) with no Funcs on the way, held
// in a local nothing else is handed. A template runs no code but the
// functions it was given, so such a one only formats the data it is
// executed with, whoever writes it.
func (a *analyzer) templateWithoutFuncs(call *ast.CallExpr, u *unit) bool {
	info := a.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	e := sel.X
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.CallExpr:
			fn := typeutil.StaticCallee(info, x)
			if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "text/template" && fn.Pkg().Path() != "html/template" {
				return false
			}
			recv, isMethod := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			switch {
			case fn.Name() == "New" && recvName(fn) == "":
				return true // template.New(name)
			case fn.Name() == "Must" && len(x.Args) == 1:
				e = x.Args[0]
			case isMethod && (fn.Name() == "New" || fn.Name() == "Delims" || fn.Name() == "Option"):
				e = recv.X
			default:
				return false // Funcs, or a template from elsewhere (Lookup, Clone, ParseFiles)
			}
		case *ast.Ident:
			v := astutil.IdentVar(info, x)
			rhs, held := a.aliases[v]
			if v == nil || !held || a.assigns[v] > 1 || a.templateShared(u, v) {
				return false
			}
			e = rhs
		default:
			return false
		}
	}
	return false
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

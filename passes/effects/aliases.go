package effects

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/annovet/annovet/internal/astutil"
)

// This file records what each local of the package's functions is given
// (analyzer.aliases), read wherever a value is traced to its source (the
// address a function returns, the struct a field is read from, the slice
// an option is taken from).

// collectAliases records, before any body is walked, what each local of
// the package's functions is given (aliases): what a site reads of another
// function (the address it returns, addresses.go) then sees that
// function's locals whether it is declared before or after the site.
// Statements after a return are skipped, as walk skips them.
func (a *analyzer) collectAliases(decls []*unit) {
	visit := func(body ast.Node) {
		dead := map[ast.Node]bool{}
		ast.Inspect(body, func(n ast.Node) bool {
			if n == nil || dead[n] {
				return false
			}
			markDead(n, dead)
			a.recordAlias(n)
			return true
		})
	}
	for _, u := range decls {
		if fd := u.node.(*ast.FuncDecl); !u.declared && fd.Body != nil {
			visit(fd.Body)
		}
	}
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				ast.Inspect(gd, func(n ast.Node) bool {
					if lit, ok := n.(*ast.FuncLit); ok {
						visit(lit.Body)
						return false
					}
					return true
				})
			}
		}
	}
}

// recordAlias notes the value a statement gives a local: the first
// assignment's (x := v; x, err := f(), each of f's results), a var
// declaration's, random bytes read into a buffer, and the slice a range
// over functions takes its element from (options applied in a loop: the
// element is one of the slice's).
func (a *analyzer) recordAlias(n ast.Node) {
	info := a.pass.TypesInfo
	switch n := n.(type) {
	case *ast.CallExpr:
		if v := readsRandom(info, n); v != nil {
			a.random[v] = true // given random bytes (fresh.go)
		}
	case *ast.RangeStmt:
		if v := astutil.IdentVar(info, n.Value); v != nil {
			if _, fn := v.Type().Underlying().(*types.Signature); fn {
				if _, seen := a.aliases[v]; !seen {
					a.aliases[v] = n.X
				}
			}
		}
	case *ast.AssignStmt:
		for i, lhs := range n.Lhs {
			if n.Tok == token.DEFINE || n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
				if v := astutil.IdentVar(info, lhs); v != nil && i < len(n.Rhs) {
					if _, seen := a.aliases[v]; !seen {
						a.aliases[v] = n.Rhs[i]
					}
				}
			}
			if len(n.Rhs) == 1 && len(n.Lhs) > 1 {
				if v := astutil.IdentVar(info, lhs); v != nil {
					if _, seen := a.aliases[v]; !seen {
						a.aliases[v] = n.Rhs[0] // one result of a call
					}
				}
			}
		}
	case *ast.ValueSpec:
		for i, name := range n.Names {
			if v, ok := info.Defs[name].(*types.Var); ok && i < len(n.Values) {
				a.aliases[v] = n.Values[i]
			}
		}
	}
}

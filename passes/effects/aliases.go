package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

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
		a.recordPartWrites(n)
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

// A partWrite is a value assigned to a part of a local: its access path
// below the local, step by step ([".lastAccess"], ["[\"companyName\"]"],
// "[*]" for an index annovet cannot tell), and the value.
type partWrite struct {
	path []string
	rhs  ast.Expr
}

// recordPartWrites notes the values an assignment gives the parts of a
// local (item.lastAccess = time.Now(); e.tags[k] = v; a call's results
// assigned to parts: the call), for what the local carries besides its
// first value.
func (a *analyzer) recordPartWrites(n *ast.AssignStmt) {
	info := a.pass.TypesInfo
	for i, lhs := range n.Lhs {
		root, path := partOf(info, lhs)
		if root == nil {
			continue
		}
		v, ok := info.Uses[root].(*types.Var)
		if !ok || isPackageLevel(v) || v.IsField() {
			continue
		}
		rhs := n.Rhs[0]
		if len(n.Lhs) == len(n.Rhs) {
			rhs = n.Rhs[i]
		}
		a.partWrites[v] = append(a.partWrites[v], partWrite{path: path, rhs: rhs})
	}
}

// partOf returns the variable whose part e denotes (v in v.f, v.m[k],
// (*v).f) and the part's access path, nil when e is a variable itself or
// not a part of one.
func partOf(info *types.Info, e ast.Expr) (*ast.Ident, []string) {
	var path []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e, path = x.X, append([]string{"." + x.Sel.Name}, path...)
		case *ast.IndexExpr:
			e, path = x.X, append([]string{indexStep(info, x.Index)}, path...)
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			if path == nil {
				return nil, nil
			}
			return x, path
		default:
			return nil, nil
		}
	}
}

// indexStep is the step of an access path an index takes: its constant
// value, or "[*]" for one annovet cannot tell.
func indexStep(info *types.Info, index ast.Expr) string {
	if tv, ok := info.Types[index]; ok && tv.Value != nil {
		return "[" + tv.Value.ExactString() + "]"
	}
	return "[*]"
}

// overlaps reports whether two access paths below one variable may name
// the same memory: one is a prefix of the other, step by step, an index
// annovet cannot tell matching any index (an empty path is the whole
// variable).
func overlaps(p, q []string) bool {
	for i := range min(len(p), len(q)) {
		x, y := p[i], q[i]
		if x == y || (x == "[*]" && strings.HasPrefix(y, "[")) || (y == "[*]" && strings.HasPrefix(x, "[")) {
			continue
		}
		return false
	}
	return true
}

// covers reports whether access path p names all of what q names: q is p
// or a part of it.
func covers(p, q []string) bool {
	if len(p) > len(q) {
		return false
	}
	for i := range p {
		if p[i] != q[i] && p[i] != "[*]" {
			return false
		}
	}
	return true
}

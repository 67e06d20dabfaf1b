package effects

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/annovet/annovet/internal/astutil"
)

// This file reads struct literals: the value a literal, or the literal a
// local is defined by, gives a field, for the rows whose effect a field of
// an argument decides (a GraphQL request's Query, go-openapi's
// ClientOperation Method, go-imap's FetchOptions, client-go's
// PodExecOptions).

// literalField returns the value a struct literal gives the field name: in
// arg itself (T{F: x}, &T{F: x}), or in the literal a local of u holds
// when it is defined by one and no statement of u sets the field after
// (op := &T{F: x} ... Submit(op)). Otherwise it returns arg.
func (a *analyzer) literalField(arg ast.Expr, name string, u *unit) ast.Expr {
	lit := compositeLit(arg)
	if lit == nil {
		v := astutil.IdentVar(a.pass.TypesInfo, arg)
		if v == nil || isPackageLevel(v) {
			return arg
		}
		if lit = compositeLit(a.aliases[v]); lit == nil || a.setsField(u, v, name) {
			return arg
		}
	}
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return kv.Value
			}
		}
	}
	return arg
}

// compositeLit returns the literal e is (T{...}, &T{...}), or nil.
func compositeLit(e ast.Expr) *ast.CompositeLit {
	x := ast.Unparen(e)
	if ue, ok := x.(*ast.UnaryExpr); ok && ue.Op == token.AND {
		x = ast.Unparen(ue.X)
	}
	lit, _ := x.(*ast.CompositeLit)
	return lit
}

// setsField reports whether a statement of u assigns v's field name, or
// v itself after its definition.
func (a *analyzer) setsField(u *unit, v *types.Var, name string) bool {
	body := unitBody(u)
	if body == nil {
		return true
	}
	info := a.pass.TypesInfo
	sets := false
	ast.Inspect(body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || sets {
			return !sets
		}
		for _, l := range as.Lhs {
			switch l := ast.Unparen(l).(type) {
			case *ast.SelectorExpr:
				sets = sets || l.Sel.Name == name && astutil.IdentVar(info, l.X) == v
			case *ast.Ident:
				sets = sets || info.Uses[l] == v // reassigned
			case *ast.StarExpr:
				sets = sets || astutil.IdentVar(info, l.X) == v // *v = T{...}
			}
		}
		return !sets
	})
	return sets
}

// literalOf returns the struct literal arg is (T{...}, &T{...}, or an
// element {...} of a slice literal), or the one a local of u is defined by
// when no statement of u sets any of fields or the local after; nil
// otherwise.
func (a *analyzer) literalOf(arg ast.Expr, u *unit, fields ...string) *ast.CompositeLit {
	if lit := compositeLit(arg); lit != nil {
		return keyed(lit)
	}
	v := astutil.IdentVar(a.pass.TypesInfo, arg)
	if v == nil || isPackageLevel(v) {
		return nil
	}
	lit := compositeLit(a.aliases[v])
	if lit == nil {
		return nil
	}
	for _, f := range fields {
		if a.setsField(u, v, f) {
			return nil
		}
	}
	return keyed(lit)
}

// keyed returns lit when every element names its field (or it has none),
// nil otherwise.
func keyed(lit *ast.CompositeLit) *ast.CompositeLit {
	for _, el := range lit.Elts {
		if _, ok := el.(*ast.KeyValueExpr); !ok {
			return nil
		}
	}
	return lit
}

// keyedValue returns the value a keyed struct literal gives field, or nil.
func keyedValue(lit *ast.CompositeLit, field string) ast.Expr {
	for _, el := range lit.Elts {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return kv.Value
			}
		}
	}
	return nil
}

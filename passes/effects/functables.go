package effects

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
)

// This file resolves calls of functions looked up in a table: a map,
// slice or array of functions held in a local or in an unexported
// package-level variable. An element of such a table is one of the values
// the program puts in it, as a call of a function variable is one of the
// values stored in the variable (funcvalues.go):
//
//	var shapers = map[shaperKey]Shaper{{kind: "Deployment"}: shapeWorkload}
//	shaper, ok := shapers[key] // ... shaper(obj)
//
//	mappers := map[string]func(*Result){"sca": extractSCA, "code": extractSAST}
//	mappers[kind](&result)
//
//	for _, check := range checks { check(ctx) }
//
//	opts := append([]requestOption{withFilter(f)}, options...)
//	req, err := c.newRequest(method, path, opts...) // for _, opt := range options { opt(req) }
//
// The values are the elements of the composite literals assigned to the
// table, what is stored at an index (t[k] = f) and what is appended
// (t = append(t, f)), a table spread into it included: a parameter's
// elements are what the callers pass. A table spread into a call
// (f(opts...)) is where the callee calls its elements (what the callee
// might store in them is not followed). A table annovet cannot list all
// of is left unknown: one exported (an importer may add to it), a
// parameter (the caller's), or one that escapes (its address taken,
// passed to a function, assigned to another variable or a field), since
// code elsewhere may store in it. What a test stores is not the program's.

// funcTable reports whether t is a map, slice or array whose elements are
// functions.
func funcTable(t types.Type) bool { return isFuncType(collectionElem(t)) }

// tableVar returns the variable of function-table type e names, or nil.
func tableVar(info *types.Info, e ast.Expr) *types.Var {
	v := astutil.IdentVar(info, e)
	if v == nil || v.IsField() || !funcTable(v.Type()) {
		return nil
	}
	return v
}

// collectTables records, before the bodies are walked, the values the
// package puts in each of its function tables, and marks unlisted the
// tables annovet cannot list all the values of.
func (a *analyzer) collectTables() {
	info := a.pass.TypesInfo
	a.tables = map[*types.Var][]ast.Expr{}
	for _, f := range a.pass.Files {
		inTest := strings.HasSuffix(a.pass.Fset.File(f.Pos()).Name(), "_test.go")
		put := func(v *types.Var, vals ...ast.Expr) {
			if !inTest {
				a.tables[v] = append(a.tables[v], vals...)
			}
		}
		// assigned lists the values a table is assigned: a literal's
		// elements, what append adds to the table itself, or nothing
		// (make); anything else may hold values annovet does not see.
		var appended func(v *types.Var, x *ast.CallExpr) bool
		assigned := func(v *types.Var, rhs ast.Expr) {
			switch x := ast.Unparen(rhs).(type) {
			case *ast.CompositeLit:
				put(v, elementValues(x)...)
				return
			case *ast.CallExpr:
				switch astutil.BuiltinName(info, x.Fun) {
				case "make":
					return
				case "append":
					if appended(v, x) {
						return
					}
				}
			}
			if tv, ok := info.Types[rhs]; ok && tv.IsNil() {
				return
			}
			a.unlisted[v] = true
		}
		// appended puts in v what append adds to v itself or to a
		// literal: the elements, or those of a table spread into it
		// (opts := append([]Option{withFilter(f)}, options...)), which
		// callArg lists, or follows to the caller for a parameter.
		appended = func(v *types.Var, x *ast.CallExpr) bool {
			if len(x.Args) == 0 {
				return false
			}
			if astutil.IdentVar(info, x.Args[0]) != v {
				lit, ok := ast.Unparen(x.Args[0]).(*ast.CompositeLit)
				if !ok {
					return false // another table's values: not followed
				}
				assigned(v, lit)
			}
			rest := x.Args[1:]
			if !x.Ellipsis.IsValid() {
				put(v, rest...)
				return true
			}
			switch y := ast.Unparen(rest[0]).(type) {
			case *ast.CompositeLit:
				assigned(v, y)
			case *ast.Ident:
				put(v, y)
			default:
				return false
			}
			return true
		}
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for i, lhs := range n.Lhs {
					if ix, ok := ast.Unparen(lhs).(*ast.IndexExpr); ok {
						if v := tableVar(info, ix.X); v != nil {
							put(v, n.Rhs[i]) // t[k] = f
						}
					} else if v := tableVar(info, lhs); v != nil {
						assigned(v, n.Rhs[i])
					}
				}
			case *ast.ValueSpec:
				for i, name := range n.Names {
					if v := tableVar(info, name); v != nil && len(n.Values) == len(n.Names) {
						assigned(v, n.Values[i])
					}
				}
			case *ast.Ident:
				v, ok := info.Uses[n].(*types.Var)
				if !ok || v.IsField() || !funcTable(v.Type()) {
					return true
				}
				if v.Exported() && isPackageLevel(v) || !tableUse(info, n, stack) {
					a.unlisted[v] = true
				}
			}
			return true
		})
	}
}

// tableUse reports whether the use id of a table, under the nodes of
// stack, only reads it or stores in it in ways collectTables lists: an
// index, a range, an assignment of the table itself, a builtin's
// argument (len, delete, append's first).
func tableUse(info *types.Info, id *ast.Ident, stack []ast.Node) bool {
	if len(stack) == 0 {
		return false
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.IndexExpr:
		return p.X == id
	case *ast.RangeStmt:
		return p.X == id
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == id {
				return true
			}
		}
	case *ast.CallExpr:
		switch astutil.BuiltinName(info, p.Fun) {
		case "len", "cap", "delete", "clear":
			return true
		case "append":
			return len(p.Args) > 0 && (p.Args[0] == id || p.Ellipsis.IsValid() && p.Args[len(p.Args)-1] == id)
		case "":
			// Spread into a variadic parameter (f(opts...)): the callee
			// calls the elements, whose calls are followed as the
			// parameter's; what it might store in them is not.
			return p.Ellipsis.IsValid() && p.Args[len(p.Args)-1] == id
		}
	}
	return false
}

// tableFuncs returns the values the program puts in the table whose
// element e reads (t[k], or a range's value over t), or that e is where a
// callee calls its elements (f(t...)), ok false when e reads no table or
// annovet cannot list them all.
func (a *analyzer) tableFuncs(e ast.Expr) (*types.Var, []ast.Expr, bool) {
	info := a.pass.TypesInfo
	var t *types.Var
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		t = tableVar(info, x.X)
	case *ast.Ident:
		if t = tableVar(info, x); t != nil {
			break // a whole table, where a callee calls its elements (f(opts...))
		}
		v := astutil.IdentVar(info, x)
		if v == nil || !isFuncVar(v) {
			return nil, nil, false
		}
		if src, ok := a.ranges[v]; ok {
			t = tableVar(info, src) // a function is a range's value: no map is keyed by one
		}
	}
	if t == nil || t.Pkg() != a.pass.Pkg || a.unlisted[t] || a.params[t] {
		return nil, nil, false
	}
	return t, a.tables[t], true
}

// tableSite records a call of a function looked up in a table whose values
// annovet lists (t[k](...), or a range's value); it reports whether it did.
func (a *analyzer) tableSite(u *unit, call *ast.CallExpr, at model.Position) bool {
	t, vals, ok := a.tableFuncs(call.Fun)
	if !ok {
		return false
	}
	if a.definedIn(vals, u) {
		return true // literals defined here: their sites are this unit's
	}
	u.sites = append(u.sites, site{heldVar: t, values: vals, call: call, name: "call of " + types.ExprString(call.Fun), at: at})
	return true
}

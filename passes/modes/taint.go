package modes

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/sdk"
)

// taint tracks, inside one function, the variables that hold the tool's
// arguments or values computed from them, each with a description of the
// argument for messages ("argument \"sql\"").
type taint struct {
	pass *analysis.Pass
	vars map[*types.Var]string
}

// propagate marks the variables assigned from tainted expressions, to a
// fixed point (flow-insensitive).
func (t *taint) propagate(body ast.Node) {
	info := t.pass.TypesInfo
	mark := func(lhs ast.Expr, desc string) bool {
		id, ok := ast.Unparen(lhs).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		if !ok {
			return false
		}
		if _, done := t.vars[v]; done {
			return false
		}
		t.vars[v] = desc
		return true
	}
	for changed, i := true, 0; changed && i < 8; i++ {
		changed = false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				for j, lhs := range n.Lhs {
					rhs := n.Rhs[0]
					if len(n.Rhs) == len(n.Lhs) {
						rhs = n.Rhs[j]
					}
					if d, ok := t.expr(rhs); ok && mark(lhs, d) {
						changed = true
					}
				}
			case *ast.ValueSpec:
				for j, name := range n.Names {
					if j < len(n.Values) {
						if d, ok := t.expr(n.Values[j]); ok && mark(name, d) {
							changed = true
						}
					}
				}
			case *ast.RangeStmt:
				if d, ok := t.expr(n.X); ok {
					for _, e := range []ast.Expr{n.Key, n.Value} {
						if e != nil && mark(e, d) {
							changed = true
						}
					}
				}
			}
			return true
		})
	}
}

// expr reports whether e carries the tool's arguments, and which: a getter
// with a constant name (req.RequireString("sql"), req.GetArguments()["sql"]),
// a field of the typed input (in.SQL), or a tainted variable.
func (t *taint) expr(e ast.Expr) (string, bool) {
	info := t.pass.TypesInfo
	var desc string
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CallExpr:
			// A getter on a tainted value with a constant name: the name.
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && len(n.Args) > 0 {
				if _, ok := t.expr(sel.X); ok {
					if tv, ok := info.Types[n.Args[0]]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
						desc, found = fmt.Sprintf("argument %q", constant.StringVal(tv.Value)), true
						return false
					}
				}
			}
			// A helper given all the arguments and a constant name
			// (requiredParam[string](&request, "action"),
			// getString(args, "mode", "")): the argument of that name.
			if name, ok := t.namedArgument(n); ok {
				desc, found = fmt.Sprintf("argument %q", name), true
				return false
			}
		case *ast.IndexExpr:
			if _, ok := t.expr(n.X); ok {
				if tv, ok := info.Types[n.Index]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
					desc, found = fmt.Sprintf("argument %q", constant.StringVal(tv.Value)), true
					return false
				}
			}
		case *ast.SelectorExpr:
			if sel := info.Selections[n]; sel != nil && sel.Kind() == types.FieldVal {
				if id, ok := ast.Unparen(n.X).(*ast.Ident); ok {
					if v, ok := info.Uses[id].(*types.Var); ok {
						if d, ok := t.vars[v]; ok {
							if d == argsDesc && !sdkField(sel) {
								d = fmt.Sprintf("argument %q", jsonName(sel.Obj().(*types.Var), n.Sel.Name, sel))
							}
							desc, found = d, true
							return false
						}
					}
				}
			}
		case *ast.Ident:
			if v, ok := info.Uses[n].(*types.Var); ok {
				if d, ok := t.vars[v]; ok {
					desc, found = d, true
					return false
				}
			}
		}
		return true
	})
	return desc, found
}

// sdkField reports whether sel selects a field of an SDK's type (the
// request's Params, its Arguments): a container of all the arguments, not
// one of them.
func sdkField(sel *types.Selection) bool {
	pkg := sel.Obj().Pkg()
	return pkg != nil && sdk.IsSDKPackage(pkg.Path())
}

// jsonName returns the json name of a field of the typed input.
func jsonName(f *types.Var, name string, sel *types.Selection) string {
	st, ok := sel.Recv().Underlying().(*types.Struct)
	if p, isPtr := sel.Recv().Underlying().(*types.Pointer); isPtr {
		st, ok = p.Elem().Underlying().(*types.Struct)
	}
	if !ok {
		return name
	}
	for i := range st.NumFields() {
		if st.Field(i) == f {
			if tag := st.Tag(i); tag != "" {
				if n := tagName(tag); n != "" {
					return n
				}
			}
		}
	}
	return name
}

func tagName(tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	return name
}

// namedArgument returns the constant name a call gives after passing all
// the tool's arguments (the request, or its arguments map, possibly by
// address): a helper that looks one argument up by name.
func (t *taint) namedArgument(call *ast.CallExpr) (string, bool) {
	info := t.pass.TypesInfo
	whole := false
	for _, arg := range call.Args {
		e := ast.Unparen(arg)
		if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
			e = ast.Unparen(u.X)
		}
		if id, ok := e.(*ast.Ident); ok && !whole {
			if v, ok := info.Uses[id].(*types.Var); ok && t.vars[v] == argsDesc {
				whole = true
				continue
			}
		}
		if !whole {
			continue
		}
		if tv, ok := info.Types[arg]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return constant.StringVal(tv.Value), true
		}
	}
	return "", false
}

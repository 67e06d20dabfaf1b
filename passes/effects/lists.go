package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/annovet/annovet/internal/astutil"
)

// Argument lists a function builds in a local slice and passes whole
// (do(c, opts...), exec.Command("nats", args...)): what the slice holds is
// what it starts as (a literal, an empty make, a var without a value) and
// every element appended to it, in order, when nothing else assigns it or
// takes its address. The options a call passes are all of them; the
// subcommand a command runs is the first.

// sliceElems lists what a local slice holds when the unit builds it from a
// literal or an empty make and appends to it, and nothing else assigns it
// or takes its address.
func (a *analyzer) sliceElems(u *unit, v *types.Var) ([]ast.Expr, bool) {
	key := sliceKey{u, v}
	if got, ok := a.slices[key]; ok {
		return got.elems, got.ok
	}
	elems, ok := a.listSlice(u, v)
	if a.slices == nil {
		a.slices = map[sliceKey]sliceElemsOf{}
	}
	a.slices[key] = sliceElemsOf{elems, ok}
	return elems, ok
}

type sliceKey struct {
	u *unit
	v *types.Var
}

type sliceElemsOf struct {
	elems []ast.Expr
	ok    bool
}

func (a *analyzer) listSlice(u *unit, v *types.Var) ([]ast.Expr, bool) {
	info := a.pass.TypesInfo
	body := unitBody(u)
	var start []ast.Expr
	ok := body != nil && declaredZero(info, body, v) // var opts []option
	if !ok {
		start, ok = a.sliceStart(a.aliases[v])
	}
	if !ok || body == nil || v.Pos() < body.Pos() || v.Pos() >= body.End() {
		return nil, false // not this function's own slice (a literal's capture)
	}
	elems := slices.Clone(start)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if ix, isIx := ast.Unparen(l).(*ast.IndexExpr); isIx && astutil.IdentVar(info, ix.X) == v {
					ok = false // opts[0] = ...
				}
				if astutil.IdentVar(info, l) != v {
					continue
				}
				if n.Tok == token.DEFINE {
					if id, isID := ast.Unparen(l).(*ast.Ident); isID && info.Defs[id] == v {
						continue // the declaration
					}
				}
				call, isCall := ast.Unparen(n.Rhs[min(i, len(n.Rhs)-1)]).(*ast.CallExpr)
				if !isCall || !astutil.IsBuiltin(info, call.Fun, "append") || len(call.Args) == 0 || astutil.IdentVar(info, call.Args[0]) != v || call.Ellipsis.IsValid() {
					ok = false
					continue
				}
				elems = append(elems, call.Args[1:]...)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && astutil.IdentVar(info, n.X) == v {
				ok = false
			}
		}
		return ok
	})
	return elems, ok
}

// sliceStart returns the elements a slice starts with when its initial
// value lists them all: a literal ([]option{a, b}) or an empty slice
// made to be appended to (make([]option, 0, 4)). A slice declared without
// a value (var opts []option) starts empty too (declaredZero).
func (a *analyzer) sliceStart(init ast.Expr) ([]ast.Expr, bool) {
	switch x := ast.Unparen(init).(type) {
	case *ast.CompositeLit:
		return x.Elts, true
	case *ast.CallExpr:
		if !astutil.IsBuiltin(a.pass.TypesInfo, x.Fun, "make") || len(x.Args) < 2 {
			return nil, false
		}
		if tv, ok := a.pass.TypesInfo.Types[x.Args[1]]; ok && tv.Value != nil && constant.Sign(tv.Value) == 0 {
			return nil, true
		}
	}
	return nil, false
}

// declaredZero reports whether body declares v with var and no value.
func declaredZero(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok {
			return !found
		}
		for _, name := range spec.Names {
			if info.Defs[name] == v && len(spec.Values) == 0 {
				found = true
			}
		}
		return false
	})
	return found
}

// firstOfList returns, for an argument list passed whole (a spread slice),
// the argument that comes first, which names the subcommand: the first
// element of a literal, or of a local slice the function builds by
// appending (var args []string; args = append(args, "server", "list")).
// Anything else is returned as it is.
func (a *analyzer) firstOfList(arg ast.Expr, u *unit) ast.Expr {
	t := a.pass.TypesInfo.TypeOf(arg)
	if t == nil {
		return arg
	}
	if _, isSlice := t.Underlying().(*types.Slice); !isSlice {
		return arg
	}
	switch x := ast.Unparen(arg).(type) {
	case *ast.CompositeLit:
		if len(x.Elts) > 0 {
			return x.Elts[0]
		}
	case *ast.Ident:
		if v := astutil.IdentVar(a.pass.TypesInfo, x); v != nil {
			if elems, ok := a.sliceElems(u, v); ok && len(elems) > 0 {
				return elems[0]
			}
		}
	}
	return arg
}

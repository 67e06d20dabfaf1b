package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
)

// This file decides which names a call makes anew: a name no earlier call
// had. A change at such a name changes only what the call itself made:
// writing it creates and overwrites nothing, removing it removes what the
// call added. It is one property for the files a call writes, the entries
// it keeps in memory and the addresses of the requests it sends (a PUT to
// a collection's URL with a new UUID in its name creates a resource):
//
//   - the current time, random bytes or numbers, a new UUID (freshValues),
//     a buffer random bytes are read into (rand.Read(b[:])), or what a
//     function of the package returns that every one of its return
//     statements makes so;
//   - for an entry the process keeps in memory (not a file, which outlives
//     the process and its counters), the next value of a counter the call
//     advances (pfCounter++; id := fmt.Sprintf("pf-%d", pfCounter); a
//     port-forward session stored and, when it fails, deleted under id) or
//     an atomic counter's (atomic.AddInt64(&seq, 1)).
//
// Each is followed through the string locals a name is built in, and the
// locals assigned once.

// freshValues reports whether fn returns a value no earlier call returned:
// the current time, random bytes or numbers, a new UUID.
func freshValues(fn *types.Func) bool {
	switch fn.Pkg().Path() {
	case "time":
		return fn.Name() == "Now" && recvName(fn) == ""
	case "crypto/rand", "math/rand", "math/rand/v2":
		return true
	case "github.com/google/uuid":
		return strings.HasPrefix(fn.Name(), "New")
	}
	return false
}

// nextCount reports whether fn returns an atomic counter's next value,
// which no earlier call of the process had.
func nextCount(fn *types.Func) bool {
	return fn.Pkg().Path() == "sync/atomic" && strings.HasPrefix(fn.Name(), "Add")
}

// freshPath reports whether a path names a file no earlier call had: it
// carries the current time or random bytes (sosreport-<node>-<time>.tar.xz,
// a UUID), directly or through string locals. Writing such a path creates
// a file, as os.CreateTemp does, and overwrites nothing.
func (a *analyzer) freshPath(e ast.Expr) bool {
	return a.carriesFresh(e, nil, false, 0)
}

// freshKey reports whether the key of an entry in memory that a call in u
// writes or deletes names one no earlier call had: what freshPath accepts,
// or the next value of a counter the function advances.
func (a *analyzer) freshKey(e ast.Expr, u *unit) bool {
	body := topBody(u)
	if body == nil {
		return false
	}
	return a.carriesFresh(e, body, true, 0)
}

// carriesFresh reports whether e carries a fresh value; for memory, the
// process's counters count too: atomic ones, and those body advances.
func (a *analyzer) carriesFresh(e ast.Expr, body *ast.BlockStmt, memory bool, depth int) bool {
	info := a.pass.TypesInfo
	return a.pathCarries(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn := typeutil.StaticCallee(info, n)
			return fn != nil && fn.Pkg() != nil && (freshValues(fn) || memory && nextCount(fn) || depth < 2 && a.returnsFresh(fn, memory, depth+1))
		case *ast.Ident:
			v, ok := info.Uses[n].(*types.Var)
			if !ok {
				return false
			}
			if body != nil && isPackageLevel(v) && advances(info, body, v) {
				return true
			}
			if a.randomBuffer(v) {
				return true
			}
			// A local assigned once, of any type (id := atomic.AddInt64(&n, 1)).
			if rhs, ok := a.aliases[v]; ok && a.assigns[v] == 1 && !isStringLocal(v) && depth < 4 {
				return a.carriesFresh(rhs, body, memory, depth+1)
			}
		case *ast.SelectorExpr:
			if sel := info.Selections[n]; sel != nil && sel.Kind() == types.FieldVal && body != nil {
				v, _ := sel.Obj().(*types.Var)
				return v != nil && advances(info, body, v)
			}
		}
		return false
	}, map[*types.Var]bool{})
}

// returnsFresh reports whether fn, a function of this package, returns a
// fresh value; for memory, a counter fn advances counts.
func (a *analyzer) returnsFresh(fn *types.Func, memory bool, depth int) bool {
	return a.returnsOnly(fn, func(result ast.Expr, body *ast.BlockStmt) bool {
		var own *ast.BlockStmt
		if memory {
			own = body
		}
		return a.carriesFresh(result, own, memory, depth)
	})
}

// returnsOnly reports whether fn is a function of this package whose
// every return statement that is not an error's ("", err: a zero first
// result beside an error that is not nil) gives, as its first result, a
// value ok accepts (given fn's body), and which has at least one such
// return: what a call of it returns is so made, whichever way it returns
// (a browserDir that joins os.UserCacheDir's result with constants).
func (a *analyzer) returnsOnly(fn *types.Func, ok func(result ast.Expr, body *ast.BlockStmt) bool) bool {
	info := a.pass.TypesInfo
	values := false // a return that is not an error's
	all := a.everyReturn(fn, func(n *ast.ReturnStmt, body *ast.BlockStmt) bool {
		if len(n.Results) == 0 {
			return false
		}
		if len(n.Results) > 1 && zeroValue(info, n.Results[0]) && !isNilLit(info, n.Results[len(n.Results)-1]) {
			return true // an error return ("", err)
		}
		values = true
		return ok(n.Results[0], body)
	})
	return all && values
}

// everyReturn reports whether fn is a function of this package with a
// return statement, every one of which (not those of the literals in it)
// satisfies ok, given fn's body.
func (a *analyzer) everyReturn(fn *types.Func, ok func(ret *ast.ReturnStmt, body *ast.BlockStmt) bool) bool {
	u := a.res.funcs[fn]
	if fn == nil || u == nil {
		return false
	}
	body := unitBody(u)
	if body == nil {
		return false
	}
	all, seen := true, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			seen = true
			all = all && ok(n, body)
		}
		return all
	})
	return all && seen
}

// advances reports whether body increments the integer variable or field
// v (v++, v += 1): the function takes the counter's next value.
func advances(info *types.Info, body *ast.BlockStmt, v *types.Var) bool {
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return false
	}
	names := func(e ast.Expr) bool {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return info.Uses[x] == v
		case *ast.SelectorExpr:
			return info.Uses[x.Sel] == v
		}
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IncDecStmt:
			found = found || n.Tok == token.INC && names(n.X)
		case *ast.AssignStmt:
			found = found || n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 && names(n.Lhs[0])
		}
		return !found
	})
	return found
}

// randomBuffer reports whether v is a local array or slice of bytes that
// random bytes are read into (rand.Read(b[:]): collectAliases records it)
// and that nothing else is assigned to after its declaration.
func (a *analyzer) randomBuffer(v *types.Var) bool {
	if !a.random[v] || a.assigns[v] > 1 {
		return false
	}
	var elem types.Type
	switch t := v.Type().Underlying().(type) {
	case *types.Array:
		elem = t.Elem()
	case *types.Slice:
		elem = t.Elem()
	default:
		return false
	}
	b, ok := elem.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// readsRandom returns the local a call reads random bytes into
// (rand.Read(b[:]), rand.Read(b)), or nil.
func readsRandom(info *types.Info, call *ast.CallExpr) *types.Var {
	fn := typeutil.StaticCallee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Name() != "Read" || recvName(fn) != "" || !freshValues(fn) || len(call.Args) != 1 {
		return nil
	}
	arg := ast.Unparen(call.Args[0])
	if sl, ok := arg.(*ast.SliceExpr); ok {
		arg = sl.X
	}
	v := astutil.IdentVar(info, arg)
	if v == nil || isPackageLevel(v) {
		return nil
	}
	return v
}

// zeroValue reports whether e is the zero value of a basic or pointer-like
// type: "", 0, false or nil.
func zeroValue(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	if !ok {
		return false
	}
	if tv.IsNil() {
		return true
	}
	if tv.Value == nil {
		return false
	}
	switch tv.Value.Kind() {
	case constant.String:
		return constant.StringVal(tv.Value) == ""
	case constant.Bool:
		return !constant.BoolVal(tv.Value)
	case constant.Int, constant.Float:
		return constant.Sign(tv.Value) == 0
	}
	return false
}

// isNilLit reports whether e is the untyped nil.
func isNilLit(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.IsNil()
}

package effects

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/sdk"
)

// A handler factory (a function that returns the handler it makes, or
// registers it with an SDK's registration) runs twice over: once when the
// server registers the tool, with whatever it does before it hands the
// handler out (recording routes, opening a connection, applying options),
// and once per call of that handler. Only the second is the tool's: the
// effects of a function literal the function hands out, directly or
// through a variable, a struct literal or a call that itself hands one out,
// are marked Returned, and the summary says that the function makes a
// closure. Of takes from a factory's summary only the Returned effects; a
// factory that may also hand out a function it did not make here keeps all
// of them.

// markReturns records in u.returns what a return statement returns that
// may be a function value: literals, and calls whose results are returned.
func (a *analyzer) markReturns(u *unit, ret *ast.ReturnStmt) {
	for _, r := range ret.Results {
		a.markOut(u, r, true)
	}
	a.markFieldReturns(u, ret)
	a.markValueReturns(u, ret)
}

// markRegistered records the handler an SDK registration in u takes as
// what u hands out: a helper that registers the handler it makes
// (AddTool(s, tool, makeHandler(routes))) is a factory of that handler too.
func (a *analyzer) markRegistered(u *unit, call *ast.CallExpr) {
	fn := staticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil || !sdk.IsSDKPackage(fn.Pkg().Path()) {
		return
	}
	_, reg, ok := sdk.Default.Registration(sdk.NameOf(fn))
	if !ok || reg.HandlerArg < 0 || reg.HandlerArg >= len(call.Args) {
		return
	}
	a.markOut(u, call.Args[reg.HandlerArg], false)
	u.summary.Registers = true
}

// markFactories marks, before solving, the functions that register a
// handler through a helper that does (Summary.Registers), then those that
// hand out a closure they make (Summary.Closure): a factory returning what
// another factory made closes too.
func (a *analyzer) markFactories() {
	for changed := true; changed; {
		changed = false
		for _, u := range a.order {
			if !u.summary.Registers && a.callsRegistrar(u) {
				u.summary.Registers, changed = true, true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, u := range a.order {
			if c := a.closes(u); c != u.summary.Closure {
				u.summary.Closure, changed = c, true
			}
		}
	}
}

// callsRegistrar reports whether u calls a function that registers a
// handler it makes.
func (a *analyzer) callsRegistrar(u *unit) bool {
	for _, s := range u.sites {
		var sum *Summary
		switch {
		case s.callee != nil:
			sum = &s.callee.summary
		case s.fact != nil:
			sum = a.summaryOf(s.fact)
		}
		if sum != nil && sum.Registers {
			return true
		}
	}
	return false
}

// handsOut reports whether the closure effects a call brings stay a
// handler's in u: u returns what the call made, or the callee registers
// the handler it makes.
func (u *unit) handsOut(call *ast.CallExpr, callee *Summary) bool {
	return callee.Registers || call != nil && u.returned(call)
}

// markOut records the literals and calls an expression u hands out (returns
// or registers) is made of. A function u returns by name (a method value
// of a concrete type, a named function: return m.mu.Unlock) or from a
// field (return a.Cleanup) is a site of u whose effects are those of a
// call of what u returns; one it registers so is the handler discovery
// binds, not u's.
func (a *analyzer) markOut(u *unit, e ast.Expr, returned bool) {
	if u.returns == nil {
		u.returns = map[ast.Node]bool{}
	}
	seen := map[*types.Var]bool{}
	var mark func(e ast.Expr, whole bool)
	mark = func(e ast.Expr, whole bool) {
		switch x := ast.Unparen(e).(type) {
		case *ast.FuncLit:
			u.returns[x] = true
			return
		case *ast.CallExpr:
			if tv, ok := a.pass.TypesInfo.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				if _, isFunc := tv.Type.Underlying().(*types.Signature); isFunc {
					// A function converted to a function type
					// (HandlerFunc(func(...) {...})) is that function.
					mark(x.Args[0], whole)
					return
				}
			}
			u.returns[x] = true
			return
		case *ast.Ident, *ast.SelectorExpr:
			if _, _, isField := a.funcFieldOf(x); returned && whole && (a.namedFunc(x) != nil || isField) {
				u.returns[x] = true
				u.sites = append(u.sites, site{made: x, handed: true, name: "call of " + types.ExprString(x), at: a.pos(x.Pos())})
				return
			}
			if v, ok := a.pass.TypesInfo.Uses[identOf(x)].(*types.Var); ok && !seen[v] {
				seen[v] = true
				if i := a.paramIndex(u, v); i >= 0 && isFuncVar(v) && whole {
					// The function hands back the function it was given (a
					// middleware with nothing to add): a call of what it
					// returns calls the argument.
					u.sites = append(u.sites, site{direct: &Effect{Kind: callVar, Root: i, Returned: true, Witness: []string{"call of " + v.Name()}, At: a.pos(x.Pos()), FuncSig: sigKey(v.Type())}, at: a.pos(x.Pos())})
					u.returnsParam = true
					return
				}
				if whole && isFuncList(v.Type()) {
					// A list of functions the function returns (options):
					// the literal it starts as and what is appended to it.
					elems, ok := a.listSlice(u, v)
					if !ok {
						u.opaque = true
					}
					for _, elt := range elems {
						mark(elt, true)
					}
					return
				}
				if src, ok := a.aliases[v]; ok {
					mark(src, whole)
					return
				}
			}
		case *ast.CompositeLit:
			// The functions of a list the function returns are what it
			// hands out; a function in a struct it returns is not.
			list := whole && isFuncList(a.pass.TypesInfo.TypeOf(x))
			for _, elt := range elementValues(x) {
				mark(elt, list)
			}
			return
		case *ast.UnaryExpr:
			mark(x.X, false)
			return
		}
		// A function handed out that annovet did not see made here (a
		// named function or a field inside a larger value, a parameter
		// not handed back whole): the closure's effects are not all in
		// this summary.
		if t := a.pass.TypesInfo.TypeOf(e); t != nil {
			if _, ok := t.Underlying().(*types.Signature); ok {
				u.opaque = true
			}
		}
	}
	mark(e, true)
}

// namedFunc returns the function e names as a value, a named function or
// a method value of a concrete type (m.mu.Unlock), or nil: a method of an
// interface, or a method expression, is not one function.
func (a *analyzer) namedFunc(e ast.Expr) *types.Func {
	info := a.pass.TypesInfo
	switch x := e.(type) {
	case *ast.Ident:
		fn, _ := info.Uses[x].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		sel := info.Selections[x]
		if sel == nil {
			fn, _ := info.Uses[x.Sel].(*types.Func) // pkg.Func
			return fn
		}
		if fn, ok := sel.Obj().(*types.Func); ok && sel.Kind() == types.MethodVal && !types.IsInterface(sel.Recv()) {
			return fn
		}
	}
	return nil
}

// identOf is e when it is an identifier, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := e.(*ast.Ident)
	return id
}

// isFuncList reports whether t is a slice or an array of functions.
func isFuncList(t types.Type) bool {
	if _, isMap := t.Underlying().(*types.Map); isMap {
		return false
	}
	return isFuncType(collectionElem(t))
}

// elementValues returns the values a collection literal holds: its
// elements, a key's value for a keyed one.
func elementValues(lit *ast.CompositeLit) []ast.Expr {
	out := make([]ast.Expr, len(lit.Elts))
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			elt = kv.Value
		}
		out[i] = elt
	}
	return out
}

// collectionElem returns the element type of the map, slice or array t
// is, or nil.
func collectionElem(t types.Type) types.Type {
	switch c := t.Underlying().(type) {
	case *types.Map:
		return c.Elem()
	case *types.Slice:
		return c.Elem()
	case *types.Array:
		return c.Elem()
	}
	return nil
}

// isFuncType reports whether t is a function type.
func isFuncType(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Signature)
	return ok
}

// returned reports whether node (a literal or a call in u) is what u
// returns.
func (u *unit) returned(node ast.Node) bool { return node != nil && u.returns[node] }

// closes reports whether u hands out a function it makes: a literal it
// returns, what a call it returns makes, or a handler it registers.
func (a *analyzer) closes(u *unit) bool {
	if u.opaque {
		return false
	}
	if u.summary.Registers || u.returnsParam {
		return true
	}
	for n := range u.returns {
		switch x := n.(type) {
		case *ast.FuncLit:
			if _, ok := a.res.units[x]; ok {
				return true
			}
		case *ast.Ident, *ast.SelectorExpr:
			return true // a function it returns by name (markOut)
		case *ast.CallExpr:
			if s := a.calleeSummary(x); s != nil && s.Closure {
				return true
			}
		}
	}
	return false
}

// calleeSummary is the summary of the function a call calls statically,
// nil when it has none.
func (a *analyzer) calleeSummary(call *ast.CallExpr) *Summary {
	fn := staticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	return a.summaryOf(fn)
}

// perCall returns the effects of a call of the closure a factory's summary
// describes: its Returned effects when it makes one, all of them when it
// does not.
func perCall(s *Summary) []Effect {
	if !s.Closure {
		return s.Effects
	}
	var out []Effect
	for _, e := range s.Effects {
		if e.Returned {
			out = append(out, e)
		}
	}
	return out
}

// staticCallee is the generic function a call calls statically, or nil.
func staticCallee(info *types.Info, call *ast.CallExpr) *types.Func {
	fn := typeutil.StaticCallee(info, call)
	if fn != nil {
		fn = fn.Origin()
	}
	return fn
}

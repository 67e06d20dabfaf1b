package effects

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/sdk"
)

// solve computes every unit's summary to a fixed point: a function's effects
// are its own, its callees' (mapped through receiver and arguments), and its
// literals' (with captured variables resolved). It returns the units in
// the order it solved them.
func (a *analyzer) solve() []*unit {
	order := a.solveOrder()
	for iter := 0; iter < 50; iter++ {
		changed := false
		for _, u := range order {
			if u.declared || u.refreshes {
				continue
			}
			for _, s := range u.sites {
				for _, e := range a.siteEffects(u, s) {
					if u.summary.add(e) {
						changed = true
					}
				}
			}
			if len(u.fieldReturns) > 0 && a.solveFields(u) {
				changed = true
			}
		}
		if !changed {
			break
		}
	}
	return order
}

// solveOrder returns the units callees first: each after the functions
// of this package it calls and the literals it defines (a depth-first
// post-order, from the units in reverse source order), so that a unit is
// solved with what its callees do already known. What is decided from a
// callee's summary rather than added to it (where an in-memory entry's
// value comes from: origins.go) is then decided once, from the whole
// summary; only recursion leaves a callee unsolved when its caller is.
func (a *analyzer) solveOrder() []*unit {
	order := make([]*unit, 0, len(a.order))
	seen := map[*unit]bool{}
	var visit func(u *unit)
	visit = func(u *unit) {
		if seen[u] {
			return
		}
		seen[u] = true
		for _, s := range u.sites {
			switch {
			case s.callee != nil:
				visit(s.callee)
			case s.lit != nil:
				visit(s.lit)
			case s.fact != nil:
				if c, ok := a.res.funcs[s.fact.Origin()]; ok {
					visit(c)
				}
			}
		}
		order = append(order, u)
	}
	for _, u := range slices.Backward(a.order) {
		visit(u)
	}
	return order
}

// siteEffects returns the effects a site contributes to u, under the
// conditions of the branch it is in.
func (a *analyzer) siteEffects(u *unit, s site) []Effect {
	effs := a.siteEffectsAnyBranch(u, s)
	if s.dispatched != "" {
		// One of several implementations: a change it makes may not be
		// made by the one that runs, unless every one makes it. What it
		// only reads stays as it is.
		var every func(Effect) bool
		for i := range effs {
			if effs[i].Iface != nil {
				// A symbolic call keeps the cause for what it resolves to.
				effs[i].Unresolved, effs[i].Cause = true, s.dispatched
				continue
			}
			if !effs[i].Kind.Changes() {
				continue
			}
			if every == nil {
				every = a.everyImpl(u, s)
			}
			if !every(effs[i]) {
				effs[i].Unresolved, effs[i].Cause = true, s.dispatched
			}
		}
	}
	effs = gated(effs, s.gates)
	if len(s.when) == 0 {
		return effs
	}
	for i := range effs {
		effs[i].When = conjoin(effs[i].When, s.when...)
	}
	return effs
}

// everyImpl returns whether an effect is made by every implementation
// of the interface call s is one of (the union of the sites of each):
// made whichever runs, as certain as in each (unionImpls is the same for
// a symbolic call). An implementation that left no site makes none.
func (a *analyzer) everyImpl(u *unit, s site) func(Effect) bool {
	byImpl := map[string][]Effect{}
	for _, t := range u.sites {
		if t.impl.call == s.impl.call && t.impl.name != s.impl.name {
			byImpl[t.impl.name] = append(byImpl[t.impl.name], a.siteEffectsAnyBranch(u, t)...)
		}
	}
	if s.impl.call == nil || len(byImpl)+1 < s.impl.count {
		return func(Effect) bool { return false }
	}
	return func(e Effect) bool {
		for _, effs := range byImpl {
			if !slices.ContainsFunc(effs, func(o Effect) bool { return o.key() == e.key() }) {
				return false
			}
		}
		return true
	}
}

func (a *analyzer) siteEffectsAnyBranch(u *unit, s site) []Effect {
	switch {
	case s.direct != nil:
		if s.direct.Memory && (s.memo || s.loc != nil && (s.loc.cache() || s.loc.unread() || a.worldCopies(s.loc))) {
			return nil // filling a missing value, a cache, data nothing reads, a mirror of the world
		}
		if s.entry != nil {
			e := *s.direct
			if e.Origin = a.entryOrigin(s.entry, u); copiesWorld(e.Origin) {
				return nil // a copy of what the server read from the world
			}
			return []Effect{e}
		}
		return []Effect{*s.direct}
	case s.lit != nil:
		var out []Effect
		for _, e := range s.lit.summary.Effects {
			if e, ok := a.liftFromLiteral(e, s.lit, u); ok {
				e.Returned = u.returned(s.lit.node) // a closure the function makes for its caller
				out = append(out, e)
			}
		}
		return out
	case s.callee != nil:
		return a.mapCall(u, s, &s.callee.summary)
	case s.made != nil:
		out := a.callArg(u, s, s.made, Effect{Kind: callVar, Root: RootEnv, At: s.at})
		for i := range out {
			out[i].Returned = s.handed // what a call of the function u returns runs
		}
		return out
	case s.fieldOf != nil:
		return a.fieldCalls(u, s, s.fieldOf, s.field, Effect{Kind: callVar, Root: RootEnv, At: s.at})
	case s.heldVar != nil:
		return a.heldCalls(u, s, s.heldVar, s.values)
	case s.held != nil:
		return heldEffects(s, s.held)
	case s.fact != nil:
		sum := a.summaryOf(s.fact)
		if sum == nil {
			return []Effect{{Kind: Unknown, Root: RootEnv, Witness: []string{s.name + " (no summary: annovet did not analyze it)"}, At: s.at, Cause: notAnalyzed(s.fact)}}
		}
		if s.fact.Pkg() != nil && !a.sameModule(s.fact.Pkg().Path()) {
			sum = withoutMemory(sum)
		}
		return a.mapCall(u, s, sum)
	}
	return nil
}

// withoutMemory drops from a dependency's summary its own in-memory state
// (a memo, a client's counters, a parser's settings): that is its
// business, not the server's environment.
func withoutMemory(sum *Summary) *Summary {
	var own Summary
	for _, e := range sum.Effects {
		if !e.Memory {
			own.Effects = append(own.Effects, e)
		}
	}
	return &own
}

// liftFromLiteral re-expresses an effect of literal lit in its parent u: a
// captured variable becomes the parent's local (dropped), parameter,
// receiver, or stays captured further out; what depends on the literal's
// own parameters is chosen by whoever calls it, as a handler's arguments
// are.
func (a *analyzer) liftFromLiteral(e Effect, lit, u *unit) (Effect, bool) {
	if lit.once && e.Memory {
		return e, false // initializing, once per process
	}
	if e.Root >= RootRecv && e.Root != RootEnv {
		return e, false // the literal's own parameters
	}
	e.When = nil // conditions on the literal's own parameters: any call may take any branch
	if e.Origin != nil && len(e.Origin.Params) > 0 {
		e.Origin = nil // what the literal's callers pass: a handler's arguments
	}
	var outer []Dep
	var own Effect = e
	own.Deps = nil
	for _, d := range e.Deps {
		if d.Outer {
			d.Outer = false
			outer = append(outer, d)
		} else {
			own.Deps = append(own.Deps, d)
		}
	}
	e = fromArguments(own)
	e.Deps = outer
	if e.Root == rootCaptured {
		root, captured := a.classify(e.captured, u, 0)
		if root == rootLocal {
			return e, false
		}
		e.Root, e.captured = root, captured
	}
	return e, true
}

// fromArguments resolves the dependencies of an effect on the parameters of
// a function that clients call with their arguments (a handler): an
// address from them reaches the open world; a program, statement or method
// from them is chosen by the caller.
func fromArguments(e Effect) Effect {
	if len(e.Deps) == 0 {
		return e
	}
	var keep []Dep
	for _, d := range e.Deps {
		if d.Outer {
			keep = append(keep, d) // not the arguments of this function
			continue
		}
		if d.Role == RolePath {
			continue // a file the caller names: the world's
		}
		if d.Role == RoleGate {
			continue // the caller's arguments turn it on: it may happen
		}
		if d.Param == RootRecv {
			e.Unresolved = true // a receiver's field no call decided (receiverAsConfig): the worst case
			continue
		}
		if d.Role == RoleHost {
			e.Host = HostArgs
			continue
		}
		if d.Role == RoleBody {
			continue // a POST whose body the caller passes: as undecided as any POST
		}
		if d.Role == RoleFill {
			e.Destructive = true // the caller's value set over what was there
			continue
		}
		if d.Role == RoleLine {
			continue // a line the caller passes: the run stays open, and the script it is says what the caller chooses (RoleShell)
		}

		if e.Chosen == "" {
			e.Chosen = d.Role.chosen()
		}
		e.Unresolved = true
		e.Destructive = true // the worst the caller can choose
	}
	if e.Chosen != "" && e.Kind == Network {
		e.Kind, e.Destructive = Mutate, true // the worst a chosen method can do
	}
	e.Deps = keep
	return e
}

// mapCall maps a callee's summary into the caller u at a call site: roots
// through the receiver and arguments, dependencies through the arguments.
func (a *analyzer) mapCall(u *unit, s site, sum *Summary) []Effect {
	var out []Effect
	for _, e := range sum.Effects {
		if s.memo && e.Memory {
			continue // a cache filled after a lookup missed
		}
		ne, keep := a.decide(e, s.call, u)
		if !keep {
			continue // the call takes another branch
		}
		// The callee's closure stays the closure of a function that
		// returns what the call made; otherwise it is the caller's to run.
		ne.Returned = e.Returned && u.handsOut(s.call, sum)
		ne.Witness = append([]string{s.name}, e.Witness...)
		ne.At = s.at
		ne.captured = nil
		if len(e.Deps) > 0 {
			ne.Deps = nil
			for _, d := range e.Deps {
				if ne, keep = a.resolveDep(ne, d, s.call, u); !keep {
					break
				}
			}
		}
		if !keep {
			continue
		}
		if ne.Origin != nil && (s.call == nil || !a.mapOrigin(&ne, s.call, u)) {
			continue // the entry the callee stores is a copy of what the server read
		}
		switch {
		case e.Root == RootEnv:
		case e.Root == RootRecv:
			sel, ok := ast.Unparen(s.call.Fun).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			if _, traced := a.structSource(sel.X, u, 0); traced && e.Kind == callVar && e.Field != "" {
				// A function in a field of the receiver, which the call
				// site built: the struct decides which.
				field := e.Field
				ne.Field = ""
				out = append(out, a.fieldCalls(u, site{name: s.name, call: s.call, at: s.at}, sel.X, field, ne)...)
				continue
			}
			ne.Root, ne.captured = a.rootOf(sel.X, u, 0)
		case e.Root >= 0:
			if e.Root >= len(s.call.Args) {
				continue
			}
			arg := s.call.Args[e.Root]
			if e.Iface != nil {
				out = append(out, a.ifaceArg(u, s, arg, ne)...)
				continue
			}
			if e.Kind == callVar && e.Option != "" {
				out = append(out, a.optionCalls(u, s, e, sum)...)
				continue
			}
			if e.Kind == callVar {
				args := a.argsOf(s.call, e.Root)
				if elems, passOn, ok := a.optionArgs(s.call, e.Root, u); ok && passOn < 0 && s.call.Ellipsis.IsValid() {
					args = elems // do(c, opts...) after opts := []option{...}
				}
				for _, arg := range args {
					for _, ce := range a.callArg(u, s, arg, e) {
						ce.Returned = e.Returned && u.handsOut(s.call, sum)
						out = append(out, ce)
					}
				}
				continue
			}
			ne.Root, ne.captured = a.rootOf(arg, u, 0)
		default:
			continue
		}
		if ne.Root == rootLocal {
			continue
		}
		out = append(out, ne)
	}
	return out
}

// notAnalyzed is the cause of an effect of a function whose package
// annovet has no summary of.
func notAnalyzed(fn *types.Func) string {
	if fn.Pkg() == nil {
		return "a function annovet did not analyze"
	}
	return "a package annovet did not analyze: " + fn.Pkg().Path()
}

// unresolvedDep is an effect whose dependency a call does not pass (a
// variadic parameter left empty) or annovet cannot tell: the worst case,
// unresolved. A method or statement it cannot tell may change anything.
func unresolvedDep(e Effect, d Dep) Effect {
	switch d.Role {
	case RolePath:
		return e // a path annovet cannot tell: a file of the world's
	case RoleBody:
		// A body annovet cannot tell: the request is what its method
		// makes it (a GET reads, a POST stays undecided, a PUT
		// overwrites), as where a caller passes it (resolveDeps).
		return e
	case RoleHost:
		e.Host = HostUnknown
		return e
	case RoleGate:
		return e // a test annovet cannot tell: the change may happen
	case RoleMethod, RoleRESTMethod, RoleGraphQL, RoleSQL, RoleRedis, RoleRPC:
		e.Kind, e.Destructive = Mutate, true
	}
	e.Unresolved = true
	return e
}

// callArg resolves a callee's call of its function-typed parameter: the
// argument is a function annovet knows (a generic adapter's handler), a
// parameter of the caller, or unknown.
func (a *analyzer) callArg(u *unit, s site, arg ast.Expr, e Effect) []Effect {
	info := a.pass.TypesInfo
	arg = ast.Unparen(arg)
	if tv, ok := info.Types[arg]; ok && tv.IsNil() {
		return nil // no function: code calls it only after checking
	}
	if conv, ok := arg.(*ast.CallExpr); ok && len(conv.Args) == 1 {
		if tv, ok := info.Types[conv.Fun]; ok && tv.IsType() {
			// A conversion (comparator(sortByCount)) holds what it
			// converts.
			return a.callArg(u, s, conv.Args[0], e)
		}
	}
	if e.Field != "" {
		// The function in a field of the struct (or of each struct of
		// the table) passed (fieldfuncs.go).
		field := e.Field
		e.Field = ""
		return a.fieldCalls(u, s, arg, field, e)
	}
	if v := calledVar(info, arg); v != nil && isFuncVar(v) {
		// A variable holding the function passed (funcvalues.go).
		if sum := a.heldOf(v); sum != nil {
			return heldEffects(s, sum)
		}
		if vals, ok := a.storedFuncs(v); ok {
			return a.heldCalls(u, s, v, a.reachingStores(v, vals, arg))
		}
		if a.neverSet(v) {
			return nil // nil: code calls it only after checking
		}
	}
	if t, vals, ok := a.tableFuncs(arg); ok {
		return a.heldCalls(u, s, t, vals) // an element of a table of functions (functables.go)
	}
	var fn *types.Func
	switch x := arg.(type) {
	case *ast.FuncLit:
		if lu, ok := a.res.units[x]; ok {
			var out []Effect
			for _, le := range lu.summary.Effects {
				if le, ok := a.liftFromLiteral(le, lu, u); ok {
					le.Witness = append([]string{s.name}, le.Witness...)
					out = append(out, le)
				}
			}
			return out
		}
	case *ast.CallExpr:
		// A function value made by a call (an adapter, a middleware): the
		// effects of the closure the callee makes, mapped through the
		// call's arguments, so that a handler it wraps resolves to the
		// argument passed. A call that returns anything else (a table of
		// handlers) or a function it did not make stays unknown.
		if f := onceCall(info, x); f != nil {
			return a.callArg(u, s, f, e) // sync.OnceValue(f): its result calls f
		}
		if g := typeutil.StaticCallee(info, x); g != nil {
			if g.Pkg() != nil && (isStd(g.Pkg().Path()) || sdk.IsSDKPackage(g.Pkg().Path()) || isPure(g.Pkg().Path())) {
				return nil // an SDK's tool option, a standard library's function value
			}
			isFunc := oneFunc(info.TypeOf(x))
			if sum := a.summaryOf(g); sum != nil && sum.Closure && (isFunc || isFuncList(info.TypeOf(x))) {
				var out []Effect
				for _, ge := range a.mapCall(u, site{name: FuncName(g), call: x, at: s.at}, &Summary{Effects: perCall(sum)}) {
					ge.Witness = append([]string{s.name}, ge.Witness...)
					out = append(out, ge)
				}
				return out
			}
		}
	case *ast.Ident:
		fn, _ = info.Uses[x].(*types.Func)
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil {
			fn, _ = sel.Obj().(*types.Func)
		} else {
			fn, _ = info.Uses[x.Sel].(*types.Func)
		}
	}
	if fn != nil {
		if effs, _, known := a.namedValueEffects(fn, false); known {
			for i := range effs {
				effs[i].Witness = append([]string{s.name}, effs[i].Witness...)
				effs[i].At = s.at
			}
			return effs
		}
		if fn.Pkg() == nil || isStd(fn.Pkg().Path()) {
			return nil // the standard library's, or the universe's error.Error
		}
	}
	if src, ok := a.optionField(arg, u); ok {
		ne := e // cfg.requestOpts: the functions the options put there
		ne.Witness = append([]string{s.name}, e.Witness...)
		ne.At, ne.Root, ne.Option, ne.captured = s.at, src.param, src.option, nil
		return []Effect{ne}
	}
	if holder, field, ok := a.funcFieldOf(arg); ok {
		// The function a field holds (c.Resolver, passed on or put in
		// the struct a constructor returns): a call of it is a call of
		// that field of the struct holder is (fieldfuncs.go).
		return a.fieldCalls(u, s, holder, field, e)
	}
	root, captured := a.rootOf(arg, u, 0)
	ne := e
	ne.Witness = append([]string{s.name}, e.Witness...)
	ne.At, ne.Root, ne.captured = s.at, root, captured
	if root == rootLocal {
		ne.Kind, ne.Root, ne.Cause = Unknown, RootEnv, "a function value"
		if ne.FuncSig == "" {
			ne.FuncSig = a.funcSig(arg)
		}
	}
	return []Effect{ne}
}

// oneFunc reports whether a call's type is a function, or results of
// which exactly one is (ctx, finish := audit.Begin(ctx)): the closures the
// callee returns are that function.
func oneFunc(t types.Type) bool {
	tuple, ok := t.(*types.Tuple)
	if !ok {
		_, isFunc := t.Underlying().(*types.Signature)
		return isFunc
	}
	n := 0
	for v := range tuple.Variables() {
		if _, isFunc := v.Type().Underlying().(*types.Signature); isFunc {
			n++
		}
	}
	return n == 1
}

// rootOf returns who holds the state an expression reaches: the world, the
// receiver, a parameter, a captured variable, or a local.
func (a *analyzer) rootOf(e ast.Expr, u *unit, depth int) (int, *types.Var) {
	info := a.pass.TypesInfo
	for depth < 16 {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel == nil {
				if v, ok := info.Uses[x.Sel].(*types.Var); ok && isPackageLevel(v) {
					return RootEnv, nil
				}
				return rootLocal, nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return rootLocal, nil
			}
			return a.classify(v, u, depth)
		default:
			return rootLocal, nil
		}
		depth++
	}
	return rootLocal, nil
}

// classify places a variable relative to unit u.
func (a *analyzer) classify(v *types.Var, u *unit, depth int) (int, *types.Var) {
	if isPackageLevel(v) {
		return RootEnv, nil
	}
	if u.sig != nil {
		if u.sig.Recv() == v {
			return RootRecv, nil
		}
		for i := range u.sig.Params().Len() {
			if u.sig.Params().At(i) == v {
				return i, nil
			}
		}
	}
	if v.Pos() >= u.node.Pos() && v.Pos() < u.node.End() {
		// A local: it reaches shared state when it aliases it (p := s.items).
		if rhs, ok := a.aliases[v]; ok && refLike(v.Type()) && depth < 8 {
			return a.rootOf(rhs, u, depth+1)
		}
		return rootLocal, nil
	}
	return rootCaptured, v
}

func refLike(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice, *types.Chan, *types.Interface, *types.Signature:
		return true
	}
	return false
}

// argsOf returns the arguments a call passes for parameter i: one, or every
// argument from i on for a variadic parameter called without "...".
func (a *analyzer) argsOf(call *ast.CallExpr, i int) []ast.Expr {
	sig, ok := a.pass.TypesInfo.TypeOf(call.Fun).Underlying().(*types.Signature)
	if ok && sig.Variadic() && i == sig.Params().Len()-1 && !call.Ellipsis.IsValid() {
		return call.Args[i:]
	}
	return call.Args[i : i+1]
}

package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/annovet/annovet/internal/astutil"
)

// This file decides where the entry an in-memory write stores comes from,
// and the content of a file written in a directory the server keeps for
// itself (fileCopy), by the same property.
// A write whose key and value carry only what a read of the outside world
// returned (a datasource's id fetched from the API, a list of channels the
// server asked for), with constants and the request's context, stores a
// copy of the world: a later tool that reads it back sees what reading the
// world would show, so the write is a cache, however the package spells
// the lookup. What the entry carries is followed through assignments,
// ranges, indexing, fields, literals and calls of functions with no effect
// of their own; a call whose only effects are reads of the outside world
// returns world data, and one that sends a request that may change
// something returns world data with what it was given. Where the entry carries a parameter, the origin
// travels with the effect (Effect.Origin) and each call resolves it from
// the argument it passes. An entry that carries the tool's arguments,
// state the server keeps, or anything annovet does not trace is data.

// An Origin says what the key and value an in-memory write stores carry:
// Params, parameters of the function (resolved at each call), and World,
// whether some part is what a read of the outside world returned.
type Origin struct {
	Params []int
	World  bool
}

// traced is what originOf finds: an Origin, or other (state, the tool's
// arguments once they reach a handler, code annovet does not trace), with
// what memoization needs (memo.go): the access paths of the parameters it
// carries (leaves), those that chose a read whose result it carries
// (inputs), and the locations of the package it reads entries of (reads).
type traced struct {
	Origin
	other    bool
	leaves   []leaf
	inputs   []leaf
	reads    []types.Object
	readKeys []string // the keys the reads used (types.ExprString)
}

func (t *traced) join(o traced) {
	t.other = t.other || o.other
	t.World = t.World || o.World
	t.Params = appendNew(t.Params, o.Params...)
	slices.Sort(t.Params)
	t.leaves = appendNew(t.leaves, o.leaves...)
	t.inputs = appendNew(t.inputs, o.inputs...)
	t.reads = appendNew(t.reads, o.reads...)
	t.readKeys = appendNew(t.readKeys, o.readKeys...)
}

// entryExprs returns the expressions that make the entry a write to target
// stores: the keys along the target (s.m[k]) and the values stored.
func entryExprs(target ast.Expr, stored []ast.Expr) []ast.Expr {
	out := slices.Clone(stored)
	for e := target; ; {
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			out = append(out, x.Index)
			e = x.X
			continue
		case *ast.SelectorExpr:
			e = x.X
			continue
		case *ast.StarExpr:
			e = x.X
			continue
		}
		return out
	}
}

// entryOrigin returns the origin of the entry exprs make, nil when it
// carries anything but parameters, constants and world data.
func (a *analyzer) entryOrigin(exprs []ast.Expr, u *unit) *Origin {
	if len(exprs) == 0 {
		return nil
	}
	t := a.entryTraced(exprs, u)
	if t.other || len(t.reads) > 0 {
		return nil
	}
	return &t.Origin
}

// entryTraced is what the entry exprs make carries, with the parameters
// that only chose what it read dropped (memo.go).
func (a *analyzer) entryTraced(exprs []ast.Expr, u *unit) traced {
	var t traced
	for _, e := range exprs {
		t.join(a.originOf(e, u, 0))
	}
	t.dropChoosers()
	return t
}

// originOf returns what expression e, in u, carries.
func (a *analyzer) originOf(e ast.Expr, u *unit, depth int) traced {
	return a.originOfPart(e, u, depth, nil)
}

// originOfPart is originOf for the part of e's value a read selects (part,
// an access path, step by step: ".companyID", "[\"name\"]", "[*]" for an
// index annovet cannot tell; none for the whole): of what was assigned to
// the parts of a local (item.lastAccess = time.Now()), only the parts it
// may read count.
func (a *analyzer) originOfPart(e ast.Expr, u *unit, depth int, part []string) traced {
	info := a.pass.TypesInfo
	if depth > 12 {
		return traced{other: true}
	}
	if tv, ok := info.Types[e]; ok && (tv.Value != nil || tv.IsNil() || tv.IsType()) {
		return traced{}
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok {
			return traced{}
		}
		if astutil.IsContext(v.Type()) {
			return traced{} // the request's context: deadlines and credentials, not data
		}
		if i := a.paramIndex(u, v); i >= 0 {
			t := traced{Origin: Origin{Params: []int{i}}, leaves: []leaf{{param: i, path: v.Name()}}}
			if !a.enter(v, part) {
				return t // met again on the way (args[i] = args[j]): its part writes are being joined
			}
			defer a.leave(v)
			for _, w := range a.partWrites[v] {
				if overlaps(w.path, part) {
					t.join(a.originOf(w.rhs, u, depth+1)) // p.note = note
				}
			}
			return t
		}
		if !within(v, u.node) || a.assigns[v] > 1 {
			return traced{other: true} // state, a captured variable, or one assigned again
		}
		if !a.enter(v, part) {
			return traced{} // met again on the way: what it carries is being joined
		}
		defer a.leave(v)
		var t traced
		if src, ok := a.ranges[v]; ok {
			t = a.originOf(src, u, depth+1)
		} else if rhs, ok := a.aliases[v]; ok {
			t = a.literalPart(rhs, u, depth, part)
		} else {
			return traced{other: true}
		}
		for _, w := range a.partWrites[v] {
			if !overlaps(w.path, part) {
				continue
			}
			if tv, ok := info.Types[w.rhs]; ok && tv.Value != nil && len(t.reads) > 0 {
				t.other = true // an entry read and given a constant (s.on = true): what the call chose
			}
			t.join(a.originOf(w.rhs, u, depth+1)) // item.lastAccess = time.Now()
		}
		if a.addressed[v] && len(t.reads) > 0 {
			t.other = true // an entry read and handed to code that may change it (&item, item.setNote(n))
		}
		return t
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
			return a.originOfPart(x.X, u, depth+1, append([]string{"." + x.Sel.Name}, part...)).along("." + x.Sel.Name)
		}
		return traced{other: true} // a package's variable, a method value
	case *ast.IndexExpr:
		if t, ok := a.entryRead(x, u, depth); ok {
			return t
		}
		step := indexStep(info, x.Index)
		t := a.originOfPart(x.X, u, depth+1, append([]string{step}, part...))
		if step != "[*]" {
			t = t.along(step)
		}
		return t
	case *ast.SliceExpr:
		return a.originOf(x.X, u, depth+1)
	case *ast.StarExpr:
		return a.originOf(x.X, u, depth+1)
	case *ast.UnaryExpr:
		return a.originOf(x.X, u, depth+1)
	case *ast.TypeAssertExpr:
		return a.originOf(x.X, u, depth+1)
	case *ast.BinaryExpr:
		t := a.originOf(x.X, u, depth+1)
		t.join(a.originOf(x.Y, u, depth+1))
		return t
	case *ast.CompositeLit:
		var t traced
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if _, isField := info.TypeOf(x).Underlying().(*types.Struct); !isField {
					t.join(a.originOf(kv.Key, u, depth+1))
				}
				elt = kv.Value
			}
			t.join(a.originOf(elt, u, depth+1))
		}
		return t
	case *ast.CallExpr:
		return a.callOrigin(x, u, depth)
	}
	return traced{other: true}
}

// enter records that the origin of part of v is being followed, unless
// it already is, on the way here (item.n = item.n + 1, a parameter's
// out[i], out[i+1] = out[i+1], out[i]): then what v carries is being
// joined, and enter reports false.
func (a *analyzer) enter(v *types.Var, part []string) bool {
	if slices.ContainsFunc(a.tracing[v], func(p []string) bool { return covers(p, part) }) {
		return false
	}
	a.tracing[v] = append(a.tracing[v], part)
	return true
}

// leave undoes the last enter of v.
func (a *analyzer) leave(v *types.Var) { a.tracing[v] = a.tracing[v][:len(a.tracing[v])-1] }

// callOrigin returns what a call's result carries: world data when the
// callee only reads the outside world (or is a catalogued request sent to
// an address, whose response is the world's), with its arguments when it
// sends a request that may change something, its arguments and receiver
// when it has no effect, other when it changes anything else or annovet
// cannot tell.
func (a *analyzer) callOrigin(call *ast.CallExpr, u *unit, depth int) traced {
	info := a.pass.TypesInfo
	args := func() traced {
		var t traced
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
				t.join(a.originOf(sel.X, u, depth+1))
			}
		}
		for _, arg := range call.Args {
			t.join(a.originOf(arg, u, depth+1))
		}
		return t.alongCall(info, call)
	}
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return args() // a conversion
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if _, ok := info.Uses[id].(*types.Builtin); ok {
			return args() // len, append, min, string(...)
		}
	}
	fn := staticCallee(info, call)
	if fn == nil && isIfaceCall(info, call) {
		return a.sitesOrigin(u, call, args)
	}
	if fn == nil || fn.Pkg() == nil {
		return traced{other: true}
	}
	path := fn.Pkg().Path()
	if api := catalogueRow(fn); api != nil {
		if api.Kind == Network && api.Special == none || api.Special == urlArg || api.Source {
			// A read of a client library, or a request sent to an
			// address (http.Get, http.Post): what comes back is the
			// world's, chosen by what the call was given.
			return worldRead(args())
		}
		return traced{other: true}
	}
	sum := a.summaryOf(fn)
	if sum == nil {
		if isStd(path) || isPure(path) {
			return args() // strings.ToLower, fmt.Sprintf, a hash
		}
		return traced{other: true}
	}
	return resultOrigin(sum.Effects, args)
}

// resultOrigin returns what the result of a call with effects effs
// carries: world data when it only reads the outside world, what args
// carries when it has no effect, other when it changes anything or annovet
// cannot tell.
func resultOrigin(effs []Effect, args func() traced) traced {
	world, sends := false, false
	for _, e := range effs {
		switch {
		case e.Kind == Network && !e.Unresolved && !e.Heuristic && !e.open() && e.Chosen == "":
			world = true // a read, wherever its address comes from
		case e.Host != HostNone && !e.Memory && !e.open() && e.Chosen == "":
			// A request that may change something answers with what the
			// world returned all the same (a token a refresh POSTs for);
			// the change is the request's own effect, which stays. What
			// the function was given may come back too (a created note's
			// text): its arguments count.
			world, sends = true, true
		case e.Memory && !e.Kind.Changes():
		default:
			return traced{other: true} // it changes something, or annovet cannot tell
		}
	}
	switch {
	case sends:
		t := args()
		t.World = true
		return t
	case world:
		return worldRead(args())
	}
	return args()
}

// sitesOrigin is callOrigin for a call of an interface method: what the
// walk made of the call (a catalogue row, the implementations the program
// has, a dependency's fact) is what its result carries. A call that left
// no site is one annovet cannot tell.
func (a *analyzer) sitesOrigin(u *unit, call *ast.CallExpr, args func() traced) traced {
	var effs []Effect
	found := false
	for _, s := range u.sites {
		if s.call == call || s.impl.call == call {
			found = true
			effs = append(effs, a.siteEffects(u, s)...)
		}
	}
	if !found {
		return traced{other: true}
	}
	return resultOrigin(effs, args)
}

// isIfaceCall reports whether call calls a method of an interface.
func isIfaceCall(info *types.Info, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := info.Selections[sel]
	return s != nil && s.Kind() == types.MethodVal && types.IsInterface(s.Recv())
}

// mapOrigin resolves an effect's origin at a call: each parameter it
// carries becomes what the argument passed carries. It reports false when
// the entry is then a copy of the world, so the write is no effect.
func (a *analyzer) mapOrigin(e *Effect, call *ast.CallExpr, u *unit) bool {
	if e.Origin == nil {
		return true
	}
	t := traced{Origin: Origin{World: e.Origin.World}}
	for _, p := range e.Origin.Params {
		if p >= len(call.Args) {
			t.other = true
			break
		}
		t.join(a.originOf(call.Args[p], u, 0))
	}
	t.dropChoosers()
	if t.other || len(t.reads) > 0 {
		// State, or an entry of a location of the caller's, which its
		// writes decide.
		e.Origin = nil
		return true
	}
	o := t.Origin
	e.Origin = &o
	return !copiesWorld(e.Origin)
}

// fileCopy decides, for a write call makes in a directory the server keeps
// for itself (ownDir: under the user's configuration or cache directory, or
// a dot-directory of the home named for the program), whether it is the
// server's housekeeping, by the same property as an entry in memory: a
// directory holds no data of its own, and a file whose content carries
// only what a read of the outside world returned (a token a refresh
// fetched, a page it downloaded) is a copy of the world, as a cache's
// entry is. Where the content carries the function's parameters, origin
// says which, and each call decides from what it passes; a content that
// carries anything else (the tool's arguments, state) is data.
func (a *analyzer) fileCopy(u *unit, api *API, call *ast.CallExpr) (copied bool, origin *Origin) {
	if api.Dir {
		return true, nil
	}
	i, ok := contentArgs[funcKey{api.Pkg, api.Recv, api.Name}]
	if !ok || i >= len(call.Args) {
		return false, nil
	}
	o := a.entryOrigin(call.Args[i:i+1], u)
	if copiesWorld(o) {
		return true, nil
	}
	if o == nil || len(o.Params) == 0 {
		return false, nil
	}
	return false, o
}

// copiesWorld reports whether an entry of origin o is a copy of what the
// server read from the outside world.
func copiesWorld(o *Origin) bool { return o != nil && o.World && len(o.Params) == 0 }

// worldCopies reports whether every insertion into a location either fills
// a missing value or stores a copy of what the server read from the world
// (origins.go), under what chose the read or stored back from the
// location itself (memo.go): the location mirrors the world, and emptying
// it (d.cache = make(...) before a refill) or deleting from it is an
// eviction from a cache, no effect. A
// location one insertion of which stores anything else (the tool's
// arguments, state) is data, and so is emptying it.
func (a *analyzer) worldCopies(l *location) bool {
	if l.insertions == 0 || l.memoized+len(l.entries) != l.insertions {
		return false
	}
	for _, in := range l.entries {
		t := a.entryTraced(in.entry, in.u)
		if t.other || len(t.Params) > 0 || !t.World && len(t.reads) == 0 || slices.ContainsFunc(t.reads, func(o types.Object) bool { return o != l.obj }) {
			return false
		}
		if slices.ContainsFunc(t.readKeys, func(k string) bool { return !slices.Contains(in.keys, k) }) {
			return false // an entry read under another key (m["current"] = m[name]): a move
		}
	}
	return true
}

// literalPart is what the part of a local's first value a read selects
// carries: the field's or constant key's value of a literal (ref.Name of
// ref := pageRef{Name: name, Path: path}), the whole value otherwise.
func (a *analyzer) literalPart(rhs ast.Expr, u *unit, depth int, part []string) traced {
	lit, ok := ast.Unparen(rhs).(*ast.CompositeLit)
	if un, isAddr := ast.Unparen(rhs).(*ast.UnaryExpr); isAddr && un.Op == token.AND {
		lit, ok = ast.Unparen(un.X).(*ast.CompositeLit)
	}
	if !ok || len(part) == 0 {
		return a.originOf(rhs, u, depth+1)
	}
	info := a.pass.TypesInfo
	st, isStruct := info.TypeOf(lit).Underlying().(*types.Struct)
	for i, elt := range lit.Elts {
		kv, keyed := elt.(*ast.KeyValueExpr)
		switch {
		case isStruct && keyed:
			if id, ok := kv.Key.(*ast.Ident); ok && "."+id.Name == part[0] {
				return a.originOfPart(kv.Value, u, depth+1, part[1:])
			}
		case isStruct && i < st.NumFields():
			if "."+st.Field(i).Name() == part[0] {
				return a.originOfPart(elt, u, depth+1, part[1:])
			}
		case keyed && indexStep(info, kv.Key) == part[0] && part[0] != "[*]":
			return a.originOfPart(kv.Value, u, depth+1, part[1:])
		}
	}
	if isStruct {
		return traced{} // a field the literal leaves zero
	}
	return a.originOf(rhs, u, depth+1)
}

// emptyCollection reports whether e makes a collection with no entries:
// nil, an empty literal, make(T) or make(T, 0), or make of a map whatever
// its size hint. Assigning one to a location empties it: an eviction of
// every entry, not an insertion.
func emptyCollection(info *types.Info, e ast.Expr) bool {
	e = ast.Unparen(e)
	if tv, ok := info.Types[e]; ok && tv.IsNil() {
		return true
	}
	switch x := e.(type) {
	case *ast.CompositeLit:
		return len(x.Elts) == 0 && isCollection(info.TypeOf(x))
	case *ast.CallExpr:
		if !astutil.IsBuiltin(info, x.Fun, "make") || len(x.Args) == 0 {
			return false
		}
		if _, isMap := info.TypeOf(x).Underlying().(*types.Map); isMap || len(x.Args) == 1 {
			return true
		}
		tv, ok := info.Types[x.Args[1]]
		return ok && tv.Value != nil && tv.Value.String() == "0"
	}
	return false
}

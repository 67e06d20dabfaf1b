package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
)

// This file decides which writes to memory are effects. A server's
// in-memory data counts when it is data: a collection (a map, a slice, a
// sync.Map) that holds entries, like an in-memory note store another tool
// reads back. The process's plumbing does not:
//
//   - scalar state: a client, a flag, a cached error, a counter, a
//     configuration field (t.client = c, t.initErr = err, c.nextID++);
//   - values filled in only when missing: lazy initialization
//     (if t.m == nil { t.m = ... }), memoization (a value stored under a key
//     after a lookup of that key missed, LoadOrStore), and anything inside
//     sync.Once.Do;
//   - copies of the world: an entry carrying only what a read of the
//     outside world returned (origins.go), however the lookup is spelled;
//   - caches: a collection whose every insertion is a fill or a copy of the
//     world, including the evictions from it (a delete, or emptying it
//     before a refill: d.cache = make(...));
//   - deleting an entry under a key the call made anew (fresh.go): only
//     what the call itself stored;
//   - writes into values created in the call or handed in by the caller
//     (a local buffer, a builder, a slice to append to), which the roots
//     of the effects already drop;
//   - collections of handles (handles.go): clients, connections, files
//     and the wrappers around them, per session, refreshed or replaced;
//   - the in-memory state of a dependency's own types and packages.
//
// These are questions of data flow, answered from the syntax of the package
// that declares the data.

// A location is a collection the package keeps: a field of a struct type or
// a package-level variable.
type location struct {
	obj        types.Object
	insertions int // writes that add or replace entries
	memoized   int // of which fill a value after a lookup missed
	uses       int // mentions of the location in the package
	written    int // of which are writes to it
	stored     int // values stored in it (handles.go)
	handles    int // of which are handles
	// entries are, for each insertion that is not a fill, the keys and
	// values it stores and the unit it is in (worldCopies).
	entries []insertion
}

// An insertion is a write that adds or replaces an entry of a location.
type insertion struct {
	u     *unit
	entry []ast.Expr
	keys  []string // the keys along the write's target (types.ExprString)
}

// cache reports whether every insertion into the location fills a missing
// value: the location is a cache, and no write to it is an effect.
func (l *location) cache() bool { return l.insertions > 0 && l.memoized == l.insertions }

// unread reports whether nothing reads the location: data no tool can read
// back (an exported field may be read elsewhere, so it is always read).
func (l *location) unread() bool { return !l.obj.Exported() && l.uses <= l.written }

// countUses counts, before the bodies are walked, every mention of each
// unexported field and package-level variable of this package, except the
// keys of struct literals (which initialize, not read).
func (a *analyzer) countUses() {
	info := a.pass.TypesInfo
	keys := map[*ast.Ident]bool{}
	called := map[*ast.Ident]bool{}
	a.called = called
	for _, f := range a.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					keys[id] = true
				}
			case *ast.AssignStmt:
				a.countStored(n)
			case *ast.CallExpr:
				a.countStored(n)
				switch fun := ast.Unparen(n.Fun).(type) {
				case *ast.Ident:
					called[fun] = true
				case *ast.SelectorExpr:
					called[fun.Sel] = true
				}
			}
			return true
		})
	}
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok && !called[id] && fn.Pkg() == a.pass.Pkg && !fn.Exported() && fn.Parent() == a.pass.Pkg.Scope() {
			a.valueFuncs[fn] = true // a function value: it may be called from another package
		}
		if keys[id] {
			continue
		}
		if loc := a.location(obj); loc != nil {
			loc.uses++
		}
	}
}

// memoryWrite records a write to memory in u: target is what is assigned
// to, deleted from or stored into. It is an effect only when it changes data
// a collection holds, outside the call, and is not a fill of a missing value.
func (a *analyzer) memoryWrite(u *unit, target ast.Expr, pos token.Pos, kind Kind, destructive bool, witness string, stored ...ast.Expr) {
	a.memoryWriteReading(u, target, pos, kind, destructive, witness, 0, stored...)
}

// memoryWriteReading is memoryWrite for a write that also mentions its
// location selfReads times to compute the new value (x = append(x, ...)).
// stored are the values the write stores, for its origin (origins.go).
func (a *analyzer) memoryWriteReading(u *unit, target ast.Expr, pos token.Pos, kind Kind, destructive bool, witness string, selfReads int, stored ...ast.Expr) {
	target = ast.Unparen(target)
	if id, ok := target.(*ast.Ident); ok && (id.Name == "_" || a.declaredIn(id, u)) {
		// Rebinding a variable of the function itself (a local, a
		// parameter, the receiver) changes nothing
		// outside it, whatever the variable held before (fields =
		// ProjectFields, then fields = IssueFields): only writes through
		// it reach what it aliases.
		return
	}
	root, captured := a.rootOf(target, u, 0)
	if root == rootLocal {
		return
	}
	obj, ok := a.collectionOfWrite(target)
	if !ok {
		return // scalar state: a client, a flag, a counter, a cached error
	}
	if u.writes == nil {
		u.writes = map[types.Object]bool{}
	}
	u.writes[obj] = true
	if a.holdsHandles(obj) {
		return // a pool of clients or connections, however it is filled
	}
	if ix, ok := target.(*ast.IndexExpr); ok && kind != Delete && a.scratchEntry(u, ix.X, ix.Index) {
		return // an entry for the call's own use, removed before it returns
	}
	if ix, ok := target.(*ast.IndexExpr); ok && kind == Mutate && a.freshKey(ix.Index, u) {
		destructive = false // a new entry under a key made anew: it adds, again on every call (fresh.go)
	}
	fill, absent := a.fillsMissing(u, obj, pos, kind)
	memo := u.once || fill
	// A change that neither replaces nor deletes (append, ++, atomic Add)
	// adds again on every call. A replacement computed without reading the
	// old value (m[k] = v) sets it: repeating it changes nothing more. A
	// create, made only where the key is missing, sets without overwriting.
	accumulates := kind == Mutate && !destructive
	sets := kind == Mutate && destructive && selfReads == 0
	if absent {
		destructive = false
	}
	at := a.pos(pos)
	var entry []ast.Expr
	if kind == Mutate && len(stored) > 0 {
		entry = entryExprs(target, stored)
	}
	evicts := kind == Mutate && len(stored) == 1 && emptyCollection(a.pass.TypesInfo, stored[0]) && types.Identical(a.pass.TypesInfo.TypeOf(target), obj.Type())
	loc := a.location(obj)
	if loc != nil {
		loc.written += 1 + selfReads
		if kind != Delete && !evicts {
			loc.insertions++
			switch {
			case memo:
				loc.memoized++
			case entry != nil:
				loc.entries = append(loc.entries, insertion{u: u, entry: entry, keys: targetKeys(target)})
			}
		}
	}
	u.sites = append(u.sites, site{
		direct: &Effect{Kind: kind, Destructive: destructive, Accumulates: accumulates, Sets: sets, Memory: true, Locs: a.writtenKeys(obj), Root: root, Witness: []string{witness}, At: at, captured: captured},
		at:     at, loc: loc, memo: memo, entry: entry,
	})
}

// location returns the location of a field or package-level variable, or
// nil for a local or a parameter (whose writes the roots map to callers).
func (a *analyzer) location(obj types.Object) *location {
	v, ok := obj.(*types.Var)
	if !ok || !(v.IsField() || isPackageLevel(v)) || v.Pkg() != a.pass.Pkg {
		return nil
	}
	l := a.locations[obj]
	if l == nil {
		l = &location{obj: obj}
		a.locations[obj] = l
	}
	return l
}

// collectionOf returns the collection a write changes: walking from the
// target toward its root, the first field or variable of collection type
// (a map, slice, array, channel or sync.Map) it passes: s.views in
// s.views[k]++, s.notes in n.Text = t where n := s.notes[k], c.data in
// c.data.Store(k, v). ok is false when the write changes no collection:
// scalar state.
func (a *analyzer) collectionOf(e ast.Expr, depth int) (types.Object, bool) {
	info := a.pass.TypesInfo
	for ; depth < 16; depth++ {
		if t := info.TypeOf(e); t != nil && isCollection(t) {
			obj := a.objectOf(e)
			if v, ok := obj.(*types.Var); ok && !v.IsField() && !isPackageLevel(v) && a.aliases[v] != nil {
				obj = nil // a local alias (m := s.items): what it aliases decides
			}
			if obj != nil {
				return obj, true
			}
		}
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			e = x.X
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok || isPackageLevel(v) {
				return nil, false
			}
			rhs, ok := a.aliases[v]
			if !ok || !refLike(v.Type()) {
				return nil, false
			}
			e = rhs
		default:
			return nil, false
		}
	}
	return nil, false
}

// collectionOfWrite is collectionOf for what a write assigns to: an
// array it replaces whole (a UUID, a digest, an address: m.id = &id) is
// one value, not entries, so what holds it decides (r.docs in
// r.docs[k].id = id; nothing in ent's _c.mutation.id = &_node.ID, a
// builder recording the id the database gave a new row). Entries of an
// array are written by index (r.buf[r.next] = rec).
func (a *analyzer) collectionOfWrite(target ast.Expr) (types.Object, bool) {
	if t := a.pass.TypesInfo.TypeOf(target); t != nil && isArrayValue(t) {
		switch x := ast.Unparen(target).(type) {
		case *ast.SelectorExpr:
			return a.collectionOf(x.X, 0)
		case *ast.IndexExpr:
			return a.collectionOf(x.X, 0)
		}
		return nil, false // a variable holding the value, rebound
	}
	return a.collectionOf(target, 0)
}

// isArrayValue reports whether t is an array, or a pointer to one.
func isArrayValue(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	_, ok := t.Underlying().(*types.Array)
	return ok
}

// objectOf returns the field or variable an expression denotes.
func (a *analyzer) objectOf(e ast.Expr) types.Object {
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
			return sel.Obj()
		}
		return info.Uses[x.Sel]
	case *ast.Ident:
		return info.ObjectOf(x)
	case *ast.StarExpr:
		return a.objectOf(x.X)
	}
	return nil
}

// isCollection reports whether t holds entries: a map, slice, array or
// channel, or a sync.Map (through pointers).
func isCollection(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		if obj := n.Obj(); obj.Pkg() != nil && obj.Pkg().Path() == "sync" && obj.Name() == "Map" {
			return true
		}
	}
	switch t.Underlying().(type) {
	case *types.Map, *types.Slice, *types.Array, *types.Chan:
		return true
	}
	return false
}

// siteUnit returns the function of this package a site calls, or nil. (A
// call of a function declared further down the file is recorded as a call
// by fact, and solved from the function's summary all the same.)
func (a *analyzer) siteUnit(s site) *unit {
	if s.callee != nil {
		return s.callee
	}
	if s.fact != nil {
		return a.res.funcs[s.fact.Origin()]
	}
	return nil
}

// scratchEntry reports whether the function that u is (or is in) adds
// the entry coll[key] and deletes it in a defer, or later in the same
// block with nothing between that can leave it (a return, a branch): a
// pending request's response channel (c.pending[id] = ch; defer
// delete(c.pending, id)), an in-flight marker (f.flights[path] = ch;
// ...fetch...; delete(f.flights, path)), an entry that does not outlive
// the call, like a scratch file.
func (a *analyzer) scratchEntry(u *unit, coll, key ast.Expr) bool {
	body := topBody(u)
	if body == nil {
		return false
	}
	obj := a.objectOf(coll)
	if obj == nil {
		return false
	}
	same := func(c, k ast.Expr) bool {
		return a.objectOf(c) == obj && types.ExprString(c) == types.ExprString(coll) && types.ExprString(k) == types.ExprString(key)
	}
	isDelete := func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		return ok && len(c.Args) == 2 && astutil.IsBuiltin(a.pass.TypesInfo, c.Fun, "delete") && same(c.Args[0], c.Args[1])
	}
	adds := func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return false
		}
		for _, l := range as.Lhs {
			if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok && same(ix.X, ix.Index) {
				return true
			}
		}
		return false
	}
	added, removed := false, false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			added = added || adds(n)
		case *ast.DeferStmt:
			ast.Inspect(n.Call, func(n ast.Node) bool {
				removed = removed || isDelete(n)
				return !removed
			})
		case *ast.BlockStmt:
			removed = removed || removedInBlock(n.List, adds, isDelete)
		}
		return !(added && removed)
	})
	return added && removed
}

// removedInBlock reports whether a statement of list adds the entry and a
// later one deletes it, with no statement between them that may leave the
// block (a return, a break, a continue, a goto, outside function
// literals).
func removedInBlock(list []ast.Stmt, adds, isDelete func(ast.Node) bool) bool {
	for i, st := range list {
		if !adds(st) {
			continue
		}
		for _, next := range list[i+1:] {
			if es, ok := next.(*ast.ExprStmt); ok && isDelete(es.X) {
				return true
			}
			if mayLeave(next) {
				break
			}
		}
	}
	return false
}

// mayLeave reports whether st contains a return or a branch statement
// outside the function literals in it.
func mayLeave(st ast.Stmt) bool {
	leaves := false
	ast.Inspect(st, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt, *ast.BranchStmt:
			leaves = true
		}
		return !leaves
	})
	return leaves
}

// memoryLocations returns the collections a function of this package
// writes in memory, through the functions of this package it calls; ok is
// false when some write is to memory annovet cannot name.
func (a *analyzer) memoryLocations(u *unit, depth int, seen map[*unit]bool) ([]types.Object, bool) {
	if seen[u] || depth > 4 {
		return nil, !seen[u]
	}
	seen[u] = true
	var out []types.Object
	for _, s := range u.sites {
		switch {
		case s.memo:
		case s.direct != nil && s.direct.Memory:
			if s.loc == nil {
				return nil, false
			}
			if !slices.Contains(out, s.loc.obj) {
				out = append(out, s.loc.obj)
			}
		case a.siteUnit(s) != nil || s.lit != nil:
			next := a.siteUnit(s)
			if next == nil {
				next = s.lit
			}
			locs, ok := a.memoryLocations(next, depth+1, seen)
			if !ok {
				return nil, false
			}
			for _, obj := range locs {
				if !slices.Contains(out, obj) {
					out = append(out, obj)
				}
			}
		}
	}
	return out, true
}

// returns reports whether a block may return from its function (a return
// outside any literal in it).
func returns(b *ast.BlockStmt) bool {
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// topBody returns the body of the declared function u is, or is in: the
// whole call, its function literals included.
func topBody(u *unit) *ast.BlockStmt {
	for u.parent != nil {
		u = u.parent
	}
	return unitBody(u)
}

func unitBody(u *unit) *ast.BlockStmt {
	switch n := u.node.(type) {
	case *ast.FuncDecl:
		return n.Body
	case *ast.FuncLit:
		return n.Body
	}
	return nil
}

// memoCall reports whether a call fills a value after a lookup missed:
// cache.Set(k, v) in a function that tested cache.Get(k) (the same receiver
// and first argument) and returned when it was there. The in-memory writes
// of such a call are a cache's.
func (a *analyzer) memoCall(u *unit, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	body := unitBody(u)
	if body == nil {
		return false
	}
	recv, key := types.ExprString(sel.X), types.ExprString(call.Args[0])
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		ifs, ok := n.(*ast.IfStmt)
		if !ok || found || ifs.Pos() >= call.Pos() {
			return !found
		}
		guard := false
		for _, part := range []ast.Node{ifs.Init, ifs.Cond} {
			if part == nil {
				continue
			}
			ast.Inspect(part, func(n ast.Node) bool {
				c, ok := n.(*ast.CallExpr)
				if !ok || c == call || len(c.Args) == 0 {
					return true
				}
				if s, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok && types.ExprString(s.X) == recv && types.ExprString(c.Args[0]) == key {
					guard = true
				}
				return !guard
			})
		}
		if guard && (returns(ifs.Body) || ifs.Body.Pos() <= call.Pos() && call.Pos() < ifs.Body.End()) {
			found = true
		}
		return !found
	})
	return found
}

// syncTarget returns what a catalogued call of package sync or sync/atomic
// changes: the receiver (m.Store) or the pointer argument (atomic.AddInt64).
func (a *analyzer) syncTarget(call *ast.CallExpr, recv string) ast.Expr {
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && recv != "" {
		return sel.X
	}
	if len(call.Args) > 0 {
		return call.Args[0]
	}
	return nil
}

// loadOrStore reports whether a sync.Map call stores only a missing value.
func loadOrStore(info *types.Info, call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(info, call)
	return fn != nil && slices.Contains([]string{"LoadOrStore", "CompareAndSwap"}, fn.Name())
}

// declaredIn reports whether id is a variable that u itself declares (a
// local, a parameter, a named result), not one of an enclosing function
// that a literal captures, whose value outlives the call.
func (a *analyzer) declaredIn(id *ast.Ident, u *unit) bool {
	v, ok := a.pass.TypesInfo.ObjectOf(id).(*types.Var)
	return ok && !isPackageLevel(v) && u.node != nil && within(v, u.node)
}

// targetKeys returns the keys along a write's target (k in s.m[k]), as
// text.
func targetKeys(target ast.Expr) []string {
	var keys []string
	for _, k := range entryExprs(target, nil) {
		keys = append(keys, types.ExprString(k))
	}
	return keys
}

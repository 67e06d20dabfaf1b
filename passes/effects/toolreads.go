package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
)

// This file decides whether data the server keeps in memory is data: a
// change to it counts when a read of it reaches a tool, one that returns
// it or acts on it (an in-memory note store another tool lists). Memory
// no tool reads, written by every tool and read only by an HTTP
// dashboard or an MCP resource (a ring of recent errors), or by nothing,
// is the server's own bookkeeping as far as the tools show.
//
// Each collection the package keeps and writes (a field of one of its
// named struct types, a package-level variable: its location, keyed by
// locationKey) has readers: the functions that mention it and write it
// nowhere in their own body (a List, a Get, a lookup that then evicts
// what expired through a helper), and those that write it and return what
// they read of it (labels[uid] = v; return labels[uid]); not the Record
// that computes the next slot of a ring from its length, nor the Store
// that ranges over its entries to evict the oldest, whose reads serve
// only the write. Summary.Reads holds, per function, the
// locations it reads itself or through what it calls (this package's
// functions, the literals it runs, other packages' facts, an interface
// call's implementations), and each change to memory carries its
// locations (Effect.Locs).
//
// Where a tool's effects are decided (decide), the reads of every tool
// bound in the package are joined (ReadsOf: the handler, and the
// functions its registration hands a factory or an adapter): a change to
// a location none of them
// reads is made undecided, never dropped. A tool registered in another
// package, a handler annovet cannot follow, a function value, a catalogued
// library: any of them may read it, so it stays unknown (no finding, no
// fix), and the inventory says why.

// locationKey returns the key of a collection the package keeps: its
// package path, type and field (example.com/notes.Store.items), or its
// package path and name for a package-level variable; "" for anything
// else (a field of a struct type declared in a function, or with no name).
func (a *analyzer) locationKey(obj types.Object) string {
	v, ok := obj.(*types.Var)
	if !ok || v.Pkg() == nil {
		return ""
	}
	v = v.Origin() // a field of Store[T], wherever it is instantiated
	if isPackageLevel(v) {
		return v.Pkg().Path() + "." + v.Name()
	}
	if !v.IsField() {
		return ""
	}
	if a.fieldOwners == nil {
		a.fieldOwners = map[*types.Var]string{}
		scope := a.pass.Pkg.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() {
				if st, ok := tn.Type().Underlying().(*types.Struct); ok {
					a.ownFields(st, a.pass.Pkg.Path()+"."+name, 0)
				}
			}
		}
	}
	return a.fieldOwners[v]
}

// ownFields records the key of each field of st, inside a struct type
// declared as named, nested anonymous structs included.
func (a *analyzer) ownFields(st *types.Struct, prefix string, depth int) {
	if depth > 4 {
		return
	}
	for f := range st.Fields() {
		key := prefix + "." + f.Name()
		a.fieldOwners[f] = key
		if inner, ok := f.Type().(*types.Struct); ok {
			a.ownFields(inner, key, depth+1)
		}
	}
}

// ownReads returns the locations u reads itself: written in this package
// (the only ones whose readers it knows), mentioned in u's body outside
// its literals and the keys of struct literals, and, where that body
// writes the location too, only where what it returns comes from
// (returnflow.go: labels[uid] = v; return labels[uid]; not len(r.buf)
// computing a ring's next slot, nor a range over the entries to evict the
// oldest).
func (a *analyzer) ownReads(u *unit) []string {
	body := unitBody(u)
	if body == nil {
		return nil
	}
	if len(u.writes) > 0 {
		u.flow = flowToResult(a.pass.TypesInfo, body)
	}
	var out []string
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a unit of its own
		case *ast.KeyValueExpr:
			if _, ok := n.Key.(*ast.Ident); ok {
				ast.Inspect(n.Value, visit) // a field's name initializes, it reads nothing
				return false
			}
		case *ast.Ident:
			if k := a.readLocation(u, n); k != "" {
				out = append(out, k)
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	slices.Sort(out)
	return slices.Compact(out)
}

// readLocation returns the location id names, if u reads it there: one
// this package writes, which u does not write, or whose value reaches
// what u returns.
func (a *analyzer) readLocation(u *unit, id *ast.Ident) string {
	obj := a.pass.TypesInfo.Uses[id]
	if v, ok := obj.(*types.Var); ok {
		obj = v.Origin()
	}
	if obj == nil || u.writes[obj] && !u.flow.reaches(id.Pos()) {
		return ""
	}
	if loc := a.locations[obj]; loc != nil && loc.written > 0 {
		return a.locationKey(obj)
	}
	return ""
}

// writtenKeys returns the location of a collection a write changes, as
// Effect.Locs holds it: one of this package's (another package's readers
// are not known here).
func (a *analyzer) writtenKeys(obj types.Object) []string {
	if obj.Pkg() != a.pass.Pkg {
		return nil
	}
	if k := a.locationKey(obj); k != "" {
		return []string{k}
	}
	return nil
}

// solveReads fills Summary.Reads of every unit, callees first (order,
// solve's), to a fixed point (recursion). A unit that writes a location
// reads it through a call only where the call's result reaches what it
// returns, as for its own mentions (ownReads).
func (a *analyzer) solveReads(order []*unit) {
	written := map[*unit]map[string]bool{}
	for _, u := range order {
		u.summary.Reads = a.ownReads(u)
		for obj := range u.writes {
			if k := a.locationKey(obj); k != "" {
				if written[u] == nil {
					written[u] = map[string]bool{}
				}
				written[u][k] = true
			}
		}
	}
	factReads := map[*types.Func][]string{}
	for iter := 0; iter < 50; iter++ {
		changed := false
		for _, u := range order {
			for _, s := range u.sites {
				var from []string
				var at token.Pos
				switch {
				case s.callee != nil:
					from = s.callee.summary.Reads
				case s.lit != nil:
					from, at = s.lit.summary.Reads, s.lit.node.Pos()
				case s.fact != nil:
					r, ok := factReads[s.fact]
					if !ok {
						// Another module's memory is its own: no change of
						// this program's (withoutMemory), so no read of one.
						if sum := a.summaryOf(s.fact); sum != nil && s.fact.Pkg() != nil && a.sameModule(s.fact.Pkg().Path()) {
							r = sum.Reads
						}
						factReads[s.fact] = r
					}
					from = r
				}
				if s.call != nil {
					at = s.call.Pos()
				}
				if w := written[u]; len(w) > 0 && len(from) > 0 && !u.flow.reaches(at) {
					from = slices.DeleteFunc(slices.Clone(from), func(k string) bool { return w[k] })
				}
				if merged, grew := union(u.summary.Reads, from); grew {
					u.summary.Reads, changed = merged, true
				}
			}
		}
		if !changed {
			break
		}
	}
}

// union returns the sorted union of the sorted sets a and b, and whether
// it holds more than a.
func union(a, b []string) ([]string, bool) {
	grew := false
	for _, x := range b {
		if _, found := slices.BinarySearch(a, x); !found {
			grew = true
			break
		}
	}
	if !grew {
		return a, false
	}
	out := slices.Concat(a, b)
	slices.Sort(out)
	return slices.Compact(out), true
}

// ReadsOf returns the locations of the server's memory that h reads, by
// its own code and what it calls: the handler's function or literal, and,
// for one a factory made, the factory with the functions the registration
// hands it (a generic adapter's handler, a middleware's next, in a
// variable the registering function assigns them to).
func (r *Result) ReadsOf(h *model.Handler) []string {
	if r.an == nil || !h.Resolved() {
		return nil
	}
	a := r.an
	var out []string
	add := func(s *Summary) {
		if s != nil {
			out = append(out, s.Reads...)
		}
	}
	switch {
	case h.Lit != nil:
		if u := r.units[h.Lit]; u != nil {
			add(&u.summary)
		}
	case h.Func != nil:
		add(a.summaryOf(h.Func))
	case h.Via != nil:
		add(a.summaryOf(h.Via))
		if h.Call != nil {
			a.valueReads(h.Call, add, 0)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// valueReads adds the summaries of the functions the arguments of call
// may be: a literal, a function or method named, a variable of function
// type with every value the package gives it (collectFuncStores), and
// those of a call's arguments in turn (wrap(log(h))).
func (a *analyzer) valueReads(call *ast.CallExpr, add func(*Summary), depth int) {
	if depth > 4 {
		return
	}
	info := a.pass.TypesInfo
	var visit func(e ast.Expr)
	visit = func(e ast.Expr) {
		if _, ok := info.TypeOf(e).(*types.Signature); !ok {
			if c, ok := ast.Unparen(e).(*ast.CallExpr); ok {
				a.valueReads(c, add, depth+1)
			}
			return
		}
		switch e := ast.Unparen(e).(type) {
		case *ast.FuncLit:
			if u := a.res.units[e]; u != nil {
				add(&u.summary)
			}
		case *ast.CallExpr:
			a.valueReads(e, add, depth+1)
		case *ast.Ident:
			if v, ok := info.Uses[e].(*types.Var); ok {
				for _, val := range a.stores[v] { // the values the package gives it (collectFuncStores)
					if fn := astutil.NamedFunc(info, val); fn != nil {
						add(a.summaryOf(fn)) // h := listNotes
					} else if _, isVar := ast.Unparen(val).(*ast.Ident); !isVar {
						visit(val)
					}
				}
				return
			}
			if fn := astutil.NamedFunc(info, e); fn != nil {
				add(a.summaryOf(fn))
			}
		case *ast.SelectorExpr:
			if fn := astutil.NamedFunc(info, e); fn != nil {
				add(a.summaryOf(fn))
			}
		}
	}
	for _, arg := range call.Args {
		visit(arg)
	}
}

// unreadByTools is the cause of a change to memory no bound tool reads.
const unreadByTools = "data in memory that no tool of this package reads back"

// ReadBack returns a handler's effects (Of) with each change to memory
// whose location none of read holds (the locations the package's tools
// read, ReadsOf) made undecided: a change to data no tool shows, or shows
// from where annovet cannot follow.
func ReadBack(effs []Effect, read map[string]bool) []Effect {
	out := make([]Effect, 0, len(effs))
	for _, e := range effs {
		if e.Memory && len(e.Locs) > 0 && e.Kind.Changes() && !e.Undecided() &&
			!slices.ContainsFunc(e.Locs, func(l string) bool { return read[l] }) {
			e.Unresolved = true
			e.Cause = unreadByTools
		}
		out = append(out, e)
	}
	return out
}

// shortLocation is a location's key without the directories of its
// package path (notes.Store.items), for a summary's String.
func shortLocation(key string) string {
	if i := strings.LastIndexByte(key, '/'); i >= 0 {
		return key[i+1:]
	}
	return key
}

// readsString says what a summary reads, for its String.
func (s *Summary) readsString() string {
	if len(s.Reads) == 0 {
		return ""
	}
	short := make([]string, len(s.Reads))
	for i, r := range s.Reads {
		short[i] = shortLocation(r)
	}
	return " reads(" + strings.Join(short, ",") + ")"
}

package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/annovet/annovet/internal/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// How a write relates to a lookup of the same data in memory: a fill of a
// missing entry (a cache), a create where the key is missing, an update or
// a delete where it is there. The guard's condition says which outcome of
// the lookup a branch takes (presenceOf), and what its body returns says
// whether it hands out what it found (returnsTested).

// fillsMissing reports whether a write at pos to the collection obj only
// fills in a missing value, by a test of the same collection in the same
// function: the write is in the branch where the entry is missing (if
// _, ok := s.m[k]; !ok { fill }, if s.m == nil { fill }), or follows a
// test that returned what it found when the entry was there (if v, ok :=
// s.m[k]; ok { return v }). absent reports a write that the function
// makes only when the entry is missing without being a fill: a create
// that returned an error when the key was there (if _, ok := s.m[k]; ok {
// return ErrExists }). A test that returns nothing, or no error, when the
// entry is there sets it once (if c.open[uri] { return }; c.open[uri] =
// true): a fill. A delete does not fill, and neither does a write made
// where the entry is there (if !ok { return ErrNotFound }; s.m[k] = v is
// an update), except the eviction of a stale entry in the body of a
// cache's lookup that returns what it found. A test whose outcome annovet cannot read (a call, a
// comparison of other values) counts as the lookup's miss, as it did
// before the outcome was read.
//
// A function literal runs, if at all, after it is made: where it is in
// the function that makes it. So a write in a literal is also read by the
// tests of the enclosing functions, at the literal's place (a cache that
// fills the missing entry inside singleflight's Do(key, func() {...})).
func (a *analyzer) fillsMissing(u *unit, obj types.Object, pos token.Pos, kind Kind) (fill, absent bool) {
	if obj == nil {
		return false, false
	}
	for {
		fill, absent = a.fillsMissingIn(u, obj, pos, kind)
		if fill || absent || u.parent == nil {
			return fill, absent
		}
		pos, u = u.node.Pos(), u.parent
	}
}

// fillsMissingIn is fillsMissing by the tests of u's own body.
func (a *analyzer) fillsMissingIn(u *unit, obj types.Object, pos token.Pos, kind Kind) (fill, absent bool) {
	a.anyGuard(u, obj, func(ifs *ast.IfStmt) bool {
		p := a.presenceOf(ifs.Cond)
		inBody := ifs.Body.Pos() <= pos && pos < ifs.Body.End()
		switch {
		case kind == Delete:
			// Evicting a stale entry inside a cache's lookup (if v, ok
			// := c.Load(k); ok { if fresh(v) { return v }; c.Delete(k) }).
			// A delete followed, in its block, by returning the entry
			// takes it (a queue's pop): a change.
			fill = inBody && a.returnsTested(ifs, obj) && !a.takes(ifs, obj, pos)
		case inBody:
			fill = p != entryPresent // if missing { fill }
		case ifs.Else != nil && ifs.Else.Pos() <= pos && pos < ifs.Else.End():
			fill = p != entryMissing
		case ifs.End() <= pos && returns(ifs.Body) && p != entryMissing:
			switch {
			case a.returnsTested(ifs, obj) || !a.returnsError(ifs.Body):
				fill = true // if present { return it }, or { return }: set once
			case p == entryPresent:
				absent = true // if present { return ErrExists }; create
			}
		}
		return fill
	})
	return fill, absent && !fill
}

// returnsError reports whether a block returns an error that is not nil
// (return ErrExists, return fmt.Errorf(...)): the caller is told the call
// failed.
func (a *analyzer) returnsError(b *ast.BlockStmt) bool {
	errType := types.Universe.Lookup("error").Type()
	found := false
	ast.Inspect(b, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if t := a.pass.TypesInfo.TypeOf(r); t != nil && types.Implements(t, errType.Underlying().(*types.Interface)) && !isNilIdent(a.pass.TypesInfo, r) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// What a guard's condition says of a lookup when it holds.
const (
	entryUnknown = iota
	entryPresent // ok, v != nil, len(v) > 0, err == nil
	entryMissing // !ok, v == nil, s.m == nil, len(v) == 0, err != nil
)

// presenceOf reads a guard's condition as a test of a lookup's outcome.
func (a *analyzer) presenceOf(cond ast.Expr) int {
	info := a.pass.TypesInfo
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			switch a.presenceOf(c.X) {
			case entryPresent:
				return entryMissing
			case entryMissing:
				return entryPresent
			}
		}
	case *ast.Ident:
		if v, ok := info.Uses[c].(*types.Var); ok && a.commaOk(v) {
			return entryPresent // ok from v, ok := s.m[k] or s.m.Load(k)
		}
	case *ast.BinaryExpr:
		switch c.Op {
		case token.EQL, token.NEQ, token.GTR:
			x, y := c.X, c.Y
			if isNilIdent(info, x) || isZero(info, x) {
				x, y = y, x
			}
			var missing bool // what the condition says when it holds
			switch {
			case isNilIdent(info, y):
				missing = c.Op == token.EQL
				if t := info.TypeOf(x); t != nil && types.Identical(t, types.Universe.Lookup("error").Type()) {
					missing = !missing // err != nil: the lookup failed
				}
			case isZero(info, y) && isLen(info, x):
				missing = c.Op == token.EQL
			default:
				return entryUnknown
			}
			if missing {
				return entryMissing
			}
			return entryPresent
		}
	}
	return entryUnknown
}

func isNilIdent(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.Uses[id].(*types.Nil)
	return isNil
}

func isZero(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.ExactString() == "0"
}

func isLen(info *types.Info, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	return ok && astutil.IsBuiltin(info, call.Fun, "len")
}

// takes reports whether the statements after the one at pos, in the block
// of the guard's body that holds it, return what the lookup found.
func (a *analyzer) takes(ifs *ast.IfStmt, obj types.Object, pos token.Pos) bool {
	vars := a.testedVars(ifs)
	found := false
	ast.Inspect(ifs.Body, func(n ast.Node) bool {
		b, ok := n.(*ast.BlockStmt)
		if !ok || found {
			return !found
		}
		for i, st := range b.List {
			if st.Pos() <= pos && pos < st.End() {
				for _, after := range b.List[i+1:] {
					if r, ok := after.(*ast.ReturnStmt); ok {
						for _, e := range r.Results {
							if a.derivedFrom(e, vars, 0) || a.readsObject(e, obj) {
								found = true
							}
						}
					}
				}
			}
		}
		return !found
	})
	return found
}

// returnsTested reports whether the body of a guard returns what the lookup
// found: a value of a variable the guard declares or compares (v in if v,
// ok := s.m[k]; ok, c in if c != nil), or a read of the collection obj
// itself. The key it looked up, mentioned in an error, is not what it
// found.
func (a *analyzer) returnsTested(ifs *ast.IfStmt, obj types.Object) bool {
	vars := a.testedVars(ifs)
	found := false
	ast.Inspect(ifs.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if a.derivedFrom(r, vars, 0) || a.readsObject(r, obj) {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// testedVars returns the variables an if statement declares in its init
// and those its condition compares or tests as they are (not the keys or
// arguments of the lookup it makes).
func (a *analyzer) testedVars(ifs *ast.IfStmt) []*types.Var {
	info := a.pass.TypesInfo
	var vars []*types.Var
	add := func(e ast.Expr) {
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			if v, ok := info.ObjectOf(id).(*types.Var); ok && !v.IsField() {
				vars = append(vars, v)
			}
		}
	}
	if as, ok := ifs.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE {
		for _, l := range as.Lhs {
			add(l)
		}
	}
	var operands func(e ast.Expr)
	operands = func(e ast.Expr) {
		switch c := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			operands(c.X)
		case *ast.BinaryExpr:
			operands(c.X)
			operands(c.Y)
		default:
			add(c)
		}
	}
	operands(ifs.Cond)
	return vars
}

// anyGuard reports whether f holds for an if statement of u's own body
// that tests the collection obj.
func (a *analyzer) anyGuard(u *unit, obj types.Object, f func(*ast.IfStmt) bool) bool {
	return anyIf(u, func(ifs *ast.IfStmt) bool { return a.testsObject(ifs, obj) && f(ifs) })
}

// anyIf reports whether f holds for an if statement of u's own body (not
// of a literal in it).
func anyIf(u *unit, f func(*ast.IfStmt) bool) bool {
	body := unitBody(u)
	if body == nil {
		return false
	}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		if lit, ok := n.(*ast.FuncLit); ok && lit != u.node {
			return false
		}
		if ifs, ok := n.(*ast.IfStmt); ok && f(ifs) {
			found = true
		}
		return !found
	})
	return found
}

// testsObject reports whether an if statement's init or condition reads the
// collection obj.
func (a *analyzer) testsObject(ifs *ast.IfStmt, obj types.Object) bool {
	reads := false
	check := func(n ast.Node) {
		if n == nil {
			return
		}
		ast.Inspect(n, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && !reads {
				if a.objectOf(e) == obj {
					reads = true
				}
				switch e := e.(type) {
				case *ast.Ident:
					// ok or v from an earlier v, ok := s.m[k] or
					// v := s.lookup(k)
					if v, ok := a.pass.TypesInfo.Uses[e].(*types.Var); ok {
						if rhs, ok := a.aliases[v]; ok && a.readsObject(rhs, obj) {
							reads = true
						}
					}
				case *ast.CallExpr:
					// if v := s.lookup(k); v != nil
					if u := a.localCallee(e); u != nil && a.bodyReads(u, obj) {
						reads = true
					}
				}
			}
			return !reads
		})
	}
	check(ifs.Init)
	check(ifs.Cond)
	return reads
}

// readsObject reports whether e reads the collection obj: it mentions it,
// or calls a function of this package that does (v := s.lookup(k)).
func (a *analyzer) readsObject(e ast.Expr, obj types.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			if u := a.localCallee(x); u != nil && a.bodyReads(u, obj) {
				found = true
			}
		case ast.Expr:
			if a.objectOf(x) == obj {
				found = true
			}
		}
		return !found
	})
	return found
}

// localCallee returns the unit of a function of this package a call calls
// by name, or nil.
func (a *analyzer) localCallee(call *ast.CallExpr) *unit {
	if fn, ok := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func); ok {
		return a.res.funcs[fn.Origin()]
	}
	return nil
}

// bodyReads reports whether a function's body mentions the collection obj.
func (a *analyzer) bodyReads(u *unit, obj types.Object) bool {
	key := readKey{u, obj}
	if r, ok := a.reads[key]; ok {
		return r
	}
	found := false
	if body := unitBody(u); body != nil {
		ast.Inspect(body, func(n ast.Node) bool {
			if x, ok := n.(ast.Expr); ok && a.objectOf(x) == obj {
				found = true
			}
			return !found
		})
	}
	a.reads[key] = found
	return found
}

// markFillingCalls finds the calls that fill a missing value through a
// function of this package: the caller looked the key up and returned
// what it found (client := getClient(id); if client != nil { return
// client }), then calls a function that stores a new one (return
// newClient(id), which ends in clients.Store(id, c)). The stores are a
// cache's, as when the caller stores itself (fillsMissing); the lookup and
// the store are simply in different functions. It runs once every body is
// collected, since the callee may come later in the source.
func (a *analyzer) markFillingCalls() {
	for _, u := range a.order {
		for i := range u.sites {
			s := &u.sites[i]
			callee := a.siteUnit(*s)
			if callee == nil || s.memo || s.call == nil {
				continue
			}
			locs, ok := a.memoryLocations(callee, 0, map[*unit]bool{})
			if !ok || len(locs) == 0 {
				continue
			}
			all := true
			for _, obj := range locs {
				if !a.returnsFound(u, s.call, obj) {
					all = false
					break
				}
			}
			s.memo = all
		}
	}
}

// returnsFound reports whether, before call, the function looked the
// collection obj up and returned what it found: an if statement that reads
// obj and returns a value of a variable it tested or declared. (A lookup
// that returns an error when the key is there, then stores, is a create,
// not a cache.)
func (a *analyzer) returnsFound(u *unit, call *ast.CallExpr, obj types.Object) bool {
	return a.anyGuard(u, obj, func(ifs *ast.IfStmt) bool {
		return ifs.End() <= call.Pos() && a.presenceOf(ifs.Cond) != entryMissing && a.returnsTested(ifs, obj)
	})
}

// derivedFrom reports whether e mentions one of vars, directly or through
// a local variable computed from one (cached := value.(entry); cached.c).
func (a *analyzer) derivedFrom(e ast.Expr, vars []*types.Var, depth int) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok || found {
			return !found
		}
		v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		if !ok {
			return true
		}
		if slices.Contains(vars, v) {
			found = true
		} else if rhs, ok := a.aliases[v]; ok && depth < 3 && a.derivedFrom(rhs, vars, depth+1) {
			found = true
		}
		return !found
	})
	return found
}

// commaOk reports whether v is the second variable of a comma-ok lookup
// (v, ok := s.m[k], v, ok := s.m.Load(k)): its value says whether the
// entry is there.
func (a *analyzer) commaOk(v *types.Var) bool {
	for _, u := range a.order {
		body := unitBody(u)
		if body == nil || v.Pos() < body.Pos() || v.Pos() >= body.End() {
			continue
		}
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok || found || len(as.Lhs) != 2 || len(as.Rhs) != 1 {
				return !found
			}
			if id, ok := as.Lhs[1].(*ast.Ident); ok && a.pass.TypesInfo.Defs[id] == v {
				switch r := ast.Unparen(as.Rhs[0]).(type) {
				case *ast.IndexExpr:
					found = true
				case *ast.CallExpr:
					if sel, ok := ast.Unparen(r.Fun).(*ast.SelectorExpr); ok && (sel.Sel.Name == "Load" || sel.Sel.Name == "Get") {
						found = true
					}
				}
			}
			return !found
		})
		return found
	}
	return false
}

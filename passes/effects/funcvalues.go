package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
)

// This file resolves calls of function values held in variables. A
// variable of function type that is not a parameter (a local, a variable a
// literal captures, a package-level variable) holds one of the values its
// package stores in it: its initializer and every assignment. A call of it
// calls one of them, as class-hierarchy analysis resolves an interface call
// to the types that implement it, and each is followed as an argument is
// (callArg): a literal, a named function or method value, what a closure
// factory makes, a parameter of the caller. So
//
//	wrapped := t.wrapHandler(name, base, cfg) // returns base, or a closure that calls it
//	... wrapped(ctx, req, in)
//
// resolves to base's literal, and var Version = sync.OnceValue(func() string
// {...}) to that literal. A local assigned several literals in turn
// (handler := func...; wrap(handler); handler = func...; wrap(handler))
// holds, at each use, the one whose assignment reaches it in straight-line
// code (reachingStores), the rule discovery applies to the same variable.
// A variable whose address is taken is not listed.
// Of a package-level variable annovet sees the assignments of its own
// package; the effects of a call of it reach other packages as a
// SummaryFact on the variable.

// collectFuncStores records, before the bodies are walked, every value the
// package stores in a variable of function type, and the parameters and
// results of every function, whose values come from their callers.
func (a *analyzer) collectFuncStores() {
	info := a.pass.TypesInfo
	a.stores = map[*types.Var][]ast.Expr{}
	a.unlisted = map[*types.Var]bool{}
	a.params = map[*types.Var]bool{}
	a.results = map[*types.Var]bool{}
	a.paramNames = map[*types.Var]*ast.Ident{}
	a.assigns = map[*types.Var]int{}
	a.strings = map[*types.Var][]ast.Expr{}
	a.appended = map[*types.Var][]ast.Expr{}
	a.structValues = map[*types.Var][]ast.Expr{}
	a.addressed = map[*types.Var]bool{}
	a.ranges = map[*types.Var]ast.Expr{}
	a.walked = map[*types.Var]ast.Expr{}
	// What a test stores in a function variable or field (pollSleep =
	// clock.Sleep, a fake) is not the program's: counted as an
	// assignment, not listed as a value a call may run.
	inTest := false
	store := func(lhs ast.Expr, value ast.Expr) {
		v := astutil.IdentVar(info, lhs)
		if v == nil {
			return
		}
		a.assigns[v]++
		if isFuncVar(v) && !inTest {
			a.stores[v] = append(a.stores[v], value)
		}
		if isStringLocal(v) || a.ownStringVar(v) && !inTest {
			a.strings[v] = append(a.strings[v], value)
		}
		if isStructLocal(v) {
			a.structValues[v] = append(a.structValues[v], value)
		}
	}
	a.fieldSets = map[*types.Var][]fieldSet{}
	storeField := func(lhs ast.Expr, value ast.Expr) {
		if f := funcField(info, lhs); f != nil && !inTest {
			a.stores[f] = append(a.stores[f], value)
			a.fieldSets[f] = append(a.fieldSets[f], fieldSet{holder: ast.Unparen(lhs).(*ast.SelectorExpr).X, value: value})
		}
	}
	for _, f := range a.pass.Files {
		inTest = strings.HasSuffix(a.pass.Fset.File(f.Pos()).Name(), "_test.go")
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncType:
				for _, list := range []*ast.FieldList{n.Params, n.Results} {
					if list == nil {
						continue
					}
					for _, field := range list.List {
						for _, name := range field.Names {
							if v, ok := info.Defs[name].(*types.Var); ok {
								a.params[v] = true
								a.paramNames[v] = name
								a.results[v] = list == n.Results
							}
						}
					}
				}
			case *ast.AssignStmt:
				if n.Tok == token.ADD_ASSIGN && len(n.Lhs) == 1 && len(n.Rhs) == 1 {
					if v := astutil.IdentVar(info, n.Lhs[0]); v != nil && isStringLocal(v) {
						a.appended[v] = append(a.appended[v], n.Rhs[0])
					}
				}
				if n.Tok != token.ASSIGN && n.Tok != token.DEFINE {
					return true
				}
				for i, lhs := range n.Lhs {
					switch {
					case len(n.Lhs) == len(n.Rhs):
						store(lhs, n.Rhs[i])
						storeField(lhs, n.Rhs[i])
					case len(n.Rhs) == 1:
						store(lhs, n.Rhs[0]) // one result of a call: callArg follows what it can
						storeField(lhs, n.Rhs[0])
					}
				}
			case *ast.ValueSpec:
				for i, name := range n.Names {
					switch {
					case len(n.Values) == len(n.Names):
						store(name, n.Values[i])
					case len(n.Values) == 1:
						store(name, n.Values[0])
					}
				}
			case *ast.RangeStmt:
				// An element of a collection of functions: not listed here.
				for _, e := range []ast.Expr{n.Key, n.Value} {
					v := astutil.IdentVar(info, e)
					if v == nil {
						continue
					}
					if isFuncVar(v) {
						a.unlisted[v] = true
					}
					if n.Tok == token.DEFINE {
						a.ranges[v] = n.X
					}
					a.addressed[v] = true // given each element in turn: not listed
				}
			case *ast.UnaryExpr:
				if v := astutil.IdentVar(info, n.X); n.Op == token.AND && v != nil && isFuncVar(v) {
					a.unlisted[v] = true // assigned through a pointer
				}
				if v := astutil.IdentVar(info, n.X); n.Op == token.AND && v != nil {
					a.addressed[v] = true
				}
				if f := funcField(info, n.X); n.Op == token.AND && f != nil {
					a.unlisted[f] = true
				}
			case *ast.CompositeLit:
				if !inTest {
					a.storeFields(n)
				}
			case *ast.CallExpr:
				a.walkedPath(n)
			case *ast.SelectorExpr:
				// A method with a pointer receiver called on a local
				// (o.Apply(f)) takes its address.
				if sel := info.Selections[n]; sel != nil && sel.Kind() == types.MethodVal && !sel.Indirect() {
					if sig, ok := sel.Obj().Type().(*types.Signature); ok && sig.Recv() != nil {
						if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
							if v := astutil.IdentVar(info, n.X); v != nil {
								a.addressed[v] = true
							}
						}
					}
				}
			}
			return true
		})
	}
}

// funcField returns the field of function type e selects (x.f), or nil.
func funcField(info *types.Info, e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	f, _ := s.Obj().(*types.Var)
	if f == nil {
		return nil
	}
	if _, ok := f.Type().Underlying().(*types.Signature); !ok {
		return nil
	}
	return f
}

// storeFields records the values a struct literal puts in its fields of
// function type, keyed or by position.
func (a *analyzer) storeFields(lit *ast.CompositeLit) {
	t := a.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i, elt := range lit.Elts {
		var f *types.Var
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok {
				f, _ = a.pass.TypesInfo.ObjectOf(id).(*types.Var)
			}
			elt = kv.Value
		} else if i < st.NumFields() {
			f = st.Field(i)
		}
		if f == nil {
			continue
		}
		if _, ok := f.Type().Underlying().(*types.Signature); ok {
			a.stores[f] = append(a.stores[f], elt)
		}
	}
}

// isStringLocal reports whether v is a string variable of a function: a
// path, a name, a statement being built.
// ownStringVar reports whether v is an unexported package-level string
// variable of this package: only the package assigns it, so the values it
// assigns are all it can hold (besides its zero value).
func (a *analyzer) ownStringVar(v *types.Var) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0 && isPackageLevel(v) && !v.Exported() && v.Pkg() == a.pass.Pkg
}

func isStringLocal(v *types.Var) bool {
	b, ok := v.Type().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0 && !v.IsField() && !isPackageLevel(v)
}

// isStructLocal reports whether v is a local struct value (not a pointer
// to one), which assignment copies.
func isStructLocal(v *types.Var) bool {
	_, ok := v.Type().Underlying().(*types.Struct)
	return ok && !v.IsField() && !isPackageLevel(v)
}

func isFuncVar(v *types.Var) bool {
	_, ok := v.Type().Underlying().(*types.Signature)
	return ok && !v.IsField()
}

// storedFuncs returns the values the package stores in function variable
// v, ok false when its package is not this one, when they cannot all be
// listed, or when v is a parameter or result the function never assigns
// (its callers decide, through the callVar effects of dynamicCall). A
// parameter the function assigns (if f == nil { f = defaultF }) holds
// what its callers pass, named by its declaration, or what it assigns.
func (a *analyzer) storedFuncs(v *types.Var) ([]ast.Expr, bool) {
	if v.Pkg() != a.pass.Pkg || a.unlisted[v] {
		return nil, false
	}
	vals := a.stores[v]
	if len(vals) == 0 {
		return nil, false
	}
	if a.params[v] {
		vals = append([]ast.Expr{a.paramNames[v]}, vals...)
	}
	return vals, true
}

// reachingStores narrows the values the package stores in a local
// function variable to the one whose store reaches use, in straight-line
// code (astutil.Paths.Reaching): handler := func(...) {...}; add("list",
// wrap(handler)); handler = func(...) {...}; add("delete", wrap(handler))
// gives each registration its own literal. Where a store is not a plain
// assignment of the variable (a range, its address taken), or no single
// one reaches use, the variable may hold any of them.
func (a *analyzer) reachingStores(v *types.Var, vals []ast.Expr, use ast.Node) []ast.Expr {
	if len(vals) < 2 || use == nil || isPackageLevel(v) || a.params[v] || a.unlisted[v] || a.addressed[v] || a.assigns[v] != len(vals) {
		return vals
	}
	writes := make([]ast.Node, len(vals))
	for i, val := range vals {
		writes[i] = a.stmtOf(val)
	}
	if st := a.paths.Reaching(writes, use); st != nil {
		i := slices.Index(writes, st)
		return vals[i : i+1]
	}
	return vals
}

// stmtOf returns the assignment or declaration statement that stores the
// value e, or nil.
func (a *analyzer) stmtOf(e ast.Expr) ast.Node {
	return a.paths.AssignmentOf(e)
}

// neverSet reports whether v is an unexported package-level variable of
// this package that the program never sets: declared without a value and
// assigned nowhere but in tests (var pollSleep func(...) error, a test's
// hook), so it holds nil, which code calls only after checking.
func (a *analyzer) neverSet(v *types.Var) bool {
	return v.Pkg() == a.pass.Pkg && isPackageLevel(v) && !v.Exported() && !a.unlisted[v] && len(a.stores[v]) == 0
}

// definedIn reports whether every value in vals is a literal defined in u
// itself: u's summary has their effects already, from the sites where they
// are defined.
func (a *analyzer) definedIn(vals []ast.Expr, u *unit) bool {
	for _, val := range vals {
		lit, ok := ast.Unparen(val).(*ast.FuncLit)
		if !ok {
			return false
		}
		lu, ok := a.res.units[lit]
		if !ok || lu.parent != u {
			return false
		}
	}
	return true
}

// heldCalls returns the effects in u of a call of one of the function
// values vals: each followed as callArg follows an argument.
func (a *analyzer) heldCalls(u *unit, s site, v *types.Var, vals []ast.Expr) []Effect {
	if a.resolving[v] {
		return nil // a variable that holds itself, through others
	}
	a.resolving[v] = true
	defer delete(a.resolving, v)
	tmpl := Effect{Kind: callVar, Root: RootEnv, At: s.at, FuncSig: sigKey(v.Type())}
	top := u
	for top.parent != nil {
		top = top.parent
	}
	var out []Effect
	for _, val := range vals {
		if w := astutil.IdentVar(a.pass.TypesInfo, val); w != nil && a.params[w] && !a.enclosingParam(u, w) {
			// What another function's caller passed (a setter's argument).
			out = append(out, Effect{Kind: Unknown, Root: RootEnv, Witness: []string{s.name, cannotFollow}, At: s.at, Cause: "a function value", FuncSig: sigKey(v.Type())})
			continue
		}
		for _, e := range a.callArg(u, s, val, tmpl) {
			if e.Root == rootCaptured && !within(e.captured, top.node) {
				// A variable of another function that a stored literal
				// captured: it outlives that call.
				e.Root, e.captured = RootEnv, nil
			}
			out = append(out, e)
		}
	}
	return out
}

// within reports whether v is declared inside node.
func within(v *types.Var, node ast.Node) bool {
	return v != nil && v.Pos() >= node.Pos() && v.Pos() < node.End()
}

// onceCall returns the function a sync.OnceFunc, OnceValue or OnceValues
// call makes its result call, or nil: the result calls it, once.
func onceCall(info *types.Info, call *ast.CallExpr) ast.Expr {
	fn := typeutil.StaticCallee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync" || len(call.Args) != 1 {
		return nil
	}
	switch fn.Name() {
	case "OnceFunc", "OnceValue", "OnceValues":
		return call.Args[0]
	}
	return nil
}

// walkPackageValues walks the literals in the initializers of the
// package's variables (var Version = sync.OnceValue(func() string {...})),
// in a unit of their own that no function calls: what they do is found
// where a variable holding them is called.
func (a *analyzer) walkPackageValues() {
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				if !a.holdsFunc(vs) {
					continue
				}
				u := &unit{node: vs}
				a.order = append(a.order, u)
				for _, val := range vs.Values {
					a.walk(u, val, nil)
				}
			}
		}
	}
}

// holdsFunc reports whether a package-level spec declares a variable of
// function type.
func (a *analyzer) holdsFunc(vs *ast.ValueSpec) bool {
	for _, name := range vs.Names {
		if v, ok := a.pass.TypesInfo.Defs[name].(*types.Var); ok && isFuncVar(v) {
			return true
		}
	}
	return false
}

// exportHeld exports, for each package-level function variable of this
// package whose values annovet lists, the effects of a call of it, for the
// packages that call it.
func (a *analyzer) exportHeld() {
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		v, ok := scope.Lookup(name).(*types.Var)
		if !ok || !v.Exported() || !isFuncVar(v) {
			continue
		}
		vals, ok := a.storedFuncs(v)
		if !ok {
			continue
		}
		var sum Summary
		s := site{name: "call of " + a.pass.Pkg.Name() + "." + name, at: a.pos(v.Pos())}
		for _, e := range a.heldCalls(&unit{node: &ast.BadExpr{}}, s, v, vals) {
			if len(e.Witness) > 0 && e.Witness[0] == s.name {
				e.Witness = e.Witness[1:] // the importer's call names the variable
			}
			if e.Root == rootCaptured {
				e.Root, e.captured = RootEnv, nil // what a package-level value holds lives in the package
			}
			if e.Root != RootEnv {
				continue // the arguments of the call
			}
			e.At = e.At.Foreign()
			sum.add(e)
		}
		a.pass.ExportObjectFact(v, &SummaryFact{Summary: sum})
	}
}

// heldOf returns the summary another package exported of a call of its
// function variable v, or nil.
func (a *analyzer) heldOf(v *types.Var) *Summary {
	if v.Pkg() == nil || v.Pkg() == a.pass.Pkg {
		return nil
	}
	var f SummaryFact
	if !a.pass.ImportObjectFact(v, &f) {
		return nil
	}
	return &f.Summary
}

// calledVar returns the variable a call of a function value calls through:
// a local, captured or package-level variable, named alone or qualified by
// its package.
func calledVar(info *types.Info, fun ast.Expr) *types.Var {
	switch x := ast.Unparen(fun).(type) {
	case *ast.Ident:
		v, _ := info.Uses[x].(*types.Var)
		return v
	case *ast.SelectorExpr:
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok {
			if _, ok := info.Uses[id].(*types.PkgName); ok {
				v, _ := info.Uses[x.Sel].(*types.Var)
				return v
			}
		}
	}
	return nil
}

// heldSite records a call of a function variable whose values annovet
// lists, or whose package exported what a call of it does; it reports
// whether it did.
func (a *analyzer) heldSite(u *unit, call *ast.CallExpr, at model.Position) bool {
	v := calledVar(a.pass.TypesInfo, call.Fun)
	if v == nil || !isFuncVar(v) {
		return false
	}
	name := "call of " + types.ExprString(call.Fun)
	if sum := a.heldOf(v); sum != nil {
		if !a.sameModule(v.Pkg().Path()) {
			sum = withoutMemory(sum)
		}
		u.sites = append(u.sites, site{held: sum, call: call, name: name, at: at})
		return true
	}
	vals, ok := a.storedFuncs(v)
	if !ok {
		return false
	}
	vals = a.reachingStores(v, vals, call.Fun)
	if a.definedIn(vals, u) {
		return true // literals defined here: their sites are this unit's
	}
	u.sites = append(u.sites, site{heldVar: v, values: vals, call: call, name: name, at: at})
	return true
}

// heldEffects returns the effects another package exported of a call of
// its function variable, as a call at s makes them.
func heldEffects(s site, sum *Summary) []Effect {
	var out []Effect
	for _, e := range sum.Effects {
		e.Witness = append([]string{s.name}, e.Witness...)
		e.At = s.at
		out = append(out, e)
	}
	return out
}

// enclosingParam reports whether v is a parameter or result of u or of a
// function u is a literal in: its value is then followed as a root.
func (a *analyzer) enclosingParam(u *unit, v *types.Var) bool {
	for ; u != nil; u = u.parent {
		if u.node != nil && within(v, u.node) {
			return true
		}
	}
	return false
}

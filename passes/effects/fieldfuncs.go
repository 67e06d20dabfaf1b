package effects

import (
	"go/ast"
	"go/types"
	"maps"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// This file resolves calls of function values held in struct fields: a
// route table's handler (route := routes[action]; route.Handler(ctx, in)),
// a client's hook. The function called is the one the struct was built
// with, so the call is followed to where the struct comes from:
//
//   - a struct literal in the function, or a map, slice or array literal
//     of them: the field's value in each (keyed, or by position);
//   - a call that returns one (Route(fn) returning ActionRoute{Handler:
//     wrap(fn)}): the callee's summary says, per field of the struct it
//     returns, what a call of that field does (Summary.Fields), mapped
//     through the call's arguments;
//   - for an unexported field of this package, which only its package can
//     set, each value the package stores in it (keyed or positional struct
//     literals, assignments), as for a variable (funcvalues.go);
//   - a parameter, the receiver or a captured variable: a callVar effect
//     with Field set, resolved at each call from the argument passed, as
//     the functions a parameter holds are (a meta-tool's handler factory
//     given its route table);
//   - and, for a local, each value the function assigns to its field
//     (cfg.Resolver = rm) once the struct is built.
//
// A field's function handed on (a library copying its configuration's
// hook into a session's: Resolver: c.Resolver) is that field of its
// holder, so a hook a library's importer never sets stays the nil its
// constructor put there, which the library calls only after checking.
//
// A struct annovet cannot trace to a literal or such a call (a local the
// function also hands to a setter, or by pointer to another package's
// code; a field assigned elsewhere; a struct read from a collection the
// program fills at run time) holds code annovet does not see: unknown.

// fieldCall returns the field of function type a call calls through
// (x.F(...), routes[k].F(...)) and the expression holding the struct.
func (a *analyzer) fieldCall(call *ast.CallExpr) (holder ast.Expr, field string, ok bool) {
	return a.funcFieldOf(call.Fun)
}

// funcFieldOf returns the struct and the field of function type e reads
// (x.F), ok false when e is not such a read.
func (a *analyzer) funcFieldOf(e ast.Expr) (holder ast.Expr, field string, ok bool) {
	sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
	if !isSel {
		return nil, "", false
	}
	s := a.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil, "", false // a promoted field is read through an embedded struct: not followed
	}
	v, isVar := s.Obj().(*types.Var)
	if !isVar {
		return nil, "", false
	}
	if _, isFunc := v.Type().Underlying().(*types.Signature); !isFunc {
		return nil, "", false
	}
	return sel.X, v.Name(), true
}

// fieldSite records a call of a function held in a struct field, when
// annovet can tell where the struct comes from; it reports whether it did.
func (a *analyzer) fieldSite(u *unit, call *ast.CallExpr, at model.Position) bool {
	holder, field, ok := a.fieldCall(call)
	if !ok {
		return false
	}
	name := "call of " + types.ExprString(call.Fun)
	_, traced := a.structSource(holder, u, 0)
	if _, _, several := a.localStructValues(holder); traced || several {
		u.sites = append(u.sites, site{fieldOf: holder, field: field, call: call, name: name, at: at})
		return true
	}
	if f := funcField(a.pass.TypesInfo, call.Fun); f != nil && !f.Exported() && f.Pkg() == a.pass.Pkg && !a.unlisted[f] {
		// An unexported field only its package can set: one of the values
		// the package stores in it, wherever the struct comes from.
		vals := a.stores[f]
		if len(vals) == 0 {
			return true // never set: nil, which the code does not call
		}
		if !a.passedIn(vals) {
			u.sites = append(u.sites, site{heldVar: f, values: vals, call: call, name: name, at: at})
			return true
		}
		// A constructor's argument (NewDeps(..., checker)): what its
		// callers pass, followed from the struct's root below.
	}
	root, captured, ok := a.holderRoot(holder, u)
	if !ok {
		return false
	}
	u.sites = append(u.sites, site{direct: &Effect{Kind: callVar, Root: root, Field: field, Witness: []string{name}, At: at, captured: captured}, at: at})
	return true
}

// holderRoot returns the parameter, receiver or captured variable a struct
// holding functions is read from: itself, an element of it
// (routes[action]), or a local assigned from one.
func (a *analyzer) holderRoot(e ast.Expr, u *unit) (int, *types.Var, bool) {
	info := a.pass.TypesInfo
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.IndexExpr:
			e = x.X
			continue
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok || isPackageLevel(v) {
				return 0, nil, false
			}
			root, captured := a.classify(v, u, 0)
			if root == rootLocal {
				if rhs, ok := a.aliases[v]; ok && a.assigns[v] <= 1 {
					e = rhs // route, ok := routes[action]
					continue
				}
				return 0, nil, false
			}
			if root == RootEnv {
				return 0, nil, false
			}
			return root, captured, true
		}
		return 0, nil, false
	}
	return 0, nil, false
}

// structSource returns the expressions that build the struct (or the
// collection of structs) e is: literals and calls, ok false when e is not
// traced to them.
func (a *analyzer) structSource(e ast.Expr, u *unit, depth int) ([]ast.Expr, bool) {
	if depth > 8 {
		return nil, false
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return []ast.Expr{x}, true
	case *ast.UnaryExpr:
		if _, ok := ast.Unparen(x.X).(*ast.CompositeLit); ok {
			return []ast.Expr{x.X}, true
		}
	case *ast.CallExpr:
		if fn := staticCallee(info, x); fn != nil && fn.Pkg() != nil {
			if sum := a.summaryOf(fn); sum != nil && len(sum.Fields) > 0 {
				return []ast.Expr{x}, true
			}
		}
	case *ast.IndexExpr:
		return a.structSource(x.X, u, depth+1) // an element of a literal table
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok || a.params[v] || a.unlisted[v] || isPackageLevel(v) && v.Pkg() != a.pass.Pkg {
			return nil, false
		}
		rhs, ok := a.aliases[v]
		if !ok || a.assigns[v] > 1 {
			return nil, false
		}
		return a.structSource(rhs, u, depth+1)
	}
	return nil, false
}

// fieldCalls returns the effects of calling field of the struct, or of
// each struct in the collection, that e builds, as a call at s makes them;
// tmpl is the effect a holder annovet cannot trace further becomes.
func (a *analyzer) fieldCalls(u *unit, s site, e ast.Expr, field string, tmpl Effect) []Effect {
	srcs, ok := a.structSource(e, u, 0)
	fv := structField(a.pass.TypesInfo.TypeOf(e), field)
	if v := astutil.IdentVar(a.pass.TypesInfo, e); ok && v != nil && fv != nil && !isPackageLevel(v) && s.call != nil && a.handsToFieldSetter(u, v, fv, s.call) {
		// A local the function also hands to a setter (cfg.SetResolver(rm)):
		// what it was built with may no longer be what it holds.
		srcs, ok = nil, false
	}
	if v, vals, several := a.localStructValues(e); !ok && several && fv != nil && !a.tracingLocal[v] &&
		(s.call == nil || !a.handsToFieldSetter(u, v, fv, s.call)) {
		// A local given several structs (defaults, or the options the
		// caller passed): its field holds what the field of any holds.
		if a.tracingLocal == nil {
			a.tracingLocal = map[*types.Var]bool{}
		}
		a.tracingLocal[v] = true
		var out []Effect
		for _, val := range vals {
			out = append(out, a.fieldCalls(u, s, val, field, tmpl)...)
		}
		delete(a.tracingLocal, v)
		return append(out, a.assignedFieldCalls(u, s, e, fv, tmpl)...)
	}
	if !ok {
		root, captured, traced := a.holderRoot(e, u)
		ne := tmpl
		ne.Witness = append([]string{s.name}, tmpl.Witness...)
		ne.At, ne.Field = s.at, field
		if !traced {
			ne.Kind, ne.Root, ne.Field, ne.Cause = Unknown, RootEnv, "", "a function value"
			ne.Witness = append(ne.Witness, "(a function value annovet cannot follow)")
			return []Effect{ne}
		}
		ne.Root, ne.captured = root, captured
		return []Effect{ne}
	}
	var out []Effect
	for _, src := range srcs {
		out = append(out, a.fieldOfSource(u, s, src, field, tmpl, 0)...)
	}
	return append(out, a.assignedFieldCalls(u, s, e, fv, tmpl)...)
}

// assignedFieldCalls returns the effects of calling what u assigns to field
// fv of the local e names once the struct is built (cfg.Resolver = rm),
// which the field may hold instead of what the struct was built with. A
// value that reads the field again (h.next = wrap(h.next)) is followed
// once: what the field held before, the struct's sources say.
func (a *analyzer) assignedFieldCalls(u *unit, s site, e ast.Expr, fv *types.Var, tmpl Effect) []Effect {
	v := astutil.IdentVar(a.pass.TypesInfo, e)
	if v == nil || fv == nil || a.settingField[fv] {
		return nil
	}
	if a.settingField == nil {
		a.settingField = map[*types.Var]bool{}
	}
	a.settingField[fv] = true
	var out []Effect
	for _, set := range a.fieldSets[fv] {
		if astutil.IdentVar(a.pass.TypesInfo, set.holder) == v && a.res.enclosing(set.value) == u {
			out = append(out, a.callArg(u, s, set.value, tmpl)...)
		}
	}
	delete(a.settingField, fv)
	return out
}

// localStructValues returns the local of struct type e names and every
// value the package assigns it, when there are several and all are listed:
// assignment copies a struct, so a field of the local holds what that
// field of one of them holds, or what the function assigns the field
// itself. A local whose address is taken or that a range assigns is not
// listed (analyzer.addressed); one assigned once is its alias
// (structSource).
func (a *analyzer) localStructValues(e ast.Expr) (*types.Var, []ast.Expr, bool) {
	v := astutil.IdentVar(a.pass.TypesInfo, e)
	if v == nil || a.params[v] || a.addressed[v] || !isStructLocal(v) {
		return nil, nil, false
	}
	vals := a.structValues[v]
	if len(vals) < 2 || len(vals) != a.assigns[v] {
		return nil, nil, false
	}
	return v, vals, true
}

// A fieldSet is an assignment to a field of function type: holder.F =
// value.
type fieldSet struct {
	holder, value ast.Expr
}

// handsToFieldSetter reports whether u passes v, besides at call, to code
// that may assign its field fv: a function of this package that sets the
// field of its parameter (fieldsetters.go), a function value, or a function
// of another package that can name the field's struct (the struct's own
// package, or one that imports it: lib's cfg.SetResolver(rm)) given the
// struct by pointer. Code that cannot name the struct (a strings.Builder
// method the struct embeds) cannot set the field.
func (a *analyzer) handsToFieldSetter(u *unit, v *types.Var, fv *types.Var, call *ast.CallExpr) bool {
	field := fv.Name()
	return a.passedTo(u, v, call, func(c *ast.CallExpr, fn *types.Func) bool {
		switch {
		case fn == nil:
			return a.fieldSetByValue[field] || a.fieldSetByValue[anyField] // a function value: it may be a setter
		case fn.Pkg() == a.pass.Pkg:
			return a.fieldSetters[field][fn.Origin()] || a.fieldSetters[anyField][fn.Origin()]
		case fv.Pkg() != nil && (fn.Pkg() == fv.Pkg() || slices.Contains(fn.Pkg().Imports(), fv.Pkg())):
			return a.sharesPointer(c, v) && !readsThroughPointer(fn)
		}
		return false
	})
}

// structField returns the field named name of the struct t is, or
// points to, or of the elements of the collection it is.
func structField(t types.Type, name string) *types.Var {
	for range 4 {
		if t == nil {
			return nil
		}
		switch x := t.Underlying().(type) {
		case *types.Pointer, *types.Slice, *types.Array, *types.Map:
			t = x.(interface{ Elem() types.Type }).Elem()
			continue
		case *types.Struct:
			for i := range x.NumFields() {
				if f := x.Field(i); f.Name() == name {
					return f
				}
			}
		}
		return nil
	}
	return nil
}

// fieldOfSource returns the effects of calling field of what src builds:
// a struct literal, a literal collection of them, or a call of a function
// that returns one.
func (a *analyzer) fieldOfSource(u *unit, s site, src ast.Expr, field string, tmpl Effect, depth int) []Effect {
	if depth > 8 {
		return nil
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(src).(type) {
	case *ast.UnaryExpr:
		return a.fieldOfSource(u, s, x.X, field, tmpl, depth+1)
	case *ast.Ident:
		if inner, ok := a.structSource(x, u, 0); ok {
			var out []Effect
			for _, in := range inner {
				out = append(out, a.fieldOfSource(u, s, in, field, tmpl, depth+1)...)
			}
			return out
		}
	case *ast.CallExpr:
		fn := staticCallee(info, x)
		if fn == nil || fn.Pkg() == nil {
			break
		}
		sum := a.summaryOf(fn)
		if sum == nil {
			break
		}
		fs := sum.field(field)
		if fs == nil && len(sum.Fields) > 0 {
			return nil // the structs it returns leave the field nil
		}
		if fs == nil {
			break // it returns structs annovet did not see built
		}
		return a.mapCall(u, site{name: s.name + " -> " + FuncName(fn), call: x, at: s.at}, fs)
	case *ast.CompositeLit:
		t := info.TypeOf(x)
		if t == nil {
			break
		}
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		switch under := t.Underlying().(type) {
		case *types.Struct:
			val := fieldValue(x, under, field)
			if val == nil {
				return nil // left nil: a call of it would panic, so the code does not make one
			}
			return a.callArg(u, s, val, tmpl)
		case *types.Map, *types.Slice, *types.Array:
			var out []Effect
			for _, elt := range elementValues(x) {
				out = append(out, a.fieldOfSource(u, s, elt, field, tmpl, depth+1)...)
			}
			return out
		}
	}
	return []Effect{{Kind: Unknown, Root: RootEnv, Witness: []string{s.name, "(a function value annovet cannot follow)"}, At: s.at, Cause: "a function value"}}
}

// fieldValue returns the value a struct literal gives field, keyed or by
// position, or nil.
func fieldValue(lit *ast.CompositeLit, st *types.Struct, field string) ast.Expr {
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Name() == field {
			return elt
		}
	}
	return nil
}

// markFieldReturns records what the structs a return statement returns
// put in their fields of function type, for Summary.Fields: the field's
// value in a struct literal (or in the literal a local is assigned once),
// and for a struct another constructor returns (a route constructor
// wrapping another one's) that call, whose fields are what its own
// Summary.Fields says. A function with no Fields says nothing of the
// struct it returns: a call of one of its fields is code annovet does not
// see, never a nil it may skip.
func (a *analyzer) markFieldReturns(u *unit, ret *ast.ReturnStmt) {
	info := a.pass.TypesInfo
	for _, r := range ret.Results {
		st, ok := underStruct(info.TypeOf(r))
		if !ok || !hasFuncField(st) {
			continue
		}
		holder := r
		lit := compositeLit(r)
		if v := astutil.IdentVar(info, r); lit == nil && v != nil && a.assigns[v] <= 1 {
			if rhs, ok := a.aliases[v]; ok {
				holder, lit = rhs, compositeLit(rhs)
			}
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			if _, isFunc := f.Type().Underlying().(*types.Signature); !isFunc {
				continue
			}
			if u.fieldReturns == nil {
				u.fieldReturns = map[string][]fieldReturn{}
			}
			switch {
			case lit == nil:
				if a.constructorCall(holder) {
					u.fieldReturns[f.Name()] = append(u.fieldReturns[f.Name()], fieldReturn{holder: holder})
				}
			default:
				if val := fieldValue(lit, st, f.Name()); val != nil {
					u.fieldReturns[f.Name()] = append(u.fieldReturns[f.Name()], fieldReturn{value: val})
				}
			}
		}
	}
}

// constructorCall reports whether e is a call of a function annovet
// summarizes (not the standard library's, an SDK's or a pure package's,
// which build their own structs): a constructor whose Summary.Fields
// says what the struct it returns holds.
func (a *analyzer) constructorCall(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := staticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	return !isStd(path) && !sdk.IsSDKPackage(path) && !isPure(path)
}

// knowsFields reports whether the constructor call holder's summary says
// what the struct it returns holds.
func (a *analyzer) knowsFields(holder ast.Expr) bool {
	fn := staticCallee(a.pass.TypesInfo, ast.Unparen(holder).(*ast.CallExpr))
	sum := a.summaryOf(fn)
	return sum != nil && len(sum.Fields) > 0
}

// A fieldReturn is what one return statement puts in a field of function
// type of the struct it returns: the value of a struct literal's field, or
// the struct built otherwise (holder), whose field fieldOfSource reads.
type fieldReturn struct {
	value, holder ast.Expr
}

func hasFuncField(st *types.Struct) bool {
	for i := range st.NumFields() {
		if _, isFunc := st.Field(i).Type().Underlying().(*types.Signature); isFunc {
			return true
		}
	}
	return false
}

// solveFields adds to u's summary, per field of function type of the
// struct it returns, the effects of a call of that field; it reports
// whether the summary changed.
func (a *analyzer) solveFields(u *unit) bool {
	changed := false
	for _, field := range slices.Sorted(maps.Keys(u.fieldReturns)) {
		s := site{name: "call of ." + field, at: a.pos(u.node.Pos())}
		tmpl := Effect{Kind: callVar, Root: RootEnv, At: s.at}
		var effs []Effect
		known := false
		for _, fr := range u.fieldReturns[field] {
			if fr.holder != nil {
				if !a.knowsFields(fr.holder) {
					continue // nothing known of what it holds: no Fields, so callers do not skip a nil
				}
				effs = append(effs, a.fieldOfSource(u, s, fr.holder, field, tmpl, 0)...)
			} else {
				effs = append(effs, a.callArg(u, s, fr.value, tmpl)...)
			}
			known = true
		}
		fs := u.summary.field(field)
		if fs == nil {
			if !known {
				continue
			}
			i, _ := slices.BinarySearchFunc(u.summary.Fields, field, func(f NamedSummary, name string) int { return strings.Compare(f.Name, name) })
			u.summary.Fields = slices.Insert(u.summary.Fields, i, NamedSummary{Name: field})
			fs = &u.summary.Fields[i].Summary
			changed = true
		}
		for _, e := range effs {
			if fs.add(e) {
				changed = true
			}
		}
	}
	return changed
}

// passedIn reports whether one of vals is a parameter: the value a
// constructor was given, which its callers decide.
func (a *analyzer) passedIn(vals []ast.Expr) bool {
	for _, v := range vals {
		if w := astutil.IdentVar(a.pass.TypesInfo, v); w != nil && a.params[w] {
			return true
		}
	}
	return false
}

package effects

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// This file resolves calls of function values no assignment in sight
// explains (a formatter looked up in a registry, a hook in a library's
// client) by their type, rapid-type-analysis style: a function value is
// always made somewhere in the program, as a function literal or by
// naming a function or a concrete method without calling it, so a call of
// a value of signature S runs one of the functions of signature S the
// program makes into values. Each package lists those it makes, per
// signature, with what a call of each does (FuncValuesFact); the handler
// joins the lists of the packages visible from its own (as for interface
// calls, ifacecalls.go). Where every one of them is known, the call does
// what all of them do: a change only some make is undecided, one every
// one makes is as certain as in each, and none is none. A signature with
// a value annovet cannot list (an interface's method value, a function of
// a package it did not analyze, a change to what the function was given
// or captured) stays unknown, as does one of which no value is in sight.

// FuncValuesFact lists, per signature, the function values a package
// makes, and what a call of each does.
type FuncValuesFact struct{ Sigs []SigValues }

// SigValues is what a package's function values of one signature do:
// Pure of them nothing, each of Effects something; Open when one of them
// does what annovet cannot say here.
type SigValues struct {
	Sig     string
	Pure    int
	Open    bool
	Effects [][]Effect
}

func (*FuncValuesFact) AFact() {}
func (f *FuncValuesFact) String() string {
	var parts []string
	for _, s := range f.Sigs {
		p := s.Sig + "=" + strconv.Itoa(s.Pure)
		for _, effs := range s.Effects {
			p += "," + (&Summary{Effects: effs}).String()
		}
		if s.Open {
			p += ",open"
		}
		parts = append(parts, p)
	}
	return "funcvalues " + strings.Join(parts, " ")
}

// sigKey names a function type by its parameters and results alone, or ""
// for one that mentions a type parameter (its instantiations differ).
func sigKey(t types.Type) string {
	if t == nil {
		return ""
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.TypeParams().Len() > 0 {
		return ""
	}
	var b strings.Builder
	list := func(tup *types.Tuple, variadic bool) bool {
		b.WriteByte('(')
		for i := range tup.Len() {
			if i > 0 {
				b.WriteByte(',')
			}
			vt := tup.At(i).Type()
			if hasTypeParam(vt) {
				return false
			}
			if variadic && i == tup.Len()-1 {
				b.WriteString("...")
				vt = vt.(*types.Slice).Elem()
			}
			b.WriteString(types.TypeString(vt, nil))
		}
		b.WriteByte(')')
		return true
	}
	b.WriteString("func")
	if !list(sig.Params(), sig.Variadic()) || !list(sig.Results(), false) {
		return ""
	}
	return b.String()
}

// hasTypeParam reports whether t mentions a type parameter.
func hasTypeParam(t types.Type) bool {
	found := false
	var visit func(t types.Type)
	visit = func(t types.Type) {
		if found {
			return
		}
		switch x := types.Unalias(t).(type) {
		case *types.TypeParam:
			found = true
		case *types.Pointer:
			visit(x.Elem())
		case *types.Slice:
			visit(x.Elem())
		case *types.Array:
			visit(x.Elem())
		case *types.Map:
			visit(x.Key())
			visit(x.Elem())
		case *types.Chan:
			visit(x.Elem())
		case *types.Signature:
			for v := range x.Params().Variables() {
				visit(v.Type())
			}
			for v := range x.Results().Variables() {
				visit(v.Type())
			}
		case *types.Named:
			for t := range x.TypeArgs().Types() {
				visit(t)
			}
		}
	}
	visit(t)
	return found
}

// funcSig is the key of the type of a called function value, e (of the
// value of a comma-ok form: f, ok := v.(func(any) string)).
func (a *analyzer) funcSig(e ast.Expr) string {
	t := a.pass.TypesInfo.TypeOf(e)
	if tup, ok := t.(*types.Tuple); ok && tup.Len() > 0 {
		t = tup.At(0).Type()
	}
	return sigKey(t)
}

// collectFuncValues lists, after solving, the function values the
// package makes, per signature, and exports them.
func (a *analyzer) collectFuncValues() {
	info := a.pass.TypesInfo
	bySig := map[string]*SigValues{}
	add := func(t types.Type, effs []Effect, open bool) {
		k := sigKey(t)
		if k == "" {
			return
		}
		sv := bySig[k]
		if sv == nil {
			sv = &SigValues{Sig: k}
			bySig[k] = sv
		}
		switch {
		case open:
			sv.Open = true
		case len(effs) == 0:
			sv.Pure++
		case !slices.ContainsFunc(sv.Effects, func(o []Effect) bool { return sameEffects(o, effs) }):
			sv.Effects = append(sv.Effects, effs)
		}
	}
	for _, f := range a.pass.Files {
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			var parent ast.Node
			if len(stack) > 0 {
				parent = stack[len(stack)-1]
			}
			if call, ok := parent.(*ast.CallExpr); ok && ast.Unparen(call.Fun) == n {
				return true // called here, not made into a value
			}
			switch x := n.(type) {
			case *ast.FuncLit:
				u, ok := a.res.units[x]
				if !ok {
					return true
				}
				effs, open := a.valueEffects(u.summary.Effects, false)
				at := a.pass.Fset.Position(x.Pos())
				for i := range effs {
					effs[i].Witness = append([]string{fmt.Sprintf("func literal at %s:%d", filepath.Base(at.Filename), at.Line)}, effs[i].Witness...)
				}
				add(info.TypeOf(x), effs, open)
			case *ast.SelectorExpr:
				if sel, ok := parent.(*ast.SelectorExpr); ok && sel.Sel == n {
					return true
				}
				switch fn, open := a.valueFunc(x); {
				case open:
					add(info.TypeOf(x), nil, true)
				case fn != nil:
					effs, o := a.funcValueEffects(fn)
					add(info.TypeOf(x), effs, o)
				}
			case *ast.Ident:
				if sel, ok := parent.(*ast.SelectorExpr); ok && sel.Sel == x {
					return true // the selector decides
				}
				if fn, ok := info.Uses[x].(*types.Func); ok {
					effs, o := a.funcValueEffects(fn)
					add(info.TypeOf(x), effs, o)
				}
			}
			return true
		})
	}
	if len(bySig) == 0 {
		return
	}
	var fact FuncValuesFact
	for _, sv := range bySig {
		fact.Sigs = append(fact.Sigs, *sv)
	}
	slices.SortFunc(fact.Sigs, func(x, y SigValues) int { return strings.Compare(x.Sig, y.Sig) })
	a.funcValues = &fact
	a.pass.ExportPackageFact(&fact)
}

// valueFunc returns the function a selector makes into a value: a
// package's function or a method value of a concrete type. open is true
// for one annovet cannot name (a method value of an interface).
func (a *analyzer) valueFunc(x *ast.SelectorExpr) (fn *types.Func, open bool) {
	info := a.pass.TypesInfo
	sel := info.Selections[x]
	if sel == nil {
		fn, _ = info.Uses[x.Sel].(*types.Func)
		return fn, false
	}
	if sel.Kind() == types.FieldVal {
		return nil, false
	}
	fn, _ = sel.Obj().(*types.Func)
	if fn == nil {
		return nil, false
	}
	if types.IsInterface(sel.Recv()) {
		return nil, true
	}
	if sel.Kind() == types.MethodExpr {
		return nil, true // its receiver is its first argument: not mapped here
	}
	return fn, false
}

// funcValueEffects is what a call of the function fn, made into a value,
// does: its summary's changes to the world and to its receiver (the
// server's state), open when it has none or changes what it is given.
func (a *analyzer) funcValueEffects(fn *types.Func) ([]Effect, bool) {
	if fn.Pkg() == nil {
		return nil, false // the universe's error.Error
	}
	if catalogueRow(fn) == nil && isStd(fn.Pkg().Path()) {
		return nil, false // the standard library's: no effect of its own, as at a call
	}
	effs, open, known := a.namedValueEffects(fn, true)
	if !known {
		return nil, !a.analyzed(fn.Pkg())
	}
	for i := range effs {
		effs[i] = unresolvedValue(effs[i])
	}
	return effs, open
}

// namedValueEffects is what a call of fn does where fn is named without a
// call (a function, or a concrete method value) and handed on, so that the
// call's arguments are out of sight: a catalogue row's effect, or its
// summary's changes to the world and to its receiver (the server's
// configuration, receiverAsConfig), what depends on an argument at its
// worst (fromArguments), each witnessed from fn. A change to what fn is
// given makes the value open where paramsOpen, and is dropped otherwise
// (a callee that calls the value passes its own arguments). known is false
// where annovet has neither.
func (a *analyzer) namedValueEffects(fn *types.Func, paramsOpen bool) (effs []Effect, open, known bool) {
	if api := catalogueRow(fn); api != nil {
		// A modelled function handed on as a value
		// (client.Servers.GenerateAndReload): its row says what a call of
		// it does, before its own summary, as at a call; where the row's
		// arguments decide (the statement db.Exec runs, the program
		// exec.Command starts), at its worst, since they are out of sight.
		if api.Kind == 0 {
			return nil, false, true
		}
		return []Effect{{Kind: api.Kind, Destructive: api.Destructive, Accumulates: api.Accumulates, Sets: api.Sets, Unresolved: api.Open || api.Special != none, Host: api.Host, Root: RootEnv, Witness: []string{FuncName(fn)}}}, false, true
	}
	sum := a.summaryOf(fn)
	if sum == nil {
		return nil, false, false
	}
	effs, open = a.mapValue(sum.Effects, true, paramsOpen)
	for i := range effs {
		effs[i].Witness = append([]string{FuncName(fn)}, effs[i].Witness...)
	}
	return effs, open, true
}

// analyzed reports whether annovet has facts of pkg: a function of it
// with no summary does nothing.
func (a *analyzer) analyzed(pkg *types.Package) bool {
	return pkg == a.pass.Pkg || a.pass.ImportPackageFact(pkg, new(AnalyzedFact))
}

// valueEffects maps the effects of a function made into a value to a
// call of that value whose arguments annovet does not know: what depends
// on an argument takes its worst case; a change to the receiver of a
// method value is the server's state; a change to what the function was
// given or captured makes it open.
func (a *analyzer) valueEffects(effs []Effect, method bool) ([]Effect, bool) {
	out, open := a.mapValue(effs, method, true)
	for i := range out {
		out[i] = unresolvedValue(out[i])
	}
	return out, open
}

// mapValue keeps of a function's effects those a call of it as a value
// makes to the world, and to the receiver of a method value as the
// server's configuration, with what depends on an argument at its worst.
// A change to a parameter or to what the function captured makes the
// value open where paramsOpen, and is dropped otherwise.
func (a *analyzer) mapValue(effs []Effect, method, paramsOpen bool) ([]Effect, bool) {
	var out []Effect
	for _, e := range effs {
		switch {
		case e.Root == RootEnv, e.Root == RootRecv && method:
		case paramsOpen && (e.Kind == callVar || e.Kind.Changes() || e.Kind == Unknown):
			return nil, true
		default:
			continue
		}
		if method {
			var keep bool
			if e, keep = a.receiverAsConfig(e); !keep {
				continue
			}
		}
		e = fromArguments(e)
		e.Root = RootEnv
		out = append(out, e)
	}
	return out, false
}

// unresolvedValue is an effect of a value's call out of its function:
// what still depends on an argument or a captured variable at its worst,
// placed nowhere in this package.
func unresolvedValue(e Effect) Effect {
	deps := e.Deps
	e.Deps = nil
	for _, d := range deps {
		e = unresolvedDep(e, d)
	}
	e.captured, e.Returned, e.When = nil, false, nil
	e.At = e.At.Foreign()
	return e
}

// sameEffects reports whether two lists hold the same effects.
func sameEffects(x, y []Effect) bool {
	return len(x) == len(y) && !slices.ContainsFunc(x, func(e Effect) bool {
		return !slices.ContainsFunc(y, func(o Effect) bool { return o.key() == e.key() })
	})
}

// cannotFollow ends the witness of a call of a function value annovet
// could not follow.
const cannotFollow = "(a function value annovet cannot follow)"

// maxFuncDepth bounds how many function values deep one resolution goes.
const maxFuncDepth = 3

// resolveFuncValues replaces each call of a function value annovet could
// not follow among effs by what the program's values of its signature
// visible here do, where every one of them is known.
func (a *analyzer) resolveFuncValues(effs []Effect, depth int) []Effect {
	if depth >= maxFuncDepth || !slices.ContainsFunc(effs, funcValueCall) {
		return effs
	}
	var sum Summary
	for _, e := range effs {
		if !funcValueCall(e) {
			sum.add(e)
			continue
		}
		per, ok := a.sigValues(e.FuncSig)
		if !ok {
			sum.add(e)
			continue
		}
		prefix := slices.DeleteFunc(slices.Clone(e.Witness), func(w string) bool { return w == cannotFollow })
		for i := range per {
			per[i] = a.resolveFuncValues(per[i], depth+1)
			for j := range per[i] {
				per[i][j].Witness = append(slices.Clip(prefix), per[i][j].Witness...)
				per[i][j].At = e.At
			}
		}
		for _, r := range unionCandidates(per, "a function value with several candidates") {
			sum.add(r)
		}
	}
	return sum.Effects
}

// funcValueCall reports whether e is a call of a function value annovet
// could not follow, of a signature it can look up.
func funcValueCall(e Effect) bool {
	return e.FuncSig != "" && (e.Kind == callVar || e.Kind == Unknown)
}

// sigValues returns what each of the program's function values of
// signature sig visible from this package does, one list per distinct
// behaviour; false when one of them is open or none is in sight.
func (a *analyzer) sigValues(sig string) ([][]Effect, bool) {
	if got, ok := a.sigCache[sig]; ok {
		return cloneLists(got), got != nil
	}
	var per [][]Effect
	pure, open := false, false
	for _, p := range a.visible() {
		var fact *FuncValuesFact
		if p == a.pass.Pkg {
			fact = a.funcValues
		} else {
			var f FuncValuesFact
			if a.pass.ImportPackageFact(p, &f) {
				fact = &f
			}
		}
		if fact == nil {
			continue
		}
		i, found := slices.BinarySearchFunc(fact.Sigs, sig, func(s SigValues, k string) int { return strings.Compare(s.Sig, k) })
		if !found {
			continue
		}
		sv := fact.Sigs[i]
		open = open || sv.Open
		pure = pure || sv.Pure > 0
		for _, effs := range sv.Effects {
			if !slices.ContainsFunc(per, func(o []Effect) bool { return sameEffects(o, effs) }) {
				per = append(per, effs)
			}
		}
	}
	if pure {
		per = append(per, nil)
	}
	if a.sigCache == nil {
		a.sigCache = map[string][][]Effect{}
	}
	if open || len(per) == 0 {
		a.sigCache[sig] = nil
		return nil, false
	}
	a.sigCache[sig] = per
	return cloneLists(per), true
}

func cloneLists(per [][]Effect) [][]Effect {
	out := make([][]Effect, len(per))
	for i, effs := range per {
		out[i] = slices.Clone(effs)
	}
	return out
}

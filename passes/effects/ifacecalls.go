package effects

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
)

// This file resolves interface calls where the implementations are in
// sight. A library often calls an interface its importers implement: an
// API client's services call the Connector its client type implements
// (go-atlassian's service.Connector, implemented in jira/v3, which imports
// the services), a renderer calls the Extender its extension packages
// implement. Where the call is made, no implementation is visible
// (dispatch found none); where the tool's handler is bound, the program's
// packages are. So such a call is kept symbolic in the summaries (an
// effect whose Iface names the method, with the constants the call
// passed), and each handler resolves it, class hierarchy style, to the
// union of the summaries of the implementations visible from the
// handler's package (Result.Of). Until then, and where none is visible,
// the effect is what it was: unknown, or the method's verb, undecided.

// An IfaceCall is a call of an interface method no implementation of
// which was in sight where it is made.
type IfaceCall struct {
	Pkg, Type, Method string // the method, by its interface's package path and name
	Name              string // the method as witnesses name it
	// Args are what the call passed for the method's parameters that
	// decides what an implementation does: constants, and where a
	// string argument's address comes from.
	Args []IfaceArg
	ID   string // the method and Args, once (id): part of the effect's key
}

// An IfaceArg is what an interface call passed for one parameter.
type IfaceArg struct {
	Param int
	Text  string
	Const bool // Text is the argument's constant value
	Host  Host // the origin of an address the argument holds, when not a constant
}

func (c *IfaceCall) key() string {
	if c == nil {
		return ""
	}
	return c.ID
}

// id renders what identifies a call for a summary's key: the method and
// what was passed.
func (c *IfaceCall) id() string {
	var b strings.Builder
	b.WriteString(c.Pkg + "." + c.Type + "." + c.Method)
	for _, arg := range c.Args {
		b.WriteString(";" + strconv.Itoa(arg.Param) + "=" + strconv.Itoa(int(arg.Host)))
		if arg.Const {
			b.WriteString(strconv.Quote(arg.Text))
		}
	}
	return b.String()
}

// ifaceCall describes a call of interface method m for later resolution,
// or returns nil when m is not a method of a named interface.
func (a *analyzer) ifaceCall(u *unit, call *ast.CallExpr, m *types.Func, name string) *IfaceCall {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || m.Pkg() == nil {
		return nil
	}
	named, ok := types.Unalias(sig.Recv().Type()).(*types.Named)
	if !ok || named.TypeParams().Len() > 0 || named.Obj().Parent() != named.Obj().Pkg().Scope() {
		return nil // an interface literal, a generic or a local one: no name to find it by
	}
	c := &IfaceCall{Pkg: m.Pkg().Path(), Type: named.Obj().Name(), Method: m.Name(), Name: name}
	for i, arg := range call.Args {
		if sig.Variadic() && i >= sig.Params().Len()-1 {
			break
		}
		if s, ok := a.constString(arg); ok {
			c.Args = append(c.Args, IfaceArg{Param: i, Text: s, Const: true})
			continue
		}
		t := a.pass.TypesInfo.TypeOf(arg)
		if t == nil {
			continue // code that does not type-check
		}
		if b, ok := t.Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			continue
		}
		switch src := a.hostSource(arg, u, 0); src.kind {
		case srcConst:
			c.Args = append(c.Args, IfaceArg{Param: i, Host: HostFixed})
		case srcConfig:
			c.Args = append(c.Args, IfaceArg{Param: i, Host: HostConfig})
		}
	}
	c.ID = c.id()
	return c
}

func (c *IfaceCall) arg(param int) (IfaceArg, bool) {
	for _, arg := range c.Args {
		if arg.Param == param {
			return arg, true
		}
	}
	return IfaceArg{}, false
}

// maxIfaceDepth bounds how many symbolic calls deep one resolution goes.
const maxIfaceDepth = 4

// resolveIfaces replaces each symbolic interface call among effs by the
// effects of the implementations in sight, where there are any.
func (a *analyzer) resolveIfaces(effs []Effect) []Effect {
	if !slices.ContainsFunc(effs, func(e Effect) bool { return e.Iface != nil }) {
		return effs
	}
	var sum Summary
	for _, e := range effs {
		if e.Iface == nil {
			sum.add(e)
			continue
		}
		for _, r := range a.resolveIface(e, 0) {
			sum.add(r)
		}
	}
	return sum.Effects
}

// resolveIface returns what the symbolic call e may do: the union of its
// implementations' effects, or e itself when none is in sight, past
// maxIfaceDepth, or when one of them has no facts or does what annovet
// cannot map here (a change to its receiver or arguments or to memory, a
// catalogued standard method). The implementations are those the
// handler's package sees: one in a package it does not import is out of
// the union. Of several implementations, a
// change only some make is undecided (the one that runs may not make it);
// one every implementation makes is as certain as it is in each.
func (a *analyzer) resolveIface(e Effect, depth int) []Effect {
	impls := a.visibleImplementations(e.Iface)
	if len(impls) == 0 || depth >= maxIfaceDepth {
		return []Effect{e}
	}
	var per [][]Effect
	for _, impl := range impls {
		effs, ok := a.implEffects(e, impl, depth)
		if !ok {
			return []Effect{e}
		}
		per = append(per, effs)
	}
	return unionImpls(per, e.Iface.Pkg)
}

// unionImpls joins what each implementation of one interface call does
// (unionCandidates).
func unionImpls(per [][]Effect, pkg string) []Effect {
	return unionCandidates(per, "an interface method of "+pkg+" with several implementations")
}

// unionCandidates joins what each candidate of one call does (an
// interface method's implementations, the values of a function type): a
// change only some make is undecided, for the cause given (the one that
// runs may not make it); one every candidate makes is as certain as it is
// in each.
func unionCandidates(per [][]Effect, cause string) []Effect {
	var out []Effect
	for i, effs := range per {
		for _, ne := range effs {
			if ne.Kind.Changes() && !slices.ContainsFunc(per, func(other []Effect) bool {
				return !slices.ContainsFunc(other, func(o Effect) bool { return o.key() == ne.key() })
			}) {
				if i > 0 {
					continue // every candidate makes it: once is enough
				}
			} else if len(per) > 1 && ne.Kind.Changes() {
				ne.Unresolved, ne.Cause = true, cause
			}
			out = append(out, ne)
		}
	}
	return out
}

// implEffects maps the effects of impl, one implementation of the method
// the symbolic call e calls, into e's place; false when it cannot. A
// negative depth leaves the symbolic calls impl makes as they are, for the
// handler to resolve (ifaceArg, at every call of a summary).
func (a *analyzer) implEffects(e Effect, impl *types.Func, depth int) ([]Effect, bool) {
	if isStd(impl.Pkg().Path()) {
		// The standard library has no facts: what is not catalogued has
		// no effect of its own (as at a static call), what is needs the
		// call's arguments.
		return nil, catalogueRow(impl) == nil
	}
	sum := a.summaryOf(impl)
	if sum == nil {
		return nil, false // a package annovet has no facts of
	}
	var out []Effect
	for _, ie := range sum.Effects {
		if ie.Root != RootEnv {
			if ie.Kind.Changes() || ie.Kind == Unknown || ie.Kind == callVar {
				return nil, false // it changes what it was given, or calls it
			}
			continue // a read of its receiver or arguments
		}
		if ie.Memory && ie.Kind.Changes() {
			// Memory the implementation changes: whose, annovet cannot
			// tell without the value behind the interface (a resolver's
			// own state, or the server's data).
			return nil, false
		}
		ne, keep := a.applyIface(e.Iface, ie)
		if !keep {
			continue
		}
		prefix := slices.Clip(e.Witness)
		if len(prefix) > 0 {
			prefix = prefix[:len(prefix)-1] // the call, named again with its implementation
		}
		ne.Witness = append(append(prefix, e.Iface.Name+" = "+FuncName(impl)), ne.Witness...)
		ne.At, ne.Returned, ne.Origin = e.At, false, nil
		if e.Unresolved && ne.Kind.Changes() {
			ne.Unresolved, ne.Cause = true, e.Cause // reached through one of several implementations
		}
		if ne.Iface != nil && depth >= 0 {
			out = append(out, a.resolveIface(ne, depth+1)...)
			continue
		}
		out = append(out, ne)
	}
	return out, true
}

// applyIface maps an implementation's effect through what the call passed: its
// conditions and dependencies on the method's parameters are decided by
// the constants passed, an address by its origin; what the call did not
// pass in a form annovet kept is the worst case.
func (a *analyzer) applyIface(c *IfaceCall, e Effect) (Effect, bool) {
	conds := e.When
	e.When = nil
	for _, cond := range conds {
		if arg, ok := c.arg(cond.Param); ok && arg.Const {
			if !cond.takes(strconv.Quote(arg.Text)) {
				return e, false // the call takes another branch
			}
		}
	}
	deps := e.Deps
	e.Deps = nil
	for _, d := range deps {
		arg, ok := c.arg(d.Param)
		switch {
		case !ok || d.Option != "" || d.Field != "" || d.Outer || d.May:
			e = unresolvedDep(e, d)
		case arg.Const:
			var keep bool
			if e, keep = a.resolveSource(e, d.Role, source{kind: srcConst, text: arg.Text}, nil, nil); !keep {
				return e, false
			}
		case d.Role == RoleHost:
			e.Host = arg.Host
		default:
			e = unresolvedDep(e, d)
		}
	}
	return e, true
}

// visibleImplementations returns the implementations of the method c
// calls among the types visible from this package (importerTypes).
func (a *analyzer) visibleImplementations(c *IfaceCall) []*types.Func {
	k := c.Pkg + "." + c.Type + "." + c.Method
	if got, ok := a.ifaceImpls[k]; ok {
		return got
	}
	var out []*types.Func
	defer func() {
		if a.ifaceImpls == nil {
			a.ifaceImpls = map[string][]*types.Func{}
		}
		a.ifaceImpls[k] = out
	}()
	var pkg *types.Package
	for _, p := range a.visible() {
		if p.Path() == c.Pkg {
			pkg = p
			break
		}
	}
	if pkg == nil {
		return nil
	}
	tn, ok := pkg.Scope().Lookup(c.Type).(*types.TypeName)
	if !ok {
		return nil
	}
	iface, ok := tn.Type().Underlying().(*types.Interface)
	if !ok {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(tn.Type(), false, pkg, c.Method)
	m, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	out = implementationsAmong(a.importerTypes(pkg), iface, m)
	if len(out) > maxImplementations {
		out = nil
	}
	return out
}

// importerTypes returns the package-level types that may implement an
// interface of pkg, seen from this package: candidateTypes, and those of
// the packages that import pkg (a library's importers implement it) and
// that pkg imports (the types its methods name: net/http's Client for a
// Do(*http.Request)), computed once per package.
func (a *analyzer) importerTypes(pkg *types.Package) []*types.TypeName {
	if got, ok := a.importers[pkg]; ok {
		return got
	}
	out := slices.Clone(a.candidateTypes(pkg.Path()))
	seen := map[*types.TypeName]bool{}
	for _, t := range out {
		seen[t] = true
	}
	imports := map[*types.Package]bool{}
	for _, p := range pkg.Imports() {
		imports[p] = true
	}
	for _, p := range a.visible() {
		if p == pkg || testDoublePackage(p.Path()) {
			continue
		}
		if !imports[p] && (isStd(p.Path()) || !slices.Contains(p.Imports(), pkg)) {
			continue
		}
		scope := p.Scope()
		for _, n := range scope.Names() {
			if t, ok := scope.Lookup(n).(*types.TypeName); ok && !t.IsAlias() && !testDouble(t.Name()) && !inTestFile(a.pass, t) && !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	if a.importers == nil {
		a.importers = map[*types.Package][]*types.TypeName{}
	}
	a.importers[pkg] = out
	return out
}

// An interface method called on a parameter (or on a parameter of an
// enclosing function, which a literal captured) is the method of whatever
// value each caller passes: a handler factory given its executor
// (CreateToolHandler(executor CommandExecutor) calling executor.Execute),
// whose implementations in sight where the call is made need not include
// the one the registration passes. The call stays symbolic, bound to the
// parameter; a caller that passes a value of a concrete type resolves it
// to that type's method (ifaceArg), one that passes its own parameter
// binds it to that, and any other value leaves it to the implementations
// in sight where the handler is bound. This holds for the program's own
// code (the module analyzed, not its dependencies at a version): a
// library calling an interface its parameters hold keeps the
// implementations in sight, or its calls would fan out into every
// handler.

// paramIfaceCall records such a call, of a method some type in sight
// implements (one none implements is left to the handler as any such
// call, with what the method's name says); it reports whether it did.
func (a *analyzer) paramIfaceCall(u *unit, call *ast.CallExpr, recv types.Type, m *types.Func, name string, at model.Position) bool {
	if a.pass.Module == nil || a.pass.Module.Version != "" {
		return false // a dependency's own code: its implementations in sight
	}
	iface, ok := recv.Underlying().(*types.Interface)
	if !ok {
		return false
	}
	if impls := a.implementations(iface, m); len(impls) == 0 || len(impls) > maxImplementations {
		return false // none in sight here, or too many: as any interface call
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v := astutil.IdentVar(a.pass.TypesInfo, sel.X)
	if v == nil {
		return false
	}
	root, captured := -1, (*types.Var)(nil)
	if u.sig != nil {
		for i := range u.sig.Params().Len() {
			if u.sig.Params().At(i) == v {
				root = i
			}
		}
	}
	if root < 0 {
		if !a.params[v] || v.Pos() >= u.node.Pos() && v.Pos() < u.node.End() {
			return false // a local, a field, a package-level value: dispatch decides
		}
		root, captured = rootCaptured, v
	}
	ic := a.ifaceCall(u, call, m, name)
	if ic == nil {
		return false
	}
	u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: root, captured: captured,
		Witness: []string{name + " (an interface method annovet cannot follow)"}, At: at,
		Cause: "an interface method of " + m.Pkg().Path(), Iface: ic}, at: at})
	return true
}

// ifaceArg resolves a symbolic call bound to a parameter at a call that
// passes arg for it: a value of a concrete type calls that type's method;
// the caller's own parameter carries the binding on; anything else leaves
// the call to the implementations in sight where the handler is bound.
func (a *analyzer) ifaceArg(u *unit, s site, arg ast.Expr, e Effect) []Effect {
	info := a.pass.TypesInfo
	if tv, ok := info.Types[arg]; ok && tv.IsNil() {
		return nil // no value: the code does not call it
	}
	ne := e // its witness starts at the call already
	ne.At, ne.Root, ne.captured = s.at, RootEnv, nil
	t := info.TypeOf(arg)
	if t != nil && !types.IsInterface(t) {
		if impl := a.methodOf(t, e.Iface); impl != nil {
			if effs, ok := a.implAt(u, arg, ne, impl); ok {
				return effs
			}
		}
		return []Effect{ne}
	}
	if v := astutil.IdentVar(info, arg); v != nil && u.sig != nil {
		for i := range u.sig.Params().Len() {
			if u.sig.Params().At(i) == v {
				ne.Root = i
				return []Effect{ne}
			}
		}
		if a.params[v] && !(v.Pos() >= u.node.Pos() && v.Pos() < u.node.End()) {
			ne.Root, ne.captured = rootCaptured, v
			return []Effect{ne}
		}
	}
	if effs, ok := a.closureArg(u, s, arg, ne); ok {
		return effs
	}
	// An interface value from elsewhere (a field, a type assertion): the
	// implementations in sight here, as at any interface call.
	impls := a.visibleImplementations(e.Iface)
	if len(impls) == 0 {
		return []Effect{ne}
	}
	var per [][]Effect
	for _, impl := range impls {
		effs, ok := a.implAt(u, arg, ne, impl)
		if !ok {
			return []Effect{ne}
		}
		per = append(per, effs)
	}
	return unionImpls(per, e.Iface.Pkg)
}

// closureArg resolves a symbolic call on what a factory returns that
// holds a closure it made (aks-mcp's InspektorGadgetHandler returning
// ResourceHandlerFunc(func(...) {...})): a closure becomes an interface
// value only through a function type, and where each function type that
// implements the interface calls its receiver from the method (f(ctx,
// params)), the call calls the closure. What the closure does (the
// factory's Returned effects) is resolved at arg's call, as a handler
// factory's is where the tool is registered. ok is false for anything
// else.
func (a *analyzer) closureArg(u *unit, s site, arg ast.Expr, e Effect) ([]Effect, bool) {
	call, isCall := ast.Unparen(arg).(*ast.CallExpr)
	if !isCall {
		return nil, false
	}
	fn := staticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return nil, false
	}
	sum := a.summaryOf(fn)
	if sum == nil || !sum.Closure {
		return nil, false
	}
	funcTypes := 0
	for _, impl := range a.visibleImplementations(e.Iface) {
		recv := impl.Type().(*types.Signature).Recv().Type()
		if _, isFunc := recv.Underlying().(*types.Signature); !isFunc {
			continue // a struct: no closure of the factory's
		}
		if !a.callsReceiver(impl) {
			return nil, false
		}
		funcTypes++
	}
	if funcTypes == 0 {
		return nil, false
	}
	prefix := slices.Clip(e.Witness)
	if len(prefix) > 0 {
		prefix = prefix[:len(prefix)-1]
	}
	prefix = append(prefix, e.Iface.Name+" = "+FuncName(fn))
	var out []Effect
	for _, ce := range perCall(sum) {
		if ce.Iface != nil && ce.Root >= 0 && ce.Root < len(call.Args) {
			// An interface method of what the factory was given: of
			// the value arg's call passes.
			ce.Witness = append(slices.Clip(prefix), ce.Witness...)
			out = append(out, a.ifaceArg(u, site{name: s.name, call: call, at: e.At}, call.Args[ce.Root], ce)...)
			continue
		}
		if ce.Root >= 0 && (ce.Kind.Changes() || ce.Kind == Unknown || ce.Kind == callVar) {
			return nil, false // it changes what the factory was given, or calls it
		}
		deps := ce.Deps
		ce.Deps = nil
		keep := true
		for _, d := range deps {
			if ce, keep = a.resolveDep(ce, d, call, u); !keep {
				break
			}
		}
		if !keep {
			continue
		}
		ce.Witness = append(slices.Clip(prefix), ce.Witness...)
		ce.At, ce.Root, ce.captured, ce.Returned = e.At, RootEnv, nil, false
		out = append(out, ce)
	}
	return out, true
}

// callsReceiver reports whether method impl, of a function type, calls
// its receiver: what its summary says, a call of the function it holds.
func (a *analyzer) callsReceiver(impl *types.Func) bool {
	sum := a.summaryOf(impl)
	if sum == nil {
		return false
	}
	for _, ie := range sum.Effects {
		if ie.Root == RootRecv && ie.Kind == callVar {
			return true
		}
	}
	return false
}

// implAt maps what impl does, called by the symbolic call e on the value
// arg holds in u: a change to its receiver is a change to that value (none
// when u made it), the rest as implEffects maps it; false when it cannot
// (a function its receiver holds, a change to its arguments).
func (a *analyzer) implAt(u *unit, arg ast.Expr, e Effect, impl *types.Func) ([]Effect, bool) {
	if isStd(impl.Pkg().Path()) {
		return nil, catalogueRow(impl) == nil
	}
	sum := a.summaryOf(impl)
	if sum == nil {
		return nil, false
	}
	root, captured := a.rootOf(arg, u, 0)
	var out []Effect
	for _, ie := range sum.Effects {
		switch {
		case ie.Root == RootRecv && (ie.Kind == callVar || ie.Kind == Unknown):
			return nil, false // a function the value holds
		case ie.Root == RootRecv && root == rootLocal:
			continue // a change to a value the caller made
		case ie.Root != RootEnv && ie.Root != RootRecv:
			if ie.Kind.Changes() || ie.Kind == Unknown || ie.Kind == callVar {
				return nil, false // it changes what it was given, or calls it
			}
			continue
		}
		ne, keep := a.applyIface(e.Iface, ie)
		if !keep {
			continue
		}
		prefix := slices.Clip(e.Witness)
		if len(prefix) > 0 {
			prefix = prefix[:len(prefix)-1]
		}
		ne.Witness = append(append(prefix, e.Iface.Name+" = "+FuncName(impl)), ne.Witness...)
		ne.At, ne.Returned, ne.Origin = e.At, false, nil
		if ie.Root == RootRecv {
			ne.Root, ne.captured = root, captured
		}
		out = append(out, ne)
	}
	return out, true
}

// methodOf returns the method of concrete type t the symbolic call c
// calls, or nil.
func (a *analyzer) methodOf(t types.Type, c *IfaceCall) *types.Func {
	var pkg *types.Package
	for _, p := range a.visible() {
		if p.Path() == c.Pkg {
			pkg = p
			break
		}
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, pkg, c.Method)
	fn, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	if sig, ok := fn.Type().(*types.Signature); !ok || sig.Recv() == nil || types.IsInterface(sig.Recv().Type()) {
		return nil // a struct embedding an interface: whatever value it holds
	}
	return fn.Origin()
}

package effects

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// Interface calls are resolved to the program's implementations, class
// hierarchy style: the methods of every named type, declared in the
// interface's repository or in the module analyzed and visible from the
// package that makes the call (itself and what it imports), whose method
// set implements the interface (a generic type's with its own type
// parameters for arguments: what holds for them holds for every
// instantiation). One implementation is the call's callee,
// as certain as a static call; several are a union in which a change only
// some make is undecided (the one that runs, the program's choice at run
// time, may not make it), one every implementation makes is as certain
// as in each (everyImpl), and a read stays a read. Test doubles (types named Mock*, Fake*,
// Stub*, and packages named mock, mocks, fake, fakes) are not the program.
// Where none is in sight and the method's name says nothing, the concrete
// types the package itself converts to the interface are its
// implementations, a library's included (flowtypes.go). A method promoted
// from an interface a struct embeds is that interface's.

// maxImplementations bounds the implementations one call is resolved to:
// past it the call stays an interface method annovet cannot follow. A data
// frame's column types (grafana-plugin-sdk-go/data's vector) number about
// forty.
const maxImplementations = 64

// dispatch records the sites of an interface method call: one per
// implementation. It reports false when no implementation is in sight.
// With flows, the implementations are the types the package converts to
// the interface (flowImplementations).
func (a *analyzer) dispatch(u *unit, call *ast.CallExpr, recv types.Type, m *types.Func, at model.Position, scratch map[*types.Var]bool, flows bool) bool {
	iface, ok := recv.Underlying().(*types.Interface)
	if !ok {
		return false // a type parameter's method: resolved at the instantiation
	}
	var impls []*types.Func
	if flows {
		impls = a.flowImplementations(iface, m)
	} else {
		impls = a.implementations(iface, m)
	}
	if len(impls) == 0 || len(impls) > maxImplementations {
		return false
	}
	name := FuncName(m)
	if len(impls) == 1 {
		a.calleeSites(u, call, impls[0], name+" = "+FuncName(impls[0]), at, scratch, "")
		return true
	}
	cause := "an interface method of " + m.Pkg().Path() + " with several implementations"
	for _, impl := range impls {
		before := len(u.sites)
		a.calleeSites(u, call, impl, name+" = "+FuncName(impl), at, scratch, cause)
		for i := before; i < len(u.sites); i++ {
			u.sites[i].impl = implOf{call: call, name: FuncName(impl), count: len(impls)}
		}
	}
	return true
}

// calleeSites records a call of fn, known to run at call: from the
// catalogue, this package's summaries or fn's fact (the standard
// library, the SDKs and pure packages have none). A cause marks every
// change it brings undecided, for that cause. Static calls and the
// implementations an interface call resolves to both go through it.
func (a *analyzer) calleeSites(u *unit, call *ast.CallExpr, fn *types.Func, name string, at model.Position, scratch map[*types.Var]bool, cause string) {
	before := len(u.sites)
	path := fn.Pkg().Path()
	switch api, local := catalogueRow(fn), a.res.funcs[fn]; {
	case api != nil:
		a.catalogued(u, api, call, name, at, scratch)
	case local != nil:
		u.sites = append(u.sites, site{callee: local, call: call, name: name, at: at, memo: a.memoCall(u, call)})
	case isStd(path) || sdk.IsSDKPackage(path) || isPure(path):
	default:
		u.sites = append(u.sites, site{fact: fn, call: call, name: name, at: at, memo: a.memoCall(u, call)})
	}
	for i := before; i < len(u.sites); i++ {
		u.sites[i].dispatched = cause
	}
}

// implementations returns the methods named like m of the non-interface
// named types in sight that implement iface, in a stable order.
func (a *analyzer) implementations(iface *types.Interface, m *types.Func) []*types.Func {
	k := implKey{iface, m}
	if got, ok := a.implCache[k]; ok {
		return got
	}
	got := implementationsAmong(a.candidatesFor(m), iface, m)
	if a.implCache == nil {
		a.implCache = map[implKey][]*types.Func{}
	}
	a.implCache[k] = got
	return got
}

// implKey identifies an interface method for implementations' cache: a
// package calls the same client interfaces over and over.
type implKey struct {
	iface *types.Interface
	m     *types.Func
}

// implementationsAmong returns the methods named like m of the
// non-interface named types among candidates that implement iface.
func implementationsAmong(candidates []*types.TypeName, iface *types.Interface, m *types.Func) []*types.Func {
	var out []*types.Func
	for _, tn := range candidates {
		named, ok := tn.Type().(*types.Named)
		if !ok || types.IsInterface(named) {
			continue
		}
		var t types.Type = named
		if tps := named.TypeParams(); tps.Len() > 0 {
			// A generic type implements the interface for every type
			// argument when it does for its own type parameters.
			args := make([]types.Type, tps.Len())
			for i := range args {
				args[i] = tps.At(i)
			}
			inst, err := types.Instantiate(nil, named, args, false)
			if err != nil {
				continue
			}
			t = inst
		}
		if !types.Implements(t, iface) {
			t = types.NewPointer(t)
			if !types.Implements(t, iface) {
				continue
			}
		}
		obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
		fn, ok := obj.(*types.Func)
		if !ok || types.IsInterface(fn.Type().(*types.Signature).Recv().Type()) {
			continue // a struct that embeds the interface: it forwards to another implementation
		}
		fn = fn.Origin() // a generic type's method as declared: its summary and fact
		if !slices.Contains(out, fn) {
			out = append(out, fn) // types that embed one implementation share its method
		}
	}
	return out
}

// methodNames adds to names the methods t has, declared or promoted from
// its embedded fields, a few levels deep (the order is the types', so the
// index is deterministic once sorted by its users).
func methodNames(t types.Type, names map[string]bool, depth int) {
	if depth > 4 {
		return
	}
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	t = types.Unalias(t)
	if named, ok := t.(*types.Named); ok {
		for i := range named.NumMethods() {
			names[named.Method(i).Name()] = true
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Interface:
		for i := range u.NumMethods() {
			names[u.Method(i).Name()] = true
		}
	case *types.Struct:
		for i := range u.NumFields() {
			if f := u.Field(i); f.Embedded() {
				methodNames(f.Type(), names, depth+1)
			}
		}
	}
}

// candidateTypes returns the package-level type names that may implement
// an interface of the package at ifacePath: those of the packages visible
// from this one that are in the interface's repository or in the module
// analyzed, test doubles left out.
func (a *analyzer) candidateTypes(ifacePath string) []*types.TypeName {
	root := repoRoot(ifacePath)
	if got, ok := a.candidates[root]; ok {
		return got
	}
	var out []*types.TypeName
	for _, p := range a.candidatePackages(root) {
		scope := p.Scope()
		for _, n := range scope.Names() {
			tn, ok := scope.Lookup(n).(*types.TypeName)
			if !ok || tn.IsAlias() || testDouble(tn.Name()) || inTestFile(a.pass, tn) {
				continue
			}
			out = append(out, tn)
		}
	}
	if a.candidates == nil {
		a.candidates = map[string][]*types.TypeName{}
	}
	a.candidates[root] = out
	return out
}

// visible returns this package and every package it imports, directly or
// not, computed once.
func (a *analyzer) visible() []*types.Package {
	if a.closure != nil {
		return a.closure
	}
	seen := map[*types.Package]bool{}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if seen[p] {
			return
		}
		seen[p] = true
		a.closure = append(a.closure, p)
		for _, q := range p.Imports() {
			visit(q)
		}
	}
	visit(a.pass.Pkg)
	return a.closure
}

// inTestFile reports whether tn is declared in a test file.
func inTestFile(pass *analysis.Pass, tn *types.TypeName) bool {
	if !tn.Pos().IsValid() {
		return false
	}
	f := pass.Fset.File(tn.Pos())
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// repoRoot is the repository an import path is in: its first three
// elements on a code host whose paths are host/owner/repo, its first two
// elsewhere (k8s.io/client-go, go.opentelemetry.io/otel).
func repoRoot(path string) string {
	parts := strings.Split(path, "/")
	n := 2
	switch parts[0] {
	case "github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "gitea.com":
		n = 3
	}
	if len(parts) < n {
		return path
	}
	return strings.Join(parts[:n], "/")
}

// testDouble reports whether a type's name says it stands in for the real
// one in tests.
func testDouble(name string) bool {
	for _, p := range []string{"Mock", "Fake", "Stub", "mock", "fake", "stub"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func testDoublePackage(path string) bool {
	last := path[strings.LastIndex(path, "/")+1:]
	switch last {
	case "mock", "mocks", "fake", "fakes", "testing", "testutil", "testutils":
		return true
	}
	return false
}

// cataloguedImplementations returns the catalogue rows of the methods that
// implement m, an interface method, on the types of the packages in sight:
// an interface the program declares over a library's types (store.execer's
// Exec, which *sql.DB and *sql.Tx implement) is called on one of them, and
// each row says what that one does. A row the project adds is consulted
// first; a row's method is returned beside it, for the witness.
func (a *analyzer) cataloguedImplementations(iface *types.Interface, m *types.Func) (rows []*API, impls []*types.Func) {
	k := implKey{iface, m}
	if got, ok := a.catalogImpls[k]; ok {
		return got.rows, got.impls
	}
	defer func() {
		if a.catalogImpls == nil {
			a.catalogImpls = map[implKey]catalogImpls{}
		}
		a.catalogImpls[k] = catalogImpls{rows, impls}
	}()
	if a.byPath == nil {
		a.byPath = map[string]*types.Package{}
		for _, p := range a.visible() {
			a.byPath[p.Path()] = p
		}
	}
	pkgs := a.byPath
	seen := map[string]bool{}
	for _, table := range [][]API{extra.apis, Catalogue} {
		for i := range table {
			api := &table[i]
			if api.Recv == "" || seen[api.Pkg+"."+api.Recv] || lookup([]API{*api}, api.Pkg, api.Recv, m.Name()) == nil {
				continue
			}
			p := pkgs[api.Pkg]
			if p == nil {
				continue
			}
			tn, ok := p.Scope().Lookup(strings.TrimPrefix(api.Recv, "*")).(*types.TypeName)
			if !ok {
				continue
			}
			var t types.Type = tn.Type()
			if strings.HasPrefix(api.Recv, "*") {
				t = types.NewPointer(t)
			}
			if !types.Implements(t, iface) {
				continue
			}
			obj, _, _ := types.LookupFieldOrMethod(t, true, p, m.Name())
			fn, ok := obj.(*types.Func)
			if !ok {
				continue
			}
			seen[api.Pkg+"."+api.Recv] = true
			rows, impls = append(rows, api), append(impls, fn)
		}
	}
	return rows, impls
}

// catalogImpls is what cataloguedImplementations found for one interface
// method.
type catalogImpls struct {
	rows  []*API
	impls []*types.Func
}

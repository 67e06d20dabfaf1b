package effects

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/sdk"
)

// MethodsFact indexes a package's types by the methods they have, for the
// packages that resolve interface calls to the types that implement them
// (implementations.go): each importer looks up a method's name instead of
// listing the package's types and their method sets again. A library's
// hundreds of types are indexed once, where the library is analyzed.
//
// Only types that may be the program's implementations are listed: named,
// not aliases, not interfaces, not test doubles, not declared in test
// files. Methods and types are sorted by name.
type MethodsFact struct{ Methods []MethodTypes }

// MethodTypes names the types of a package that have Method, declared or
// promoted from an embedded field.
type MethodTypes struct {
	Method string
	Types  []string
}

func (*MethodsFact) AFact() {}

func (f *MethodsFact) String() string {
	var b strings.Builder
	b.WriteString("methods")
	for _, m := range f.Methods {
		b.WriteString(" " + m.Method + ":" + strings.Join(m.Types, ","))
	}
	return b.String()
}

// typesWith returns the names of the types that have method, sorted.
func (f *MethodsFact) typesWith(method string) []string {
	i, ok := slices.BinarySearchFunc(f.Methods, method, func(m MethodTypes, name string) int { return strings.Compare(m.Method, name) })
	if !ok {
		return nil
	}
	return f.Methods[i].Types
}

// exportMethods exports the package's MethodsFact: for every package but
// the standard library's, the SDKs' and test doubles', including those
// whose effects the catalogue describes (their types still implement the
// program's interfaces).
func exportMethods(pass *analysis.Pass) {
	path := pass.Pkg.Path()
	if isStd(path) || sdk.IsSDKPackage(path) || testDoublePackage(path) {
		return
	}
	byMethod := map[string][]string{}
	scope := pass.Pkg.Scope()
	for _, n := range scope.Names() { // sorted: each method's types are too
		tn, ok := scope.Lookup(n).(*types.TypeName)
		if !ok || tn.IsAlias() || testDouble(tn.Name()) || inTestFile(pass, tn) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || types.IsInterface(named) {
			continue
		}
		names := map[string]bool{}
		methodNames(named, names, 0)
		for name := range names {
			byMethod[name] = append(byMethod[name], tn.Name())
		}
	}
	if len(byMethod) == 0 {
		return
	}
	f := &MethodsFact{Methods: make([]MethodTypes, 0, len(byMethod))}
	for name, tns := range byMethod {
		f.Methods = append(f.Methods, MethodTypes{Method: name, Types: tns})
	}
	slices.SortFunc(f.Methods, func(x, y MethodTypes) int { return strings.Compare(x.Method, y.Method) })
	pass.ExportPackageFact(f)
}

// candidatesFor returns the candidate types that may implement m's
// interface: those that have a method of m's name, in the packages
// visible from this one that are in the interface's repository or in the
// module analyzed, in the order of the packages, then of the names.
func (a *analyzer) candidatesFor(m *types.Func) []*types.TypeName {
	root := repoRoot(m.Pkg().Path())
	k := candidateKey{root, m.Name()}
	if got, ok := a.candidatesByMethod[k]; ok {
		return got
	}
	var out []*types.TypeName
	for _, p := range a.candidatePackages(root) {
		var f MethodsFact
		if !a.pass.ImportPackageFact(p, &f) {
			continue
		}
		for _, name := range f.typesWith(m.Name()) {
			if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
				out = append(out, tn)
			}
		}
	}
	if a.candidatesByMethod == nil {
		a.candidatesByMethod = map[candidateKey][]*types.TypeName{}
	}
	a.candidatesByMethod[k] = out
	return out
}

// candidateKey identifies one query of candidatesFor: a repository and a
// method name.
type candidateKey struct{ root, method string }

// candidatePackages returns the packages visible from this one whose
// types may implement an interface of the repository at root: those in
// it or in the module analyzed, the standard library, the SDKs and test
// doubles left out.
func (a *analyzer) candidatePackages(root string) []*types.Package {
	if got, ok := a.candidatePkgs[root]; ok {
		return got
	}
	var out []*types.Package
	for _, p := range a.visible() {
		path := p.Path()
		if !(a.sameModule(path) || path == root || strings.HasPrefix(path, root+"/")) || isStd(path) || sdk.IsSDKPackage(path) || testDoublePackage(path) {
			continue
		}
		out = append(out, p)
	}
	if a.candidatePkgs == nil {
		a.candidatePkgs = map[string][]*types.Package{}
	}
	a.candidatePkgs[root] = out
	return out
}

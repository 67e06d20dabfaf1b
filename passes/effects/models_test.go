package effects

import (
	"go/types"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/sdk"
)

// TestCatalogueRows checks every row of the catalogue that names a
// third-party package against the real module, at the version
// testdata/models requires: a row matches a function or method the analyzer
// can meet (a package-level function, or a method declared on the named
// type the row names, as the analyzer matches callees), or it fails. A row
// that matches nothing models nothing.
func TestCatalogueRows(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the client modules")
	}
	var paths []string
	for _, api := range Catalogue {
		if !isStd(api.Pkg) && !slices.Contains(paths, api.Pkg) {
			paths = append(paths, api.Pkg)
		}
	}
	cfg := &packages.Config{
		// From source: export data leaves out the unexported types no
		// exported declaration names (go-tfe's *runs behind its Runs
		// interface), whose methods the analyzer meets as the callees of
		// interface calls.
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax,
		Dir:  filepath.Join(testenv.Root(), "testdata", "models"),
	}
	byPath := loadModels(t, cfg, paths)
	for _, api := range Catalogue {
		if isStd(api.Pkg) {
			continue
		}
		pkg := byPath[api.Pkg]
		if pkg == nil {
			t.Errorf("row %s %s %s: the package did not load", api.Pkg, api.Recv, api.Name)
			continue
		}
		if callees(pkg, api) == 0 {
			t.Errorf("row {Pkg: %q, Recv: %q, Name: %q} matches no function of %s: the analyzer never meets it", api.Pkg, api.Recv, api.Name, pkg.Path())
		}
	}
}

// TestValueRows checks every row of the tables that name library functions
// by key (addressFlows, contentArgs, encoders) against the real packages
// (the standard library's, and the modules testdata/models requires): a row
// that matches no function or method is never met.
func TestValueRows(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the client modules")
	}
	tables := map[string]map[funcKey]int{"address flow": addressFlows, "content argument": contentArgs, "encoder": encoders}
	var paths []string
	for _, rows := range tables {
		for key := range rows {
			if !slices.Contains(paths, key.Pkg) {
				paths = append(paths, key.Pkg)
			}
		}
	}
	for _, rows := range []map[funcKey]string{neutralFuncFields, neutralFuncTypes} {
		for key := range rows {
			if !slices.Contains(paths, key.Pkg) {
				paths = append(paths, key.Pkg)
			}
		}
	}
	byPath := loadModels(t, &packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: filepath.Join(testenv.Root(), "testdata", "models")}, paths)
	for key := range neutralFuncFields {
		if pkg := byPath[key.Pkg]; pkg == nil || !libraryFuncField(pkg, key) {
			t.Errorf("neutral function field %v names no field of function type", key)
		}
	}
	for key := range neutralFuncTypes {
		if pkg := byPath[key.Pkg]; pkg == nil || !libraryFuncType(pkg, key) || key.Recv != "" {
			t.Errorf("neutral function type %v names no function type", key)
		}
	}
	for table, rows := range tables {
		for key := range rows {
			if pkg := byPath[key.Pkg]; pkg == nil || callees(pkg, API{Pkg: key.Pkg, Recv: key.Recv, Name: key.Name}) == 0 {
				t.Errorf("%s %v matches no function", table, key)
			}
		}
	}
}

// libraryFuncField reports whether key names a field of function type of a
// struct type pkg declares.
func libraryFuncField(pkg *types.Package, key funcKey) bool {
	tn, ok := pkg.Scope().Lookup(key.Recv).(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if f := st.Field(i); f.Name() == key.Name {
			_, isFunc := f.Type().Underlying().(*types.Signature)
			return isFunc
		}
	}
	return false
}

// libraryFuncType reports whether key names a function type pkg declares.
func libraryFuncType(pkg *types.Package, key funcKey) bool {
	tn, ok := pkg.Scope().Lookup(key.Name).(*types.TypeName)
	if !ok {
		return false
	}
	_, isFunc := tn.Type().Underlying().(*types.Signature)
	return isFunc
}

// loadModels loads packages of the modules testdata/models requires, by
// path, reporting each that does not load.
func loadModels(t *testing.T, cfg *packages.Config, paths []string) map[string]*types.Package {
	t.Helper()
	pkgs, err := packages.Load(cfg, paths...)
	if err != nil {
		t.Fatal(err)
	}
	byPath := map[string]*types.Package{}
	for _, p := range pkgs {
		for _, e := range p.Errors {
			t.Errorf("%s: %v (is it required in testdata/models/go.mod?)", p.PkgPath, e)
		}
		if p.Types != nil {
			byPath[p.PkgPath] = p.Types
		}
	}
	return byPath
}

// callees counts the functions and methods of pkg a row matches, named as
// the analyzer names a callee (sdk.NameOf).
func callees(pkg *types.Package, api API) int {
	n := 0
	match := func(fn *types.Func) {
		name := sdk.NameOf(fn)
		if name.Recv != api.Recv {
			return
		}
		if prefix, ok := strings.CutSuffix(api.Name, "*"); ok && strings.HasPrefix(name.Name, prefix) || name.Name == api.Name {
			n++
		}
	}
	scope := pkg.Scope()
	for _, id := range scope.Names() {
		switch obj := scope.Lookup(id).(type) {
		case *types.Func:
			match(obj)
		case *types.TypeName:
			named, ok := obj.Type().(*types.Named)
			if !ok {
				continue
			}
			for i := range named.NumMethods() {
				match(named.Method(i))
			}
			if iface, ok := named.Underlying().(*types.Interface); ok {
				for i := range iface.NumExplicitMethods() {
					match(iface.ExplicitMethod(i))
				}
			}
		}
	}
	return n
}

func TestGraphQLOperation(t *testing.T) {
	for doc, want := range map[string]string{
		"query { viewer { login } }":              "query",
		"\n  # a comment\n  query($id: ID!) {\n":  "query",
		"{ viewer { login } }":                    "query",
		"mutation{createIssue(input: {}) { id }}": "mutation",
		"mutation($id: ID!) {":                    "mutation",
		"subscription { events }":                 "subscription",
		"fragment F on User { id }":               "",
		"":                                        "",
		"query A { a }\nmutation B { b }":         "mutation",
		"fragment F on User { id }\nquery { viewer { ...F } }": "query",
		"query A {\n  a {\n    mutation\n  }\n}":               "query",
	} {
		if got := graphqlOperation(doc); got != want {
			t.Errorf("graphqlOperation(%q) = %q, want %q", doc, got, want)
		}
	}
}

// TestClientModels runs the analyzer over calls of the real client modules
// in testdata/models, loaded once: GitLab's client-go (its services pass
// the HTTP method through functional options to the NewRequest row, so a
// list reads, a create changes, a delete deletes, an edit overwrites, and a
// GraphQL query reads), go-github and githubv4, and methods of another
// module named like a change whose own summaries say they make none
// (facts before names).
func TestClientModels(t *testing.T) {
	if testing.Short() {
		t.Skip("analyzes the client modules")
	}
	analysistest.Run(t, filepath.Join(testenv.Root(), "testdata", "models"), Analyzer, "./gitlabuse", "./githubuse", "./factsfirst", "./k8suse", "./openapiuse", "./vaultuse", "./tuiuse", "./pgxuse", "./graphqluse", "./redisuse", "./tfeuse", "./godouse", "./forgejouse", "./mimeuse", "./imapuse", "./helmuse", "./prismuse", "./centreonuse", "./grpcuse", "./mongouse", "./googleuse", "./s3use", "./autotaskuse", "./genqlientuse", "./shlexuse", "./ibmuse", "./roduse", "./packagesuse", "./sshuse", "./gopherclouduse", "./meilisearchuse", "./k8sfactory/...")
}

// TestGitHubMutations checks every mutation githubgraphql.go models
// against githubv4 at the version testdata/models requires: GitHub's
// schema gives each mutation an input type of its name (closeIssue,
// CloseIssueInput), which githubv4 generates from the schema. A row with
// no such type names no mutation GitHub has.
func TestGitHubMutations(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks githubv4")
	}
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes, Dir: filepath.Join(testenv.Root(), "testdata", "models")}
	pkgs, err := packages.Load(cfg, "github.com/shurcooL/githubv4")
	if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil {
		t.Fatalf("loading githubv4: %v", err)
	}
	scope := pkgs[0].Types.Scope()
	for name := range githubMutations {
		input := strings.ToUpper(name[:1]) + name[1:] + "Input"
		if _, ok := scope.Lookup(input).(*types.TypeName); !ok {
			t.Errorf("mutation %s: githubv4 has no %s", name, input)
		}
	}
}

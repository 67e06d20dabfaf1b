package driver

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/internal/testenv"
)

// TestDropBodies type-checks a file without its bodies: what Go requires
// stays legal, and the only error left is the unused import the bodies
// used, in the words unusedImport expects from the type-checker.
func TestDropBodies(t *testing.T) {
	const src = `package p

import (
	"fmt"
	str "strings"
)

func init() { fmt.Println("init") }

type T[E any] struct{ e E }

func (t T[E]) Get() E { return t.e }

func Map[E, F any](s []E, f func(E) F) []F {
	var out []F
	for _, e := range s {
		out = append(out, f(e))
	}
	return out
}

func Upper(s string) string { return str.ToUpper(s) }

var V = func() int { return len(fmt.Sprint(1)) }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	dropBodies(f)
	var errs []string
	conf := types.Config{Importer: importer.Default(), Error: func(err error) { errs = append(errs, err.(types.Error).Msg) }}
	if _, err := conf.Check("p", fset, []*ast.File{f}, nil); err == nil {
		t.Fatal("the import only Upper's body used is still used")
	}
	if len(errs) != 1 || !unusedImport.MatchString(errs[0]) {
		t.Errorf("errors %q, want one unused import of strings matched by %v", errs, unusedImport)
	}
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok {
			switch fd.Name.Name {
			case "init":
				if fd.Body == nil || len(fd.Body.List) != 0 {
					t.Errorf("init: want an empty body")
				}
			case "Map":
				if fd.Body == nil || len(fd.Body.List) != 1 {
					t.Errorf("Map: want a stub body")
				}
			default:
				if fd.Body != nil {
					t.Errorf("%s: body kept", fd.Name.Name)
				}
			}
		}
	}
}

// TestLoadDropsStdBodies loads a server: the standard library's files
// come without bodies (the ones cgo generates elsewhere keep theirs), and
// without errors, the server's and the SDK's with their bodies.
func TestLoadDropsStdBodies(t *testing.T) {
	src := gorootSrc(testenv.Src())
	if src == "" {
		t.Fatal("go env GOROOT says nothing")
	}
	pkgs, problems, err := load(Config{Dir: testenv.Src(), Patterns: []string{"./program/server"}})
	if err != nil || len(problems) > 0 {
		t.Fatalf("load: %v %v", err, problems)
	}
	seen := map[string]bool{}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		if len(p.Errors) > 0 || p.IllTyped {
			t.Errorf("%s: errors %v", p.PkgPath, p.Errors)
		}
		std := !strings.Contains(strings.Split(p.PkgPath, "/")[0], ".")
		bodies := 0
		for _, f := range p.Syntax {
			if std && !strings.HasPrefix(p.Fset.File(f.Pos()).Name(), src) {
				continue
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil && len(fd.Body.List) > 1 {
					bodies++
				}
			}
		}
		switch {
		case std && bodies > 0:
			t.Errorf("%s: %d bodies kept", p.PkgPath, bodies)
		case !std && bodies == 0 && len(p.Syntax) > 0 && p.PkgPath == "github.com/mark3labs/mcp-go/server":
			t.Errorf("%s: bodies dropped", p.PkgPath)
		}
		seen[p.PkgPath] = true
	})
	for _, path := range []string{"net/http", "github.com/mark3labs/mcp-go/server"} {
		if !seen[path] {
			t.Errorf("%s not loaded", path)
		}
	}
}

package driver

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"golang.org/x/tools/go/packages"
)

// The standard library is loaded without its function bodies.
//
// annovet describes the standard library by the APIs its passes catalogue
// (passes/effects, passes/modes) and never reads a body there: every pass
// skips the standard library's packages. Type-checking those bodies is most
// of what a load costs (net/http, crypto/tls and their imports come with
// every server), so the loader's parser drops them, and the type-checker
// sees only the declarations, which is all an importer's types need.
//
// Go asks for a body in two places, and a stub keeps them legal: func init
// gets an empty one and a generic function one that panics. Dropping bodies
// leaves imports that only the bodies used, so the type-checker's "imported
// and not used" in those packages is an artifact of the load and is removed
// (stdErrorsDropped).

// gorootSrc returns the directory of the standard library's sources for the
// go command that loads from dir, ending in a separator, or "" when the go
// command does not say (then nothing is dropped).
func gorootSrc(dir string) string {
	cmd := exec.Command("go", "env", "GOROOT")
	cmd.Dir = dir
	out, err := cmd.Output()
	root := strings.TrimSpace(string(out))
	if err != nil || root == "" {
		return ""
	}
	return filepath.Join(root, "src") + string(filepath.Separator)
}

// isStdFile reports whether filename is a file of the standard library
// under src (the commands in src/cmd are not the library: they are kept).
func isStdFile(src, filename string) bool {
	return src != "" && strings.HasPrefix(filename, src) && !strings.HasPrefix(filename, src+"cmd"+string(filepath.Separator))
}

// parseFile is the loader's parser: the go/packages default for the files
// annovet reads, and for the standard library's the declarations without
// their bodies.
func parseFile(src string) func(*token.FileSet, string, []byte) (*ast.File, error) {
	return func(fset *token.FileSet, filename string, data []byte) (*ast.File, error) {
		if !isStdFile(src, filename) {
			return parser.ParseFile(fset, filename, data, parser.AllErrors|parser.ParseComments)
		}
		f, err := parser.ParseFile(fset, filename, data, parser.AllErrors|parser.ParseComments|parser.SkipObjectResolution)
		if f != nil {
			dropBodies(f)
		}
		return f, err
	}
}

// dropBodies removes the function bodies of f, keeping a stub where Go
// requires a body.
func dropBodies(f *ast.File) {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		b := fd.Body
		switch {
		case fd.Recv == nil && fd.Name.Name == "init":
			fd.Body = &ast.BlockStmt{Lbrace: b.Lbrace, Rbrace: b.Rbrace}
		case fd.Type.TypeParams.NumFields() > 0:
			// panic(0) is a terminating statement: no "missing return".
			fd.Body = &ast.BlockStmt{Lbrace: b.Lbrace, Rbrace: b.Rbrace, List: []ast.Stmt{
				&ast.ExprStmt{X: &ast.CallExpr{
					Fun:    &ast.Ident{NamePos: b.Lbrace, Name: "panic"},
					Lparen: b.Lbrace,
					Args:   []ast.Expr{&ast.BasicLit{ValuePos: b.Lbrace, Kind: token.INT, Value: "0"}},
					Rparen: b.Lbrace,
				}},
			}}
		default:
			fd.Body = nil
		}
	}
}

// unusedImport matches the type-checker's error for an import nothing uses.
var unusedImport = regexp.MustCompile(`" imported (as \S+ )?and not used$`)

// stdErrorsDropped removes the unused imports that dropping the bodies
// caused (the errors in the files whose bodies were dropped).
func stdErrorsDropped(pkgs []*packages.Package, src string) {
	dropErrors(pkgs, func(_ *packages.Package, e packages.Error) bool {
		return e.Kind == packages.TypeError && isStdFile(src, e.Pos) && unusedImport.MatchString(e.Msg)
	})
}

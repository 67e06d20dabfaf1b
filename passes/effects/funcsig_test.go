package effects

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// TestSigKey checks that a function type is known by its parameters and
// results alone: a named function type and a literal's signature of the
// same shape share a key, parameter names do not matter, a variadic
// parameter differs from a slice, and a type mentioning a type parameter
// has none (its instantiations differ).
func TestSigKey(t *testing.T) {
	const src = `package p

import "context"

type HandlerFunc func(ctx context.Context, name string) error

var (
	named  HandlerFunc
	lit    = func(c context.Context, n string) error { return nil }
	other  func(context.Context, []string) error
	varia  func(context.Context, ...string) error
	pair   func(any) (int, error)
)

func Generic[T any](f func(T) error) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	key := func(name string) string { return sigKey(pkg.Scope().Lookup(name).Type()) }
	if got, want := key("named"), "func(context.Context,string)(error)"; got != want {
		t.Errorf("sigKey(HandlerFunc) = %q, want %q", got, want)
	}
	if key("named") != key("lit") {
		t.Errorf("a named function type and a literal of its shape differ: %q, %q", key("named"), key("lit"))
	}
	if key("other") == key("varia") {
		t.Errorf("a variadic parameter has the key of a slice: %q", key("varia"))
	}
	if got, want := key("pair"), "func(any)(int,error)"; got != want {
		t.Errorf("sigKey(pair) = %q, want %q", got, want)
	}
	param := pkg.Scope().Lookup("Generic").Type().(*types.Signature).Params().At(0).Type()
	if got := sigKey(param); got != "" {
		t.Errorf("sigKey of a type with a type parameter = %q, want none", got)
	}
}

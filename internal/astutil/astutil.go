package astutil

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// IsBuiltin reports whether fun names the predeclared function name
// (append, len, delete, new), not a declaration that shadows it.
func IsBuiltin(info *types.Info, fun ast.Expr, name string) bool {
	return BuiltinName(info, fun) == name
}

// BuiltinName returns the name of the builtin function fun names (len,
// append, or unsafe's, qualified: unsafe.String), or "".
func BuiltinName(info *types.Info, fun ast.Expr) string {
	var id *ast.Ident
	switch x := ast.Unparen(fun).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return ""
	}
	if b, ok := info.Uses[id].(*types.Builtin); ok {
		return b.Name()
	}
	return ""
}

// IsContext reports whether t is context.Context.
func IsContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// Stmts returns the statements of a block or of a case or select clause,
// nil for another node.
func Stmts(n ast.Node) []ast.Stmt {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List
	case *ast.CaseClause:
		return n.Body
	case *ast.CommClause:
		return n.Body
	}
	return nil
}

// InStd reports whether the package pass analyzes is the standard
// library's: it belongs to no module, and its path's first element has no
// dot. A module's own package is never the standard library's, whatever
// its path (module atlassian-dc-mcp-go).
func InStd(pass *analysis.Pass) bool {
	first, _, _ := strings.Cut(pass.Pkg.Path(), "/")
	return (pass.Module == nil || pass.Module.Path == "") && !strings.Contains(first, ".")
}

// IdentVar returns the variable e names (an identifier, in parentheses or
// not), or nil.
func IdentVar(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

// NamedFunc returns the function or method e names (an identifier, a
// qualified name or a method value, in parentheses or not), or nil.
func NamedFunc(info *types.Info, e ast.Expr) *types.Func {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		fn, _ := info.Uses[e].(*types.Func)
		return fn
	case *ast.SelectorExpr:
		fn, _ := info.Uses[e.Sel].(*types.Func)
		return fn
	}
	return nil
}

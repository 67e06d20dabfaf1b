package astutil

import (
	"go/ast"
	"go/types"
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

package effects

import (
	"go/ast"

	"github.com/annovet/annovet/internal/astutil"
)

// prepared reports whether call, of a row that runs what made its receiver
// (API.Prepared: stmt.Exec(args...)), has a receiver a call of this
// function made, a local variable assigned once from a call of a
// catalogued row whose statement annovet reads (stmt, err :=
// db.Prepare("INSERT ...")): that row already carries what the statement
// does, so this call adds nothing. A statement prepared elsewhere (a field
// filled at start-up) keeps the row's worst case.
func (a *analyzer) prepared(api *API, call *ast.CallExpr, u *unit) bool {
	if !api.Prepared {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok || !a.declaredIn(id, u) {
		return false
	}
	v := astutil.IdentVar(a.pass.TypesInfo, id)
	if v == nil || a.assigns[v] > 1 {
		return false
	}
	made, ok := ast.Unparen(a.aliases[v]).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := staticCallee(a.pass.TypesInfo, made)
	if fn == nil {
		return false
	}
	row := catalogueRow(fn)
	return row != nil && row.Special == sqlQuery
}

package effects

import (
	"go/ast"
	"go/types"
)

// A library type may hold a function its library documents: what a call
// of it does is the library's contract, whoever set it. The fields whose
// calls have no effect are rows, keyed like the catalogue's (package path,
// type name, field name), and checked against the real packages
// (TestValueRows); annovet reads no code for them. A field of the
// program's own types, or one no row names, is followed to the functions
// the program stores in it (fieldfuncs.go).

// neutralFuncFields are the function fields of library types a call of
// which changes nothing, with what the library says the function does.
var neutralFuncFields = map[funcKey]string{
	// http.NewRequest sets it for the in-memory readers it is given; a
	// client retrying a request calls it to send the same body again.
	{Pkg: "net/http", Recv: "Request", Name: "GetBody"}: "returns a new copy of Body",
}

// neutralFuncField reports whether call calls a function a library field
// holds (req.GetBody()) that changes nothing.
func (a *analyzer) neutralFuncField(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := a.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	recv := types.Unalias(s.Recv())
	if p, ok := recv.Underlying().(*types.Pointer); ok {
		recv = types.Unalias(p.Elem())
	}
	n, ok := recv.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	_, ok = neutralFuncFields[funcKey{n.Obj().Pkg().Path(), n.Obj().Name(), s.Obj().Name()}]
	return ok
}

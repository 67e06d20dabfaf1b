package effects

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// This file reads a file written back whole with the collection a load of
// the same path returned, changed in between by the collection's own
// methods, as `helm repo add` is written:
//
//	f, err := repo.LoadFile(path)
//	if f == nil {
//		f = repo.NewFile()
//	}
//	if f.Has(name) {
//		return nil
//	}
//	f.Update(&repo.Entry{Name: name, URL: url})
//	return f.WriteFile(path, 0o644)
//
// The write puts back every entry the load returned, so what it changes is
// what the function did to the collection, as the copy of a collection the
// server keeps in memory is (persist.go). An entry added, or put under a
// key a test of the collection just found missing (returning where it is
// there), overwrites nothing: the write only adds. An entry put where the
// key may be there (Update where Has holds, or with no test) replaces it,
// and a removal removes: the write stays an overwrite, as it does when the
// collection is handed to anything else, changed in a closure, or loaded
// from another path. Which functions load, save and change a collection
// are rows of the catalogue (API.Collection).

// collOp is what a row does to a collection a file holds.
type collOp int

const (
	collNone   collOp = iota
	collLoad          // returns the collection the file at argument 0 holds
	collEmpty         // returns an empty collection (where a load found no file)
	collSave          // writes its receiver whole at argument 0
	collAdd           // appends argument 0, whatever is there
	collPut           // puts argument 0 under its key (API.Key), replacing an entry there
	collRemove        // removes the entry under argument 0
	collHas           // reports whether an entry is under argument 0
)

// onlyAdds reports whether call, a save row's write of its receiver at
// path, writes back a collection a load of the same path returned with
// nothing changed in it but entries added: the write overwrites nothing.
func (a *analyzer) onlyAdds(u *unit, api *API, call *ast.CallExpr, path ast.Expr) bool {
	info := a.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if api.Collection != collSave || !ok {
		return false
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return false
	}
	v, ok := info.Uses[id].(*types.Var)
	body := unitBody(u)
	if !ok || v.IsField() || body == nil || !(body.Pos() <= v.Pos() && v.Pos() < body.End()) {
		return false // not a local of this function
	}
	var (
		loaded, bad bool
		stack       []ast.Node
		// uses counts the idents of v; known those in the uses below.
		uses, known int
	)
	ast.Inspect(body, func(n ast.Node) bool {
		if bad {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.FuncLit:
			if mentionsVar(info, n, v) {
				bad = true // changed or handed on in a closure
			}
		case *ast.Ident:
			if info.ObjectOf(n) == v {
				uses++
			}
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				if lid, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(lid) == v {
					known++
					switch a.assignedCollection(n, i, path) {
					case collLoad:
						loaded = true
					case collEmpty:
					default:
						bad = true
					}
				}
			}
		case *ast.BinaryExpr:
			// f == nil, f != nil: a test of the load.
			if (n.Op == token.EQL || n.Op == token.NEQ) && (isVarIdent(info, n.X, v) && isNilIdent(info, n.Y) || isVarIdent(info, n.Y, v) && isNilIdent(info, n.X)) {
				known++
			}
		case *ast.SelectorExpr:
			if !isVarIdent(info, n.X, v) {
				break
			}
			known++
			if parent, ok := stack[len(stack)-2].(*ast.CallExpr); ok && parent.Fun == n {
				switch op := a.collectionCall(parent); op {
				case collAdd, collHas, collSave:
				case collPut:
					if !a.putWhereMissing(parent, v, stack) {
						bad = true // it may replace an entry
					}
				default:
					bad = true // a removal, or a method annovet has no row of
				}
			} else if a.fieldWritten(n, stack) {
				bad = true // a field of it changed directly
			}
		}
		return true
	})
	return loaded && !bad && uses == known
}

// assignedCollection returns what the value assigned to the i'th left-hand side
// of as is: a load of path, an empty collection, or neither (collNone).
func (a *analyzer) assignedCollection(as *ast.AssignStmt, i int, path ast.Expr) collOp {
	var rhs ast.Expr
	switch {
	case len(as.Rhs) == len(as.Lhs):
		rhs = as.Rhs[i]
	case len(as.Rhs) == 1 && i == 0:
		rhs = as.Rhs[0] // f, err := repo.LoadFile(path)
	default:
		return collNone
	}
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok {
		return collNone
	}
	switch op := a.collectionCall(call); op {
	case collLoad:
		if len(call.Args) > 0 && types.ExprString(ast.Unparen(call.Args[0])) == types.ExprString(ast.Unparen(path)) {
			return collLoad
		}
	case collEmpty:
		return collEmpty
	}
	return collNone
}

// collectionCall returns what call does to a collection by its row.
func (a *analyzer) collectionCall(call *ast.CallExpr) collOp {
	if api := a.rowOf(call); api != nil {
		return api.Collection
	}
	return collNone
}

// putWhereMissing reports whether put, a put into the collection v holds,
// comes after a test that returns where v has an entry under put's key (if
// f.Has(name) { return nil }), in a block around it.
func (a *analyzer) putWhereMissing(put *ast.CallExpr, v *types.Var, stack []ast.Node) bool {
	api := a.rowOf(put)
	if api == nil || len(put.Args) != 1 {
		return false
	}
	key := a.entryKey(put.Args[0], api.Key)
	if key == "" {
		return false
	}
	for i := len(stack) - 2; i >= 0; i-- {
		block, ok := stack[i].(*ast.BlockStmt)
		if !ok {
			continue
		}
		for _, st := range block.List {
			if st.Pos() >= put.Pos() {
				break
			}
			ifs, ok := st.(*ast.IfStmt)
			if !ok || ifs.Else != nil || ifs.Init != nil || !endsInReturn(ifs.Body) {
				continue
			}
			test, ok := ast.Unparen(ifs.Cond).(*ast.CallExpr)
			if !ok || len(test.Args) != 1 || a.collectionCall(test) != collHas {
				continue
			}
			if sel, ok := ast.Unparen(test.Fun).(*ast.SelectorExpr); ok && isVarIdent(a.pass.TypesInfo, sel.X, v) &&
				types.ExprString(ast.Unparen(test.Args[0])) == key {
				return true
			}
		}
	}
	return false
}

// entryKey returns the expression that is the key field of the entry e
// (a composite literal, or a local assigned one once), "" when annovet
// cannot tell.
func (a *analyzer) entryKey(e ast.Expr, field string) string {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
		rhs, single := a.aliases[v]
		if !ok || !single || a.assigns[v] > 1 {
			return ""
		}
		e = ast.Unparen(rhs)
	}
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return ""
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == field {
				return types.ExprString(ast.Unparen(kv.Value))
			}
		}
	}
	return ""
}

// rowOf returns the catalogue row of call's static callee, or nil.
func (a *analyzer) rowOf(call *ast.CallExpr) *API {
	fn := typeutil.StaticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	return catalogueRow(fn.Origin())
}

// fieldWritten reports whether the selector at the top of stack is
// assigned, incremented or has its address taken.
func (a *analyzer) fieldWritten(sel *ast.SelectorExpr, stack []ast.Node) bool {
	switch p := stack[len(stack)-2].(type) {
	case *ast.AssignStmt:
		for _, l := range p.Lhs {
			if l == sel {
				return true
			}
		}
	case *ast.IncDecStmt:
		return true
	case *ast.UnaryExpr:
		return p.Op == token.AND
	case *ast.IndexExpr:
		return true // an element of it, which may be assigned
	case *ast.CallExpr:
		return true // handed to a function, which may change it
	}
	return false
}

// endsInReturn reports whether a block ends in a return.
func endsInReturn(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}

// isVarIdent reports whether e is an identifier of v.
func isVarIdent(info *types.Info, e ast.Expr, v *types.Var) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.ObjectOf(id) == v
}

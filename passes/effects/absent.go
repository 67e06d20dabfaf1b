package effects

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// This file decides whether a file write runs only where nothing was: in
// the body of a test that a probe of the same path found it absent,
//
//	f, err := root.Open(name)
//	if os.IsNotExist(err) { f, err = root.Create(name) }
//
//	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
//		os.WriteFile(path, data, 0o600)
//	}
//
// or after a test that leaves the function where the probe found
// something there,
//
//	if _, err := os.Stat(dst); err == nil {
//		return fmt.Errorf("destination already exists: %s", dst)
//	}
//	copyFile(src, dst)
//
// as an in-memory store's create after "if present { return ErrExists }"
// is (lookups.go). Such a write creates the file, as one opened with
// O_EXCL does, and overwrites nothing; so does a callee's write at a path
// its caller passes, where the caller probed the path so (resolveDep).

// probeFuncs are the functions of package os (and methods of *os.Root)
// whose error says whether a path names nothing.
var probeFuncs = map[string]bool{"Stat": true, "Lstat": true, "Open": true, "ReadFile": true}

// createdIfAbsent reports whether call, which writes the file at p, runs
// only when a probe of p found nothing there.
func (a *analyzer) createdIfAbsent(call *ast.CallExpr, p ast.Expr) bool {
	path := a.enclosingPath(call)
	for i := 1; i < len(path); i++ {
		ifs, ok := path[i].(*ast.IfStmt)
		if !ok || path[i-1] != ifs.Body {
			continue
		}
		errVar := a.notExistTest(ifs.Cond)
		if errVar == nil {
			continue
		}
		if probe := a.lastProbe(errVar, ifs, path[i:]); probe != nil && a.samePath(probe, call, p) {
			return true
		}
	}
	return a.absentAfterGuard(call, p, path)
}

// absentAfterGuard reports whether call, which writes the file at p, comes
// after a statement of an enclosing block that leaves the function where
// a probe of p found something there (if _, err := os.Stat(p); err == nil
// { return ... }).
func (a *analyzer) absentAfterGuard(call *ast.CallExpr, p ast.Expr, path []ast.Node) bool {
	for i := 1; i < len(path); i++ {
		switch path[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return false
		}
		block, ok := path[i].(*ast.BlockStmt)
		if !ok {
			continue
		}
		for _, st := range block.List {
			if st == path[i-1] {
				break
			}
			ifs, ok := st.(*ast.IfStmt)
			if !ok || ifs.Else != nil || !endsInReturn(ifs.Body) {
				continue // a guard that may fall through (if !overwrite { return }) guards nothing
			}
			if errVar := a.foundTest(ifs.Cond); errVar != nil {
				if probe := a.lastProbe(errVar, ifs, path[i:]); probe != nil && a.samePath(probe, call, p) && a.assignedOnce(p) {
					return true
				}
			}
		}
	}
	return false
}

// foundTest returns the error variable a condition tests for "the probe
// found it" (err == nil).
func (a *analyzer) foundTest(cond ast.Expr) *types.Var {
	c, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || c.Op.String() != "==" {
		return nil
	}
	x, y := c.X, c.Y
	if isNilIdent(a.pass.TypesInfo, x) {
		x, y = y, x
	}
	if !isNilIdent(a.pass.TypesInfo, y) {
		return nil
	}
	if id, ok := ast.Unparen(x).(*ast.Ident); ok {
		v, _ := a.pass.TypesInfo.Uses[id].(*types.Var)
		return v
	}
	return nil
}

// notExistTest returns the error variable a condition tests for "does not
// exist" (os.IsNotExist(err), errors.Is(err, fs.ErrNotExist)), alone or as
// one operand of &&.
func (a *analyzer) notExistTest(cond ast.Expr) *types.Var {
	switch c := ast.Unparen(cond).(type) {
	case *ast.BinaryExpr:
		if c.Op.String() != "&&" {
			return nil
		}
		if v := a.notExistTest(c.X); v != nil {
			return v
		}
		return a.notExistTest(c.Y)
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(a.pass.TypesInfo, c)
		if fn == nil || fn.Pkg() == nil {
			return nil
		}
		var arg ast.Expr
		switch {
		case fn.Pkg().Path() == "os" && fn.Name() == "IsNotExist" && len(c.Args) == 1:
			arg = c.Args[0]
		case fn.Pkg().Path() == "errors" && fn.Name() == "Is" && len(c.Args) == 2 && a.errNotExist(c.Args[1]):
			arg = c.Args[0]
		default:
			return nil
		}
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
			v, _ := a.pass.TypesInfo.Uses[id].(*types.Var)
			return v
		}
	}
	return nil
}

// errNotExist reports whether e is fs.ErrNotExist or os.ErrNotExist.
func (a *analyzer) errNotExist(e ast.Expr) bool {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	v, ok := a.pass.TypesInfo.Uses[sel.Sel].(*types.Var)
	return ok && v.Pkg() != nil && (v.Pkg().Path() == "io/fs" || v.Pkg().Path() == "os") && v.Name() == "ErrNotExist"
}

// lastProbe returns the probe call whose error the last assignment of
// errVar before ifs (its own init included) holds, within the function
// outer holds; nil when that assignment is anything else.
func (a *analyzer) lastProbe(errVar *types.Var, ifs *ast.IfStmt, outer []ast.Node) *ast.CallExpr {
	i := slices.IndexFunc(outer, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return true
		}
		return false
	})
	if i < 0 {
		return nil
	}
	fn := outer[i]
	var last *ast.AssignStmt
	ast.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Pos() >= ifs.Cond.Pos() {
			return true
		}
		for _, l := range as.Lhs {
			if id, ok := l.(*ast.Ident); ok && a.pass.TypesInfo.ObjectOf(id) == errVar {
				if last == nil || as.Pos() > last.Pos() {
					last = as
				}
			}
		}
		return true
	})
	if last == nil || len(last.Rhs) != 1 {
		return nil
	}
	call, ok := ast.Unparen(last.Rhs[0]).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return nil
	}
	fnc := typeutil.StaticCallee(a.pass.TypesInfo, call)
	if fnc == nil || fnc.Pkg() == nil || fnc.Pkg().Path() != "os" || !probeFuncs[fnc.Name()] {
		return nil
	}
	if r := recvName(fnc); r != "" && r != "*Root" {
		return nil
	}
	return call
}

// samePath reports whether probe looked at the path write writes: the same
// path expression, and for methods of an *os.Root, the same root (the
// receiver of another write, repo.NewFile().WriteFile(path), is what it
// writes, not where).
func (a *analyzer) samePath(probe, write *ast.CallExpr, p ast.Expr) bool {
	if types.ExprString(ast.Unparen(probe.Args[0])) != types.ExprString(ast.Unparen(p)) {
		return false
	}
	if x, ok := ast.Unparen(probe.Args[0]).(*ast.Ident); ok {
		if y, ok := ast.Unparen(p).(*ast.Ident); ok && a.pass.TypesInfo.Uses[x] != a.pass.TypesInfo.Uses[y] {
			return false // a variable of the same name in another scope
		}
	}
	root := func(c *ast.CallExpr) string {
		if sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr); ok {
			if s := a.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.MethodVal && isOSRoot(s.Recv()) {
				return types.ExprString(sel.X)
			}
		}
		return ""
	}
	return root(probe) == root(write)
}

// isOSRoot reports whether t is an *os.Root.
func isOSRoot(t types.Type) bool {
	ptr, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	named, ok := ptr.Elem().(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == "os" && named.Obj().Name() == "Root"
}

// enclosingPath returns the nodes around n, innermost first.
func (a *analyzer) enclosingPath(n ast.Node) []ast.Node {
	for _, f := range a.pass.Files {
		if f.FileStart <= n.Pos() && n.End() <= f.FileEnd {
			path, _ := astutil.PathEnclosingInterval(f, n.Pos(), n.End())
			return path
		}
	}
	return nil
}

// assignedOnce reports whether the path p names is a variable given its
// value once (a parameter, or a local assigned one time), so that a probe
// of it before a write looked at what the write writes.
func (a *analyzer) assignedOnce(p ast.Expr) bool {
	id, ok := ast.Unparen(p).(*ast.Ident)
	if !ok {
		return true // an expression: samePath compared its text
	}
	v, ok := a.pass.TypesInfo.Uses[id].(*types.Var)
	return ok && !isPackageLevel(v) && a.assigns[v] <= 1
}

package astutil

import "go/ast"

// Reaching returns, of the statements that write a local variable (writes:
// every assignment or declaration statement that gives it a value), the one
// whose value reaches use in straight-line code: the last write before use,
// when it is a statement of a block that holds use, in the same function,
// and no write after use may reach it again around a loop. Otherwise nil,
// and the variable may hold the value of any of its writes at use: a write
// in a branch between them, in a closure, or in the statement of the use
// itself.
//
//	handler := func(...) {...} // list
//	register("list", handler)  // reaches: the list literal
//	handler = func(...) {...}  // delete
//	register("delete", handler)
func (p *Paths) Reaching(writes []ast.Node, use ast.Node) ast.Node {
	path := p.To
	if len(writes) < 2 {
		return nil
	}
	fn := innermostFunc(path(use))
	if fn == nil {
		return nil
	}
	var last ast.Node
	for _, st := range writes {
		if st == nil || innermostFunc(path(st)) != fn {
			return nil
		}
		switch {
		case st.End() <= use.Pos():
			if last == nil || st.Pos() > last.Pos() {
				last = st
			}
		case st.Pos() <= use.Pos():
			return nil // the use is in the write itself
		case inLoopWith(path(st), use, fn):
			return nil // it may reach the use on the loop's next iteration
		}
	}
	if last == nil {
		return nil
	}
	lp := path(last)
	if len(lp) < 2 {
		return nil
	}
	if b, ok := lp[len(lp)-2].(*ast.BlockStmt); !ok || use.Pos() < b.Pos() || use.End() > b.End() {
		return nil // in a branch the use may not have taken
	}
	return last
}

// innermostFunc returns the innermost function declaration or literal of a
// path (outermost first), or nil.
func innermostFunc(path []ast.Node) ast.Node {
	for i := len(path) - 1; i >= 0; i-- {
		switch path[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return path[i]
		}
	}
	return nil
}

// inLoopWith reports whether a loop of fn on the path to a node also holds
// b.
func inLoopWith(path []ast.Node, b ast.Node, fn ast.Node) bool {
	for _, n := range path {
		switch n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			if n.Pos() <= b.Pos() && b.End() <= n.End() && fn.Pos() <= n.Pos() && n.End() <= fn.End() {
				return true
			}
		}
	}
	return false
}

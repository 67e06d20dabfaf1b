package effects

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file answers, for a function that writes a collection, which of
// its expressions reach what it returns: a read of the collection there
// shows it (labels[uid] = v; return labels[uid]), one that only serves
// the write does not (len(r.buf) computing a ring's next slot, a range
// over the entries to find the oldest to evict). It follows values back
// from the return statements through the function's own locals:
//
//	e, ok := s.entries[k] // e reaches the result
//	...
//	return e.data, nil
//
// through assignments, appends and ranges, to a fixed point; a value a
// method call fills (b.WriteString(x)) is not followed, so a read that
// reaches the result only so is not seen.

// resultFlow holds the spans of a body whose values reach what the
// function returns.
type resultFlow struct{ spans [][2]token.Pos }

// reaches reports whether the expression at pos is in one of the spans
// (none of a nil flow's).
func (f *resultFlow) reaches(pos token.Pos) bool {
	if f == nil {
		return false
	}
	for _, s := range f.spans {
		if s[0] <= pos && pos < s[1] {
			return true
		}
	}
	return false
}

// flowToResult computes the spans of body whose values reach its return
// statements (those of its function literals are theirs).
func flowToResult(info *types.Info, body *ast.BlockStmt) *resultFlow {
	f := &resultFlow{}
	returned := map[*types.Var]bool{}
	marked := map[ast.Node]bool{}
	changed := false
	mark := func(e ast.Node) {
		if e == nil || marked[e] {
			return
		}
		marked[e], changed = true, true
		f.spans = append(f.spans, [2]token.Pos{e.Pos(), e.End()})
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && !isPackageLevel(v) {
					returned[v] = true
				}
			}
			return true
		})
	}
	isReturned := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := info.ObjectOf(id).(*types.Var)
		return ok && returned[v]
	}
	for iter := 0; iter < 8; iter++ {
		changed = false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.ReturnStmt:
				for _, r := range n.Results {
					mark(r)
				}
			case *ast.AssignStmt:
				for i, l := range n.Lhs {
					if !isReturned(l) {
						continue
					}
					if len(n.Lhs) == len(n.Rhs) {
						mark(n.Rhs[i])
					} else {
						mark(n.Rhs[0]) // v, ok := m[k]; a, b := f()
					}
				}
			case *ast.ValueSpec:
				for i, id := range n.Names {
					if !isReturned(id) {
						continue
					}
					switch {
					case len(n.Names) == len(n.Values):
						mark(n.Values[i])
					case len(n.Values) == 1:
						mark(n.Values[0])
					}
				}
			case *ast.RangeStmt:
				if n.Key != nil && isReturned(n.Key) || n.Value != nil && isReturned(n.Value) {
					mark(n.X)
				}
			}
			return true
		})
		if !changed {
			break
		}
	}
	return f
}

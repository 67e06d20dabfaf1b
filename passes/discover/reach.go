package discover

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"github.com/annovet/annovet/internal/astutil"
)

// This file follows a helper that decides a tool's annotations by a flag
// it is given, returning from one branch:
//
//	func toolMeta(name string, readOnly bool) *mcp.Tool {
//		t := &mcp.Tool{Name: name}
//		if readOnly {
//			t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
//			return t
//		}
//		t.Annotations = &mcp.ToolAnnotations{DestructiveHint: ptr(true)}
//		return t
//	}
//
// Two properties of control flow settle it, both read from syntax inside
// one function:
//
//   - A mutation of a local tool reaches a use of it only along a path
//     that can run (mayReach): not from a block that returns before the
//     use, and not from after a return that holds the use. Each return
//     above then carries its own annotations, never both in sequence.
//   - A return in the body of "if flag" (or after an "if flag" whose body
//     returns) is taken only when the flag, a bool parameter, is true (or
//     false); one in a case of a switch on a string parameter, only when
//     it is one of the case's constants (or, in the default, none of the
//     others'). At a call whose argument for the parameter is known, the
//     returns whose guard it contradicts are not among the results
//     (guardedReturns): toolMeta(name, true) builds the read-only tool,
//     handlerFor(tool.Name) is the handler of that tool's case.
//
// Where the flag is not a constant the call keeps every return, as before.

// mayReach reports whether the mutation m of the local variable v may
// have run when control reaches use, a read of v in the same function.
func (s *state) mayReach(v *types.Var, m, use ast.Node) bool {
	if v.Pkg() == nil || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return true // package-level: any call of the function may have mutated it
	}
	fn := s.funcAt(use)
	if fn == nil || s.funcAt(m) != fn {
		return true
	}
	if m.Pos() > use.End() {
		// After the use: only around a loop, unless the use returns.
		return !s.inReturn(use, fn) || s.inLoopWith(m, use, fn)
	}
	path := s.pathTo(m)
	for i := len(path) - 1; i >= 0 && path[i] != fn; i-- {
		list := astutil.Stmts(path[i])
		if len(list) == 0 {
			continue
		}
		if path[i].Pos() <= use.Pos() && use.End() <= path[i].End() {
			break // this block and those around it hold the use
		}
		if last := list[len(list)-1]; s.leaves(last) && last.Pos() > m.Pos() {
			return false // the block returns before control gets to the use
		}
	}
	return true
}

// leaves reports whether a statement leaves the function: a return, or a
// call of panic.
func (s *state) leaves(st ast.Stmt) bool {
	switch st := st.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(st.X).(*ast.CallExpr); ok {
			if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
				b, ok := s.pass.TypesInfo.Uses[id].(*types.Builtin)
				return ok && b.Name() == "panic"
			}
		}
	}
	return false
}

// inReturn reports whether n is part of a return statement of fn.
func (s *state) inReturn(n, fn ast.Node) bool {
	path := s.pathTo(n)
	for i := len(path) - 1; i >= 0 && path[i] != fn; i-- {
		switch path[i].(type) {
		case *ast.ReturnStmt:
			return true
		case *ast.FuncLit:
			return false
		}
	}
	return false
}

// A guard is a condition a return is taken under: the bool parameter
// Param is Want, or, for a string parameter, it is one of Strs (a case of
// a switch on it, name == "x") or, with Want false, none of them (the
// switch's default).
type guard struct {
	Param int
	Want  bool
	Str   bool // a guard on a string parameter
	Strs  []string
}

// guardedReturn is one return of a function, with its guards.
type guardedReturn struct {
	V      value
	Guards []guard
}

// returnGuards returns the guards of a return of the function fr
// evaluates: the "if flag" or "if !flag" it is in the body or the else of,
// and those earlier in an enclosing block whose body returns (control is
// past them only when the flag is the other way).
func (s *state) returnGuards(ret *ast.ReturnStmt, fr *frame) []guard {
	var out []guard
	add := func(cond ast.Expr, want bool) {
		if g, ok := s.paramGuard(cond, want, fr); ok {
			out = append(out, g)
		}
	}
	path := s.pathTo(ret)
	for i := len(path) - 2; i >= 0; i-- {
		child := path[i+1]
		switch n := path[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			return out
		case *ast.IfStmt:
			switch child {
			case n.Body:
				add(n.Cond, true)
			case n.Else:
				add(n.Cond, false)
			}
		case *ast.CaseClause:
			// A case of a switch: its body's parent, whose parent is
			// the switch.
			if i < 2 {
				break
			}
			if st, ok := path[i-2].(*ast.SwitchStmt); ok && st.Init == nil && st.Tag != nil {
				if g, ok := s.caseGuard(st, n, fr); ok {
					out = append(out, g)
				}
			}
		case *ast.BlockStmt:
			for _, st := range n.List {
				if st.Pos() >= child.Pos() {
					break
				}
				if ifs, ok := st.(*ast.IfStmt); ok && ifs.Else == nil && len(ifs.Body.List) > 0 && s.leaves(ifs.Body.List[len(ifs.Body.List)-1]) {
					add(ifs.Cond, false)
				}
			}
		}
	}
	return out
}

// paramGuard returns the guard that cond is want: cond is a bool
// parameter of fr's function that the function never assigns, or its
// negation.
func (s *state) paramGuard(cond ast.Expr, want bool, fr *frame) (guard, bool) {
	cond = ast.Unparen(cond)
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		return s.paramGuard(u.X, !want, fr)
	}
	id, ok := cond.(*ast.Ident)
	if !ok {
		return guard{}, false
	}
	v, ok := s.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || len(s.assigns[v]) > 0 {
		return guard{}, false
	}
	i := paramIndex(fr.sig, v)
	if i < 0 {
		return guard{}, false
	}
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return guard{}, false
	}
	return guard{Param: i, Want: want}, true
}

// caseGuard returns the guard of a case of a switch on a string
// parameter of fr's function that the function never assigns: the
// parameter is one of the case's constants, or, for the default, none of
// the other cases'.
func (s *state) caseGuard(st *ast.SwitchStmt, cc *ast.CaseClause, fr *frame) (guard, bool) {
	i, ok := s.stringParam(st.Tag, fr)
	if !ok || fallsThrough(st) {
		return guard{}, false // a case that falls through is reached from others too
	}
	consts := func(exprs []ast.Expr) ([]string, bool) {
		var out []string
		for _, e := range exprs {
			tv, ok := s.pass.TypesInfo.Types[e]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return nil, false
			}
			out = append(out, constant.StringVal(tv.Value))
		}
		return out, true
	}
	if cc.List != nil {
		strs, ok := consts(cc.List)
		return guard{Param: i, Want: true, Str: true, Strs: strs}, ok
	}
	var others []string
	for _, st := range st.Body.List {
		if other, ok := st.(*ast.CaseClause); ok && other != cc {
			strs, ok := consts(other.List)
			if !ok {
				return guard{}, false
			}
			others = append(others, strs...)
		}
	}
	return guard{Param: i, Want: false, Str: true, Strs: others}, true
}

// stringParam returns the index of the string parameter e names, one fr's
// function never assigns.
func (s *state) stringParam(e ast.Expr, fr *frame) (int, bool) {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return 0, false
	}
	v, ok := s.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || len(s.assigns[v]) > 0 {
		return 0, false
	}
	i := paramIndex(fr.sig, v)
	if i < 0 {
		return 0, false
	}
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return 0, false
	}
	return i, true
}

// guardedReturns returns the results of fn at call when the call's
// constant arguments rule some of its returns out: the union of the
// others. Otherwise nil, and the call takes fn's summary whole.
func (s *state) guardedReturns(fn *types.Func, call *ast.CallExpr, fr *frame, depth int) value {
	sum := s.summaries[fn.Origin()]
	if sum == nil || len(sum.guarded) == 0 {
		return nil
	}
	sig, _ := fn.Type().(*types.Signature)
	var kept []value
	for _, r := range sum.guarded {
		if !s.contradicted(r.Guards, sig, call, fr, depth) {
			kept = append(kept, r.V)
		}
	}
	if len(kept) == 0 || len(kept) == len(sum.guarded) {
		return nil
	}
	return union(kept)
}

// contradicted reports whether a call's constant argument is the other
// way from one of the guards.
func (s *state) contradicted(guards []guard, sig *types.Signature, call *ast.CallExpr, fr *frame, depth int) bool {
	for _, g := range guards {
		arg := s.argValue(sig, call, g.Param, fr, depth)
		if g.Str {
			if str, ok := arg.(strV); ok && str.Known && slices.Contains(g.Strs, str.V) != g.Want {
				return true
			}
			continue
		}
		if b, ok := arg.(boolV); ok && b.Known && b.V != g.Want {
			return true
		}
	}
	return false
}

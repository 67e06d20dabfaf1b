package discover

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
)

// This file follows the values a package stores in a field of one of its
// own struct types, where a read of the field cannot be traced to the
// struct it reads from: a manager that collects its tool definitions in
// tm.tools (tm.tools = append(tm.tools, appTools()...)) and ranges over
// them in another method, a cache that keeps what its provider built
// (c.tools = provider(); return c.tools). The field holds one of the
// values the package stores there, whichever function stores it; a store
// in the function that reads it is evaluated in that function's frame (its
// parameters stand for what each caller passes); a field no literal of
// the package sets holds nothing else. Functions stored in
// fields, for calls of the field, are fieldfuncs.go's.

// storedKey is a field read in a function (fn nil: its stores are
// evaluated in no function's frame).
type storedKey struct {
	field *types.Var
	fn    *types.Func
}

// A fieldAssign is one assignment to a field, in function fn.
type fieldAssign struct {
	assignment
	fn *types.Func
}

// recordFieldAssigns notes the assignments of n to fields of this
// package's struct types (x.f = v, x.f = append(x.f, ...)).
func (s *state) recordFieldAssigns(n *ast.AssignStmt) {
	if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
		return
	}
	if strings.HasSuffix(s.pass.Fset.Position(n.Pos()).Filename, "_test.go") {
		return // what a test stores (a fake handler) is not the server's
	}
	info := s.pass.TypesInfo
	for i, lhs := range n.Lhs {
		f := s.ownField(lhs)
		if f == nil {
			continue
		}
		a := fieldAssign{assignment: assignment{rhs: n.Rhs[i], index: -1}, fn: s.enclosingFunc(n.Pos())}
		if call, ok := ast.Unparen(a.rhs).(*ast.CallExpr); ok && astutil.IsBuiltin(info, call.Fun, "append") && len(call.Args) > 0 && s.ownField(call.Args[0]) == f {
			a.app = true
		}
		s.fieldAssigns[f] = append(s.fieldAssigns[f], a)
	}
}

// ownField returns the field of this package's struct type that e
// selects, or nil.
func (s *state) ownField(e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	selection := s.pass.TypesInfo.Selections[sel]
	if selection == nil || selection.Kind() != types.FieldVal {
		return nil
	}
	f, ok := selection.Obj().(*types.Var)
	if !ok || f.Pkg() != s.pass.Pkg {
		return nil
	}
	return f
}

// enclosingFunc returns the declared function whose body holds pos.
func (s *state) enclosingFunc(pos token.Pos) *types.Func {
	for fn, d := range s.decls {
		if d.Body != nil && d.Body.Pos() <= pos && pos < d.Body.End() {
			return fn
		}
	}
	return nil
}

// withStoredField adds to v, the value of a read of field f as far as the
// struct read from gives it, the values the package stores in f: a value
// annovet could not read from the struct is one of them.
func (s *state) withStoredField(v value, f *types.Var, fr *frame, depth int) value {
	stores := s.fieldAssigns[f]
	if len(stores) == 0 || s.busy[f] || !s.givesTools(f.Type()) && !holdsFuncs(f.Type()) {
		return v // only tools and handlers are followed so
	}
	s.busy[f] = true
	defer delete(s.busy, f)
	// Stores in the function that reads are evaluated in its frame;
	// the others in none (their parameters are not this frame's).
	var local, other []assignment
	for _, st := range stores {
		if fr != nil && fr.fn != nil && st.fn == fr.fn {
			local = append(local, st.assignment)
		} else {
			other = append(other, st.assignment)
		}
	}
	key := storedKey{field: f}
	if fr != nil && len(local) > 0 {
		key.fn = fr.fn
	}
	stored, ok := s.storedValues[key]
	if !ok {
		var vals []value
		if len(local) > 0 {
			vals = append(vals, s.assignedValue(f, local, fr, depth))
		}
		if len(other) > 0 {
			vals = append(vals, s.assignedValue(f, other, nil, depth))
		}
		stored = union(vals)
		s.storedValues[key] = stored
	}
	if hasUnknown(stored) {
		// What another function stores from its own parameters
		// (t.readTools = append(t.readTools, tools...)): the struct read
		// from says more, where each caller built it.
		return v
	}
	out := []value{stored}
	for _, a := range alts(v) {
		if u, ok := unknownOf(a); ok && u.Why == "field "+f.Name() {
			continue
		}
		if _, ok := a.(fieldV); ok && !s.literalFields[f] {
			// The field of what a caller passes: no literal of the
			// package sets it, so it holds a value stored above (or
			// its zero value).
			continue
		}
		out = append(out, a)
	}
	return union(out)
}

// recordLiteralFields notes the fields a composite literal of this
// package sets by name ({tools: defs}).
func (s *state) recordLiteralFields(lit *ast.CompositeLit) {
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if id, ok := kv.Key.(*ast.Ident); ok {
			if f, ok := s.pass.TypesInfo.Uses[id].(*types.Var); ok && f.IsField() {
				s.literalFields[f] = true
			}
		}
	}
}

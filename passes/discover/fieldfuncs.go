package discover

import (
	"go/ast"
	"go/types"
)

// Function values a field holds. A call of a function value that is a
// field of a struct (reg.creator(...)), or of the variable a type switch
// binds from one (switch c := reg.creator.(type) { case toolCreator:
// c(readOnly) }), calls each function this package stores in that field,
// in a composite literal or an assignment, narrowed to the clause's type
// when a type switch binds it: field-based and flow-insensitive, as class
// hierarchy analysis resolves an interface call to the implementations in
// sight. A table of tool constructors ([]toolRegistration{{creator:
// toolCreator(createResourcesTool)}, ...}) built and ranged over in one
// function then yields each constructor's tool.

// A fieldFunc is a function stored in a field, with the type it was
// converted to on the way (toolCreator(createResourcesTool)), or nil.
type fieldFunc struct {
	fn   *types.Func
	conv types.Type
}

// fieldFuncs returns the functions a call of fun may call, when fun is a
// field, or a type switch's variable bound from one, and this package
// stores only named functions in that field.
func (s *state) fieldFuncs(fun ast.Expr) []*types.Func {
	info := s.pass.TypesInfo
	var want types.Type
	expr := ast.Unparen(fun)
	if id, ok := expr.(*ast.Ident); ok {
		v, ok := info.Uses[id].(*types.Var)
		if !ok {
			return nil
		}
		sw, ok := s.switchVars()[v]
		if !ok {
			return nil
		}
		expr, want = sw.x, v.Type()
	}
	sel, ok := ast.Unparen(expr).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	selection := info.Selections[sel]
	if selection == nil || selection.Kind() != types.FieldVal {
		return nil
	}
	field := selection.Obj().(*types.Var)
	stored, ok := s.storedFuncs()[field]
	if !ok {
		return nil
	}
	var out []*types.Func
	for _, f := range stored {
		if f.fn == nil {
			return nil // a value annovet cannot name: the call is not followed
		}
		t := f.conv
		if t == nil {
			t = f.fn.Type()
		}
		if want == nil || types.Identical(t, want) {
			out = append(out, f.fn)
		}
	}
	return out
}

// elementFuncs returns the named functions the field fun selects holds in
// the struct values its operand evaluates to in fr (an element of a table
// a loop ranges over: tool.Func()), or nil when any of them is not one.
func (s *state) elementFuncs(fun ast.Expr, fr *frame, depth int) []*types.Func {
	sel, ok := ast.Unparen(fun).(*ast.SelectorExpr)
	if !ok || fr == nil || len(fr.env) == 0 {
		return nil
	}
	selection := s.pass.TypesInfo.Selections[sel]
	if selection == nil || selection.Kind() != types.FieldVal {
		return nil
	}
	var out []*types.Func
	for _, a := range alts(s.field(s.evalDepth(sel.X, fr, depth+1), sel.Sel.Name)) {
		f, ok := a.(funcV)
		if !ok || f.h == nil || f.h.Func == nil {
			return nil
		}
		out = append(out, f.h.Func)
	}
	return out
}

// A switchVar is the variable a type switch's clause binds: the switch's
// operand.
type switchVar struct{ x ast.Expr }

func (s *state) switchVars() map[*types.Var]switchVar {
	if s.typeSwitchVars != nil {
		return s.typeSwitchVars
	}
	info := s.pass.TypesInfo
	s.typeSwitchVars = map[*types.Var]switchVar{}
	for _, f := range s.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			ts, ok := n.(*ast.TypeSwitchStmt)
			if !ok {
				return true
			}
			as, ok := ts.Assign.(*ast.AssignStmt)
			if !ok || len(as.Rhs) != 1 {
				return true
			}
			ta, ok := ast.Unparen(as.Rhs[0]).(*ast.TypeAssertExpr)
			if !ok {
				return true
			}
			for _, st := range ts.Body.List {
				if v, ok := info.Implicits[st].(*types.Var); ok {
					s.typeSwitchVars[v] = switchVar{x: ta.X}
				}
			}
			return true
		})
	}
	return s.typeSwitchVars
}

// storedFuncs returns, by field, what this package stores in fields of
// function or interface type: in composite literals ({creator: f}) and
// assignments (x.creator = f). A stored value that is not a named function
// is kept as a fieldFunc with no function.
func (s *state) storedFuncs() map[*types.Var][]fieldFunc {
	if s.fieldStores != nil {
		return s.fieldStores
	}
	info := s.pass.TypesInfo
	s.fieldStores = map[*types.Var][]fieldFunc{}
	store := func(field *types.Var, value ast.Expr) {
		switch field.Type().Underlying().(type) {
		case *types.Signature, *types.Interface:
		default:
			return
		}
		var f fieldFunc
		value = ast.Unparen(value)
		if call, ok := value.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
				f.conv, value = tv.Type, ast.Unparen(call.Args[0])
			}
		}
		switch x := value.(type) {
		case *ast.Ident:
			f.fn, _ = info.Uses[x].(*types.Func)
		case *ast.SelectorExpr:
			f.fn, _ = info.Uses[x.Sel].(*types.Func)
		}
		if f.fn != nil && f.conv == nil {
			if _, isIface := field.Type().Underlying().(*types.Interface); isIface {
				f.conv = f.fn.Type() // stored as itself in an interface field
			}
		}
		s.fieldStores[field] = append(s.fieldStores[field], f)
	}
	for _, file := range s.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok {
					if field, ok := info.Uses[id].(*types.Var); ok && field.IsField() {
						store(field, n.Value)
					}
				}
			case *ast.AssignStmt:
				if len(n.Lhs) != len(n.Rhs) {
					return true
				}
				for i, l := range n.Lhs {
					if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
						if selection := info.Selections[sel]; selection != nil && selection.Kind() == types.FieldVal {
							store(selection.Obj().(*types.Var), n.Rhs[i])
						}
					}
				}
			}
			return true
		})
	}
	return s.fieldStores
}

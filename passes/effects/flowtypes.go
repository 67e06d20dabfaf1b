package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// Types the package converts to an interface.
//
// The class hierarchy finds a program's own implementations of its
// interfaces, but not a library's type the program puts behind one: an
// oapi-codegen client sends every request through its HttpRequestDoer,
// which NewClient fills with &http.Client{} (client.Client =
// &http.Client{}), so the call c.Client.Do(req) runs net/http's Do. Where
// an interface declared outside the standard library is called with no
// implementation in sight and a method name that says nothing (Do, not
// GetObject), the concrete types this package converts to it (assigns to
// a variable or field of its type, puts in such a field of a literal,
// passes for such a parameter: rapid type analysis, within the package)
// are its implementations, a library's included, each method resolved as
// a static call would be (a catalogue row, a fact, or no effect for the
// standard library's). What other packages put behind it (an option
// WithHTTPClient(doer) given in main) is not seen here.

// flowType is a concrete type the package converts to an interface type.
type flowType struct {
	iface *types.Interface
	typ   types.Type
}

// flowTypes returns the concrete types this package's non-test files
// convert to interface types, once.
func (a *analyzer) flowTypes() []flowType {
	if a.flows != nil {
		return *a.flows
	}
	info := a.pass.TypesInfo
	var out []flowType
	add := func(target, src types.Type) {
		if target == nil || src == nil {
			return
		}
		iface, ok := target.Underlying().(*types.Interface)
		if !ok || iface.Empty() || types.IsInterface(src) {
			return
		}
		if b, ok := src.(*types.Basic); ok && b.Kind() == types.UntypedNil {
			return
		}
		for _, f := range out {
			if f.iface == iface && types.Identical(f.typ, src) {
				return
			}
		}
		out = append(out, flowType{iface, src})
	}
	for _, f := range a.pass.Files {
		if strings.HasSuffix(a.pass.Fset.File(f.Pos()).Name(), "_test.go") {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if (n.Tok == token.ASSIGN || n.Tok == token.DEFINE) && len(n.Lhs) == len(n.Rhs) {
					for i := range n.Lhs {
						add(info.TypeOf(n.Lhs[i]), info.TypeOf(n.Rhs[i]))
					}
				}
			case *ast.ValueSpec:
				if n.Type != nil {
					for _, v := range n.Values {
						add(info.TypeOf(n.Type), info.TypeOf(v))
					}
				}
			case *ast.CompositeLit:
				st, ok := underStruct(info.TypeOf(n))
				if !ok {
					return true
				}
				for i, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if key, ok := kv.Key.(*ast.Ident); ok {
							if fv, ok := info.Uses[key].(*types.Var); ok {
								add(fv.Type(), info.TypeOf(kv.Value))
							}
						}
					} else if i < st.NumFields() {
						add(st.Field(i).Type(), info.TypeOf(elt))
					}
				}
			case *ast.CallExpr:
				ft := info.TypeOf(n.Fun)
				if ft == nil {
					return true
				}
				sig, ok := ft.Underlying().(*types.Signature)
				if !ok {
					return true
				}
				for i, arg := range n.Args {
					switch {
					case i < sig.Params().Len()-1 || i < sig.Params().Len() && !sig.Variadic():
						add(sig.Params().At(i).Type(), info.TypeOf(arg))
					case sig.Variadic() && !n.Ellipsis.IsValid():
						if sl, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice); ok {
							add(sl.Elem(), info.TypeOf(arg))
						}
					}
				}
			}
			return true
		})
	}
	a.flows = &out
	return out
}

// flowImplementations returns the methods named like m of the types this
// package converts to iface, an interface declared outside the standard
// library.
func (a *analyzer) flowImplementations(iface *types.Interface, m *types.Func) []*types.Func {
	if m.Pkg() == nil || isStd(m.Pkg().Path()) {
		return nil
	}
	var out []*types.Func
	for _, f := range a.flowTypes() {
		if !types.Identical(f.iface, iface) || !types.Implements(f.typ, iface) {
			continue
		}
		obj, _, _ := types.LookupFieldOrMethod(f.typ, true, m.Pkg(), m.Name())
		if obj == nil {
			obj, _, _ = types.LookupFieldOrMethod(f.typ, true, nil, m.Name()) // an exported method of another package
		}
		fn, ok := obj.(*types.Func)
		if !ok || types.IsInterface(fn.Type().(*types.Signature).Recv().Type()) {
			continue
		}
		if fn = fn.Origin(); !slices.Contains(out, fn) {
			out = append(out, fn)
		}
	}
	return out
}

package effects

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
)

// This file reads the content of an update that sends back an object a
// read in the same function returned, changed only where the program says
// (kubectl cordon written with client-go's typed clients):
//
//	node, err := nodes.Get(ctx, name, metav1.GetOptions{})
//	node.Spec.Unschedulable = true
//	_, err = nodes.Update(ctx, node, metav1.UpdateOptions{})
//
// The same holds through a pair of the object's accessors (client-go's
// unstructured objects, written by servers that use the dynamic client):
//
//	obj, err := res.Get(ctx, name, metav1.GetOptions{})
//	annotations := obj.GetAnnotations()
//	annotations[PauseAnnotation] = "true"
//	obj.SetAnnotations(annotations)
//	_, err = res.Update(ctx, obj, metav1.UpdateOptions{})
//
// sets the one entry at a key the program fixes (setterEntries).
//
// What the update replaces the object with is what it was, but for the
// fields the function sets: it sets those, as a merge patch of them would
// (content.go), and a repeat changes nothing more. Each field's value is
// read like a patch's (filled): a constant or the program's configuration
// leaves it a set, the current time a change each call makes again, a
// parameter its callers' to decide (from the tool's arguments, an
// overwrite); a value the program does not fix (a structure the caller
// gave, a map) leaves the update an overwrite. So does an object handed
// to anything else before it is sent (it may change there), one set
// inside a closure, and one a change or a call annovet cannot tell
// returned: only a read of the same world is read back.

// readBack returns the content of an update that sends body, the object
// v holds, back after a read returned it; ok false otherwise.
func (a *analyzer) readBack(v *types.Var, body *ast.Ident, u *unit) (content, bool) {
	fnBody := unitBody(u)
	if fnBody == nil || a.assigns[v] != 1 {
		return content{}, false
	}
	info := a.pass.TypesInfo
	var (
		read    *ast.CallExpr
		sets    []*ast.AssignStmt
		setters []setterCall
		bad     bool
		inits   = map[*ast.AssignStmt]bool{}
		visited = map[*ast.Ident]bool{}
	)
	ast.Inspect(fnBody, func(n ast.Node) bool {
		if bad {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			if mentionsVar(info, n, v) {
				bad = true // changed or handed on in a closure
			}
			return false
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if id, ok := ast.Unparen(lhs).(*ast.Ident); ok && info.ObjectOf(id) == v {
					visited[id] = true
					call, isCall := ast.Unparen(n.Rhs[0]).(*ast.CallExpr)
					if i != 0 || len(n.Rhs) != 1 || !isCall {
						bad = true
						return false
					}
					read = call
					continue
				}
				if root, ok := fieldPathRoot(info, lhs); ok && root == v {
					if id, ok := ast.Unparen(baseOf(lhs)).(*ast.Ident); ok {
						visited[id] = true
					}
					if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
						bad = true
						return false
					}
					if a.nilGuarded(n) {
						inits[n] = true // makes the map a later field goes into, where there was none
					}
					sets = append(sets, n)
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && mentionsVar(info, n.X, v) {
				bad = true // its address handed on: it may change there
				return false
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && mentionsVar(info, sel.X, v) {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && info.Uses[id] == v {
					if field, setter, ok := accessor(info, n, sel); ok {
						visited[id] = true // a getter reads; a setter's value is read below
						if setter {
							setters = append(setters, setterCall{field: field, arg: n.Args[0]})
						}
						return true
					}
				}
				bad = true // a method of the object may change it
				return false
			}
		case *ast.Ident:
			if n != body && info.Uses[n] == v && !visited[n] && !a.readOnlyUse(n) {
				bad = true // handed on whole, or to something that may change it
				return false
			}
		}
		return true
	})
	if bad || read == nil || !a.readsOnly(read, u) {
		return content{}, false
	}
	c := content{merge: true}
	fields := map[string]any{}
	for _, as := range sets {
		if inits[as] {
			continue
		}
		path, ok := a.fieldPath(as.Lhs[0])
		if !ok {
			return content{}, false
		}
		rhs := as.Rhs[0]
		if un, ok := ast.Unparen(rhs).(*ast.UnaryExpr); ok && un.Op == token.AND {
			rhs = un.X // &suspend: the value it points to
		}
		if !a.freshPath(rhs) && a.source(rhs, u, 0).kind == srcConfig {
			// A field of the receiver or a package variable: the program's
			// configuration in a patch, but an operator the tool built
			// from its arguments (d.Replicas) holds them in its fields.
			return content{}, false
		}
		val, ok := a.filled(rhs, u, &c)
		if !ok {
			return content{}, false
		}
		putPath(fields, path, val)
	}
	for _, sc := range setters {
		if !a.setterEntries(v, sc, fnBody, u, &c, fields) {
			return content{}, false
		}
	}
	text, err := json.Marshal(fields)
	if err != nil {
		return content{}, false
	}
	c.text = string(text)
	return c, true
}

// fixedKey returns the key an index expression names when the program
// fixes it: a constant, a local every value of which is one
// (annotationKey = PromoteAnnotation in one case, RetryAnnotation in
// another), or the program's configuration. A key the tool's arguments
// choose, or only end ("prefix/" + name), is not fixed.
func (a *analyzer) fixedKey(e ast.Expr, u *unit) (string, bool) {
	info := a.pass.TypesInfo
	for depth := 0; depth < 4; depth++ {
		if tv := info.Types[e]; tv.Value != nil {
			if tv.Value.Kind() == constant.String {
				return constant.StringVal(tv.Value), true
			}
			return "", false
		}
		v := astutil.IdentVar(info, e)
		if v == nil {
			if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok && a.source(sel, u, 0).kind == srcConfig {
				return types.ExprString(e), true
			}
			return "", false
		}
		if _, ok := a.constValues(e); ok || isPackageLevel(v) {
			return types.ExprString(e), true
		}
		rhs, ok := a.aliases[v]
		if !ok || a.assigns[v] != 1 {
			return "", false
		}
		e = rhs
	}
	return "", false
}

// A setterCall is a call of an accessor pair's setter on the object read
// back (obj.SetAnnotations(m)).
type setterCall struct {
	field string // the accessors' field: "Annotations"
	arg   ast.Expr
}

// accessor reports whether call is one of a pair of accessors of the
// object's type, GetX() and SetX(value of GetX's type) (client-go's
// unstructured objects, metav1.Object), and which field they access.
func accessor(info *types.Info, call *ast.CallExpr, sel *ast.SelectorExpr) (field string, setter bool, ok bool) {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return "", false, false
	}
	name := sel.Sel.Name
	var other string
	switch {
	case len(name) > 3 && name[:3] == "Get" && len(call.Args) == 0:
		field, other = name[3:], "Set"+name[3:]
	case len(name) > 3 && name[:3] == "Set" && len(call.Args) == 1:
		field, other, setter = name[3:], "Get"+name[3:], true
	default:
		return "", false, false
	}
	obj, _, _ := types.LookupFieldOrMethod(s.Recv(), true, s.Obj().Pkg(), other)
	m, isFunc := obj.(*types.Func)
	if !isFunc {
		return "", false, false
	}
	get, set := s.Obj().Type().(*types.Signature), m.Type().(*types.Signature)
	if setter {
		get, set = set, get
	}
	if get.Params().Len() != 0 || get.Results().Len() != 1 || set.Params().Len() != 1 || !types.Identical(get.Results().At(0).Type(), set.Params().At(0).Type()) {
		return "", false, false
	}
	return field, setter, true
}

// setterEntries reads what a setter gives the object back: the value its
// getter returned (m := obj.GetAnnotations()), made where there was none
// (if m == nil { m = map...{} }) and given entries at constant keys
// (m[key] = "true"), each read as a field the update sets
// (obj.SetAnnotations(m)). A value from elsewhere, an entry at a key the
// program does not fix, or one removed leaves the update an overwrite.
func (a *analyzer) setterEntries(v *types.Var, sc setterCall, fnBody *ast.BlockStmt, u *unit, c *content, fields map[string]any) bool {
	info := a.pass.TypesInfo
	m := astutil.IdentVar(info, sc.arg)
	if m == nil || !within(m, u.node) {
		return false
	}
	got, ok := ast.Unparen(a.aliases[m]).(*ast.CallExpr)
	if !ok {
		return false
	}
	if sel, ok := ast.Unparen(got.Fun).(*ast.SelectorExpr); !ok || sel.Sel.Name != "Get"+sc.field || astutil.IdentVar(info, sel.X) != v {
		return false
	}
	key := strings.ToLower(sc.field[:1]) + sc.field[1:]
	good := true
	ast.Inspect(fnBody, func(n ast.Node) bool {
		if !good {
			return false
		}
		id, ok := n.(*ast.Ident)
		if !ok || info.Uses[id] != m {
			return true
		}
		path := a.enclosingPath(id)
		if len(path) < 2 {
			good = false
			return false
		}
		switch p := path[1].(type) {
		case *ast.CallExpr:
			good = len(p.Args) == 1 && p.Args[0] == id && p.Fun != nil && sc.arg == ast.Expr(id) // the setter
		case *ast.BinaryExpr: // m == nil
		case *ast.AssignStmt:
			good = len(p.Lhs) == 1 && p.Lhs[0] == id && a.nilGuarded(p) // made where there was none
		case *ast.IndexExpr:
			as, isAssign := path[2].(*ast.AssignStmt)
			if !isAssign || len(as.Lhs) != 1 || as.Lhs[0] != p {
				return true // read
			}
			entry, fixed := a.fixedKey(p.Index, u)
			if len(as.Rhs) != 1 || !fixed {
				good = false
				return false
			}
			val, ok := a.filled(as.Rhs[0], u, c)
			if !ok {
				good = false
				return false
			}
			putPath(fields, []string{key, entry}, val)
		default:
			good = false
		}
		return good
	})
	return good
}

// fieldPathRoot returns the variable a chain of field selections and
// constant indexes starts from (node.Spec.Template.Annotations["k"]).
func fieldPathRoot(info *types.Info, e ast.Expr) (*types.Var, bool) {
	steps := 0
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if s := info.Selections[x]; s == nil || s.Kind() != types.FieldVal {
				return nil, false
			}
			e, steps = x.X, steps+1
		case *ast.IndexExpr:
			if tv, ok := info.Types[x.Index]; !ok || tv.Value == nil {
				return nil, false
			}
			e, steps = x.X, steps+1
		case *ast.Ident:
			v, ok := info.Uses[x].(*types.Var)
			return v, ok && steps > 0
		default:
			return nil, false
		}
	}
}

// fieldPath returns the names along a field path, the root's left out:
// field names, and the constant keys of its indexes.
func (a *analyzer) fieldPath(e ast.Expr) ([]string, bool) {
	var out []string
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			out = append(out, x.Sel.Name)
			e = x.X
		case *ast.IndexExpr:
			tv := a.pass.TypesInfo.Types[x.Index]
			if tv.Value == nil {
				return nil, false
			}
			key := tv.Value.ExactString()
			if tv.Value.Kind() == constant.String {
				key = constant.StringVal(tv.Value)
			}
			out = append(out, key)
			e = x.X
		case *ast.Ident:
			slices.Reverse(out)
			return out, true
		default:
			return nil, false
		}
	}
}

// putPath sets val at path in a tree of maps.
func putPath(m map[string]any, path []string, val any) {
	for _, p := range path[:len(path)-1] {
		next, ok := m[p].(map[string]any)
		if !ok {
			next = map[string]any{}
			m[p] = next
		}
		m = next
	}
	m[path[len(path)-1]] = val
}

// nilGuarded reports whether an assignment of an empty map or slice
// (make(...), T{}) sits in the body of "if PATH == nil" for the path it
// assigns: it makes room where there was nothing, and removes nothing.
func (a *analyzer) nilGuarded(as *ast.AssignStmt) bool {
	switch r := ast.Unparen(as.Rhs[0]).(type) {
	case *ast.CompositeLit:
		if len(r.Elts) > 0 {
			return false
		}
	case *ast.CallExpr:
		if astutil.BuiltinName(a.pass.TypesInfo, r.Fun) != "make" {
			return false
		}
	default:
		return false
	}
	path := a.enclosingPath(as)
	for _, n := range path {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if ok && be.Op == token.EQL && types.ExprString(be.X) == types.ExprString(as.Lhs[0]) && types.ExprString(be.Y) == "nil" {
			return true
		}
		return false
	}
	return false
}

// readOnlyUse reports whether a use of a variable only reads it: the root
// of a path of fields and indexes that is read (node.Spec.Unschedulable ==
// x), not assigned to, stepped, ranged over into, or handed on by its
// address.
func (a *analyzer) readOnlyUse(id *ast.Ident) bool {
	path := a.enclosingPath(id)
	if len(path) < 2 {
		return false
	}
	sel, ok := path[1].(*ast.SelectorExpr)
	if !ok || sel.X != id {
		return false
	}
	if s := a.pass.TypesInfo.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
		return false
	}
	// The whole path the use is the root of: where it ends decides.
	var top ast.Node = id
	i := 1
	for ; i < len(path); i++ {
		switch p := path[i].(type) {
		case *ast.SelectorExpr:
			if p.X != top {
				return true // a selector's name: not this path
			}
		case *ast.IndexExpr:
			if p.X != top {
				return true // the index: read
			}
		case *ast.ParenExpr:
		default:
			goto end
		}
		top = path[i]
	}
end:
	if i == len(path) {
		return true
	}
	switch p := path[i].(type) {
	case *ast.AssignStmt:
		return !slices.Contains(p.Lhs, ast.Expr(top.(ast.Expr)))
	case *ast.IncDecStmt:
		return false
	case *ast.RangeStmt:
		return p.Key != top && p.Value != top
	case *ast.UnaryExpr:
		return p.Op != token.AND
	case *ast.CallExpr:
		return p.Fun != top // a method of the path may change it
	}
	return true
}

// readsOnly reports whether a call only reads the world: a catalogue read,
// a function whose summary only reads, or a method of an interface every
// implementation of which in sight does.
func (a *analyzer) readsOnly(call *ast.CallExpr, u *unit) bool {
	if t := a.callOrigin(call, u, 0); t.World && !t.other {
		return true
	}
	info := a.pass.TypesInfo
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return false
	}
	m, ok := s.Obj().(*types.Func)
	if !ok {
		return false
	}
	iface, ok := s.Recv().Underlying().(*types.Interface)
	if !ok {
		return false
	}
	impls := a.implementations(iface, m)
	if len(impls) == 0 {
		return false
	}
	for _, impl := range impls {
		if api := catalogueRow(impl); api != nil {
			if api.Kind != Network || api.Special != none {
				return false
			}
			continue
		}
		sum := a.summaryOf(impl)
		if sum == nil || !onlyReads(sum) {
			return false
		}
	}
	return true
}

// onlyReads reports whether a summary reaches the world and changes
// nothing: every effect a certain read over the network.
func onlyReads(sum *Summary) bool {
	reads := false
	for _, e := range sum.Effects {
		switch {
		case e.Kind == Network && !e.Unresolved && !e.Heuristic && !e.open() && e.Chosen == "":
			reads = true
		case e.Memory && !e.Kind.Changes():
		default:
			return false
		}
	}
	return reads
}

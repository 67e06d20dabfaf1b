package effects

import (
	"encoding/json"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

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
	text, err := json.Marshal(fields)
	if err != nil {
		return content{}, false
	}
	c.text = string(text)
	return c, true
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

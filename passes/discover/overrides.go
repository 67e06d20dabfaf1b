package discover

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/annovet/annovet/internal/astutil"
)

// Keyed tables and the overrides in front of them.
//
// Projects that publish their tools as a library keep each tool's
// annotations (or title) in a table keyed by the tool's name, and let
// importers replace them:
//
//	func (t *Toolkit) annotations(name Name, cfg *config) *mcp.ToolAnnotations {
//		if cfg != nil && cfg.annotations != nil {
//			return cfg.annotations // an override the caller passes
//		}
//		if a, ok := t.overrides[name]; ok {
//			return a // an override an importer's option stored
//		}
//		return defaults[name]
//	}
//
// A lookup with a constant key in a package-level map literal nothing else
// writes is that entry (absent: the zero value). A return guarded by a test
// that its value is set is an override: it is taken only when someone set
// it. Where the override is nil, it is not taken; where it is supplied from
// outside (a parameter, or a field only an importer's option fills) and
// annovet cannot see it, it is the supplier's, and the tool is what the
// project itself wrote: the default.

// mapV is a map literal: its entries, by key.
type mapV struct {
	Keys  []value
	Elems []value
	// Open reports that the package writes the map elsewhere, so that its
	// literal is not the whole of it.
	Open bool
}

func (v mapV) String() string { return "map" + listV{Elems: v.Elems, Open: v.Open}.String() }

// indexV is a lookup in a map whose key depends on a parameter, resolved
// at substitution.
type indexV struct {
	Of  value
	Key value
}

func (v indexV) String() string { return v.Of.String() + "[" + v.Key.String() + "]" }

// overrideV is a value a function returns only when it is set (an
// override); Supplied reports that it comes from outside the package's
// own code (see suppliedFrom).
type overrideV struct {
	V        value
	Supplied bool
}

func (v overrideV) String() string { return "override(" + v.V.String() + ")" }

// lookup evaluates m[k].
func (s *state) lookup(m, k value) value {
	var out []value
	for _, a := range alts(m) {
		mv, ok := a.(mapV)
		switch {
		case ok && !hasParam(k):
			key, known := k.(strV)
			if mv.Open {
				out = append(out, unknownV{"an entry of a map the package writes"})
				continue
			}
			if !known || !key.Known {
				// Any entry, or none: the zero value.
				out = append(out, s.element(listV{Elems: mv.Elems}), nilV{Nil: true})
				continue
			}
			found, unread := false, false
			for i, mk := range mv.Keys {
				ks, ok := mk.(strV)
				if !ok || !ks.Known {
					unread = true // a key annovet cannot read may be this one
					continue
				}
				if ks.V == key.V {
					out = append(out, mv.Elems[i])
					found = true
					break
				}
			}
			switch {
			case found:
			case unread:
				out = append(out, unknownV{"an entry whose key annovet cannot read"})
			default:
				out = append(out, nilV{Nil: true}) // absent: the zero value
			}
		case ok || hasParam(a):
			out = append(out, indexV{Of: a, Key: k})
		case isNil(a):
			out = append(out, nilV{Nil: true}) // a nil map holds nothing: the zero value
		default:
			out = append(out, s.element(a))
		}
	}
	return union(out)
}

// mapLit evaluates a map composite literal.
func (s *state) mapLit(lit *ast.CompositeLit, fr *frame, depth int) value {
	var m mapV
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		m.Keys = append(m.Keys, s.evalDepth(kv.Key, fr, depth+1))
		m.Elems = append(m.Elems, s.evalDepth(kv.Value, fr, depth+1))
	}
	return m
}

// settle resolves the overrides among v's alternatives that no longer
// depend on a parameter: a nil one is never taken (its guard tests that it
// is set), one supplied from outside that annovet cannot see is left to
// its supplier, and any other is a value the function may return.
func settle(v value) value {
	var out []value
	changed := false
	for _, a := range alts(v) {
		o, ok := a.(overrideV)
		if !ok || hasParam(o.V) {
			out = append(out, a)
			continue
		}
		changed = true
		switch {
		case isNil(o.V):
		case o.Supplied && isUnknown(o.V):
		default:
			out = append(out, o.V)
		}
	}
	if !changed {
		return v
	}
	if len(out) == 0 {
		return unknownV{"only overrides, none set"}
	}
	return union(out)
}

// isNil reports whether v is the zero value an override tests against:
// nil, or the empty string (if name := override(); name != "" { return
// name }).
func isNil(v value) bool {
	for _, a := range alts(v) {
		switch a := a.(type) {
		case nilV:
		case strV:
			if !a.Known || a.V != "" {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// overrides returns the return statements of a function body that are
// overrides: the one statement of an if whose condition tests that the
// returned value is set (x != nil, or v, ok := m[k]; ok returning v), with
// whether each is supplied from outside.
func (s *state) overrides(body *ast.BlockStmt) map[*ast.ReturnStmt]bool {
	info := s.pass.TypesInfo
	var out map[*ast.ReturnStmt]bool
	ast.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		is, ok := n.(*ast.IfStmt)
		if !ok || is.Else != nil || len(is.Body.List) != 1 {
			return true
		}
		ret, ok := is.Body.List[0].(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return true
		}
		res := ast.Unparen(ret.Results[0])
		for {
			if st, ok := res.(*ast.StarExpr); ok {
				res = ast.Unparen(st.X)
				continue
			}
			break
		}
		var set ast.Expr // what the guard tests is set
		if as, ok := is.Init.(*ast.AssignStmt); ok && as.Tok == token.DEFINE && len(as.Lhs) == 2 && len(as.Rhs) == 1 {
			ix, isIndex := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr)
			okID, _ := ast.Unparen(is.Cond).(*ast.Ident)
			valID, _ := as.Lhs[0].(*ast.Ident)
			resID, _ := res.(*ast.Ident)
			if isIndex && okID != nil && valID != nil && resID != nil &&
				info.ObjectOf(okID) == info.ObjectOf(as.Lhs[1].(*ast.Ident)) && info.ObjectOf(resID) == info.ObjectOf(valID) {
				set = ix.X
			}
		}
		if set == nil {
			for _, c := range conjuncts(is.Cond) {
				if b, ok := c.(*ast.BinaryExpr); ok && b.Op == token.NEQ && (isNilIdent(info, b.Y) || isEmptyString(info, b.Y)) && mentions(res, b.X) {
					set = b.X // what it returns is the tested value, or made of it (prefix + name)
				}
			}
		}
		if set == nil {
			return true
		}
		if out == nil {
			out = map[*ast.ReturnStmt]bool{}
		}
		out[ret] = s.suppliedFrom(set)
		return true
	})
	return out
}

// conjuncts splits a && b && c.
func conjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LAND {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// suppliedFrom reports whether an override's value, e, comes from outside
// the package's own code: a field of an unexported name (of the receiver,
// or of a configuration the caller passes) that the package only ever fills
// with what its exported functions were given (an importer's option:
// t.f[k] = v for v ranging over a parameter), or with nothing (make, nil,
// an empty literal).
func (s *state) suppliedFrom(e ast.Expr) bool {
	info := s.pass.TypesInfo
	x, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		// A parameter itself (if a != nil { return a }): what the caller
		// passes may be the package's own choice, so it stays unknown.
		return false
	}
	sel := info.Selections[x]
	if sel == nil || sel.Kind() != types.FieldVal {
		return false
	}
	f, _ := sel.Obj().(*types.Var)
	return f != nil && !f.Exported() && f.Pkg() == s.pass.Pkg && s.filledFromParams(f)
}

// filledFromParams reports whether every value the package stores in
// field f (f = v, f[k] = v, a literal's f: v) is one an exported function
// (or a closure in one, an option it returns) was given, or nothing.
func (s *state) filledFromParams(f *types.Var) bool {
	if v, ok := s.filled[f]; ok {
		return v
	}
	info := s.pass.TypesInfo
	ok := true
	exported := false           // the enclosing declaration is exported
	var sigs []*types.Signature // the enclosing functions, innermost last
	given := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		switch x := e.(type) {
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			if v == nil {
				_, isNil := info.ObjectOf(x).(*types.Nil)
				return isNil
			}
			if !exported {
				return false
			}
			for _, sig := range sigs {
				if paramIndex(sig, v) >= 0 {
					return true
				}
			}
			for _, a := range s.assigns[v] { // a range variable over a parameter
				if a.rng {
					if root := rootVar(info, a.rhs); root != nil {
						for _, sig := range sigs {
							if paramIndex(sig, root) >= 0 {
								return true
							}
						}
					}
				}
			}
		case *ast.CallExpr:
			return astutil.IsBuiltin(info, x.Fun, "make")
		case *ast.CompositeLit:
			return len(x.Elts) == 0
		}
		return false
	}
	isField := func(e ast.Expr) bool {
		e = ast.Unparen(e)
		if ix, ok := e.(*ast.IndexExpr); ok {
			e = ast.Unparen(ix.X)
		}
		sel, ok := e.(*ast.SelectorExpr)
		return ok && info.Uses[sel.Sel] == f
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncDecl:
			if n.Body == nil {
				return false
			}
			if fn, _ := info.Defs[n.Name].(*types.Func); fn != nil {
				sigs = append(sigs[:0], fn.Type().(*types.Signature))
			}
			exported = n.Name.IsExported()
		case *ast.FuncLit:
			if sig, _ := info.TypeOf(n).(*types.Signature); sig != nil {
				sigs = append(sigs, sig)
				ast.Inspect(n.Body, visit)
				sigs = sigs[:len(sigs)-1]
			}
			return false
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if isField(lhs) && (len(n.Rhs) != len(n.Lhs) || !given(n.Rhs[i])) {
					ok = false
				}
			}
		case *ast.KeyValueExpr:
			if id, isID := n.Key.(*ast.Ident); isID && info.Uses[id] == f && !given(n.Value) {
				ok = false
			}
		}
		return true
	}
	for _, file := range s.pass.Files {
		sigs, exported = sigs[:0], false
		ast.Inspect(file, visit)
	}
	s.filled[f] = ok
	return ok
}

// openMaps marks the map literals among v's alternatives as written
// elsewhere too.
func openMaps(v value) value {
	var out []value
	for _, a := range alts(v) {
		if m, ok := a.(mapV); ok {
			m.Open = true
			a = m
		}
		out = append(out, a)
	}
	return union(out)
}

// mapShared reports whether the package uses the package-level map v other
// than by looking it up, ranging over it or taking its length: passed to a
// function, assigned, its address taken. The function may write it, so its
// literal is not the whole of it.
func (s *state) mapShared(v *types.Var) bool {
	if s.sharedMaps == nil {
		s.sharedMaps = map[*types.Var]bool{}
		info := s.pass.TypesInfo
		read := map[*ast.Ident]bool{}
		for _, f := range s.pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				var e ast.Expr
				switch n := n.(type) {
				case *ast.IndexExpr:
					e = n.X
				case *ast.RangeStmt:
					e = n.X
				case *ast.CallExpr:
					if astutil.IsBuiltin(info, n.Fun, "len") && len(n.Args) == 1 {
						e = n.Args[0]
					}
				}
				if id, ok := ast.Unparen(e).(*ast.Ident); ok {
					read[id] = true
				}
				return true
			})
		}
		for id, obj := range info.Uses {
			if mv, ok := obj.(*types.Var); ok && !read[id] && mv.Parent() == s.pass.Pkg.Scope() {
				if _, isMap := mv.Type().Underlying().(*types.Map); isMap {
					s.sharedMaps[mv] = true
				}
			}
		}
	}
	return s.sharedMaps[v]
}

// isEmptyString reports whether e is the constant "".
func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
}

// mentions reports whether e is x, or an expression made of x (x + name).
func mentions(e, x ast.Expr) bool {
	want := types.ExprString(x)
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		if ex, ok := n.(ast.Expr); ok && types.ExprString(ex) == want {
			found = true
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		return !found
	})
	return found
}

// copyLoop returns the local map a range statement copies its collection
// into, entry by entry (for k, h := range src { dst[k] = h }), or nil. An
// entry copied wrapped (dst[k] = s.wrapErrors(k, h)) is the entry, as a
// handler given to middleware is (middlewareArg): its own code runs
// around it.
func copyLoop(info *types.Info, n *ast.RangeStmt) *types.Var {
	key, val := astutil.IdentVar(info, n.Key), astutil.IdentVar(info, n.Value)
	if key == nil || val == nil || n.Body == nil || len(n.Body.List) != 1 {
		return nil
	}
	as, ok := n.Body.List[0].(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return nil
	}
	copied := astutil.IdentVar(info, as.Rhs[0]) == val
	if call, isCall := ast.Unparen(as.Rhs[0]).(*ast.CallExpr); isCall {
		for _, arg := range call.Args {
			copied = copied || astutil.IdentVar(info, arg) == val
		}
	}
	if !copied {
		return nil
	}
	ix, ok := ast.Unparen(as.Lhs[0]).(*ast.IndexExpr)
	if !ok || astutil.IdentVar(info, ix.Index) != key {
		return nil
	}
	dst := astutil.IdentVar(info, ix.X)
	if dst == nil || dst.Pkg() == nil || dst.Parent() == dst.Pkg().Scope() || dst == astutil.IdentVar(info, n.X) {
		return nil
	}
	if _, isMap := dst.Type().Underlying().(*types.Map); !isMap {
		return nil
	}
	return dst
}

// withCopies is the value of a local map with the entries a loop copies
// into it from other maps (copyLoop) added: a registry that merges its
// handler maps into one made empty (make) or from a literal. What else it
// holds, or a source annovet cannot list, leaves it open.
func (s *state) withCopies(v *types.Var, val value, fr *frame, depth int) value {
	m := mapV{}
	made := true
	for _, a := range s.assigns[v] {
		call, ok := ast.Unparen(a.rhs).(*ast.CallExpr)
		if !ok || !astutil.IsBuiltin(s.pass.TypesInfo, call.Fun, "make") {
			made = false
		}
	}
	if !made {
		for _, a := range alts(val) {
			mv, ok := a.(mapV)
			if !ok {
				return val // not a map annovet can list: as it was
			}
			m.Keys, m.Elems, m.Open = append(m.Keys, mv.Keys...), append(m.Elems, mv.Elems...), m.Open || mv.Open
		}
	}
	for _, src := range s.mapCopies[v] {
		for _, a := range alts(s.evalDepth(src, fr, depth+1)) {
			switch a := a.(type) {
			case mapV:
				m.Keys, m.Elems, m.Open = append(m.Keys, a.Keys...), append(m.Elems, a.Elems...), m.Open || a.Open
			case nilV:
			default:
				m.Open = true
			}
		}
	}
	return m
}

package discover

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// This file follows what a project does to a tool after building it: field
// assignments (t.Annotations.ReadOnlyHint = true), its own options
// (func(*mcp.Tool) closures, functions and factories returning them, helpers
// that return the annotations to set), and options applied by hand in a loop
// (for _, o := range opts { o(&t) }). Each becomes a build step of the tool,
// applied in source order after its construction.

// A mutation is a statement that changes a tool held in a variable: an
// assignment to a field path under it, or a call that is given a pointer to
// it.
type mutation struct {
	assign *ast.AssignStmt // the assignment, or
	call   *ast.CallExpr   // the call...
	arg    int             // ...whose argument arg points to the tool
}

func (m mutation) pos() token.Pos { return m.node().Pos() }

func (m mutation) node() ast.Node {
	if m.assign != nil {
		return m.assign
	}
	return m.call
}

// toolSpec returns the SDK whose tool type t is, or a pointer to it.
func (s *state) toolSpec(t types.Type) *sdk.Spec {
	if t == nil {
		return nil
	}
	return s.ix.ToolType(t)
}

// isToolPointer reports whether t is a pointer to an SDK tool.
func (s *state) isToolPointer(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	return ok && s.toolSpec(p.Elem()) != nil
}

// setterParam returns the index of the parameter of sig through which a
// function modifies a tool (a *mcp.Tool), or -1.
func (s *state) setterParam(sig *types.Signature) int {
	for i := range sig.Params().Len() {
		if s.isToolPointer(sig.Params().At(i).Type()) {
			return i
		}
	}
	return -1
}

// isOptionSig reports whether sig is a project option: func(*mcp.Tool).
func (s *state) isOptionSig(sig *types.Signature) bool {
	return sig.Params().Len() == 1 && sig.Results().Len() == 0 && s.setterParam(sig) == 0
}

// recordMutations indexes, for the variables a statement or call roots at,
// the assignments to field paths under them and the calls given a pointer
// to them.
func (s *state) recordMutations(n ast.Node) {
	info := s.pass.TypesInfo
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok != token.ASSIGN || len(n.Lhs) != len(n.Rhs) {
			return
		}
		for _, lhs := range n.Lhs {
			if _, ok := ast.Unparen(lhs).(*ast.Ident); ok {
				continue
			}
			if root := s.mutationRoot(lhs); root != nil {
				s.mutations[root] = append(s.mutations[root], mutation{assign: n})
			}
		}
	case *ast.CallExpr:
		for i, arg := range n.Args {
			var v *types.Var
			switch a := ast.Unparen(arg).(type) {
			case *ast.UnaryExpr:
				if id, ok := ast.Unparen(a.X).(*ast.Ident); ok && a.Op == token.AND {
					v, _ = info.ObjectOf(id).(*types.Var)
				}
			case *ast.Ident:
				if obj, ok := info.ObjectOf(a).(*types.Var); ok && s.isToolPointer(obj.Type()) {
					v = obj
				}
			}
			if v != nil && s.isToolPointer(info.TypeOf(arg)) {
				s.mutations[v] = append(s.mutations[v], mutation{call: n, arg: i})
			}
		}
	}
}

// mutationRoot returns the variable an assigned field path starts from:
// t in t.A.B, and also in annotations(t).B, a helper's result.
func (s *state) mutationRoot(e ast.Expr) *types.Var {
	info := s.pass.TypesInfo
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			return v
		case *ast.CallExpr:
			for _, a := range x.Args {
				if u, ok := ast.Unparen(a).(*ast.UnaryExpr); ok && u.Op == token.AND {
					a = u.X
				}
				if id, ok := ast.Unparen(a).(*ast.Ident); ok {
					if v, ok := info.ObjectOf(id).(*types.Var); ok && s.toolSpec(v.Type()) != nil {
						return v
					}
				}
			}
			return nil
		default:
			return nil
		}
	}
}

// mutationSteps returns the build steps that statements of this package
// apply to the tool held in v (or that v points to), in source order:
// assignments under v or under a local alias of part of it, and calls
// given a pointer to it; at a use of v, only those that may reach it
// (mayReach).
func (s *state) mutationSteps(v *types.Var, use ast.Node, fr *frame, depth int) []step {
	spec := s.toolSpec(v.Type())
	if spec == nil {
		return nil
	}
	muts := slices.Clone(s.mutations[v])
	for _, a := range s.aliasesOf(v) {
		muts = append(muts, s.mutations[a]...)
	}
	slices.SortFunc(muts, func(a, b mutation) int { return int(a.pos() - b.pos()) })
	var steps []step
	for _, m := range muts {
		if use != nil && !s.mayReach(v, m.node(), use) {
			continue
		}
		if m.assign != nil {
			for i, lhs := range m.assign.Lhs {
				path, ok := s.toolPath(lhs, v, 0)
				if !ok || len(path) == 0 {
					continue
				}
				st, ok := s.fieldStep(spec, path, m.assign.Rhs[i], fr, depth)
				if !ok {
					continue
				}
				if st.Op == stepAnnotations && s.onlyIfNil(m.assign, v, path) {
					st = step{Op: stepEnsure, V: nilV{}}
				}
				steps = append(steps, st)
			}
			continue
		}
		if _, ok := s.registration(m.call); ok {
			continue // registering the tool does not change it
		}
		steps = append(steps, step{Op: stepOption, V: s.applied(m.call, m.arg, fr, depth)})
	}
	return steps
}

// onlyIfNil reports whether an assignment to path under root happens only
// when path is nil: it sits in the body of "if path == nil".
func (s *state) onlyIfNil(as *ast.AssignStmt, root *types.Var, path []string) bool {
	f := s.fileOf(as.Pos())
	if f == nil {
		return false
	}
	enclosing, _ := astutil.PathEnclosingInterval(f, as.Pos(), as.End())
	for _, n := range enclosing {
		ifs, ok := n.(*ast.IfStmt)
		if !ok {
			continue
		}
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL || !within(as, ifs.Body) {
			continue
		}
		for _, pair := range [][2]ast.Expr{{be.X, be.Y}, {be.Y, be.X}} {
			if isNilIdent(s.pass.TypesInfo, pair[1]) {
				if p, ok := s.toolPath(pair[0], root, 0); ok && slices.Equal(p, path) {
					return true
				}
			}
		}
	}
	return false
}

func isNilIdent(info *types.Info, e ast.Expr) bool {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.ObjectOf(id).(*types.Nil)
	return isNil
}

// aliasesOf returns the local variables that hold part of the tool in v
// (a := t.Annotations; a := annotations(t)), assigned once.
func (s *state) aliasesOf(v *types.Var) []*types.Var {
	if as, ok := s.aliases[v]; ok {
		return as
	}
	s.aliases[v] = nil // recursion guard
	var out []*types.Var
	for a, as := range s.assigns {
		if len(as) != 1 || as[0].index >= 0 || as[0].rng || as[0].app || a == v {
			continue
		}
		if path, ok := s.toolPath(as[0].rhs, v, 0); ok && len(path) > 0 {
			out = append(out, a)
		}
	}
	slices.SortFunc(out, func(a, b *types.Var) int { return int(a.Pos() - b.Pos()) })
	s.aliases[v] = out
	return out
}

// toolPath returns the field path from the tool held in root to what e
// denotes: nil for the tool itself, [Annotations ReadOnlyHint] for a hint.
// It sees through pointers, parentheses, local aliases and helpers that
// return part of their tool parameter (annotations(t)).
func (s *state) toolPath(e ast.Expr, root *types.Var, depth int) ([]string, bool) {
	if depth > 8 {
		return nil, false
	}
	info := s.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.StarExpr:
		return s.toolPath(x.X, root, depth+1)
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return s.toolPath(x.X, root, depth+1)
		}
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok {
			return nil, false
		}
		if v == root {
			return []string{}, true
		}
		if as := s.assigns[v]; len(as) == 1 && as[0].index < 0 && !as[0].rng && !as[0].app && v.Parent() != v.Pkg().Scope() {
			return s.toolPath(as[0].rhs, root, depth+1)
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
			if p, ok := s.toolPath(x.X, root, depth+1); ok {
				return append(slices.Clone(p), x.Sel.Name), true
			}
		}
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, x)
		if fn == nil {
			return nil, false
		}
		i, q, ok := s.paramPath(fn)
		if !ok || i >= len(x.Args) {
			return nil, false
		}
		if p, ok := s.toolPath(x.Args[i], root, depth+1); ok {
			return append(slices.Clone(p), q...), true
		}
	}
	return nil, false
}

// pathSummary is what paramPath found for a function.
type pathSummary struct {
	param int
	path  []string
	ok    bool
}

// paramPath reports whether fn, a function of this package, returns a field
// path under its tool parameter (func annotations(t *Tool) *ToolAnnotations
// { ...; return t.Annotations }), and which.
func (s *state) paramPath(fn *types.Func) (int, []string, bool) {
	fn = fn.Origin()
	if p, ok := s.paths[fn]; ok {
		return p.param, p.path, p.ok
	}
	s.paths[fn] = pathSummary{}
	decl := s.decls[fn]
	sig, _ := fn.Type().(*types.Signature)
	if decl == nil || sig == nil || sig.Results().Len() != 1 {
		return 0, nil, false
	}
	i := s.setterParam(sig)
	if i < 0 {
		return 0, nil, false
	}
	param := sig.Params().At(i)
	var found []string
	ok := true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				ok = false
				return false
			}
			p, pok := s.toolPath(n.Results[0], param, 0)
			if !pok || len(p) == 0 || found != nil && !slices.Equal(found, p) {
				ok = false
				return false
			}
			found = p
		}
		return ok
	})
	ps := pathSummary{param: i, path: found, ok: ok && found != nil}
	s.paths[fn] = ps
	return ps.param, ps.path, ps.ok
}

// fieldStep turns an assignment of rhs to a field path under a tool into a
// build step: the name, title, description, annotations, one hint or the
// annotations title. Fields annovet does not model (the input schema) make
// no step.
func (s *state) fieldStep(spec *sdk.Spec, path []string, rhs ast.Expr, fr *frame, depth int) (step, bool) {
	role, ok := spec.ToolFields[path[0]]
	if !ok {
		return step{}, false
	}
	val := func() value { return s.evalDepth(rhs, fr, depth+1) }
	switch {
	case len(path) == 1 && role == sdk.FieldName:
		return step{Op: stepName, V: val()}, true
	case len(path) == 1 && role == sdk.FieldTitle:
		return step{Op: stepTitle, V: val()}, true
	case len(path) == 1 && role == sdk.FieldDescription:
		return step{Op: stepDesc, V: val()}, true
	case len(path) == 1 && role == sdk.FieldAnnotations:
		return step{Op: stepAnnotations, V: s.atRHS(val(), rhs)}, true
	case len(path) == 2 && role == sdk.FieldAnnotations:
		f, ok := spec.AnnotationFields[path[1]]
		if !ok {
			return step{}, false
		}
		v := s.atRHS(val(), rhs)
		if f.Title {
			return step{Op: stepAnnTitle, V: v}, true
		}
		return step{Op: stepHint, V: v, Hint: f.Hint}, true
	}
	return step{}, false
}

// atRHS gives a value without a position of its own (a parameter's
// argument lost it) the position of the right-hand side that sets it.
func (s *state) atRHS(v value, rhs ast.Expr) value {
	if b, ok := v.(boolV); ok && !b.At.IsValid() {
		b.At = s.pos(rhs.Pos())
		return b
	}
	return v
}

// applied returns what a call applies to the tool it is given a pointer to
// (argument i): a project option or helper, an SDK option, or each option
// of a list ranged over (for _, o := range opts { o(&t) }).
func (s *state) applied(call *ast.CallExpr, i int, fr *frame, depth int) value {
	info := s.pass.TypesInfo
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if v, ok := info.ObjectOf(id).(*types.Var); ok {
			if as := s.assigns[v]; len(as) > 0 && !slices.ContainsFunc(as, func(a assignment) bool { return !a.rng }) {
				// The range variable of a loop over options: the options,
				// in order.
				var out []value
				for _, a := range as {
					out = append(out, s.evalDepth(a.rhs, fr, depth+1))
				}
				return union(out)
			}
		}
	}
	if fn := typeutil.StaticCallee(info, call); fn != nil {
		if sdk.IsSDKPackage(fn.Pkg().Path()) {
			return unknownV{"call of " + fn.Name()}
		}
		sig := fn.Type().(*types.Signature)
		if s.setterParam(sig) != i {
			return unknownV{"call of " + fn.Name()}
		}
		sv := s.setterOf(fn)
		if sv == nil {
			return setterV{At: s.pos(call.Pos())} // changes nothing annovet models
		}
		return s.subst(sv, fn, call, fr, depth)
	}
	return s.evalDepth(call.Fun, fr, depth+1)
}

// setterOf returns what fn does to the tool its tool parameter points to,
// from its body in this package or a fact; nil when it changes nothing
// annovet models. Its other parameters stay parameters, substituted at each
// call.
func (s *state) setterOf(fn *types.Func) value {
	fn = fn.Origin()
	if fn.Pkg() != s.pass.Pkg {
		var f SetterFact
		if s.pass.ImportObjectFact(fn, &f) {
			return f.Setter
		}
		return nil
	}
	if v, ok := s.setters[fn]; ok {
		return v
	}
	s.setters[fn] = nil // recursion guard
	sig := fn.Type().(*types.Signature)
	i := s.setterParam(sig)
	if i < 0 || s.decls[fn] == nil {
		return nil
	}
	fr := &frame{fn: fn, sig: sig}
	steps := s.mutationSteps(sig.Params().At(i), nil, fr, 0)
	var v value
	if len(steps) > 0 {
		v = setterV{Steps: steps, At: s.pos(s.decls[fn].Pos())}
	}
	s.setters[fn] = v
	return v
}

// literalSetter evaluates a function literal that is a project option,
// func(t *mcp.Tool) { ... }, as the steps it applies to t.
func (s *state) literalSetter(lit *ast.FuncLit, fr *frame, depth int) value {
	sig, _ := s.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if sig == nil || !s.isOptionSig(sig) {
		return nil
	}
	return setterV{Steps: s.mutationSteps(sig.Params().At(0), nil, fr, depth), At: s.pos(lit.Pos())}
}

// SetterFact records what a function does to the tool its tool parameter
// points to: a project's option or helper, for the packages that call it.
type SetterFact struct{ Setter value }

func (*SetterFact) AFact()           {}
func (f *SetterFact) String() string { return "sets " + f.Setter.String() }

// applySteps applies build steps to a tool, the way the SDK would at run
// time.
func (s *state) applySteps(t *model.Tool, syn *model.Syntax, steps []step, at model.Position) {
	for _, st := range steps {
		switch st.Op {
		case stepName:
			t.Name = textOf(st.V)
		case stepTitle:
			t.Title = textOf(st.V)
		case stepDesc:
			t.Description = textOf(st.V)
		case stepAnnotations:
			s.setAnnotations(t, syn, st.V, at)
		case stepOption:
			s.applyOptions(t, syn, st.V)
		case stepHint:
			h := t.Annotations.Hint(st.Hint)
			switch b := st.V.(type) {
			case boolV:
				*h = model.Hint{Set: true, Known: b.Known, Value: b.V, At: b.At}
			case nilV:
				*h = model.Hint{}
			default:
				*h = model.Hint{Set: true, At: at}
			}
			t.HasAnnotations = true
			if syn != nil {
				syn.Hints[st.Hint] = nil
			}
		case stepAnnTitle:
			t.Annotations.Title = textOf(st.V)
			t.HasAnnotations = true
		case stepEnsure:
			if !t.HasAnnotations {
				t.HasAnnotations, t.AnnotationsAt = true, at
			}
		}
	}
}

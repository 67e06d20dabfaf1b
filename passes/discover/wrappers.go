package discover

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Wrappers: a project's functions that pass a parameter on to a
// registration (findWrappers, findLocalWrappers), and how a registration
// inside one passes its parameters (paramArg, toolParamArg, handlerParam,
// copiedParam).

// wrapper returns what f registers of its parameters, from this package's
// wrappers or a fact.
func (s *state) wrapper(f *types.Func) *RegistersFact {
	f = f.Origin()
	if f.Pkg() == s.pass.Pkg {
		return s.wrappers[f]
	}
	var fact RegistersFact
	if s.pass.ImportObjectFact(f, &fact) {
		return &fact
	}
	return nil
}

// findWrappers finds the functions of this package that pass a parameter on
// to a registration, to a fixed point (a wrapper may call a wrapper).
func (s *state) findWrappers() {
	for changed := true; changed; {
		changed = false
		for fn, decl := range s.decls {
			if s.wrappers[fn] != nil {
				continue
			}
			sig := fn.Type().(*types.Signature)
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || s.wrappers[fn] != nil {
					return true
				}
				r, ok := s.registration(call)
				if !ok {
					return true
				}
				w := &RegistersFact{SDK: r.SDK, Tool: s.toolParamArg(sig, call, r.Tool), Handler: s.handlerParam(fn, sig, call, r.Handler), Pairs: s.paramArg(sig, call, r.Pairs)}
				if w.Tool >= 0 || w.Pairs >= 0 {
					s.wrappers[fn] = w
					changed = true
				}
				return true
			})
		}
	}
}

// findLocalWrappers finds the function literals, held by a local variable
// assigned once and only ever called, that pass a parameter on to a
// registration:
//
//	addTool := func(tool mcp.Tool, h server.ToolHandlerFunc) {
//		if allowed(tool.Name) {
//			s.AddTool(tool, h)
//		}
//	}
//	addTool(tools.SearchTool, tools.SearchHandler(client))
//
// Each call of the variable registers what it passes, as a call of a
// declared wrapper does; the registration inside the literal is made at
// those calls only.
func (s *state) findLocalWrappers() {
	info := s.pass.TypesInfo
	candidates := map[*types.Var]*ast.FuncLit{}
	for v, as := range s.assigns {
		if len(as) != 1 || as[0].index >= 0 || as[0].rng || as[0].decode != nil {
			continue
		}
		if lit, ok := ast.Unparen(as[0].rhs).(*ast.FuncLit); ok {
			candidates[v] = lit
		}
	}
	if len(candidates) == 0 {
		return
	}
	for id, obj := range info.Uses {
		if v, ok := obj.(*types.Var); ok && candidates[v] != nil && !s.called[id] {
			delete(candidates, v) // passed on as a value: its calls are not all here
		}
	}
	for v, lit := range candidates {
		sig, _ := info.TypeOf(lit).(*types.Signature)
		if sig == nil {
			continue
		}
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			r, ok := s.registration(call)
			if !ok {
				return true
			}
			w := regCall{SDK: r.SDK, Tool: s.toolParamArg(sig, call, r.Tool), Handler: s.paramArg(sig, call, r.Handler), Pairs: s.paramArg(sig, call, r.Pairs), How: r.How, Server: s.serverKey(call, r)}
			if w.Tool >= 0 || w.Pairs >= 0 {
				s.localWrappers[v] = w
				s.atCalls[call] = true
			}
			return true
		})
	}
}

// handlerParam returns the index of the parameter a wrapper passes on as
// the handler of its registration: passed as it is, or wrapped in closures
// that forward to it (AddTool(&tool, adapt(handler)), forwardedParam).
func (s *state) handlerParam(fn *types.Func, sig *types.Signature, call *ast.CallExpr, i int) int {
	if p := s.paramArg(sig, call, i); p >= 0 || i < 0 || i >= len(call.Args) {
		return p
	}
	if p, ok := s.evalDepth(call.Args[i], &frame{fn: fn, sig: sig}, 0).(paramV); ok && p.Index >= 0 {
		return p.Index
	}
	return -1
}

// paramArg returns the index of the parameter passed as argument i, or -1.
func (s *state) paramArg(sig *types.Signature, call *ast.CallExpr, i int) int {
	if i < 0 || i >= len(call.Args) {
		return -1
	}
	v := argVar(s.pass.TypesInfo, call.Args[i])
	if v == nil {
		return -1
	}
	return paramIndex(sig, v)
}

// toolParamArg is paramArg for the tool a registration passes, which may
// also be a copy of the parameter (copiedParam).
func (s *state) toolParamArg(sig *types.Signature, call *ast.CallExpr, i int) int {
	if p := s.paramArg(sig, call, i); p >= 0 || i < 0 || i >= len(call.Args) {
		return p
	}
	if v := argVar(s.pass.TypesInfo, call.Args[i]); v != nil {
		return s.copiedParam(sig, v, call)
	}
	return -1
}

// argVar returns the variable an argument passes, itself or its address
// (AddTool(&tool, h) with a tool taken by value).
func argVar(info *types.Info, arg ast.Expr) *types.Var {
	arg = ast.Unparen(arg)
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = ast.Unparen(u.X)
	}
	id, ok := arg.(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.Uses[id].(*types.Var)
	return v
}

// copiedParam returns the index of the parameter a local variable copies,
// when its one assignment is the parameter or what it points to and no
// change to a tool's fields (mutationSteps) reaches use:
//
//	tt := *tool
//	tt.OutputSchema = outputSchema
//	mcp.AddTool(srv, &tt, ...)
//
// passes on the caller's tool as it is. A copy whose name, title,
// description or annotations the function sets, directly or through
// anything that takes its address, is a tool of its own, as is a copy of
// a parameter the function changed before.
func (s *state) copiedParam(sig *types.Signature, v *types.Var, use *ast.CallExpr) int {
	as := s.assigns[v]
	if len(as) != 1 || as[0].index >= 0 || as[0].rng || as[0].app || as[0].decode != nil {
		return -1
	}
	rhs := ast.Unparen(as[0].rhs)
	if star, ok := rhs.(*ast.StarExpr); ok {
		rhs = ast.Unparen(star.X)
	}
	id, ok := rhs.(*ast.Ident)
	if !ok {
		return -1
	}
	pv, ok := s.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return -1
	}
	p := paramIndex(sig, pv)
	if p < 0 || !s.onlyFieldsSet(v, use) {
		return -1
	}
	fr := &frame{sig: sig}
	if len(s.mutationSteps(v, use, fr, 0)) > 0 || len(s.mutationSteps(pv, id, fr, 0)) > 0 {
		return -1
	}
	return p
}

// onlyFieldsSet reports whether every use of v outside the call use reads
// or sets one of its fields (tt.OutputSchema = schema, whose changes
// mutationSteps sees): nothing else can reach the copy to change it.
func (s *state) onlyFieldsSet(v *types.Var, use *ast.CallExpr) bool {
	info := s.pass.TypesInfo
	ok := true
	for _, f := range s.pass.Files {
		if f.Pos() > v.Pos() || v.Pos() >= f.End() {
			continue
		}
		ast.PreorderStack(f, nil, func(n ast.Node, stack []ast.Node) bool {
			if !ok || n == use {
				return false // the registration passes it
			}
			id, isID := n.(*ast.Ident)
			if !isID || info.Uses[id] != v {
				return true
			}
			if len(stack) < 2 {
				ok = false
				return false
			}
			sel, isSel := stack[len(stack)-1].(*ast.SelectorExpr)
			if fld := info.Selections[sel]; !isSel || sel.X != n || fld == nil || fld.Kind() != types.FieldVal {
				ok = false // its address taken, passed on, a method called on it
			}
			return false
		})
	}
	return ok
}

// isWrapperCall reports whether a registration inside a wrapper passes on
// the wrapper's own parameters.
func (s *state) isWrapperCall(fr *frame, call *ast.CallExpr, r regCall) bool {
	return s.toolParamArg(fr.sig, call, r.Tool) >= 0 || s.paramArg(fr.sig, call, r.Pairs) >= 0
}

// maxEnumeration bounds how many registrations one call in a loop may stand for.
const maxEnumeration = 1000

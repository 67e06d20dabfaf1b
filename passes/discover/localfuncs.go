package discover

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// This file follows the function literals a function keeps in local
// variables and only calls: helpers it writes in its own body, as
// proxmox-ve-mcp's registerTools does.
//
//	addToolDefault := func(name, desc string, h server.ToolHandlerFunc) {
//		toolDefs = append(toolDefs, ToolDefinition{Name: name, Description: desc, Handler: h})
//	}
//	addTool := addToolDefault
//	registerTool := func(def ToolDefinition) {
//		tools = append(tools, server.ServerTool{Tool: mcp.Tool{Name: def.Name}, Handler: def.Handler})
//	}
//	addTool("get_nodes", "Get all nodes", s.getNodes)
//	for _, def := range toolDefs {
//		registerTool(def)
//	}
//
// Such a literal is a function: what it does happens at each of its
// calls, with its parameters bound to the call's arguments, as a declared
// helper's would. An append it makes to a variable of the enclosing
// function adds at each call (localAppends); a registration in it
// registers at each call; and a construction in it that depends on its
// parameters is built at the calls, not where it is written, where its
// parameters are unknown. A literal passed on as a value, or called
// through a variable assigned more than once, is not one: its calls are
// not all here.
//
// The same holds for a declared function of the package that returns
// nothing and is only called (lc-mcp-server's registerDRStateTool(name,
// summary, enabled), which registers a model built from its parameters in
// a registry of the project's): a construction in it that depends on its
// parameters is built at each of its calls. What it returns would be its
// callers' to bind (their summaries), and a registration in it makes it
// a wrapper or a registrar, which are followed as such.

// localFunc is a function literal held by local variables and only
// called, or a declared function that returns nothing and is only called.
type localFunc struct {
	calls  []*ast.CallExpr
	params map[*types.Var]int
}

// findLocalFuncs finds the function literals held by a local variable
// assigned once, or by an alias of one (addTool := addToolDefault, each
// assigned once), and only ever called, and the declared helpers
// (findHelpers), with their calls.
func (s *state) findLocalFuncs() {
	info := s.pass.TypesInfo
	single := func(as []assignment) ast.Expr {
		if len(as) != 1 || as[0].index >= 0 || as[0].rng || as[0].decode != nil || as[0].app {
			return nil
		}
		return ast.Unparen(as[0].rhs)
	}
	holder := map[*types.Var]*ast.FuncLit{}
	for v, as := range s.assigns {
		if lit, ok := single(as).(*ast.FuncLit); ok {
			if sig, _ := info.TypeOf(lit).(*types.Signature); sig != nil && !sig.Variadic() {
				holder[v] = lit
			}
		}
	}
	helpers := s.findHelpers()
	if len(holder) == 0 && len(helpers) == 0 {
		return
	}
	aliasOf := map[*ast.Ident]bool{} // the right-hand sides of aliases
	for changed := true; changed; {
		changed = false
		for w, as := range s.assigns {
			id, ok := single(as).(*ast.Ident)
			if !ok || holder[w] != nil {
				continue
			}
			if v, ok := info.Uses[id].(*types.Var); ok && holder[v] != nil {
				holder[w], aliasOf[id], changed = holder[v], true, true
			}
		}
	}
	passed := map[*ast.FuncLit]bool{}
	for id, obj := range info.Uses {
		if v, ok := obj.(*types.Var); ok && holder[v] != nil && !s.called[id] && !aliasOf[id] {
			passed[holder[v]] = true // handed on as a value: its calls are not all here
		}
	}
	if s.localFuncs == nil {
		s.localFuncs = map[ast.Node]*localFunc{}
	}
	s.localCallSites = map[*ast.CallExpr]bool{}
	for _, lit := range holder {
		if passed[lit] || s.localFuncs[lit] != nil {
			continue
		}
		lf := &localFunc{params: map[*types.Var]int{}}
		sig := info.TypeOf(lit).(*types.Signature)
		for i := range sig.Params().Len() {
			lf.params[sig.Params().At(i)] = i
		}
		s.localFuncs[lit] = lf
	}
	s.preorder(func(n ast.Node) {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return
		}
		if fn, ok := typeutil.Callee(info, call).(*types.Func); ok && helpers[fn] != nil && !s.inTest(call) {
			helpers[fn].calls = append(helpers[fn].calls, call)
			return
		}
		id, ok := ast.Unparen(call.Fun).(*ast.Ident)
		if !ok {
			return
		}
		if v, ok := info.Uses[id].(*types.Var); ok && holder[v] != nil {
			if lf := s.localFuncs[holder[v]]; lf != nil {
				lf.calls = append(lf.calls, call)
				s.localCallSites[call] = true
			}
		}
	})
}

// inLocalFunc returns the local function (a *ast.FuncLit or *ast.FuncDecl)
// whose body most closely holds n, when n depends on its parameters; nil
// otherwise.
func (s *state) inLocalFunc(n ast.Node) ast.Node {
	if len(s.localFuncs) == 0 {
		return nil
	}
	path := s.pathTo(n)
	i := innermostFunc(path)
	if i < 0 {
		return nil
	}
	lf := s.localFuncs[path[i]]
	if lf == nil {
		return nil
	}
	info := s.pass.TypesInfo
	uses := false
	ast.Inspect(n, func(m ast.Node) bool {
		if id, ok := m.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok {
				if _, ok := lf.params[v]; ok {
					uses = true
				}
			}
		}
		return !uses
	})
	if !uses {
		return nil
	}
	return path[i]
}

// localCall is one call of a local function, as the frame its body runs
// in: its parameters bound to the call's arguments. at is the call, for the
// alternatives an append makes (appendAlternatives): the elements each call
// of a literal appends are added in sequence, whether or not a condition
// in the literal or around the call holds (each is a tool the program may
// register: making every one optional would make alternatives without
// end), and the calls in exclusive branches are alternatives.
type localCall struct {
	at ast.Expr
	fr *frame
}

// localCalls returns the calls of fn, a local function, each as the frame
// its body runs in: for a literal, evaluated from fr, the frame of the
// function that holds it; for a declared function, from the frame of the
// function each call is in. One per element of a range loop around a
// call.
func (s *state) localCalls(fn ast.Node, fr *frame, depth int) []localCall {
	lf := s.localFuncs[fn]
	if lf == nil || depth > maxDepth {
		return nil
	}
	var out []localCall
	for _, c := range lf.calls {
		cfr := fr
		if _, ok := fn.(*ast.FuncDecl); ok {
			cfr = s.frameAt(c)
		}
		for _, cf := range s.frames(c, cfr) {
			env := map[*types.Var]value{}
			for p, i := range lf.params {
				if i < len(c.Args) {
					env[p] = s.evalDepth(c.Args[i], cf, depth+1)
				}
			}
			out = append(out, localCall{at: c, fr: s.withEnv(cf, env)})
			if len(out) > maxEnumeration {
				return out
			}
		}
	}
	return out
}

// frameAt returns the frame of the declared function n is in, or nil.
func (s *state) frameAt(n ast.Node) *frame {
	path := s.pathTo(n)
	for i := len(path) - 1; i >= 0; i-- {
		if fd, ok := path[i].(*ast.FuncDecl); ok {
			if fn, ok := s.pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
				return &frame{fn: fn, sig: fn.Type().(*types.Signature)}
			}
			return nil
		}
	}
	return nil
}

// localAppends returns, for an append to v made in a local function, the
// lists it adds at each call of the function; ok false when the append is
// not in one, or v is the function's own.
func (s *state) localAppends(call *ast.CallExpr, v *types.Var, fr *frame, depth int) (at []ast.Expr, lists []listV, ok bool) {
	lit := s.enclosingLocal(call)
	if lit == nil || lit.Pos() <= v.Pos() && v.Pos() < lit.End() {
		return nil, nil, false
	}
	for _, lc := range s.localCalls(lit, fr, depth) {
		at = append(at, lc.at)
		lists = append(lists, s.appendArgs(call, lc.fr, depth))
	}
	return at, lists, true
}

// enclosingLocal returns the local function whose literal most closely
// holds n, if any.
func (s *state) enclosingLocal(n ast.Node) *ast.FuncLit {
	if len(s.localFuncs) == 0 {
		return nil
	}
	path := s.pathTo(n)
	if i := innermostFunc(path); i >= 0 {
		if lit, ok := path[i].(*ast.FuncLit); ok && s.localFuncs[lit] != nil {
			return lit
		}
	}
	return nil
}

// findHelpers finds the declared functions of the package that return
// nothing and are only ever called (findLocalFuncs collects their calls,
// but a test's: what a test registers is not the server's).
func (s *state) findHelpers() map[*types.Func]*localFunc {
	info := s.pass.TypesInfo
	decls := map[*types.Func]*ast.FuncDecl{}
	for _, f := range s.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Name.IsExported() || fd.Type.TypeParams != nil {
				continue
			}
			fn, ok := info.Defs[fd.Name].(*types.Func)
			if !ok {
				continue
			}
			if sig := fn.Type().(*types.Signature); sig.Results().Len() == 0 && !sig.Variadic() && sig.Params().Len() > 0 {
				decls[fn] = fd
			}
		}
	}
	if len(decls) == 0 {
		return nil
	}
	for id, obj := range info.Uses {
		if fn, ok := obj.(*types.Func); ok && decls[fn] != nil && !s.called[id] && !s.inTest(id) {
			delete(decls, fn) // a value: its calls are not all here
		}
	}
	if s.localFuncs == nil {
		s.localFuncs = map[ast.Node]*localFunc{}
	}
	s.plainHelpers = map[*ast.FuncDecl]bool{}
	byFunc := map[*types.Func]*localFunc{}
	for fn, fd := range decls {
		lf := &localFunc{params: map[*types.Var]int{}}
		sig := fn.Type().(*types.Signature)
		for i := range sig.Params().Len() {
			lf.params[sig.Params().At(i)] = i
		}
		s.localFuncs[fd], byFunc[fn] = lf, lf
	}
	return byFunc
}

// plainHelper reports whether fd, a local function, registers nothing
// itself: a wrapper's or a registrar's constructions are bound where its
// calls are followed (walk.go, registrar.go).
func (s *state) plainHelper(fd *ast.FuncDecl) bool {
	if plain, ok := s.plainHelpers[fd]; ok {
		return plain
	}
	plain := s.registersNothing(fd)
	s.plainHelpers[fd] = plain
	return plain
}

func (s *state) registersNothing(fd *ast.FuncDecl) bool {
	fn, ok := s.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok || s.wrappers[fn] != nil || s.registrar(fn) != nil {
		return false
	}
	plain := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && plain {
			if _, reg := s.registration(call); reg {
				plain = false
			}
		}
		return plain
	})
	return plain
}

// inTest reports whether n is in a test file.
func (s *state) inTest(n ast.Node) bool {
	return strings.HasSuffix(s.pass.Fset.Position(n.Pos()).Filename, "_test.go")
}

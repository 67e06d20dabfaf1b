package discover

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/model"
)

// This file follows tools through a project's own interface: tool types
// that implement something like
//
//	type Tool interface {
//		Definition() mcp.Tool
//		Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)
//	}
//
// are put in a registry (registry.Register(&Calculator{}), a []Tool
// literal), and a loop registers each with the SDK:
//
//	for _, t := range registry.Tools() {
//		def := t.Definition()
//		s.AddTool(&def, handlerFor(t))
//	}
//
// A call of an interface method that returns a tool stands for the methods
// of every type whose values the program converts to that interface; the
// handler of each is that type's method the handler closure calls through
// the interface (Execute above).

// ToolTypesFact lists the types whose values a package converts to a named
// interface, among the types that have a method returning a tool: the tool
// types of a project's registry.
type ToolTypesFact struct{ Types []ToolType }

func (*ToolTypesFact) AFact() {}
func (f *ToolTypesFact) String() string {
	var s []string
	for _, t := range f.Types {
		s = append(s, t.Pkg+"."+t.Name+" as "+t.Iface)
	}
	return "tool types " + strings.Join(s, ", ")
}

// A ToolType is a named type converted to the named interface Iface
// ("path.Name").
type ToolType struct {
	Pkg, Name string
	Iface     string
}

// recordConversions notes the tool types this package converts to a named
// interface: passed as an argument of interface type, put in a composite
// literal of interface elements, returned as an interface.
func (s *state) recordConversions(n ast.Node) {
	info := s.pass.TypesInfo
	if strings.HasSuffix(s.pass.Fset.Position(n.Pos()).Filename, "_test.go") {
		return // a test's fixtures are not the server's tool types
	}
	conv := func(e ast.Expr, to types.Type) {
		if to == nil || !types.IsInterface(to) {
			return
		}
		iface, ok := types.Unalias(to).(*types.Named)
		if !ok || iface.Obj().Pkg() == nil {
			return // any, error, interface{...}: not a registry's type
		}
		t := info.TypeOf(e)
		if t == nil || types.IsInterface(t) {
			return
		}
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok || named.Obj().Pkg() == nil || !s.hasToolMethod(named) {
			return
		}
		tt := ToolType{Pkg: named.Obj().Pkg().Path(), Name: named.Obj().Name(), Iface: ifaceKey(iface)}
		if !slices.Contains(s.toolTypes, tt) {
			s.toolTypes = append(s.toolTypes, tt)
		}
	}
	switch n := n.(type) {
	case *ast.CallExpr:
		sig, ok := info.TypeOf(n.Fun).(*types.Signature)
		if !ok || n.Ellipsis.IsValid() {
			return
		}
		for i, a := range n.Args {
			switch {
			case i < sig.Params().Len()-1 || !sig.Variadic() && i < sig.Params().Len():
				conv(a, sig.Params().At(i).Type())
			case sig.Variadic():
				if sl, ok := sig.Params().At(sig.Params().Len() - 1).Type().(*types.Slice); ok {
					conv(a, sl.Elem())
				}
			}
		}
	case *ast.CompositeLit:
		var elem types.Type
		switch u := underlying(info.TypeOf(n)).(type) {
		case *types.Slice:
			elem = u.Elem()
		case *types.Array:
			elem = u.Elem()
		case *types.Map:
			elem = u.Elem()
		default:
			return
		}
		for _, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				e = kv.Value
			}
			conv(e, elem)
		}
	}
}

// hasToolMethod reports whether a named type has a method (on it or its
// pointer) returning an SDK tool.
func (s *state) hasToolMethod(named *types.Named) bool {
	ms := types.NewMethodSet(types.NewPointer(named))
	for i := range ms.Len() {
		sig, ok := ms.At(i).Type().(*types.Signature)
		if !ok {
			continue
		}
		for j := range sig.Results().Len() {
			if s.givesTools(sig.Results().At(j).Type()) {
				return true
			}
		}
	}
	return false
}

// implV is a value of one type converted to a registry interface: an
// element of a collection of the interface's values that the program fills
// at run time (a registry's map of services), enumerated over those types
// by frames, so that the methods a loop calls on one element
// (service.GetTools() and service.GetHandlers()) are one type's, together.
type implV struct{ Pkg, Name string }

func (v implV) String() string { return v.Pkg + "." + v.Name }

// ifaceKey names a registry interface as ToolType.Iface does: "path.Name".
func ifaceKey(iface *types.Named) string { return iface.Obj().Pkg().Path() + "." + iface.Obj().Name() }

// implAlternatives returns, for a range variable of a registry interface
// type whose element annovet cannot tell, one implV per type converted to
// that interface; nil otherwise.
func (s *state) implAlternatives(v *types.Var, elems []value) []value {
	if len(elems) != 1 {
		return nil
	}
	if _, unknown := unknownOf(elems[0]); !unknown {
		return nil
	}
	iface, ok := types.Unalias(v.Type()).(*types.Named)
	if !ok || iface.Obj().Pkg() == nil || !types.IsInterface(iface) {
		return nil
	}
	key := ifaceKey(iface)
	var out []value
	for _, tt := range s.allToolTypes() {
		if tt.Iface == key {
			out = append(out, implV{Pkg: tt.Pkg, Name: tt.Name})
		}
	}
	return out
}

// implsOf returns the implementations a receiver value stands for, when
// every alternative of it is one (implV); nil when any may be another.
func implsOf(recv value) []implV {
	var out []implV
	for _, a := range alts(recv) {
		iv, ok := a.(implV)
		if !ok {
			return nil
		}
		out = append(out, iv)
	}
	return out
}

// dispatch evaluates a call of an interface method that returns a tool,
// or handlers (a function, a map or slice of functions: a service's
// GetHandlers() keyed by tool name): the union of that method's results
// over the tool types converted to the interface. It records which type
// built each tool, for the handlers. A receiver that is one type's value
// (only, from implsOf) calls that type's method alone.
func (s *state) dispatch(call *ast.CallExpr, m *types.Func, recv types.Type, only []implV, fr *frame, depth int) (value, bool) {
	iface, ok := types.Unalias(recv).(*types.Named)
	sig, _ := m.Type().(*types.Signature)
	if !ok || iface.Obj().Pkg() == nil || sig == nil || !slices.ContainsFunc(tupleTypes(sig.Results()), func(t types.Type) bool { return s.givesTools(t) || holdsFuncs(t) }) {
		return nil, false
	}
	key := ifaceKey(iface)
	var out []value
	for _, tt := range s.allToolTypes() {
		if tt.Iface != key || only != nil && !slices.Contains(only, implV{Pkg: tt.Pkg, Name: tt.Name}) {
			continue
		}
		named := s.lookupType(tt.Pkg, tt.Name)
		if named == nil || !types.Implements(types.NewPointer(named), iface.Underlying().(*types.Interface)) {
			continue
		}
		sel := types.NewMethodSet(types.NewPointer(named)).Lookup(m.Pkg(), m.Name())
		if sel == nil {
			continue
		}
		impl, ok := sel.Obj().(*types.Func)
		if !ok {
			continue
		}
		ret := s.returns(impl)
		if ret == nil {
			continue
		}
		v := s.subst(ret, impl, call, fr, depth)
		for _, a := range alts(v) {
			switch a := a.(type) {
			case toolV:
				s.impls[a.Tool.At.String()] = named
			case buildV:
				s.impls[a.At.String()] = named
			}
		}
		out = append(out, v)
	}
	if len(out) == 0 {
		return nil, false
	}
	return union(out), true
}

// givesTools reports whether values of type t are SDK tools: a tool, a
// pointer to one, or a slice, array or map of them (a service's
// GetTools() []mcp.Tool).
func (s *state) givesTools(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Slice:
		t = u.Elem()
	case *types.Array:
		t = u.Elem()
	case *types.Map:
		t = u.Elem()
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return s.toolSpec(t) != nil
}

// holdsFuncs reports whether t is a function type, or a map or slice of
// them: what a registry hands out as handlers.
func holdsFuncs(t types.Type) bool {
	switch u := t.Underlying().(type) {
	case *types.Signature:
		return true
	case *types.Map:
		_, ok := u.Elem().Underlying().(*types.Signature)
		return ok
	case *types.Slice:
		_, ok := u.Elem().Underlying().(*types.Signature)
		return ok
	}
	return false
}

func tupleTypes(t *types.Tuple) []types.Type {
	var out []types.Type
	for i := range t.Len() {
		out = append(out, t.At(i).Type())
	}
	return out
}

// allToolTypes is this package's tool types and those of every package it
// imports, directly or not.
func (s *state) allToolTypes() []ToolType {
	if s.allTypes != nil {
		return s.allTypes
	}
	s.allTypes = slices.Clone(s.toolTypes)
	for _, p := range s.importedPackages() {
		var f ToolTypesFact
		if s.pass.ImportPackageFact(p, &f) {
			for _, t := range f.Types {
				if !slices.Contains(s.allTypes, t) {
					s.allTypes = append(s.allTypes, t)
				}
			}
		}
	}
	return s.allTypes
}

// lookupType finds a package-level named type of this package or one it
// imports.
func (s *state) lookupType(pkg, name string) *types.Named {
	var p *types.Package
	if pkg == s.pass.Pkg.Path() {
		p = s.pass.Pkg
	} else {
		s.importedPackages()
		p = s.imported[pkg]
	}
	if p == nil {
		return nil
	}
	tn, ok := p.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return nil
	}
	named, _ := tn.Type().(*types.Named)
	return named
}

// specialize returns, for a tool built by the tool type impl, the handler
// that serves it: when the registration's handler is a closure that calls a
// method through an interface impl implements (t.Execute(...)), impl's own
// method; otherwise the handler as it is. For a closure a function builds
// (Via), only the closures' code is the handler's: the function's own code
// around them runs where the tool is registered (t.Name()).
func (s *state) specialize(h *model.Handler, impl *types.Named) *model.Handler {
	var body ast.Node
	inLit := true
	switch {
	case h.Lit != nil:
		body = h.Lit.Body
	case h.Func != nil && s.decls[h.Func.Origin()] != nil:
		body = s.decls[h.Func.Origin()].Body
	case h.Via != nil && s.decls[h.Via.Origin()] != nil:
		body, inLit = s.decls[h.Via.Origin()].Body, false
	default:
		return h
	}
	info := s.pass.TypesInfo
	var method *types.Func
	visit := func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || method != nil {
			return method == nil
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return true
		}
		selection := info.Selections[sel]
		if selection == nil || selection.Kind() != types.MethodVal || !types.IsInterface(selection.Recv()) {
			return true
		}
		m, ok := selection.Obj().(*types.Func)
		if !ok || typeutil.StaticCallee(info, call) != nil {
			return true
		}
		if msig, ok := m.Type().(*types.Signature); ok && slices.ContainsFunc(tupleTypes(msig.Results()), func(t types.Type) bool { return s.toolSpec(t) != nil }) {
			return true // the tool's own definition, not its handler
		}
		iface, ok := selection.Recv().Underlying().(*types.Interface)
		if !ok || !types.Implements(types.NewPointer(impl), iface) {
			return true
		}
		if impl := types.NewMethodSet(types.NewPointer(impl)).Lookup(m.Pkg(), m.Name()); impl != nil {
			method, _ = impl.Obj().(*types.Func)
		}
		return method == nil
	}
	if inLit {
		ast.Inspect(body, visit)
	} else {
		ast.Inspect(body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				ast.Inspect(lit.Body, visit)
				return false
			}
			return method == nil
		})
	}
	if method == nil {
		return h
	}
	name := "(" + typeName(impl) + ")." + method.Name()
	return &model.Handler{Name: name, At: h.At, Func: method}
}

func typeName(named *types.Named) string {
	return "*" + named.Obj().Pkg().Name() + "." + named.Obj().Name()
}

// callMethod returns what the method name, without arguments, returns when
// called on recv: for a struct value (an implementation's literal,
// &issue.ListImpl{Client: cl}) or a value whose type alone is known
// (typedV: what a constructor of another package returns), the method of
// its type, its result substituted with recv as the receiver. The tools
// built at node are that type's (impls), so a handler closure that calls
// the interface's method is served by the type's own. A value of a type
// annovet cannot tell stays unknown.
func (s *state) callMethod(recv value, name string, node ast.Expr) value {
	var out []value
	for _, a := range alts(recv) {
		var typ string
		switch a := a.(type) {
		case structV:
			typ = a.Type
		case typedV:
			typ = a.Type
		default:
			out = append(out, unknownV{"call of " + a.String() + "." + name})
			continue
		}
		dot := strings.LastIndex(typ, ".")
		var named *types.Named
		if dot > 0 {
			named = s.lookupType(typ[:dot], typ[dot+1:])
		}
		if named == nil {
			out = append(out, unknownV{"call of " + typ + "." + name})
			continue
		}
		var impl *types.Func
		if sel := types.NewMethodSet(types.NewPointer(named)).Lookup(named.Obj().Pkg(), name); sel != nil {
			impl, _ = sel.Obj().(*types.Func)
		}
		if impl == nil {
			out = append(out, unknownV{"call of " + typ + "." + name})
			continue
		}
		ret := s.returns(impl)
		if ret == nil {
			out = append(out, unknownV{"call of " + typ + "." + name})
			continue
		}
		if len(alts(recv)) == 1 {
			s.impls[s.pos(node.Pos()).String()] = named
		}
		out = append(out, s.substAt(ret, impl, node, nil, func(i int) value {
			if i == -1 {
				return a
			}
			return unknownV{"argument"}
		}))
	}
	return union(out)
}

package effects

import (
	"go/ast"
	"go/types"
)

// This file follows an address through the calls that hand it on, so that
// where a request goes is decided where the address comes from, not where
// it is sent:
//
//   - a library's value flow (addressFlows): url.Parse(s) and
//     url.ParseRequestURI(s) carry s's host, u.String(), u.JoinPath(...)
//     and u.Redacted() carry u's, googleapi.ResolveRelative(base, path)
//     carries base's;
//   - a function of this package that returns an address (a string or a
//     *url.URL): each of its return statements' first result decides, a
//     parameter's resolved from what the call passes, the receiver's
//     fields being configuration (client.APIURL() returns c.apiURL);
//   - an interface method of this package's implementations, as the
//     union of theirs (the worst one decides).
//
// An address built from a value annovet cannot trace stays unknown.

// addressFlows are the library functions that hand an address on, as
// rows: the function (its package path, its receiver as the catalogue
// writes it, its name) and the operand whose host the result carries (a
// parameter's index, or RootRecv for the receiver). A base URL resolved
// against a relative path keeps the base's host: the Google API clients
// build every request's URL with googleapi.ResolveRelative(c.s.BasePath,
// "calendars/{calendarId}").
var addressFlows = map[funcKey]int{
	{"net/url", "", "Parse"}:           0,
	{"net/url", "", "ParseRequestURI"}: 0,
	{"net/url", "*URL", "String"}:      RootRecv,
	{"net/url", "*URL", "JoinPath"}:    RootRecv,
	{"net/url", "*URL", "Redacted"}:    RootRecv,

	{"google.golang.org/api/googleapi", "", "ResolveRelative"}: 0,
}

// A funcKey names a function of a library: its package path, its
// receiver's type name ("*URL"; empty for a package-level function) and its
// name.
type funcKey struct{ Pkg, Recv, Name string }

// keyOf returns the funcKey of fn, a function of a package.
func keyOf(fn *types.Func) funcKey { return funcKey{fn.Pkg().Path(), recvName(fn), fn.Name()} }

// returnedHost returns where the address call returns comes from, ok
// false when the call is none of the above.
func (a *analyzer) returnedHost(call *ast.CallExpr, u *unit, depth int) (source, bool) {
	info := a.pass.TypesInfo
	fn := staticCallee(info, call)
	var recv ast.Expr
	if sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr); isSel {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			recv = sel.X
			if fn == nil {
				if f, isFunc := s.Obj().(*types.Func); isFunc {
					return a.dispatchedHost(call, f, s.Recv(), u, depth)
				}
			}
		}
	}
	if fn == nil || fn.Pkg() == nil {
		return source{}, false
	}
	if flow, ok := addressFlows[keyOf(fn)]; ok {
		switch {
		case flow == RootRecv && recv != nil:
			return a.hostSource(recv, u, depth+1), true
		case flow >= 0 && flow < len(call.Args):
			return a.hostSource(call.Args[flow], u, depth+1), true
		}
		return source{}, false
	}
	callee := a.res.funcs[fn]
	if callee == nil || !returnsAddress(fn) {
		return source{}, false
	}
	return a.atCall(a.addressOf(callee, depth), call, recv, u, depth), true
}

// dispatchedHost is returnedHost for an interface method: the union of
// what its implementations in this package return.
func (a *analyzer) dispatchedHost(call *ast.CallExpr, m *types.Func, recv types.Type, u *unit, depth int) (source, bool) {
	iface, ok := recv.Underlying().(*types.Interface)
	if !ok || m.Pkg() == nil || !returnsAddress(m) { // m.Pkg() is nil for error's Error
		return source{}, false
	}
	impls := a.implementations(iface, m)
	if len(impls) == 0 || len(impls) > maxImplementations {
		return source{}, false
	}
	var out source
	for i, impl := range impls {
		callee := a.res.funcs[impl]
		if callee == nil {
			return source{}, false
		}
		s := a.atCall(a.addressOf(callee, depth), call, nil, u, depth)
		if i == 0 {
			out = s
		} else {
			out = worseHost(out, s)
		}
	}
	return out, true
}

// atCall maps what a function's returned address comes from to a call of
// it: a parameter's is what the call passes, the receiver's a field of
// configuration.
func (a *analyzer) atCall(s source, call *ast.CallExpr, recv ast.Expr, u *unit, depth int) source {
	if s.kind == srcMayParam {
		return source{} // a parameter on some paths: no argument decides it
	}
	if s.kind != srcParam {
		return s
	}
	switch {
	case s.param == RootRecv && recv != nil:
		return a.hostSource(recv, u, depth+1)
	case s.param >= 0 && s.param < len(call.Args):
		if s.field != "" {
			// A field of the parameter: what the struct the call passes
			// holds there, where annovet sees it built; otherwise the
			// argument's origin as a whole.
			switch val, src, st := a.heldField(call.Args[s.param], s.field, call, u, 0); {
			case st == heldKnown && val != nil:
				return a.hostSource(val, u, depth+1)
			case st == heldKnown:
				return src
			case st == heldUndecided:
				return source{}
			}
		}
		return a.hostSource(call.Args[s.param], u, depth+1)
	}
	return source{}
}

// addressOf returns where the address a function of this package returns
// comes from, in its own parameters: the worst of its return statements'.
func (a *analyzer) addressOf(callee *unit, depth int) source {
	if s, ok := a.addresses[callee]; ok {
		return s
	}
	if a.addresses == nil {
		a.addresses = map[*unit]source{}
	}
	a.addresses[callee] = source{} // a recursive call returns what it returns
	var out source
	first := true
	body := unitBody(callee)
	if body == nil {
		return source{}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its returns are its own
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				out, first = source{}, false // named results: not followed
				return false
			}
			if tv, ok := a.pass.TypesInfo.Types[n.Results[0]]; ok && (tv.IsNil() || tv.Value != nil && tv.Value.ExactString() == `""`) {
				return false // an error return (nil, err; "", err): no address
			}
			s := a.hostSource(n.Results[0], callee, depth+1)
			if first {
				out, first = s, false
			} else {
				out = worseHost(out, s)
			}
		}
		return true
	})
	a.addresses[callee] = out
	return out
}

// worseHost returns the worse of two address origins: unknown, then a
// parameter (the caller's choice), then configuration, then a constant.
func worseHost(x, y source) source {
	rank := func(s source) int {
		switch s.kind {
		case srcUnknown, srcMayParam:
			return 3
		case srcParam:
			return 2
		case srcConfig:
			return 1
		}
		return 0
	}
	if x.kind == srcParam && y.kind == srcParam && x.param != y.param {
		return source{} // two parameters: not one the caller chooses
	}
	if rank(y) > rank(x) {
		return y
	}
	return x
}

// returnsAddress reports whether fn's first result is a string or a
// *url.URL.
func returnsAddress(fn *types.Func) bool {
	res := fn.Type().(*types.Signature).Results()
	if res.Len() == 0 {
		return false
	}
	t := res.At(0).Type()
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return true
	}
	p, ok := t.(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := p.Elem().(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "net/url" && n.Obj().Name() == "URL"
}

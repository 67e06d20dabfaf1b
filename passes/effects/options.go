package effects

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
)

// Functional options: a function that builds a configuration, hands it to
// the option functions its caller passed, then acts on its fields
//
//	cfg := &config{method: http.MethodGet}
//	for _, f := range opts { f(cfg) }
//	req, err := client.NewRequest(cfg.method, cfg.path, cfg.requestOpts)
//
// decides what it does from the options. A field the call reads is a
// dependency on the options parameter (Dep.Option, Effect.Option for the
// function values a field holds), resolved at each call from the options
// it passes: the value the last option that sets the field was given
// (withMethod(http.MethodPost), a literal that assigns it), the field's
// value in the configuration's literal when no option sets it, and the
// worst case when an option is a function annovet cannot read. GitLab's
// client-go builds every request this way.

// optionParam reports whether v is a local configuration of u handed to
// the option functions of one of u's parameters (for _, f := range opts {
// f(v) } or f(&v)), and which parameter.
func (a *analyzer) optionParam(u *unit, v *types.Var) (int, bool) {
	if a.optionVars == nil {
		a.optionVars = map[*unit]map[*types.Var]int{}
	}
	vars, ok := a.optionVars[u]
	if !ok {
		vars = a.findOptionVars(u)
		a.optionVars[u] = vars
	}
	p, ok := vars[v]
	return p, ok
}

func (a *analyzer) findOptionVars(u *unit) map[*types.Var]int {
	info := a.pass.TypesInfo
	body := unitBody(u)
	if body == nil || u.sig == nil {
		return nil
	}
	var vars map[*types.Var]int
	applied := map[*ast.CallExpr]bool{} // the options' calls f(cfg)
	ast.Inspect(body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit != u.node {
			return false
		}
		rs, ok := n.(*ast.RangeStmt)
		if !ok || rs.Value == nil {
			return true
		}
		param := a.paramIndex(u, astutil.IdentVar(info, rs.X))
		f := astutil.IdentVar(info, rs.Value)
		if param < 0 || f == nil {
			return true
		}
		ast.Inspect(rs.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 1 || astutil.IdentVar(info, call.Fun) != f {
				return true
			}
			applied[call] = true
			arg := ast.Unparen(call.Args[0])
			if ue, ok := arg.(*ast.UnaryExpr); ok {
				arg = ue.X
			}
			if v := astutil.IdentVar(info, arg); v != nil && a.paramIndex(u, v) < 0 && v.Pos() >= u.node.Pos() && v.Pos() < u.node.End() {
				if vars == nil {
					vars = map[*types.Var]int{}
				}
				vars[v] = param
			}
			return true
		})
		return true
	})
	// A configuration the function also changes itself (cfg.method = ...
	// after the loop, *cfg = ...) or hands to other code is not only the
	// options': its fields are not followed.
	for v := range vars {
		if a.touchedBesides(body, v, applied) {
			delete(vars, v)
		}
	}
	return vars
}

// touchedBesides reports whether body assigns a field of v or v itself
// (other than its declaration), takes its address, or passes it to a call
// other than the options' own.
func (a *analyzer) touchedBesides(body *ast.BlockStmt, v *types.Var, applied map[*ast.CallExpr]bool) bool {
	info := a.pass.TypesInfo
	touched := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if n.Tok != token.DEFINE && astutil.IdentVar(info, derefExpr(baseOf(l))) == v {
					touched = true
				}
			}
		case *ast.CallExpr:
			if applied[n] {
				return true
			}
			for _, arg := range n.Args {
				arg = ast.Unparen(arg)
				if ue, ok := arg.(*ast.UnaryExpr); ok && ue.Op == token.AND {
					arg = ue.X
				}
				if astutil.IdentVar(info, arg) == v {
					touched = true
				}
			}
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && astutil.IdentVar(info, derefExpr(sel.X)) == v {
				touched = true // cfg.apply(...)
			}
		}
		return !touched
	})
	return touched
}

// baseOf returns the variable expression a selector, index or star
// expression starts from (cfg in cfg.method, cfg.hooks[0], *cfg).
func baseOf(e ast.Expr) ast.Expr {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return e
		}
	}
}

// paramIndex returns the index of v among u's parameters, or -1.
func (a *analyzer) paramIndex(u *unit, v *types.Var) int {
	if v == nil || u.sig == nil {
		return -1
	}
	for i := range u.sig.Params().Len() {
		if u.sig.Params().At(i) == v {
			return i
		}
	}
	return -1
}

// optionField returns, for a read of a field of a configuration the
// options of a parameter fill (cfg.method), that parameter, the field and
// the field's value when no option sets it.
func (a *analyzer) optionField(e ast.Expr, u *unit) (source, bool) {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return source{}, false
	}
	s := a.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return source{}, false
	}
	base := ast.Unparen(sel.X)
	if st, ok := base.(*ast.StarExpr); ok {
		base = ast.Unparen(st.X)
	}
	v := astutil.IdentVar(a.pass.TypesInfo, base)
	if v == nil {
		return source{}, false
	}
	param, ok := a.optionParam(u, v)
	if !ok {
		return source{}, false
	}
	src := source{kind: srcParam, param: param, option: sel.Sel.Name}
	src.dflt, src.hasDflt = a.fieldDefault(v, s.Obj().(*types.Var), u)
	return src, true
}

// fieldDefault returns the constant a configuration's literal gives a
// field (&config{method: http.MethodGet}), or its zero value for a string
// the literal leaves out.
func (a *analyzer) fieldDefault(v *types.Var, field *types.Var, u *unit) (string, bool) {
	init := ast.Unparen(a.aliases[v])
	if ue, ok := init.(*ast.UnaryExpr); ok {
		init = ast.Unparen(ue.X)
	}
	if lit, ok := init.(*ast.CompositeLit); ok {
		for _, el := range lit.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return "", false
			}
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == field.Name() {
				src := a.source(kv.Value, u, 0)
				return src.text, src.kind == srcConst
			}
		}
	} else if init != nil {
		return "", false
	}
	if b, ok := field.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return "", true
	}
	return "", false
}

// optionSets reads what one option passed at a call does to the field:
// the expression it sets the field to, nil when it does not set it, and
// known false when the option is a function annovet cannot read (then it
// may set anything).
func (a *analyzer) optionSets(arg ast.Expr, field string) (value ast.Expr, known bool) {
	info := a.pass.TypesInfo
	if arg == nil {
		return nil, false
	}
	switch x := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		rhs, _, ok := setsField(info, x, field)
		return rhs, ok // the literal is the caller's: rhs resolves there
	case *ast.CallExpr:
		g := typeutil.StaticCallee(info, x)
		if g == nil {
			return nil, false
		}
		gu := a.res.funcs[g.Origin()]
		if gu == nil {
			return nil, false
		}
		lit := returnedLiteral(gu)
		if lit == nil {
			return nil, false
		}
		rhs, v, ok := setsField(info, lit, field)
		param := a.paramIndex(gu, v)
		variadic := param >= 0 && gu.sig.Variadic() && param == gu.sig.Params().Len()-1
		switch {
		case !ok:
			return nil, false
		case rhs == nil:
			return nil, true
		case param >= len(x.Args):
			return nil, true // a variadic parameter left empty
		case variadic && !x.Ellipsis.IsValid():
			return nil, false // values listed one by one for a variadic parameter
		case param >= 0:
			return x.Args[param], true // withMethod(http.MethodPost)
		}
		if tv, ok := info.Types[rhs]; ok && tv.Value != nil {
			return rhs, true // a constant the option sets
		}
		return nil, false
	}
	return nil, false
}

// returnedLiteral returns the function literal a function returns, when
// all it returns is one literal.
func returnedLiteral(u *unit) *ast.FuncLit {
	body := unitBody(u)
	if body == nil {
		return nil
	}
	var lit *ast.FuncLit
	many := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 1 {
				many = true
				return false
			}
			l, ok := ast.Unparen(n.Results[0]).(*ast.FuncLit)
			if !ok || lit != nil {
				many = true
				return false
			}
			lit = l
		}
		return true
	})
	if many {
		return nil
	}
	return lit
}

// setsField reads a literal option (func(c *config) { c.method = m }): the
// expression it assigns to the field of its first parameter, and the
// variable it assigns when that is one (m, or p in append(c.field, p...)).
// ok is false when the literal hands its configuration on to code annovet
// does not read (it passes c to a call).
func setsField(info *types.Info, lit *ast.FuncLit, field string) (rhs ast.Expr, v *types.Var, ok bool) {
	params := lit.Type.Params.List
	if len(params) == 0 || len(params[0].Names) == 0 {
		return nil, nil, false
	}
	c, _ := info.Defs[params[0].Names[0]].(*types.Var)
	if c == nil {
		return nil, nil, false
	}
	ok = true
	// Every use of c must be a field of it (c.method): c handed on,
	// copied, replaced (*c = ...) or a method called on it is code that
	// may set anything.
	fields := map[*ast.Ident]bool{}
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if sel, isSel := n.(*ast.SelectorExpr); isSel {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
				if id, isID := ast.Unparen(derefExpr(sel.X)).(*ast.Ident); isID {
					fields[id] = true
				}
			}
		}
		return true
	})
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		if id, isID := n.(*ast.Ident); isID && info.Uses[id] == c && !fields[id] {
			ok = false
		}
		return ok
	})
	ast.Inspect(lit.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				sel, isSel := ast.Unparen(l).(*ast.SelectorExpr)
				if !isSel || sel.Sel.Name != field || astutil.IdentVar(info, derefExpr(sel.X)) != c {
					continue
				}
				if i >= len(n.Rhs) {
					ok = false // c.a, c.b = f(): set to what annovet does not read
					continue
				}
				rhs = n.Rhs[i]
				value := ast.Unparen(rhs)
				if call, isCall := value.(*ast.CallExpr); isCall && astutil.IsBuiltin(info, call.Fun, "append") && len(call.Args) == 2 {
					value = ast.Unparen(call.Args[1])
				}
				v = astutil.IdentVar(info, value)
			}
		}
		return ok
	})
	return rhs, v, ok
}

func derefExpr(e ast.Expr) ast.Expr {
	if st, ok := ast.Unparen(e).(*ast.StarExpr); ok {
		return st.X
	}
	return e
}

// resolveDep resolves dependency d of effect e at a call in u from the
// argument it passes, or, for an option dependency, from the options.
func (a *analyzer) resolveDep(e Effect, d Dep, call *ast.CallExpr, u *unit) (Effect, bool) {
	if d.May {
		// The parameter on some paths only: a caller's parameter carries
		// it on, anything else leaves it open.
		if d.Param >= 0 && d.Param < len(call.Args) {
			if s := a.source(call.Args[d.Param], u, 0); (s.kind == srcParam || s.kind == srcMayParam) && s.option == "" && s.field == "" {
				s.kind = srcMayParam
				e.Deps = append(e.Deps, s.dep(d.Role))
				return e, true
			}
		}
		return unresolvedDep(e, d), true
	}
	if d.Option != "" {
		return a.resolveOption(e, d, call, u)
	}
	if d.Field != "" {
		return a.resolveField(e, d, call, u)
	}
	if d.Param == RootRecv {
		// The receiver as a whole (a gate on its setting): what the
		// call is made on.
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return unresolvedDep(e, d), true
		}
		return a.resolve(e, d.Role, sel.X, u, nil)
	}
	if d.Param >= len(call.Args) || d.Role == RoleBody && a.helperContentUnknown(u, call, call.Args[d.Param]) {
		return unresolvedDep(e, d), true
	}
	if d.Role == RolePath && e.Kind == Write && e.Destructive && a.createdIfAbsent(call, call.Args[d.Param]) {
		e.Destructive = false // the caller probed the path it passes and found nothing there (absent.go)
	}
	return a.resolve(e, d.Role, call.Args[d.Param], u, nil)
}

// resolveOption resolves an option dependency at a call: the options the
// call passes decide the field, or the caller's own options parameter,
// passed on (do(opts...)), carries the dependency on.
func (a *analyzer) resolveOption(e Effect, d Dep, call *ast.CallExpr, u *unit) (Effect, bool) {
	args, passOn, ok := a.optionArgs(call, d.Param, u)
	switch {
	case passOn >= 0:
		d.Param, d.Outer = passOn, false
		e.Deps = append(e.Deps, d)
		return e, true
	case !ok:
		return a.resolveSource(e, d.Role, source{}, nil, nil)
	}
	var value ast.Expr
	for _, arg := range args {
		v, known := a.optionSets(arg, d.Option)
		if !known {
			return a.resolveSource(e, d.Role, source{}, nil, nil) // the worst an option may set
		}
		if v != nil {
			value = v // the last option applied wins
		}
	}
	if value != nil {
		return a.resolve(e, d.Role, value, u, nil)
	}
	if d.HasDefault {
		return a.resolveSource(e, d.Role, source{kind: srcConst, text: d.Default}, nil, nil)
	}
	return unresolvedDep(e, d), true
}

// optionCalls resolves, at a call, a call of the function values the
// options of parameter e.Root put in field e.Option: the functions each
// option that sets the field was given, resolved as arguments are, or the
// caller's own options parameter passed on.
func (a *analyzer) optionCalls(u *unit, s site, e Effect, sum *Summary) []Effect {
	args, passOn, ok := a.optionArgs(s.call, e.Root, u)
	if passOn >= 0 {
		ne := e
		ne.Witness = append([]string{s.name}, e.Witness...)
		ne.At, ne.Root = s.at, passOn
		return []Effect{ne}
	}
	var out []Effect
	plain := e
	plain.Option = ""
	if !ok {
		args = []ast.Expr{nil} // options annovet cannot list: one it cannot read
	}
	for _, arg := range args {
		v, known := a.optionSets(arg, e.Option)
		if !known {
			ne := e
			ne.Witness = append([]string{s.name}, e.Witness...)
			ne.At, ne.Root, ne.Option, ne.Kind, ne.Cause = s.at, RootEnv, "", Unknown, "a function value"
			return []Effect{ne}
		}
		if v == nil {
			continue
		}
		for _, ce := range a.callArg(u, s, v, plain) {
			ce.Returned = e.Returned && u.handsOut(s.call, sum)
			out = append(out, ce)
		}
	}
	return out
}

// optionArgs returns the options a call passes for parameter param, in the
// order they apply: the arguments, or, for a slice passed with "...", the
// elements of the local slice it built (opts := []option{...}; opts =
// append(opts, more)). passOn is the caller's own parameter when the call
// passes that on (do(c, opts...)), -1 otherwise; ok is false when annovet
// cannot list the options.
func (a *analyzer) optionArgs(call *ast.CallExpr, param int, u *unit) (args []ast.Expr, passOn int, ok bool) {
	if param >= len(call.Args) {
		return nil, -1, true // a variadic parameter left empty
	}
	args = a.argsOf(call, param)
	if !call.Ellipsis.IsValid() || len(args) != 1 {
		return args, -1, true
	}
	v := astutil.IdentVar(a.pass.TypesInfo, args[0])
	if p := a.paramIndex(u, v); p >= 0 {
		return nil, p, true
	}
	if v == nil {
		return nil, -1, false
	}
	elems, ok := a.sliceElems(u, v)
	return elems, -1, ok
}

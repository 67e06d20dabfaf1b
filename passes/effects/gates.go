package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// This file decides which changes the server's configuration turns on. A
// change made only in a branch of a test of a setting (if
// cfg.IsSet(OutputDir) { os.WriteFile(...) }, if !s.dryRun { ... }) happens
// in one configuration of the server and not in another: the hints a tool
// sends are the same in both, and annovet cannot see which one runs, so
// such a change decides no hint (it is undecided, and said, never a
// finding). The test is of a value the server was configured with: the
// receiver's or a package variable's, or a parameter's that each call
// resolves from what it passes (a value its caller was configured with; a
// handler factory's parameter, given once at registration; or the tool's
// arguments, which turn the change on per call: then it may happen). A
// test of a handle (c != nil) is no setting: what the handle then does
// happens whenever the server has one.

// A gate is the test of a setting a branch runs under: of the
// configuration itself, or of a value a parameter carries (dep, Role
// RoleGate, resolved at each call).
type gate struct {
	dep        Dep
	configured bool
}

// causeConfigured is the reason a change the configuration turns on is
// undecided.
const causeConfigured = "a change a setting of the server's turns on"

// configured is e made only where the server's configuration says so.
func configured(e Effect) Effect {
	e.Unresolved, e.Cause = true, causeConfigured
	return e
}

// gated applies the tests of settings a site runs under to its changes:
// each becomes the configuration's, or depends on the parameter the test
// reads.
func gated(effs []Effect, gates []gate) []Effect {
	for _, g := range gates {
		for i, e := range effs {
			if !e.Kind.Changes() {
				continue
			}
			switch {
			case g.configured:
				effs[i] = configured(e)
			case !slices.Contains(e.Deps, g.dep):
				effs[i].Deps = append(slices.Clip(e.Deps), g.dep)
			}
		}
	}
	return effs
}

// gates returns the tests of settings of the innermost branches.
func (c *conditions) gates() []gate {
	return inFrames(c.stack, func(f condFrame) *gate { return f.gate })
}

// gateOf returns the test of a setting the body or the else of an if puts
// on n, or nil.
func (c *conditions) gateOf(n ast.Node) *gate {
	b, ok := n.(*ast.BlockStmt)
	if !ok {
		return nil
	}
	ifs := c.parentIf(b)
	if ifs == nil || ifs.Init != nil || ifs.Body != b && ifs.Else != b {
		return nil
	}
	root := c.settingTested(ifs.Cond)
	if root == nil {
		return nil
	}
	v, _ := c.a.pass.TypesInfo.Uses[root].(*types.Var)
	switch {
	case v == nil:
		return nil
	case c.u.sig != nil && c.u.sig.Recv() == v:
		// The receiver's setting: each call's receiver says whose (the
		// server's, or a value the handler built from its arguments).
		return &gate{dep: Dep{Param: RootRecv, Role: RoleGate}}
	case isPackageLevel(v):
		return &gate{configured: true}
	}
	if i, ok := paramIndex(c.u.sig, v); ok {
		return &gate{dep: Dep{Param: i, Role: RoleGate}}
	}
	if p := c.u.parent; p != nil && p.parent == nil {
		if i, ok := paramIndex(p.sig, v); ok {
			// A parameter of the function that made this literal (a
			// handler factory's): it travels out with the literal.
			return &gate{dep: Dep{Param: i, Role: RoleGate, Outer: true}}
		}
	}
	return nil // a local: what it holds is the call's own
}

// paramIndex returns which parameter of sig v is.
func paramIndex(sig *types.Signature, v *types.Var) (int, bool) {
	if sig == nil {
		return 0, false
	}
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == v {
			return i, true
		}
	}
	return 0, false
}

// settingTested returns the variable whose setting a condition tests, or
// nil: a boolean field or method of it (cfg.Enabled, !s.dryRun,
// ctx.GetConfiguration().IsSet(OutputDir), given constants), or one of its
// fields compared with a constant other than nil (cfg.OutputDir != "",
// len(cfg.Hooks) > 0).
func (c *conditions) settingTested(e ast.Expr) *ast.Ident {
	info := c.a.pass.TypesInfo
	e = ast.Unparen(e)
	if ue, ok := e.(*ast.UnaryExpr); ok && ue.Op == token.NOT {
		e = ast.Unparen(ue.X)
	}
	if be, ok := e.(*ast.BinaryExpr); ok {
		switch be.Op {
		case token.LAND: // both hold: either may be the setting
			if root := c.settingTested(be.X); root != nil {
				return root
			}
			return c.settingTested(be.Y)
		case token.EQL, token.NEQ, token.LSS, token.GTR, token.LEQ, token.GEQ:
		default:
			return nil
		}
		if !c.fixed(be.Y) {
			return nil
		}
		x := ast.Unparen(be.X)
		if call, ok := x.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "len" {
				if _, builtin := info.Uses[id].(*types.Builtin); builtin {
					x = call.Args[0]
				}
			}
		}
		return c.settingRoot(x)
	}
	if b, ok := types.Unalias(info.TypeOf(e)).(*types.Basic); !ok || b.Info()&types.IsBoolean == 0 {
		return nil
	}
	return c.settingRoot(e)
}

// fixed reports whether a value a setting is compared with is the
// program's: a constant other than nil, or a package variable's (a table of
// names: ToolName.CodeTest).
func (c *conditions) fixed(e ast.Expr) bool {
	if tv, ok := c.a.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		return true
	}
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if v, ok := c.a.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && isPackageLevel(v) {
				return true // a package-level variable of another package
			}
			e = x.X
		case *ast.Ident:
			v, ok := c.a.pass.TypesInfo.Uses[x].(*types.Var)
			return ok && isPackageLevel(v)
		default:
			return false
		}
	}
	return false
}

// settingRoot returns the variable a chain of fields and method calls
// given constants starts from, or nil: a setting is read from a value (a
// plain variable compared is a dispatch, conditions.flag, or a counter).
func (c *conditions) settingRoot(e ast.Expr) *ast.Ident {
	info := c.a.pass.TypesInfo
	steps := 0
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if _, ok := info.Uses[x].(*types.Var); !ok || steps == 0 {
				return nil // a plain variable: a dispatch, a counter
			}
			return x
		case *ast.SelectorExpr:
			e, steps = x.X, steps+1
		case *ast.CallExpr:
			sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok {
				return nil
			}
			for _, arg := range x.Args {
				if tv, ok := info.Types[arg]; !ok || tv.Value == nil {
					return nil
				}
			}
			e, steps = sel.X, steps+1
		default:
			return nil
		}
	}
	return nil
}

// gateSource is where the value a call passes for a gated parameter comes
// from, the value as a whole: the caller's receiver or a package variable
// (configuration), a parameter of the caller or of the function that made
// it (carried on), or, through fields, what holds it (s.cfg). A local is
// the call's own (a value the handler built from its arguments, or
// obtained from a factory): unknown, so the change may happen.
func (a *analyzer) gateSource(e ast.Expr, u *unit) source {
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.UnaryExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.SelectorExpr:
			if v, ok := a.pass.TypesInfo.Uses[x.Sel].(*types.Var); ok && isPackageLevel(v) {
				return source{kind: srcConfig}
			}
			e = x.X
		case *ast.Ident:
			v, _ := a.pass.TypesInfo.Uses[x].(*types.Var)
			switch {
			case v == nil:
				return source{}
			case isPackageLevel(v), u.sig != nil && u.sig.Recv() == v:
				return source{kind: srcConfig}
			}
			if i, ok := paramIndex(u.sig, v); ok {
				return source{kind: srcParam, param: i}
			}
			if p := u.parent; p != nil && p.parent == nil {
				if i, ok := paramIndex(p.sig, v); ok {
					return source{kind: srcParam, param: i, outer: true}
				}
			}
			return source{}
		default:
			return source{}
		}
	}
	return source{}
}

package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"maps"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// collect walks every function body once, recording its sites. Every
// function of the package has its unit before any body is walked, so that
// what a site reads of a callee's source (the address it returns) does not
// depend on the order of declarations.
func (a *analyzer) collect() {
	var decls []*unit
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, _ := a.pass.TypesInfo.Defs[fd.Name].(*types.Func)
			if fn == nil {
				continue
			}
			u := &unit{fn: fn, node: fd, sig: fn.Type().(*types.Signature)}
			a.res.units[fd] = u
			a.res.funcs[fn] = u
			if eff, ok := directive(fd.Doc); ok {
				u.declared = true
				for _, e := range eff {
					e.Witness = []string{"//annovet:effect"}
					e.At = a.pos(fd.Pos())
					u.summary.add(e)
				}
			}
			decls = append(decls, u)
		}
	}
	a.collectAliases(decls)
	for _, u := range decls {
		a.order = append(a.order, u)
		if fd := u.node.(*ast.FuncDecl); !u.declared && fd.Body != nil {
			a.walk(u, fd.Body, nil)
			u.refreshes = a.refreshesReceiver(u.fn, fd)
		}
	}
	// A function literal in a package-level variable's value (a tool's
	// handler in a table or a pair built at package level) is a unit of
	// its own, as one in a function's body is.
	for _, f := range a.pass.Files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			ast.Inspect(gd, func(n ast.Node) bool {
				lit, ok := n.(*ast.FuncLit)
				if !ok {
					return true
				}
				lu := &unit{node: lit, sig: a.pass.TypesInfo.TypeOf(lit).(*types.Signature)}
				a.res.units[lit] = lu
				a.order = append(a.order, lu)
				a.walk(lu, lit.Body, nil)
				return false
			})
		}
	}
	// Directives on interface methods declare their effect for every call.
	for _, f := range a.pass.Files {
		if !hasDirective(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			it, ok := n.(*ast.InterfaceType)
			if !ok {
				return true
			}
			for _, m := range it.Methods.List {
				eff, ok := directive(m.Doc)
				if !ok || len(m.Names) == 0 {
					continue
				}
				fn, _ := a.pass.TypesInfo.Defs[m.Names[0]].(*types.Func)
				if fn == nil {
					continue
				}
				u := &unit{fn: fn, node: m, declared: true}
				for _, e := range eff {
					e.Witness = []string{"//annovet:effect"}
					u.summary.add(e)
				}
				a.res.funcs[fn] = u
			}
			return true
		})
	}
}

// walk records the sites of u's body. Statements after a return or a panic
// in the same block are dead and skipped; literals become units of their own,
// and see the scratch space of the function they are in (outer: the
// variables holding it, nil for a declaration).
func (a *analyzer) walk(u *unit, body ast.Node, outer map[*types.Var]bool) {
	info := a.pass.TypesInfo
	scratch := maps.Clone(outer)
	if scratch == nil {
		scratch = map[*types.Var]bool{}
	}
	if u.scratch == nil {
		u.scratch = scratch // filled as the walk goes
	} else {
		defer maps.Copy(u.scratch, scratch)
	}
	dead := map[ast.Node]bool{} // filled as each block is entered, before its statements
	onceLits := map[*ast.FuncLit]bool{}
	conds := &conditions{a: a, u: u}
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			conds.leave()
			return false
		}
		if dead[n] {
			return false
		}
		markDead(n, dead)
		before := len(u.sites)
		defer func() {
			// The branch of a dispatch on a parameter this node is in.
			if when := conds.current(); len(when) > 0 {
				for i := before; i < len(u.sites); i++ {
					u.sites[i].when = when
				}
			}
			if gates := conds.gates(); len(gates) > 0 {
				for i := before; i < len(u.sites); i++ {
					u.sites[i].gates = gates
				}
			}
		}()
		switch n := n.(type) {
		case *ast.FuncLit:
			lu := &unit{node: n, sig: info.TypeOf(n).(*types.Signature), parent: u, once: onceLits[n] || u.once}
			a.res.units[n] = lu
			a.order = append(a.order, lu)
			a.walk(lu, n.Body, scratch)
			u.sites = append(u.sites, site{lit: lu, at: a.pos(n.Pos())})
			return false
		case *ast.ReturnStmt:
			a.markReturns(u, n)
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if len(n.Rhs) == 1 {
					if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && a.isScratchCreate(call) {
						if v := astutil.IdentVar(info, n.Lhs[0]); v != nil {
							scratch[v] = true
						}
					}
				}
				if n.Tok == token.DEFINE {
					continue
				}
				// x = append(x, ...) adds; any other assignment may overwrite.
				additive := len(n.Rhs) == len(n.Lhs) && isAppendTo(info, n.Rhs[i], lhs)
				self := 0
				if additive {
					self = 1 // append's first argument is the location itself
				}
				var stored []ast.Expr
				if len(n.Rhs) == len(n.Lhs) {
					stored = n.Rhs[i : i+1]
				}
				a.memoryWriteReading(u, lhs, n.Pos(), Mutate, !additive, "assignment to "+types.ExprString(lhs), self, stored...)
			}
		case *ast.IncDecStmt:
			a.memoryWrite(u, n.X, n.Pos(), Mutate, false, "assignment to "+types.ExprString(n.X))
		case *ast.CallExpr:
			if lit := onceArg(info, n); lit != nil {
				onceLits[lit] = true
			}
			a.call(u, n, scratch)
		}
		conds.enter(n)
		return true
	})
}

// onceArg returns the function literal a call runs once per process:
// (*sync.Once).Do(func() {...}), sync.OnceFunc, OnceValue, OnceValues.
func onceArg(info *types.Info, call *ast.CallExpr) *ast.FuncLit {
	fn := typeutil.StaticCallee(info, call)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "sync" || len(call.Args) != 1 {
		return nil
	}
	switch fn.Name() {
	case "Do", "OnceFunc", "OnceValue", "OnceValues":
		lit, _ := ast.Unparen(call.Args[0]).(*ast.FuncLit)
		return lit
	}
	return nil
}

// call records the effect of a call: from the catalogue, a directive, this
// package's summaries, another package's fact, or the verb of its name.
func (a *analyzer) call(u *unit, call *ast.CallExpr, scratch map[*types.Var]bool) {
	info := a.pass.TypesInfo
	at := a.pos(call.Pos())
	a.markRegistered(u, call)
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return // conversion
	}
	if b := astutil.BuiltinName(info, call.Fun); b != "" {
		// A builtin, unsafe's included (unsafe.String): what it does to
		// memory is all it does.
		if b == "delete" && len(call.Args) == 2 && (a.scratchEntry(u, call.Args[0], call.Args[1]) || a.freshKey(call.Args[1], u)) {
			return // the entry this call added, removed before it returns, or under a key made anew (fresh.go)
		}
		if (b == "delete" || b == "clear") && len(call.Args) > 0 {
			a.memoryWrite(u, call.Args[0], call.Pos(), Delete, true, b+"("+types.ExprString(call.Args[0])+")")
		}
		return
	}
	fn := typeutil.StaticCallee(info, call)
	if fn == nil {
		a.dynamicCall(u, call, at, scratch)
		return
	}
	fn = fn.Origin()
	name := FuncName(fn)
	if fn.Pkg() == nil {
		return
	}
	path := fn.Pkg().Path()
	// A dependency's own summary wins over its name: the verb heuristic
	// is the last resort, for a method of a package annovet has no facts
	// of (it did not load), and stays uncertain.
	if catalogueRow(fn) == nil && !isStd(path) && !sdk.IsSDKPackage(path) && !isPure(path) &&
		recvName(fn) != "" && !a.sameModule(path) && a.summaryOf(fn) == nil {
		if k, destructive, ok := verbEffect(fn.Name()); ok {
			if k != 0 {
				u.sites = append(u.sites, site{direct: &Effect{Kind: k, Destructive: destructive, Heuristic: true, Root: RootEnv, Witness: []string{name}, At: at, Cause: "a method of " + path + " judged by its name"}, at: at})
			}
			return
		}
	}
	if a.obtainsClientCall(fn) {
		// Obtaining a client (a library's constructor, a session from
		// the user's profile): plumbing, what the client then does is
		// the call's (clients.go).
		return
	}
	a.calleeSites(u, call, fn, name, at, scratch, "")
}

// catalogueRow returns the catalogue row of fn, the project's additions
// first, or nil. A row on an interface of a library models that library's
// own implementations of the interface's methods too (implRow).
func catalogueRow(fn *types.Func) *API {
	if fn.Pkg() == nil {
		return nil // the universe's error.Error
	}
	path, recv := fn.Pkg().Path(), recvName(fn)
	for _, table := range [][]API{extra.apis, Catalogue} {
		if api := lookup(table, path, recv, fn.Name()); api != nil {
			return api
		}
	}
	for _, table := range [][]API{extra.apis, Catalogue} {
		if api := implRow(table, fn); api != nil {
			return api
		}
	}
	return nil
}

// dynamicCall records a call annovet cannot resolve statically: a method of
// an interface, or a function value.
func (a *analyzer) dynamicCall(u *unit, call *ast.CallExpr, at model.Position, scratch map[*types.Var]bool) {
	info := a.pass.TypesInfo
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
			if m, ok := s.Obj().(*types.Func); ok {
				a.interfaceCall(u, call, s.Recv(), m, at, scratch)
				return
			}
		}
	}
	if _, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
		return // an immediately called literal is a unit site already
	}
	if cause := untyped(info, call.Fun); cause != "" {
		u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: RootEnv, Witness: []string{types.ExprString(call.Fun) + " (code that does not type-check)"}, At: at, Cause: cause}, at: at})
		return
	}
	if neutralFuncType(info.TypeOf(call.Fun)) || a.neutralFuncField(call) {
		// Its library says what it does, whoever made it: nothing (a
		// context's cancel, a client's retry hook: libfields.go).
		return
	}
	if a.obtainsClient(info.TypeOf(call.Fun)) {
		// Obtaining a client, whichever function the value holds:
		// plumbing, what the client then does is the call's (clients.go).
		return
	}
	if made, ok := ast.Unparen(call.Fun).(*ast.CallExpr); ok {
		// A call of the function a call makes (defer d.RLockReads()()):
		// what that callee hands out, mapped through its call (callArg).
		u.sites = append(u.sites, site{made: made, call: call, name: "call of " + types.ExprString(call.Fun), at: at})
		return
	}
	if a.heldSite(u, call, at) || a.fieldSite(u, call, at) || a.tableSite(u, call, at) {
		return
	}
	if v := astutil.IdentVar(info, call.Fun); v != nil && !isPackageLevel(v) {
		switch src := a.funcSource(v); {
		case src == funcHarmless:
			return // context.WithCancel's cancel, a sync.OnceFunc
		case src == funcLiteral:
			return // a local literal: its unit is a site where it is defined
		}
	}

	root, captured := a.rootOf(call.Fun, u, 0)
	if root == rootLocal {
		// A function value held in a local (looked up in a table, taken
		// from a field of a local): code runs that annovet does not see.
		u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: RootEnv, Witness: []string{"call of " + types.ExprString(call.Fun), cannotFollow}, At: at, Cause: "a function value", FuncSig: a.funcSig(call.Fun)}, at: at})
		return
	}
	u.sites = append(u.sites, site{direct: &Effect{Kind: callVar, Root: root, Witness: []string{"call of " + types.ExprString(call.Fun)}, At: at, captured: captured, FuncSig: a.funcSig(call.Fun)}, at: at})
}

// untyped says why a callee has no type, when it has none: the package it
// names did not load, or the code around it does not type-check.
func untyped(info *types.Info, fun ast.Expr) string {
	if tv, ok := info.Types[fun]; ok && tv.Type != nil && tv.Type != types.Typ[types.Invalid] {
		return ""
	}
	if sel, ok := ast.Unparen(fun).(*ast.SelectorExpr); ok {
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
			if pn, ok := info.Uses[id].(*types.PkgName); ok {
				return "a package that did not load: " + pn.Imported().Path()
			}
		}
	}
	return "code that does not type-check"
}

// How a local variable holding a function got its value.
const (
	funcUnknown = iota
	funcHarmless
	funcLiteral
)

// funcSource tells where a local function variable's value comes from:
// a literal defined here (whose effects its unit carries), or a function
// of the standard library that returns one with no effect on the
// environment (the cancel of context.WithCancel).
func (a *analyzer) funcSource(v *types.Var) int {
	switch r := ast.Unparen(a.aliases[v]).(type) {
	case *ast.FuncLit:
		return funcLiteral
	case *ast.CallExpr:
		if fn := typeutil.StaticCallee(a.pass.TypesInfo, r); fn != nil && fn.Pkg() != nil && isStd(fn.Pkg().Path()) && onceCall(a.pass.TypesInfo, r) == nil {
			return funcHarmless
		}
	}
	return funcUnknown
}

// interfaceCall classifies a call of an interface method: by a directive's
// fact, the standard library's interfaces (no effect), a catalogue row, the
// program's implementations, or, last, the method's verb.
func (a *analyzer) interfaceCall(u *unit, call *ast.CallExpr, recv types.Type, m *types.Func, at model.Position, scratch map[*types.Var]bool) {
	if !types.IsInterface(recv) {
		// A method promoted from an interface the receiver's struct
		// embeds (oapi-codegen's ClientWithResponses{ClientInterface}):
		// a call of that interface's method.
		if r := m.Type().(*types.Signature).Recv(); r != nil && types.IsInterface(r.Type()) {
			recv = r.Type()
		}
	}
	name := FuncName(m)
	if s := a.summaryOf(m); s != nil {
		u.sites = append(u.sites, site{fact: m, call: call, name: name, at: at})
		return
	}
	if a.writesProgramInput(call, m) {
		a.catalogued(u, &programInputAPI, call, name, at, scratch) // a command written to a shell kept open (programinput.go)
		return
	}
	if m.Pkg() == nil || isStd(m.Pkg().Path()) || sdk.IsSDKPackage(m.Pkg().Path()) || isPure(m.Pkg().Path()) {
		return
	}
	if api := catalogueRow(m); api != nil {
		a.catalogued(u, api, call, name, at, scratch)
		return
	}
	if a.paramIfaceCall(u, call, recv, m, name, at) {
		return
	}
	if a.dispatch(u, call, recv, m, at, scratch, false) {
		return
	}
	if iface, isIface := recv.Underlying().(*types.Interface); isIface {
		// The program's interface over a library's types: what each
		// catalogued one does.
		if rows, impls := a.cataloguedImplementations(iface, m); len(rows) > 0 {
			for i, api := range rows {
				a.catalogued(u, api, call, name+" = "+FuncName(impls[i]), at, scratch)
			}
			return
		}
	}
	k, destructive, ok := verbEffect(m.Name())
	if !ok && isGetter(m) {
		return // Name() string, Size() int64: a getter
	}
	if !ok && a.dispatch(u, call, recv, m, at, scratch, true) {
		return // what the package puts behind the interface
	}
	// No implementation in sight here: the handler may see some
	// (ifacecalls.go); until then, what the name says, or nothing known.
	if !ok {
		u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: RootEnv, Witness: []string{name + " (an interface method annovet cannot follow)"}, At: at, Cause: "an interface method of " + m.Pkg().Path(), Iface: a.ifaceCall(u, call, m, name)}, at: at})
		return
	}
	if k != 0 {
		u.sites = append(u.sites, site{direct: &Effect{Kind: k, Destructive: destructive, Heuristic: true, Root: RootEnv, Witness: []string{name}, At: at, Cause: "an interface method of " + m.Pkg().Path() + " judged by its name", Iface: a.ifaceCall(u, call, m, name)}, at: at})
	}
}

// isGetter reports whether a method takes no arguments and returns a value
// that is not just an error: Name() string, BirthTime() time.Time.
func isGetter(m *types.Func) bool {
	sig, ok := m.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 0 || sig.Results().Len() == 0 {
		return false
	}
	errType := types.Universe.Lookup("error").Type()
	for i := range sig.Results().Len() {
		if !types.Identical(sig.Results().At(i).Type(), errType) {
			return true
		}
	}
	return false
}

// isAppendTo reports whether rhs is append(lhs, ...).
func isAppendTo(info *types.Info, rhs, lhs ast.Expr) bool {
	call, ok := ast.Unparen(rhs).(*ast.CallExpr)
	if !ok || len(call.Args) == 0 {
		return false
	}
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	if b, ok := info.Uses[id].(*types.Builtin); !ok || b.Name() != "append" {
		return false
	}
	return types.ExprString(call.Args[0]) == types.ExprString(lhs)
}

// markDead marks, when n is a block or a clause, the statements that follow
// a return, a panic, or another statement that ends the block.
func markDead(n ast.Node, dead map[ast.Node]bool) {
	list := astutil.Stmts(n)
	for i, s := range list {
		if terminates(s) {
			for _, d := range list[i+1:] {
				dead[d] = true
			}
			return
		}
	}
}

func terminates(s ast.Stmt) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return s.Tok == token.GOTO || s.Tok == token.BREAK || s.Tok == token.CONTINUE
	case *ast.ExprStmt:
		if call, ok := s.X.(*ast.CallExpr); ok {
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "panic" {
				return true
			}
		}
	}
	return false
}

// constString returns the constant string value of e, if any.
func (a *analyzer) constString(e ast.Expr) (string, bool) {
	tv, ok := a.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

package effects

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// Analyzer computes, for every function, a summary of the effects it may
// have, and exports it as a fact for the packages that call it.
var Analyzer = &analysis.Analyzer{
	Name:             "effects",
	Doc:              doc,
	URL:              "https://github.com/annovet/annovet/blob/main/CHECKS.md#effects",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	FactTypes:        []analysis.Fact{(*SummaryFact)(nil), (*AnalyzedFact)(nil)},
}

// Kind is a kind of effect.
type Kind uint8

const (
	Write   Kind = iota + 1 // writes to the file system
	Delete                  // removes files, rows, remote objects, in-memory state
	Mutate                  // changes a system the server talks to, or state it keeps
	Exec                    // runs a process or loads code
	Network                 // outbound I/O
	Unknown                 // a call annovet cannot follow
	callVar                 // calls a function value held in Root (internal: resolved at call sites)
)

func (k Kind) String() string {
	switch k {
	case Write:
		return "write"
	case Delete:
		return "delete"
	case Mutate:
		return "mutate"
	case Exec:
		return "exec"
	case Network:
		return "network"
	case Unknown:
		return "unknown"
	case callVar:
		return "call"
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// Changes reports whether the effect changes the environment.
func (k Kind) Changes() bool { return k == Write || k == Delete || k == Mutate || k == Exec }

// Roots: who holds the state an effect changes.
const (
	RootEnv      = -3 // the world: files, databases, remote systems, package-level state
	RootRecv     = -1 // the method's receiver
	rootLocal    = -4
	rootCaptured = -5
	// a value >= 0 is a parameter index
)

// An Effect is one thing a function may do, with its witness: the call path
// from the function to the API that does it.
type Effect struct {
	Kind        Kind
	Destructive bool // deletes or overwrites existing data
	OpenHost    bool // network: the address is not fixed in the code
	HostFrom    int  // network: the address is parameter HostFrom-1, decided at each call site; 0 if not
	Memory      bool // a change to in-memory state (a variable, a map), not to an outside system
	Heuristic   bool // inferred from a method's name, not from the catalogue or source
	Root        int
	Witness     []string
	At          model.Position // the call or statement in this function that starts the witness

	captured *types.Var // for rootCaptured
}

func (e Effect) String() string {
	s := e.Kind.String()
	if e.Destructive {
		s += "!"
	}
	if e.OpenHost {
		s += "(open)"
	}
	if e.HostFrom > 0 {
		s += fmt.Sprintf("(host=param%d)", e.HostFrom-1)
	}
	switch {
	case e.Root == RootRecv:
		s += "@recv"
	case e.Root >= 0:
		s += fmt.Sprintf("@param%d", e.Root)
	}
	return s + "(" + strings.Join(e.Witness, " -> ") + ")"
}

// Path renders the witness for messages.
func (e Effect) Path() string { return strings.Join(e.Witness, " -> ") }

// effectKey identifies an effect up to its witness: a summary keeps one
// effect per key.
type effectKey struct {
	kind                            Kind
	destructive, open, memory, heur bool
	hostFrom, root                  int
	captured                        *types.Var
}

func (e Effect) key() effectKey {
	return effectKey{e.Kind, e.Destructive, e.OpenHost, e.Memory, e.Heuristic, e.HostFrom, e.Root, e.captured}
}

// Summary is the set of effects a function may have, one per kind of
// effect, each with its shortest witness.
type Summary struct {
	Effects []Effect
}

func (s *Summary) String() string {
	if s == nil || len(s.Effects) == 0 {
		return "none"
	}
	var parts []string
	for _, e := range s.Effects {
		parts = append(parts, e.String())
	}
	return strings.Join(parts, " ")
}

// add merges e, keeping the shortest witness; it reports whether s changed.
func (s *Summary) add(e Effect) bool {
	if len(e.Witness) > maxWitness {
		e.Witness = append(e.Witness[:maxWitness-1:maxWitness-1], "...")
	}
	k := e.key()
	for i, x := range s.Effects {
		if x.key() == k {
			if len(e.Witness) < len(x.Witness) {
				s.Effects[i] = e
				return true
			}
			return false
		}
	}
	s.Effects = append(s.Effects, e)
	return true
}

const maxWitness = 8

// SummaryFact carries a function's summary to the packages that call it.
type SummaryFact struct{ Summary Summary }

func (*SummaryFact) AFact()           {}
func (f *SummaryFact) String() string { return "effects " + f.Summary.String() }

// AnalyzedFact marks a package whose functions effects summarized: a
// function of it without a SummaryFact has no effect.
type AnalyzedFact struct{}

func (*AnalyzedFact) AFact()         {}
func (*AnalyzedFact) String() string { return "analyzed" }

// Result is the effects pass's answer for one package.
type Result struct {
	pass  *analysis.Pass
	units map[ast.Node]*unit // by *ast.FuncDecl or *ast.FuncLit
	funcs map[*types.Func]*unit
	an    *analyzer
}

// Func returns the summary of a function of this package or, through its
// fact, of another; nil when annovet knows nothing of it.
func (r *Result) Func(fn *types.Func) *Summary {
	if r.an == nil {
		return nil
	}
	return r.an.summaryOf(fn)
}

func run(pass *analysis.Pass) (any, error) {
	res := &Result{pass: pass, units: map[ast.Node]*unit{}, funcs: map[*types.Func]*unit{}}
	if skip(pass) {
		return res, nil
	}
	a := &analyzer{pass: pass, res: res, aliases: map[*types.Var]ast.Expr{}}
	res.an = a
	a.collect()
	a.solve()
	pass.ExportPackageFact(&AnalyzedFact{})
	for fn, u := range res.funcs {
		if len(u.summary.Effects) > 0 || u.declared {
			s := u.summary
			for i := range s.Effects {
				s.Effects[i].At = s.Effects[i].At.Foreign()
			}
			pass.ExportObjectFact(fn, &SummaryFact{Summary: Summary{Effects: slices.Clone(s.Effects)}})
		}
	}
	return res, nil
}

// skip reports whether the package is one whose effects the catalogue
// describes instead: the standard library, the SDKs, logging and tracing.
func skip(pass *analysis.Pass) bool {
	path := pass.Pkg.Path()
	first, _, _ := strings.Cut(path, "/")
	std := (pass.Module == nil || pass.Module.Path == "") && !strings.Contains(first, ".")
	return std || sdk.IsSDKPackage(path) || isPure(path)
}

// A unit is a function body: a declaration or a literal.
type unit struct {
	fn       *types.Func // nil for a literal
	node     ast.Node    // *ast.FuncDecl or *ast.FuncLit
	sig      *types.Signature
	parent   *unit // the enclosing unit of a literal
	sites    []site
	summary  Summary
	declared bool // the effect comes from an //annovet:effect directive
}

// A site is something in a unit's body that may have an effect.
type site struct {
	direct *Effect        // an effect of the statement or call itself
	callee *unit          // a call of a function of this package...
	fact   *types.Func    // ...or of another package, read through its fact
	lit    *unit          // a function literal defined here (it may run)
	call   *ast.CallExpr  // the call, for mapping receiver and arguments
	name   string         // the callee's name, for witnesses
	at     model.Position // where
}

type analyzer struct {
	pass    *analysis.Pass
	res     *Result
	aliases map[*types.Var]ast.Expr
	osConst map[string]int64
}

// collect walks every function body once, recording its sites.
func (a *analyzer) collect() {
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
				continue
			}
			if fd.Body != nil {
				a.walk(u, fd.Body)
			}
		}
	}
	// Directives on interface methods declare their effect for every call.
	for _, f := range a.pass.Files {
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
// in the same block are dead and skipped; literals become units of their own.
func (a *analyzer) walk(u *unit, body ast.Node) {
	info := a.pass.TypesInfo
	scratch := map[*types.Var]bool{}
	dead := deadStatements(body)
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			return false
		}
		if dead[n] {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			lu := &unit{node: n, sig: info.TypeOf(n).(*types.Signature), parent: u}
			a.res.units[n] = lu
			a.walk(lu, n.Body)
			u.sites = append(u.sites, site{lit: lu, at: a.pos(n.Pos())})
			return false
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if n.Tok == token.DEFINE || n.Tok == token.ASSIGN && len(n.Lhs) == len(n.Rhs) {
					if v := identVar(info, lhs); v != nil && i < len(n.Rhs) {
						if _, seen := a.aliases[v]; !seen {
							a.aliases[v] = n.Rhs[i]
						}
					}
				}
				if len(n.Rhs) == 1 {
					if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && a.isScratchCreate(call) {
						if v := identVar(info, n.Lhs[0]); v != nil {
							scratch[v] = true
						}
					}
				}
				if n.Tok == token.DEFINE {
					continue
				}
				// x = append(x, ...) adds; any other assignment may overwrite.
				additive := len(n.Rhs) == len(n.Lhs) && isAppendTo(info, n.Rhs[i], lhs)
				a.mutation(u, lhs, n.Pos(), !additive)
			}
		case *ast.IncDecStmt:
			a.mutation(u, n.X, n.Pos(), false) // a counter: additive
		case *ast.ValueSpec:
			for i, name := range n.Names {
				if v, ok := info.Defs[name].(*types.Var); ok && i < len(n.Values) {
					a.aliases[v] = n.Values[i]
				}
			}
		case *ast.CallExpr:
			a.call(u, n, scratch)
		}
		return true
	})
}

// mutation records an assignment to state that outlives the call: a
// package-level variable, or what a receiver, parameter or captured variable
// reaches.
func (a *analyzer) mutation(u *unit, lhs ast.Expr, pos token.Pos, destructive bool) {
	lhs = ast.Unparen(lhs)
	if id, ok := lhs.(*ast.Ident); ok && id.Name == "_" {
		return
	}
	root, captured := a.rootOf(lhs, u, 0)
	if _, ok := lhs.(*ast.Ident); ok && root >= RootRecv {
		return // rebinding a parameter or the receiver changes nothing outside
	}
	if root == rootLocal {
		return
	}
	what := types.ExprString(lhs)
	u.sites = append(u.sites, site{direct: &Effect{Kind: Mutate, Destructive: destructive, Memory: true, Root: root, Witness: []string{"assignment to " + what}, At: a.pos(pos), captured: captured}, at: a.pos(pos)})
}

// call records the effect of a call: from the catalogue, a directive, this
// package's summaries, another package's fact, or the verb of its name.
func (a *analyzer) call(u *unit, call *ast.CallExpr, scratch map[*types.Var]bool) {
	info := a.pass.TypesInfo
	at := a.pos(call.Pos())
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return // conversion
	}
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := info.Uses[id].(*types.Builtin); ok {
			if (b.Name() == "delete" || b.Name() == "clear") && len(call.Args) > 0 {
				root, captured := a.rootOf(call.Args[0], u, 0)
				if root != rootLocal {
					u.sites = append(u.sites, site{direct: &Effect{Kind: Delete, Destructive: true, Memory: true, Root: root, Witness: []string{b.Name() + "(" + types.ExprString(call.Args[0]) + ")"}, At: at, captured: captured}, at: at})
				}
			}
			return
		}
	}
	fn := typeutil.StaticCallee(info, call)
	if fn == nil {
		// A method of an interface, or a function value.
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			if s := info.Selections[sel]; s != nil && s.Kind() == types.MethodVal {
				if m, ok := s.Obj().(*types.Func); ok {
					a.interfaceCall(u, call, m, at)
					return
				}
			}
		}
		root, captured := a.rootOf(call.Fun, u, 0)
		if root == rootLocal {
			if lit, ok := ast.Unparen(call.Fun).(*ast.FuncLit); ok {
				_ = lit // an immediately called literal is a unit site already
				return
			}
		}
		u.sites = append(u.sites, site{direct: &Effect{Kind: callVar, Root: root, Witness: []string{"call of " + types.ExprString(call.Fun)}, At: at, captured: captured}, at: at})
		return
	}
	fn = fn.Origin()
	name := FuncName(fn)
	if fn.Pkg() == nil {
		return
	}
	path := fn.Pkg().Path()
	recv := recvName(fn)
	api := lookup(extra.apis, path, recv, fn.Name()) // the project's additions first
	if api == nil {
		api = lookup(Catalogue, path, recv, fn.Name())
	}
	if api != nil {
		if e, ok := a.catalogued(u, api, call, scratch); ok {
			e.Witness, e.At = []string{name}, at
			if path == "sync" || path == "sync/atomic" {
				// In-memory state: whose depends on the receiver or the
				// pointer argument (a local sync.Map changes nothing outside).
				e.Memory = true
				target := ast.Expr(nil)
				if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && recv != "" {
					target = sel.X
				} else if len(call.Args) > 0 {
					target = call.Args[0]
				}
				if target != nil {
					e.Root, e.captured = a.rootOf(target, u, 0)
					if e.Root == rootLocal {
						return
					}
				}
			}
			if e.Kind.Changes() || e.Kind == Network {
				u.sites = append(u.sites, site{direct: &e, at: at})
			}
			if api.Kind == Network && e.Kind != Network { // a request that changes things is network I/O too
				net := Effect{Kind: Network, OpenHost: e.OpenHost, HostFrom: e.HostFrom, Root: RootEnv, Witness: []string{name}, At: at}
				u.sites = append(u.sites, site{direct: &net, at: at})
			}
		}
		return
	}
	if local, ok := a.res.funcs[fn]; ok {
		u.sites = append(u.sites, site{callee: local, call: call, name: name, at: at})
		return
	}
	if isStd(path) || sdk.IsSDKPackage(path) || isPure(path) {
		return
	}
	if recv != "" && !a.sameModule(path) {
		if k, destructive, ok := verbEffect(fn.Name()); ok {
			if k != 0 {
				u.sites = append(u.sites, site{direct: &Effect{Kind: k, Destructive: destructive, Heuristic: true, Root: RootEnv, Witness: []string{name}, At: at}, at: at})
			}
			return
		}
	}
	u.sites = append(u.sites, site{fact: fn, call: call, name: name, at: at})
}

// interfaceCall classifies a call of an interface method: by a directive's
// fact, the standard library's interfaces (no effect), or the method's verb.
func (a *analyzer) interfaceCall(u *unit, call *ast.CallExpr, m *types.Func, at model.Position) {
	name := FuncName(m)
	if s := a.summaryOf(m); s != nil {
		u.sites = append(u.sites, site{fact: m, call: call, name: name, at: at})
		return
	}
	if m.Pkg() == nil || isStd(m.Pkg().Path()) || sdk.IsSDKPackage(m.Pkg().Path()) || isPure(m.Pkg().Path()) {
		return
	}
	k, destructive, ok := verbEffect(m.Name())
	if !ok && isGetter(m) {
		return // Name() string, Size() int64: a getter
	}
	if !ok {
		u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: RootEnv, Witness: []string{name + " (an interface method annovet cannot follow)"}, At: at}, at: at})
		return
	}
	if k != 0 {
		u.sites = append(u.sites, site{direct: &Effect{Kind: k, Destructive: destructive, Heuristic: true, Root: RootEnv, Witness: []string{name}, At: at}, at: at})
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

// summaryOf returns the summary of fn: this package's, or its fact.
func (a *analyzer) summaryOf(fn *types.Func) *Summary {
	if u, ok := a.res.funcs[fn.Origin()]; ok {
		return &u.summary
	}
	var f SummaryFact
	if a.pass.ImportObjectFact(fn.Origin(), &f) {
		return &f.Summary
	}
	if fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg && a.pass.ImportPackageFact(fn.Pkg(), new(AnalyzedFact)) {
		if sig, ok := fn.Type().(*types.Signature); !ok || sig.Recv() == nil || !types.IsInterface(sig.Recv().Type()) {
			return &Summary{} // analyzed, and found to have no effect
		}
	}
	return nil
}

func (a *analyzer) sameModule(path string) bool {
	if a.pass.Module == nil || a.pass.Module.Path == "" {
		return true
	}
	mp := a.pass.Module.Path
	return path == mp || strings.HasPrefix(path, mp+"/")
}

// solve computes every unit's summary to a fixed point: a function's effects
// are its own, its callees' (mapped through receiver and arguments), and its
// literals' (with captured variables resolved).
func (a *analyzer) solve() {
	var order []*unit
	for _, f := range a.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if u, ok := a.res.units[n]; ok {
				order = append(order, u)
			}
			return true
		})
	}
	// Literals before their parents: reverse source order helps convergence.
	slices.Reverse(order)
	for iter := 0; iter < 50; iter++ {
		changed := false
		for _, u := range order {
			if u.declared {
				continue
			}
			for _, s := range u.sites {
				for _, e := range a.siteEffects(u, s) {
					if u.summary.add(e) {
						changed = true
					}
				}
			}
		}
		if !changed {
			break
		}
	}
}

// siteEffects returns the effects a site contributes to u.
func (a *analyzer) siteEffects(u *unit, s site) []Effect {
	switch {
	case s.direct != nil:
		return []Effect{*s.direct}
	case s.lit != nil:
		var out []Effect
		for _, e := range s.lit.summary.Effects {
			if e, ok := a.liftFromLiteral(e, s.lit, u); ok {
				out = append(out, e)
			}
		}
		return out
	case s.callee != nil:
		return a.mapCall(u, s, &s.callee.summary)
	case s.fact != nil:
		sum := a.summaryOf(s.fact)
		if sum == nil {
			return []Effect{{Kind: Unknown, Root: RootEnv, Witness: []string{s.name + " (no summary: annovet did not analyze it)"}, At: s.at}}
		}
		if s.fact.Pkg() != nil && !a.sameModule(s.fact.Pkg().Path()) {
			// A dependency's own package-level state (a memo, a once flag)
			// is its business, not the server's environment.
			var own Summary
			for _, e := range sum.Effects {
				if !(e.Memory && e.Root == RootEnv) {
					own.Effects = append(own.Effects, e)
				}
			}
			sum = &own
		}
		return a.mapCall(u, s, sum)
	}
	return nil
}

// liftFromLiteral re-expresses an effect of literal lit in its parent u: a
// captured variable becomes the parent's local (dropped), parameter,
// receiver, or stays captured further out; the literal's own parameters are
// locals of the parent.
func (a *analyzer) liftFromLiteral(e Effect, lit, u *unit) (Effect, bool) {
	switch {
	case e.Root >= RootRecv && e.Root != RootEnv:
		return e, false // the literal's own parameters
	case e.HostFrom > 0:
		e.HostFrom, e.OpenHost = 0, true // the literal's parameter: not fixed here
		return e, true
	case e.Root == rootCaptured:
		root, captured := a.classify(e.captured, u, 0)
		if root == rootLocal {
			return e, false
		}
		e.Root, e.captured = root, captured
	}
	return e, true
}

// mapCall maps a callee's summary into the caller u at a call site.
func (a *analyzer) mapCall(u *unit, s site, sum *Summary) []Effect {
	var out []Effect
	for _, e := range sum.Effects {
		ne := e
		ne.Witness = append([]string{s.name}, e.Witness...)
		ne.At = s.at
		ne.captured = nil
		if e.HostFrom > 0 {
			ne.HostFrom, ne.OpenHost = 0, true
			if i := e.HostFrom - 1; i < len(s.call.Args) {
				ne.OpenHost, ne.HostFrom = a.hostOf(s.call.Args[i], u)
			}
		}
		switch {
		case e.Root == RootEnv:
		case e.Root == RootRecv:
			sel, ok := ast.Unparen(s.call.Fun).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			ne.Root, ne.captured = a.rootOf(sel.X, u, 0)
		case e.Root >= 0:
			if e.Root >= len(s.call.Args) {
				continue
			}
			arg := s.call.Args[e.Root]
			if e.Kind == callVar {
				out = append(out, a.callArg(u, s, arg, e)...)
				continue
			}
			ne.Root, ne.captured = a.rootOf(arg, u, 0)
		default:
			continue
		}
		if ne.Root == rootLocal {
			continue
		}
		out = append(out, ne)
	}
	return out
}

// callArg resolves a callee's call of its function-typed parameter: the
// argument is a function annovet knows (a generic adapter's handler), a
// parameter of the caller, or unknown.
func (a *analyzer) callArg(u *unit, s site, arg ast.Expr, e Effect) []Effect {
	info := a.pass.TypesInfo
	arg = ast.Unparen(arg)
	var fn *types.Func
	switch x := arg.(type) {
	case *ast.FuncLit:
		if lu, ok := a.res.units[x]; ok {
			var out []Effect
			for _, le := range lu.summary.Effects {
				if le, ok := a.liftFromLiteral(le, lu, u); ok {
					le.Witness = append([]string{s.name}, le.Witness...)
					out = append(out, le)
				}
			}
			return out
		}
	case *ast.Ident:
		fn, _ = info.Uses[x].(*types.Func)
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil {
			fn, _ = sel.Obj().(*types.Func)
		} else {
			fn, _ = info.Uses[x.Sel].(*types.Func)
		}
	}
	if fn != nil {
		if sum := a.summaryOf(fn); sum != nil {
			var out []Effect
			for _, fe := range sum.Effects {
				if fe.Root != RootEnv && fe.Root != RootRecv {
					continue
				}
				fe.Root = RootEnv
				fe.Witness = append([]string{s.name, FuncName(fn)}, fe.Witness...)
				fe.At = s.at
				out = append(out, fe)
			}
			return out
		}
		if isStd(fn.Pkg().Path()) {
			return nil
		}
	}
	root, captured := a.rootOf(arg, u, 0)
	ne := e
	ne.Witness = append([]string{s.name}, e.Witness...)
	ne.At, ne.Root, ne.captured = s.at, root, captured
	if root == rootLocal {
		ne.Kind, ne.Root = Unknown, RootEnv
	}
	return []Effect{ne}
}

// rootOf returns who holds the state an expression reaches: the world, the
// receiver, a parameter, a captured variable, or a local.
func (a *analyzer) rootOf(e ast.Expr, u *unit, depth int) (int, *types.Var) {
	info := a.pass.TypesInfo
	for depth < 16 {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel == nil {
				if v, ok := info.Uses[x.Sel].(*types.Var); ok && isPackageLevel(v) {
					return RootEnv, nil
				}
				return rootLocal, nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.Ident:
			v, ok := info.ObjectOf(x).(*types.Var)
			if !ok {
				return rootLocal, nil
			}
			return a.classify(v, u, depth)
		default:
			return rootLocal, nil
		}
		depth++
	}
	return rootLocal, nil
}

// classify places a variable relative to unit u.
func (a *analyzer) classify(v *types.Var, u *unit, depth int) (int, *types.Var) {
	if isPackageLevel(v) {
		return RootEnv, nil
	}
	if u.sig != nil {
		if u.sig.Recv() == v {
			return RootRecv, nil
		}
		for i := range u.sig.Params().Len() {
			if u.sig.Params().At(i) == v {
				return i, nil
			}
		}
	}
	if v.Pos() >= u.node.Pos() && v.Pos() < u.node.End() {
		// A local: it reaches shared state when it aliases it (p := s.items).
		if rhs, ok := a.aliases[v]; ok && refLike(v.Type()) && depth < 8 {
			return a.rootOf(rhs, u, depth+1)
		}
		return rootLocal, nil
	}
	return rootCaptured, v
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

func refLike(t types.Type) bool {
	switch t.Underlying().(type) {
	case *types.Pointer, *types.Map, *types.Slice, *types.Chan, *types.Interface:
		return true
	}
	return false
}

func isPackageLevel(v *types.Var) bool {
	return v.Pkg() != nil && v.Parent() == v.Pkg().Scope()
}

func identVar(info *types.Info, e ast.Expr) *types.Var {
	id, ok := ast.Unparen(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
}

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

// FuncName is a function's name for witnesses and messages: "os.WriteFile",
// "(*store.Store).Save".
func FuncName(fn *types.Func) string {
	if fn.Pkg() == nil {
		return fn.Name()
	}
	if r := recvName(fn); r != "" {
		ptr := ""
		if strings.HasPrefix(r, "*") {
			ptr, r = "*", r[1:]
		}
		return "(" + ptr + fn.Pkg().Name() + "." + r + ")." + fn.Name()
	}
	return fn.Pkg().Name() + "." + fn.Name()
}

func recvName(fn *types.Func) string { return sdk.NameOf(fn).Recv }

func (a *analyzer) pos(p token.Pos) model.Position { return model.NewPosition(a.pass.Fset, p) }

// deadStatements returns the statements that follow a return, a panic, or
// another terminating statement in the same list.
func deadStatements(body ast.Node) map[ast.Node]bool {
	dead := map[ast.Node]bool{}
	mark := func(list []ast.Stmt) {
		for i, s := range list {
			if terminates(s) {
				for _, d := range list[i+1:] {
					dead[d] = true
				}
				return
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			mark(n.List)
		case *ast.CaseClause:
			mark(n.Body)
		case *ast.CommClause:
			mark(n.Body)
		}
		return true
	})
	return dead
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

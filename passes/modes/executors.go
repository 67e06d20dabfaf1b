package modes

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/effects"
	"github.com/annovet/annovet/sdk"
)

// An executor dispatch is a passthrough written through an interface: one
// handler factory serves every command-line tool of a server, and the
// executor the registration hands it decides what runs
// (tools.CreateToolHandler(hubble.NewExecutor(), cfg), whose closure calls
// executor.Execute(ctx, args, cfg) with the call's arguments). Where the
// factory is, the executor is any implementation; where the tool is
// registered, it is the one passed. ExecutorFact says, of such a factory
// or of a helper that hands its parameter on to one, which parameter holds
// the executor and which of the method's parameters get the tool's
// arguments; each binding asks what those parameters choose in the method
// of the executor it passes (effects.Result.FuncChoosers).

// ExecutorFact marks a function whose handler (the closure it makes, or
// the one a function it hands the parameter to makes) calls Method of the
// interface value its parameter Param holds, giving the method's
// parameters Args the tool's arguments.
type ExecutorFact struct {
	Param  int
	Method string
	Name   string // the method as witnesses name it: (tools.CommandExecutor).Execute
	Args   []int
	Descs  []string // what each of Args carries ("the tool's arguments", argument "sql")
	// Through names the functions a helper hands the executor on
	// through to the factory that calls it, in call order.
	Through []string
}

func (*ExecutorFact) AFact() {}

func (f *ExecutorFact) param() int { return f.Param }
func (f *ExecutorFact) withParam(i int, through string) *ExecutorFact {
	nf := *f
	nf.Param = i
	nf.Through = append([]string{through}, f.Through...)
	return &nf
}
func (f *ExecutorFact) String() string {
	var args []string
	for _, a := range f.Args {
		args = append(args, strconv.Itoa(a))
	}
	return "hands the tool's arguments to " + f.Method + " (params " + strings.Join(args, ",") + ") of the executor in param" + strconv.Itoa(f.Param)
}

// executorFacts computes, for this package's functions, the executor
// dispatches of the handlers they make, and of the helpers that hand a
// parameter on to a function that has one; the facts are exported for
// importers.
func executorFacts(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl) map[*types.Func]*ExecutorFact {
	info := pass.TypesInfo
	if astutil.InStd(pass) || sdk.IsSDKPackage(pass.Pkg.Path()) {
		return map[*types.Func]*ExecutorFact{}
	}
	return paramFacts(pass, decls, func(fn *types.Func, lit *ast.FuncLit, t *taint) *ExecutorFact {
		var found *ExecutorFact
		ast.Inspect(lit.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found != nil {
				return found == nil
			}
			found = ifaceParamCall(info, fn, call, t)
			return true
		})
		return found
	})
}

// ifaceParamCall returns the dispatch of call when it calls an exported
// method of the interface value a parameter of fn holds, giving some of
// the method's parameters the tool's arguments (tainted in t).
func ifaceParamCall(info *types.Info, fn *types.Func, call *ast.CallExpr, t *taint) *ExecutorFact {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal || !types.IsInterface(s.Recv()) || !s.Obj().Exported() {
		return nil
	}
	i := paramIndex(info, fn, sel.X)
	if i < 0 {
		return nil
	}
	f := &ExecutorFact{Param: i, Method: s.Obj().Name(), Name: effects.FuncName(s.Obj().(*types.Func))}
	for j, arg := range call.Args {
		if d, ok := t.expr(arg); ok {
			f.Args = append(f.Args, j)
			f.Descs = append(f.Descs, d)
		}
	}
	if len(f.Args) == 0 {
		return nil
	}
	return f
}

// inOrder returns the functions of decls in the order of their
// declarations, so that a fixed point over them settles the same way on
// every run.
func inOrder(decls map[*types.Func]*ast.FuncDecl) []*types.Func {
	fns := slices.Collect(maps.Keys(decls))
	slices.SortFunc(fns, func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
	return fns
}

// paramIndex returns the index of the parameter of fn that e names, or -1.
func paramIndex(info *types.Info, fn *types.Func, e ast.Expr) int {
	v := astutil.IdentVar(info, e)
	sig := fn.Type().(*types.Signature)
	for i := range sig.Params().Len() {
		if v != nil && sig.Params().At(i) == v {
			return i
		}
	}
	return -1
}

// viaExecutor returns the passthrough of a binding whose handler a factory
// makes around the executor the registration passes it: what the
// executor's method does with the parameters the tool's arguments reach.
// The executor is a value of a concrete type, a local given one, or a
// wrapper's constructor given one (WrapperFact); any other value of an
// interface type says nothing here.
func viaExecutor(pass *analysis.Pass, eff *effects.Result, local map[*types.Func]*ExecutorFact, wrappers map[*types.Func]*WrapperFact, b *model.Binding) (Passthrough, bool) {
	h := b.Handler
	if h.Via == nil || h.Call == nil {
		return Passthrough{}, false
	}
	f := local[h.Via.Origin()]
	if f == nil {
		var imported ExecutorFact
		if h.Via.Pkg() == pass.Pkg || !pass.ImportObjectFact(h.Via.Origin(), &imported) {
			return Passthrough{}, false
		}
		f = &imported
	}
	if f.Param >= len(h.Call.Args) {
		return Passthrough{}, false
	}
	given := map[int]string{}
	for k, i := range f.Args {
		given[i] = f.Descs[k]
	}
	impl, given, via := executorMethod(pass, wrappers, h.Call.Args[f.Param], f.Method, given, 0)
	if impl == nil {
		return Passthrough{}, false
	}
	for _, c := range eff.FuncChoosers(impl) {
		var descs []string
		for _, i := range c.Args {
			d, ok := given[i]
			if !ok {
				descs = nil
				break
			}
			if !slices.Contains(descs, d) {
				descs = append(descs, d)
			}
		}
		if len(descs) == 0 {
			continue
		}
		path := append([]string{effects.FuncName(h.Via)}, f.Through...)
		path = append(path, via...)
		path = append(path, f.Name+" = "+c.Witness[0])
		path = append(path, c.Witness[1:]...)
		return Passthrough{Arg: strings.Join(descs, " and "), What: c.What, Path: path, At: b.At}, true
	}
	return Passthrough{}, false
}

// maxWrappers bounds how many wrappers deep an executor is followed.
const maxWrappers = 3

// executorMethod returns the method called when method is called on the
// value e holds, with what the tool's arguments give its parameters
// (given, by position), and the wrappers it went through; nil when annovet
// cannot tell which method.
func executorMethod(pass *analysis.Pass, wrappers map[*types.Func]*WrapperFact, e ast.Expr, method string, given map[int]string, depth int) (*types.Func, map[int]string, []string) {
	info := pass.TypesInfo
	if depth > maxWrappers || len(given) == 0 {
		return nil, nil, nil
	}
	e = ast.Unparen(e)
	if t := info.TypeOf(e); t != nil && !types.IsInterface(t) {
		obj, _, _ := types.LookupFieldOrMethod(t, true, nil, method)
		if impl, ok := obj.(*types.Func); ok {
			return impl, given, nil
		}
		return nil, nil, nil
	}
	if v := astutil.IdentVar(info, e); v != nil {
		if val := singleValue(pass, v); val != nil {
			return executorMethod(pass, wrappers, val, method, given, depth+1)
		}
		return nil, nil, nil
	}
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return nil, nil, nil
	}
	w := typeutil.StaticCallee(info, call)
	if w == nil {
		return nil, nil, nil
	}
	wf := wrappers[w.Origin()]
	if wf == nil {
		var imported WrapperFact
		if w.Pkg() == pass.Pkg || !pass.ImportObjectFact(w.Origin(), &imported) {
			return nil, nil, nil
		}
		wf = &imported
	}
	fw, ok := wf.forward(method)
	if !ok || wf.Param >= len(call.Args) {
		return nil, nil, nil
	}
	inner := map[int]string{}
	for k, i := range fw.Args {
		if d, ok := given[i]; ok {
			inner[k] = d
		}
	}
	impl, inner, via := executorMethod(pass, wrappers, call.Args[wf.Param], fw.Method, inner, depth+1)
	return impl, inner, append([]string{effects.FuncName(w)}, via...)
}

// singleValue returns the value a local variable is given where it is
// declared, when it is given no other: nil for a parameter, a variable
// assigned again, or one declared without a value.
func singleValue(pass *analysis.Pass, v *types.Var) ast.Expr {
	var val ast.Expr
	again := false
	for _, f := range pass.Files {
		if v.Pos() < f.Pos() || v.Pos() >= f.End() {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return !again
			}
			for i, lhs := range as.Lhs {
				if astutil.IdentVar(pass.TypesInfo, lhs) != v {
					continue
				}
				id := ast.Unparen(lhs).(*ast.Ident)
				if pass.TypesInfo.Defs[id] != v || len(as.Rhs) != len(as.Lhs) {
					again = true
					continue
				}
				val = as.Rhs[i]
			}
			return !again
		})
	}
	if again {
		return nil
	}
	return val
}

// A wrapper is an executor around another: a constructor returns a struct
// holding the executor it was given (WrapK8sExecutor(e) returning
// &executorAdapter{k8sExecutor: e}), whose method hands its parameters on
// to the same kind of method of the one it holds. WrapperFact says, of
// such a constructor, which parameter it keeps and what each method of
// the struct hands on, so a binding follows the wrapper to the executor
// it was given.

// WrapperFact marks a function that returns a struct holding its
// parameter Param, whose methods hand their parameters on to methods of
// what it holds (Forwards, sorted by name).
type WrapperFact struct {
	Param    int
	Forwards []Forward
}

// A Forward is a method Name of the wrapper that calls Method of the value
// its struct holds, giving that method's parameter k the wrapper method's
// parameter Args[k] (-1 for anything else).
type Forward struct {
	Name, Method string
	Args         []int
}

// forward returns what the wrapper's method name hands on, if it does.
func (f *WrapperFact) forward(name string) (Forward, bool) {
	i := slices.IndexFunc(f.Forwards, func(fw Forward) bool { return fw.Name == name })
	if i < 0 {
		return Forward{}, false
	}
	return f.Forwards[i], true
}

func (*WrapperFact) AFact() {}
func (f *WrapperFact) String() string {
	var ms []string
	for _, fw := range f.Forwards {
		ms = append(ms, fw.Name+"->"+fw.Method)
	}
	return "wraps param" + strconv.Itoa(f.Param) + ": " + strings.Join(ms, ", ")
}

// wrapperFacts computes the wrappers among this package's functions and
// exports their facts.
func wrapperFacts(pass *analysis.Pass, decls map[*types.Func]*ast.FuncDecl) map[*types.Func]*WrapperFact {
	info := pass.TypesInfo
	out := map[*types.Func]*WrapperFact{}
	if astutil.InStd(pass) || sdk.IsSDKPackage(pass.Pkg.Path()) {
		return out
	}
	for fn, fd := range decls {
		if fn.Type().(*types.Signature).Recv() != nil {
			continue
		}
		named, field, param, ok := heldParam(info, fn, fd)
		if !ok {
			continue
		}
		wf := &WrapperFact{Param: param}
		for m, md := range decls {
			recv := m.Type().(*types.Signature).Recv()
			if recv == nil || !isOrPointsTo(recv.Type(), named) {
				continue
			}
			if fw, ok := forwardOf(info, m, md, recv, field); ok {
				wf.Forwards = append(wf.Forwards, fw)
			}
		}
		slices.SortFunc(wf.Forwards, func(a, b Forward) int { return strings.Compare(a.Name, b.Name) })
		if len(wf.Forwards) > 0 {
			out[fn] = wf
			pass.ExportObjectFact(fn, wf)
		}
	}
	return out
}

// heldParam reports whether every return of fn returns a struct literal of
// this package's type named (or its address) whose field holds fn's
// parameter param.
func heldParam(info *types.Info, fn *types.Func, fd *ast.FuncDecl) (named *types.Named, field string, param int, ok bool) {
	param, ok = -1, true
	returns := 0
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, isLit := n.(*ast.FuncLit); isLit || !ok {
			return false
		}
		ret, isRet := n.(*ast.ReturnStmt)
		if !isRet {
			return true
		}
		returns++
		if len(ret.Results) == 0 {
			ok = false
			return false
		}
		r := ast.Unparen(ret.Results[0])
		if u, isAddr := r.(*ast.UnaryExpr); isAddr && u.Op == token.AND {
			r = ast.Unparen(u.X)
		}
		lit, isLit := r.(*ast.CompositeLit)
		if !isLit {
			ok = false
			return false
		}
		t, isNamed := types.Unalias(info.TypeOf(lit)).(*types.Named)
		if !isNamed || t.Obj().Pkg() != fn.Pkg() || named != nil && t != named {
			ok = false
			return false
		}
		named = t
		found := false
		for _, elt := range lit.Elts {
			kv, isKV := elt.(*ast.KeyValueExpr)
			if !isKV {
				continue
			}
			key, isID := kv.Key.(*ast.Ident)
			if !isID {
				continue
			}
			if i := paramIndex(info, fn, kv.Value); i >= 0 && types.IsInterface(info.TypeOf(kv.Value)) {
				if param >= 0 && (i != param || key.Name != field) {
					ok = false
					return false
				}
				param, field, found = i, key.Name, true
			}
		}
		if !found {
			ok = false
		}
		return false
	})
	return named, field, param, ok && returns > 0 && param >= 0
}

// isOrPointsTo reports whether t is named or a pointer to it.
func isOrPointsTo(t types.Type, named *types.Named) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	return types.Unalias(t) == named
}

// forwardOf returns what method m of a wrapper hands on to the method it
// calls on the value its receiver's field holds.
func forwardOf(info *types.Info, m *types.Func, md *ast.FuncDecl, recv *types.Var, field string) (Forward, bool) {
	var fw Forward
	found := false
	ast.Inspect(md.Body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || found {
			return !found
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return true
		}
		holder, ok := ast.Unparen(sel.X).(*ast.SelectorExpr)
		if !ok || holder.Sel.Name != field || astutil.IdentVar(info, holder.X) != recv {
			return true
		}
		if s := info.Selections[sel]; s == nil || s.Kind() != types.MethodVal || !types.IsInterface(s.Recv()) {
			return true
		}
		fw = Forward{Name: m.Name(), Method: sel.Sel.Name}
		for _, arg := range call.Args {
			fw.Args = append(fw.Args, paramIndex(info, m, arg))
		}
		found = true
		return false
	})
	return fw, found
}

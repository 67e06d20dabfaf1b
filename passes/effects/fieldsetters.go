package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/annovet/annovet/internal/astutil"
)

// This file finds what may set a struct's field after the code that built
// it (fieldvalues.go): a function of the package that assigns that field
// of its own receiver or parameter (also *p = T{...}, and a function that
// hands its parameter on to one), a function value while one of them is
// used as a value (an option), and a function of another package given a
// pointer to write through (a decoder). Not yet seen: a helper that applies
// function values it is given (apply(r, opts...)), a setter behind an
// interface method or a method value, and a second local aliasing the
// same pointer (p := r); a field set those ways is taken as unset.

// handsToSetter reports whether u passes v, besides at call, to a function
// of this package that sets field of its parameter, to a function value
// while a function of the package does (options applied to a request), or
// by pointer to a function of another package that may write through it (a
// decoder).
func (a *analyzer) handsToSetter(u *unit, v *types.Var, field string, call *ast.CallExpr) bool {
	setters, all := a.fieldSetters[field], a.fieldSetters[anyField]
	byValue := a.fieldSetByValue[field] || a.fieldSetByValue[anyField]
	return a.passedTo(u, v, call, func(c *ast.CallExpr, fn *types.Func) bool {
		switch {
		case fn == nil:
			return byValue // a function value: it may be a setter
		case fn.Pkg() == a.pass.Pkg:
			return setters[fn.Origin()] || all[fn.Origin()]
		case a.sharesPointer(c, v):
			// Another package's function given the struct by pointer
			// (json.Unmarshal(b, &args), req.BindArguments(&args)): a
			// decoder may fill the field from what the client sent.
			return !readsThroughPointer(fn)
		}
		return false
	})
}

// passedTo reports whether u passes v, besides at call, to a call that
// may write it (its static callee; nil for a function value).
func (a *analyzer) passedTo(u *unit, v *types.Var, call *ast.CallExpr, mayWrite func(c *ast.CallExpr, fn *types.Func) bool) bool {
	body := unitBody(u)
	if body == nil {
		return true
	}
	info := a.pass.TypesInfo
	mine := map[*types.Var]bool{v: true}
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		c, ok := n.(*ast.CallExpr)
		if !ok || found || c == call || !passesAny(info, c, mine) {
			return !found
		}
		found = mayWrite(c, staticCallee(info, c))
		return !found
	})
	return found
}

// collectFieldSetters records, per field name, the functions of the
// package that assign that field of their own receiver or parameter, and
// whether a function value may (a literal that does, or such a function
// used as a value: an option).
func (a *analyzer) collectFieldSetters() {
	info := a.pass.TypesInfo
	a.fieldSetters = map[string]map[*types.Func]bool{}
	a.fieldSetByValue = map[string]bool{}
	var handsOn [][2]*types.Func // a function passes its own parameter to another of the package
	for _, f := range a.pass.Files {
		for _, decl := range f.Decls {
			var owner *types.Func
			var own map[*types.Var]bool
			if fd, ok := decl.(*ast.FuncDecl); ok {
				owner, _ = info.Defs[fd.Name].(*types.Func)
				own = map[*types.Var]bool{}
				if sig, ok := info.TypeOf(fd.Name).(*types.Signature); ok {
					if sig.Recv() != nil {
						own[sig.Recv()] = true
					}
					for i := range sig.Params().Len() {
						own[sig.Params().At(i)] = true
					}
				}
			}
			ast.Inspect(decl, func(n ast.Node) bool {
				if c, isCall := n.(*ast.CallExpr); isCall && owner != nil {
					if fn := staticCallee(info, c); fn != nil && fn.Pkg() == a.pass.Pkg && passesAny(info, c, own) {
						handsOn = append(handsOn, [2]*types.Func{owner, fn.Origin()})
					}
				}
				as, ok := n.(*ast.AssignStmt)
				if !ok {
					return true
				}
				for _, l := range as.Lhs {
					name := anyField // *p = T{...} sets them all
					var x ast.Expr
					switch l := ast.Unparen(l).(type) {
					case *ast.SelectorExpr:
						name, x = l.Sel.Name, l.X
					case *ast.StarExpr:
						x = l.X
					default:
						continue
					}
					v := astutil.IdentVar(info, x)
					switch {
					case v == nil:
					case own[v] && owner != nil:
						if a.fieldSetters[name] == nil {
							a.fieldSetters[name] = map[*types.Func]bool{}
						}
						a.fieldSetters[name][owner] = true
					case a.params[v]:
						a.fieldSetByValue[name] = true // a literal's parameter
					}
				}
				return true
			})
		}
	}
	// A function that hands its own parameter to a setter sets it too.
	for changed := true; changed; {
		changed = false
		for _, setters := range a.fieldSetters {
			for _, h := range handsOn {
				if setters[h[1]] && !setters[h[0]] {
					setters[h[0]], changed = true, true
				}
			}
		}
	}
	// A setter used as a value (an option built from a method value) may
	// be the function value a call passes the struct to.
	for id, obj := range info.Uses {
		fn, ok := obj.(*types.Func)
		if !ok || a.called[id] {
			continue
		}
		for name, setters := range a.fieldSetters {
			if setters[fn] {
				a.fieldSetByValue[name] = true
			}
		}
	}
}

// anyField keys, in fieldSetters, the functions that replace all of
// their parameter's struct (*p = T{...}).
const anyField = "*"

// passesAny reports whether call passes one of the variables own, as an
// argument, its address, or the receiver.
func passesAny(info *types.Info, call *ast.CallExpr, own map[*types.Var]bool) bool {
	args := call.Args
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil {
		args = append(slices.Clip(args), sel.X)
	}
	for _, arg := range args {
		arg = ast.Unparen(arg)
		if un, ok := arg.(*ast.UnaryExpr); ok && un.Op == token.AND {
			arg = un.X
		}
		if own[astutil.IdentVar(info, arg)] {
			return true
		}
	}
	return false
}

// readsThroughPointer reports whether fn only reads what a pointer it is
// given points to: formatting, logging, encoding a value, and the pure
// packages.
func readsThroughPointer(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	switch path + "." + fn.Name() {
	case "encoding/json.Marshal", "encoding/json.MarshalIndent":
		return true
	}
	return isPure(path) || underAny(path, []string{"fmt", "log", "log/slog", "errors"})
}

// sharesPointer reports whether call gives a function of another package
// a way to write v's fields: &v (an address taken to be written through:
// json.Unmarshal(b, &args), req.BindArguments(&args)), or v, when it holds
// a pointer, for a parameter of pointer type. A pointer handed on as a
// value (sync.Map's Store(key, c)) is shared, not written.
func (a *analyzer) sharesPointer(call *ast.CallExpr, v *types.Var) bool {
	info := a.pass.TypesInfo
	sig, _ := info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil && astutil.IdentVar(info, sel.X) == v {
		if _, isPtr := v.Type().Underlying().(*types.Pointer); isPtr {
			return true // a method of v's own type, from its package
		}
	}
	_, isPtr := v.Type().Underlying().(*types.Pointer)
	for i, arg := range call.Args {
		arg = ast.Unparen(arg)
		if un, ok := arg.(*ast.UnaryExpr); ok && un.Op == token.AND && astutil.IdentVar(info, un.X) == v {
			return true
		}
		if isPtr && astutil.IdentVar(info, arg) == v && sig != nil && sig.Params().Len() > 0 {
			pi := min(i, sig.Params().Len()-1)
			pt := sig.Params().At(pi).Type()
			if sig.Variadic() && pi == sig.Params().Len()-1 {
				if sl, ok := pt.(*types.Slice); ok {
					pt = sl.Elem()
				}
			}
			if _, ptrParam := pt.Underlying().(*types.Pointer); ptrParam {
				return true
			}
		}
	}
	return false
}

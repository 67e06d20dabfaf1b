package effects

import (
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
)

// This file follows a string read from a field of a struct to what the
// code that built the struct put there. A client library builds a request
// in one function and sends it in another (Vault's NewRequest(GET, path)
// returns &Request{Method: method}; toRetryableHTTP reads r.Method), and a
// server's own client does the same (1Panel's NewPanelClient("GET",
// path).Request(out)), so what the request does is decided where it was
// built, not where it is sent:
//
//   - a function that reads x.F of its own receiver or parameter x depends
//     on that field (Dep.Field): each call resolves it from the value it
//     passes;
//   - that value is a struct literal (the field's value in it, the zero
//     value when it leaves the field out), a call of a function whose
//     summary says what the struct it returns holds in F
//     (Summary.Values, through facts: also a constructor that returns
//     another's call, and a builder's method that returns its receiver,
//     whose fields it does not set are the receiver's: c.Put().Name(n)
//     holds Put's method), a local assigned once from one of these, or
//     the caller's own receiver or parameter (the dependency travels on);
//   - a field set after the struct was built is what the set put there: one
//     plain assignment in the function's own statements, before the call;
//     a function that sets it in a branch, a loop, a literal or with an
//     operator, rebinds the variable or replaces the whole struct, or
//     hands it to something that may set the field (fieldsetters.go),
//     leaves it undecided, as does an enclosing function that changes a
//     struct a literal captured, and a method promoted from an embedded
//     struct (the outer literal does not hold the field).
//
// Where annovet traces the struct but cannot tell the value, the
// dependency is unresolved (the worst case). Where it cannot trace it at
// all, what the field holds is decided as before: a receiver's field is
// the server's configuration, a parameter's is the parameter. Only string fields are followed (a method, a
// statement, a program), and not for addresses, which hostSource decides.

// FieldValue says where what a function's returned struct holds in one
// string field comes from (Summary.Values).
type FieldValue struct {
	Name  string
	Kind  srcKind // srcConst, srcParam or srcConfig
	Text  string  // the constant, for srcConst
	Param int     // the parameter, for srcParam
	Field string  // a field of that parameter's value, when set
}

func (v FieldValue) String() string {
	switch v.Kind {
	case srcConst:
		return v.Name + "=" + v.Text
	case srcParam:
		s := v.Name + "=param" + strconv.Itoa(v.Param)
		if v.Param == RootRecv {
			s = v.Name + "=recv"
		}
		if v.Field != "" {
			s += "." + v.Field
		}
		return s
	}
	return v.Name + "=config"
}

// value returns what the struct the function returns holds in field name,
// or nil.
func (s *Summary) value(name string) *FieldValue {
	i, ok := slices.BinarySearchFunc(s.Values, name, func(v FieldValue, name string) int { return strings.Compare(v.Name, name) })
	if !ok {
		return nil
	}
	return &s.Values[i]
}

// stringField returns the field a selector reads when it is a string field
// of the struct x itself holds (not promoted), or nil.
func stringField(info *types.Info, sel *ast.SelectorExpr) *types.Var {
	s := info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 {
		return nil
	}
	f, ok := s.Obj().(*types.Var)
	if !ok {
		return nil
	}
	if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return nil
	}
	return f
}

// ownIndex returns which of u's own parameters v is (RootRecv for the
// receiver), or false.
func ownIndex(u *unit, v *types.Var) (int, bool) {
	if u.sig == nil || v == nil {
		return 0, false
	}
	if u.sig.Recv() == v {
		return RootRecv, true
	}
	for i := range u.sig.Params().Len() {
		if u.sig.Params().At(i) == v {
			return i, true
		}
	}
	return 0, false
}

// paramField returns the dependency of x.F on the value u's own receiver
// or parameter x holds, when u does not set that field itself.
func (a *analyzer) paramField(x *ast.SelectorExpr, u *unit) (source, bool) {
	f := stringField(a.pass.TypesInfo, x)
	if f == nil {
		return source{}, false
	}
	v := astutil.IdentVar(a.pass.TypesInfo, x.X)
	i, ok := ownIndex(u, v)
	if !ok || a.setsField(u, v, f.Name()) || a.handsToSetter(u, v, f.Name(), nil) {
		return source{}, false
	}
	return source{kind: srcParam, param: i, field: f.Name()}, true
}

// resolveField resolves, at a call in u, an effect's dependency on field
// d.Field of the value its receiver or parameter d.Param holds.
func (a *analyzer) resolveField(e Effect, d Dep, call *ast.CallExpr, u *unit) (Effect, bool) {
	holder := structArg(a.pass.TypesInfo, call, d.Param)
	if holder != nil {
		switch val, src, st := a.heldField(holder, d.Field, call, u, 0); st {
		case heldKnown:
			if val != nil {
				return a.resolve(e, d.Role, val, u, nil)
			}
			return a.resolveSource(e, d.Role, src, nil, nil)
		case heldUndecided:
			if d.Role != RoleHost {
				return unresolvedDep(e, d), true
			}
			// An address set where annovet cannot tell which value is
			// there: where the struct as a whole comes from (a copy of
			// the configuration, the tool's arguments) is where it does.
			return a.resolve(e, d.Role, holder, u, nil)
		}
	}
	switch {
	case d.Param == RootRecv:
		return a.resolveSource(e, d.Role, source{kind: srcConfig}, nil, nil) // the receiver's field: configuration
	case holder == nil:
		return unresolvedDep(e, d), true
	}
	return a.resolve(e, d.Role, holder, u, nil) // the parameter's value as a whole
}

// structArg returns what call passes for parameter param (RootRecv: the
// receiver, when the method is its own type's), or nil: a variadic
// parameter passed on with ..., or one the call leaves out.
func structArg(info *types.Info, call *ast.CallExpr, param int) ast.Expr {
	switch {
	case param == RootRecv:
		return ownReceiver(info, call)
	case param >= 0 && param < len(call.Args) && !(call.Ellipsis.IsValid() && param == len(call.Args)-1):
		return call.Args[param]
	}
	return nil
}

// ownReceiver returns the receiver expression of a method call whose
// method is declared on the receiver's own type (not promoted from an
// embedded field, whose fields the receiver's literal does not hold), or
// nil.
func ownReceiver(info *types.Info, call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if s := info.Selections[sel]; s == nil || len(s.Index()) != 1 {
		return nil
	}
	return sel.X
}

// receiverAsConfig resolves what an effect of a method value (a handler
// method, a method passed as a function) depends on in its receiver's
// fields as the server's configuration: the receiver is the server's.
func (a *analyzer) receiverAsConfig(e Effect) (Effect, bool) {
	deps := e.Deps
	e.Deps = nil
	for _, d := range deps {
		if d.Param != RootRecv {
			e.Deps = append(e.Deps, d)
			continue
		}
		var keep bool
		if e, keep = a.resolveSource(e, d.Role, source{kind: srcConfig}, nil, nil); !keep {
			return e, false // code the configuration fixes (a script): no effect of its own
		}
	}
	return e, true
}

// heldState says how far heldField traced a struct.
type heldState int

const (
	heldUntraced  heldState = iota // not to where it was built: decided as before (configuration, the parameter)
	heldKnown                      // the value, or its source
	heldUndecided                  // built where annovet sees, but set where it cannot tell which value is there
)

// heldField tells what the struct that holder evaluates to holds in field
// at call in u: an expression to resolve in u (val), or a source when no
// expression of u says it (a constant or configuration a callee's summary
// records, the zero value), with how far it traced the struct (st).
func (a *analyzer) heldField(holder ast.Expr, field string, call *ast.CallExpr, u *unit, depth int) (val ast.Expr, src source, st heldState) {
	if depth > 8 {
		return nil, source{}, heldUntraced
	}
	info := a.pass.TypesInfo
	switch h := ast.Unparen(holder).(type) {
	case *ast.UnaryExpr:
		if h.Op == token.AND {
			return a.heldField(h.X, field, call, u, depth+1)
		}
	case *ast.CompositeLit:
		st, isStruct := underStruct(info.TypeOf(h))
		if !isStruct || !hasField(st, field) {
			break
		}
		if v := fieldValue(h, st, field); v != nil {
			return v, source{}, heldKnown
		}
		return nil, source{kind: srcConst}, heldKnown // left out: the zero value
	case *ast.CallExpr:
		fn := staticCallee(info, h)
		if fn == nil {
			break
		}
		sum := a.summaryOf(fn)
		if sum == nil {
			break
		}
		fv := sum.value(field)
		if fv == nil {
			break
		}
		switch fv.Kind {
		case srcConst:
			return nil, source{kind: srcConst, text: fv.Text}, heldKnown
		case srcConfig:
			return nil, source{kind: srcConfig}, heldKnown
		case srcParam:
			switch arg := structArg(info, h, fv.Param); {
			case arg == nil:
			case fv.Field != "":
				return a.heldField(arg, fv.Field, h, u, depth+1)
			default:
				return arg, source{}, heldKnown
			}
		}
	case *ast.Ident:
		v, isVar := info.Uses[h].(*types.Var)
		if !isVar || isPackageLevel(v) {
			break
		}
		i, own := ownIndex(u, v)
		if !own && !within(v, u.node) {
			// Captured from an enclosing function, which may set the
			// field before or after it makes this literal.
			if a.changedOutside(u, v, field) {
				return nil, source{}, heldUndecided
			}
		}
		if own && a.assigns[v] > 0 || !own && a.assigns[v] > 1 || a.handsToSetter(u, v, field, call) {
			return nil, source{}, heldUndecided // reassigned, or handed to a function that may set the field
		}
		var at ast.Node // a typed nil would be no nil
		if call != nil {
			at = call
		}
		set, n := a.fieldAssignment(u, v, field, at)
		switch {
		case n < 0:
			return nil, source{}, heldUndecided // set where annovet cannot tell which value is there
		case set != nil:
			return set, source{}, heldKnown
		case own:
			return nil, source{kind: srcParam, param: i, field: field}, heldKnown // the caller's own: its callers decide
		}
		if rhs, ok := a.aliases[v]; ok && a.assigns[v] <= 1 {
			return a.heldField(rhs, field, call, u, depth+1)
		}
		if a.assigns[v] > 1 {
			return nil, source{}, heldUndecided
		}
	}
	return nil, source{}, heldUntraced
}

// changedOutside reports whether an enclosing unit of literal u, the one
// that declares v, may change v.field or v itself: an assignment of
// either anywhere in it, or a hand-off to a setter.
func (a *analyzer) changedOutside(u *unit, v *types.Var, field string) bool {
	d := u.parent
	for d != nil && !within(v, d.node) {
		d = d.parent
	}
	if d == nil {
		return true
	}
	if _, own := ownIndex(d, v); own && a.assigns[v] > 0 || !own && a.assigns[v] > 1 {
		return true
	}
	_, n := a.fieldAssignment(d, v, field, nil)
	return n != 0 || a.handsToSetter(d, v, field, nil)
}

// hasField reports whether struct st declares a field name of its own.
func hasField(st *types.Struct, name string) bool {
	for i := range st.NumFields() {
		if st.Field(i).Name() == name {
			return true
		}
	}
	return false
}

// underStruct returns the struct t is or points to.
func underStruct(t types.Type) (*types.Struct, bool) {
	if t == nil {
		return nil, false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// fieldAssignment returns the value u's one assignment of v.field among
// its own statements, before at, puts there (n 1), or n 0 when u assigns
// none, or n -1 when it assigns it in a branch, a loop or a literal, with
// an operator, or more than once, or replaces all of *v.
func (a *analyzer) fieldAssignment(u *unit, v *types.Var, field string, at ast.Node) (value ast.Expr, n int) {
	body := unitBody(u)
	if body == nil {
		return nil, -1
	}
	info := a.pass.TypesInfo
	top := map[ast.Stmt]bool{}
	for _, s := range body.List {
		top[s] = true
	}
	ast.Inspect(body, func(node ast.Node) bool {
		if n < 0 {
			return false
		}
		as, isAssign := node.(*ast.AssignStmt)
		if !isAssign {
			return true
		}
		for i, l := range as.Lhs {
			if star, isStar := ast.Unparen(l).(*ast.StarExpr); isStar && astutil.IdentVar(info, star.X) == v {
				n = -1 // *v = T{...}: the whole struct replaced
				continue
			}
			sel, isSel := ast.Unparen(l).(*ast.SelectorExpr)
			if !isSel || sel.Sel.Name != field || astutil.IdentVar(info, sel.X) != v {
				continue
			}
			switch {
			case !top[as] || as.Tok != token.ASSIGN || len(as.Lhs) != len(as.Rhs) || n > 0:
				n = -1 // in a branch, a loop or a literal, an operator's (+=), or again
			case at != nil && as.Pos() > at.Pos():
				// After the call: not what the call sees.
			default:
				value, n = as.Rhs[i], 1
			}
		}
		return true
	})
	return value, n
}

// markValueReturns records, per string field of the struct a return
// statement returns, the expression that gives the field its value there:
// a literal, or a local assigned once from one (nil: the zero value); or,
// for a struct built elsewhere and handed on (what another constructor
// returns, the receiver a builder's method returns, a parameter), the
// struct itself, whose field heldField reads (valueHeld); or it poisons the
// field (valueUnknown) where annovet cannot tell.
func (a *analyzer) markValueReturns(u *unit, ret *ast.ReturnStmt) {
	info := a.pass.TypesInfo
	for _, r := range ret.Results {
		st, isStruct := underStruct(info.TypeOf(r))
		if !isStruct {
			continue
		}
		var local *types.Var
		lit := compositeLit(r)
		if lit == nil {
			if v := astutil.IdentVar(info, r); v != nil && !isPackageLevel(v) && a.assigns[v] <= 1 {
				local, lit = v, compositeLit(a.aliases[v])
			}
		}
		held := lit == nil && a.handsOnStruct(u, r)
		if u.valueReturns == nil {
			u.valueReturns = map[string][]ast.Expr{}
		}
		for i := range st.NumFields() {
			f := st.Field(i)
			if b, ok := f.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
				continue
			}
			name := f.Name()
			if held {
				u.valueReturns[name] = append(u.valueReturns[name], &heldValue{holder: r})
				continue
			}
			if lit == nil {
				u.valueReturns[name] = append(u.valueReturns[name], valueUnknown)
				continue
			}
			val := fieldValue(lit, st, name)
			if local != nil {
				set, n := a.fieldAssignment(u, local, name, ret)
				switch {
				case n < 0 || a.handsToSetter(u, local, name, nil):
					val = valueUnknown
				case set != nil:
					val = set
				}
			}
			u.valueReturns[name] = append(u.valueReturns[name], val)
		}
	}
}

// handsOnStruct reports whether u returns, in r, a struct built elsewhere
// whose fields heldField can read: a call of another function (a
// constructor), or u's own receiver or parameter (a builder's method
// returns its receiver).
func (a *analyzer) handsOnStruct(u *unit, r ast.Expr) bool {
	switch x := ast.Unparen(r).(type) {
	case *ast.CallExpr:
		return a.constructorCall(x)
	case *ast.Ident:
		_, own := ownIndex(u, astutil.IdentVar(a.pass.TypesInfo, x))
		return own
	}
	return false
}

// A heldValue stands, among what a function's returns put in a field, for
// a struct it hands on: the field is what heldField reads there.
type heldValue struct {
	ast.BadExpr
	holder ast.Expr
}

// valueUnknown marks a returned field whose value annovet cannot tell.
var valueUnknown ast.Expr = &ast.BadExpr{}

// solveValues computes u's Summary.Values from what its returns put in
// each field: recorded when every return agrees on a constant, a
// parameter (or a field of one) or configuration.
func (a *analyzer) solveValues(u *unit) bool {
	before := slices.Clone(u.summary.Values)
	u.summary.Values = nil
	for _, name := range slices.Sorted(maps.Keys(u.valueReturns)) {
		var fv *FieldValue
		agree := true
		for _, val := range u.valueReturns[name] {
			var src source
			switch val := val.(type) {
			case *heldValue:
				switch v, s, st := a.heldField(val.holder, name, nil, u, 0); {
				case st != heldKnown:
					agree = false
				case v != nil:
					src = a.source(v, u, 0)
				default:
					src = s
				}
			default:
				switch val {
				case valueUnknown:
					agree = false
				case nil:
					src = source{kind: srcConst} // the zero value
				default:
					src = a.source(val, u, 0)
				}
			}
			if !agree || src.kind == srcUnknown || src.kind == srcMayParam || src.option != "" || src.outer {
				agree = false
				break
			}
			this := FieldValue{Name: name, Kind: src.kind, Text: src.text, Param: src.param, Field: src.field}
			if src.kind != srcConst {
				this.Text = ""
			}
			if src.kind != srcParam {
				this.Param, this.Field = 0, ""
			}
			if fv != nil && *fv != this {
				agree = false
				break
			}
			fv = &this
		}
		if agree && fv != nil {
			u.summary.Values = append(u.summary.Values, *fv)
		}
	}
	return !slices.Equal(before, u.summary.Values)
}

package effects

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
)

// A Cond says that an effect happens only when parameter Param holds one of
// Values (the constants of a case, exactly as go/constant renders them), or,
// with Not, none of them (the default case).
type Cond struct {
	Param  int
	Values []string
	Not    bool
	// Fold says the function compares the parameter after folding its
	// case or trimming it (kind = strings.ToLower(kind); switch kind):
	// an argument matches a value it folds to.
	Fold bool
}

func (c Cond) String() string {
	op := "in"
	if c.Not {
		op = "not in"
	}
	if c.Fold {
		op = "folded " + op
	}
	return "param" + itoa(c.Param) + " " + op + " {" + strings.Join(c.Values, ",") + "}"
}

// takes reports whether an argument with the constant value val (as
// go/constant renders it) takes the branch c guards.
func (c Cond) takes(val string) bool {
	in := slices.Contains(c.Values, val)
	if c.Fold && !in {
		s, err := strconv.Unquote(val)
		in = err == nil && slices.ContainsFunc(c.Values, func(v string) bool {
			w, err := strconv.Unquote(v)
			return err == nil && fold(w) == fold(s)
		})
	}
	return in != c.Not
}

// fold is the comparison a Fold condition makes: case and surrounding
// space aside, which keeps every branch any of the foldings could take.
func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

func itoa(i int) string { return strconv.Itoa(i) }

// conjoin adds conditions to a conjunction, each once, in a canonical order:
// an effect that reaches itself through a recursive call under the same
// condition is the same effect, not a new one with a longer conjunction, so
// a summary converges (and its key does not depend on the order in which
// branches were met).
func conjoin(conds []Cond, more ...Cond) []Cond {
	out := slices.Clone(conds)
	for _, c := range more {
		if !slices.ContainsFunc(out, func(x Cond) bool { return x.equal(c) }) {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(x, y Cond) int {
		return cmp.Or(cmp.Compare(x.Param, y.Param), cmp.Compare(btoi(x.Not), btoi(y.Not)), slices.Compare(x.Values, y.Values))
	})
	return out
}

func (c Cond) equal(d Cond) bool {
	return c.Param == d.Param && c.Not == d.Not && c.Fold == d.Fold && slices.Equal(c.Values, d.Values)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// conditions tracks, while a body is walked, the branches of a dispatch on
// a parameter the walk is in: switch kind { case Read: ... } and
// if kind == Delete { ... }.
type conditions struct {
	a     *analyzer
	u     *unit
	stack []condFrame
}

type condFrame struct {
	node ast.Node
	cond *Cond // nil for nodes that add no condition
	gate *gate // the test of a setting the node's branch runs under (gates.go)
}

// enter is called before n's children are walked.
func (c *conditions) enter(n ast.Node) {
	f := condFrame{node: n, cond: c.condOf(n)}
	if f.cond == nil {
		f.gate = c.gateOf(n)
	}
	c.stack = append(c.stack, f)
}

// leave is called after n's children are walked.
func (c *conditions) leave() {
	if len(c.stack) > 0 {
		c.stack = c.stack[:len(c.stack)-1]
	}
}

// current returns the conditions of the innermost branches.
func (c *conditions) current() []Cond {
	return inFrames(c.stack, func(f condFrame) *Cond { return f.cond })
}

// inFrames returns what each frame of a stack that has one holds, outermost
// first.
func inFrames[T any](stack []condFrame, of func(condFrame) *T) []T {
	var out []T
	for _, f := range stack {
		if v := of(f); v != nil {
			out = append(out, *v)
		}
	}
	return out
}

// condOf returns the condition a node puts on its children: a case clause
// of a switch on a parameter, or the body of an if comparing a parameter
// with a constant.
func (c *conditions) condOf(n ast.Node) *Cond {
	switch n := n.(type) {
	case *ast.CaseClause:
		sw := c.enclosingSwitch(n)
		if sw == nil {
			return nil
		}
		param, folded, ok := c.foldedParam(sw.Tag)
		if !ok {
			return nil
		}
		if n.List == nil { // default: none of the other cases
			var all []string
			for _, st := range sw.Body.List {
				if cc, ok := st.(*ast.CaseClause); ok {
					vals, ok := c.constants(cc.List)
					if !ok {
						return nil
					}
					all = append(all, vals...)
				}
			}
			return &Cond{Param: param, Values: all, Not: true, Fold: folded}
		}
		vals, ok := c.constants(n.List)
		if !ok {
			return nil
		}
		return &Cond{Param: param, Values: vals, Fold: folded}
	case *ast.BlockStmt:
		ifs := c.parentIf(n)
		if ifs == nil || ifs.Body != n && ifs.Else != n {
			return nil
		}
		if cond := c.flag(ifs.Cond); cond != nil {
			cond.Not = cond.Not != (ifs.Else == n) // the else of if apply: apply false
			return cond
		}
		if ifs.Body != n {
			return nil
		}
		be, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || be.Op != token.EQL && be.Op != token.NEQ {
			return nil
		}
		x, y := be.X, be.Y
		param, folded, ok := c.foldedParam(x)
		if !ok {
			x, y = y, x
			if param, folded, ok = c.foldedParam(x); !ok {
				return nil
			}
		}
		vals, ok := c.constants([]ast.Expr{y})
		if !ok {
			return nil
		}
		return &Cond{Param: param, Values: vals, Not: be.Op == token.NEQ, Fold: folded}
	}
	return nil
}

func (c *conditions) enclosingSwitch(cc *ast.CaseClause) *ast.SwitchStmt {
	for i := len(c.stack) - 1; i >= 0; i-- {
		if sw, ok := c.stack[i].node.(*ast.SwitchStmt); ok && slices.Contains(sw.Body.List, ast.Stmt(cc)) {
			return sw
		}
	}
	return nil
}

// flag returns the condition an if on a boolean parameter puts on its
// body: if apply { ... } runs when apply is true, if !apply { ... } when it
// is not.
func (c *conditions) flag(e ast.Expr) *Cond {
	e = ast.Unparen(e)
	not := false
	if ue, ok := e.(*ast.UnaryExpr); ok && ue.Op == token.NOT {
		e, not = ast.Unparen(ue.X), true
	}
	if b, ok := types.Unalias(c.a.pass.TypesInfo.TypeOf(e)).(*types.Basic); !ok || b.Info()&types.IsBoolean == 0 {
		return nil
	}
	param, ok := c.param(e)
	if !ok {
		return nil
	}
	return &Cond{Param: param, Values: []string{"true"}, Not: not}
}

func (c *conditions) parentIf(b *ast.BlockStmt) *ast.IfStmt {
	if len(c.stack) == 0 {
		return nil
	}
	ifs, _ := c.stack[len(c.stack)-1].node.(*ast.IfStmt)
	return ifs
}

// param reports whether e is a parameter of the unit, and which.
func (c *conditions) param(e ast.Expr) (int, bool) {
	i, _, ok := c.foldedParam(e)
	return i, ok && c.a.assigns[astutil.IdentVar(c.a.pass.TypesInfo, e)] == 0
}

// foldedParam reports whether e is a parameter of the unit that holds its
// caller's value, or that value folded (fold: the function assigns it
// only strings.ToLower, ToUpper or TrimSpace of itself); a parameter the
// function assigns anything else no longer says what the caller passed.
func (c *conditions) foldedParam(e ast.Expr) (i int, fold, ok bool) {
	if e == nil || c.u.sig == nil {
		return 0, false, false
	}
	v := astutil.IdentVar(c.a.pass.TypesInfo, e)
	if v == nil {
		return 0, false, false
	}
	for i := range c.u.sig.Params().Len() {
		if c.u.sig.Params().At(i) != v {
			continue
		}
		if c.a.assigns[v] == 0 {
			return i, false, true
		}
		return i, true, c.a.foldsOnly(v)
	}
	return 0, false, false
}

// foldsOnly reports whether every value the package assigns string
// parameter v is v with its case folded or its space trimmed.
func (a *analyzer) foldsOnly(v *types.Var) bool {
	values := a.strings[v]
	if len(values) == 0 || len(values) != a.assigns[v] {
		return false
	}
	for _, val := range values {
		call, ok := ast.Unparen(val).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || astutil.IdentVar(a.pass.TypesInfo, call.Args[0]) != v {
			return false
		}
		fn := staticCallee(a.pass.TypesInfo, call)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" {
			return false
		}
		switch fn.Name() {
		case "ToLower", "ToUpper", "TrimSpace":
		default:
			return false
		}
	}
	return true
}

// constants returns the constant values of case expressions.
func (c *conditions) constants(es []ast.Expr) ([]string, bool) {
	var out []string
	for _, e := range es {
		tv, ok := c.a.pass.TypesInfo.Types[e]
		if !ok || tv.Value == nil {
			return nil, false
		}
		out = append(out, tv.Value.ExactString())
	}
	return out, true
}

// decide resolves an effect's conditions at a call: a constant argument
// keeps or drops it, a parameter of the caller carries the condition on,
// anything else lets it happen.
func (a *analyzer) decide(e Effect, call *ast.CallExpr, u *unit) (Effect, bool) {
	conds := e.When
	e.When = nil
	for _, c := range conds {
		if c.Param >= len(call.Args) {
			continue
		}
		arg := call.Args[c.Param]
		if tv, ok := a.pass.TypesInfo.Types[arg]; ok && tv.Value != nil {
			if !c.takes(tv.Value.ExactString()) {
				return e, false // the call takes another branch
			}
			continue
		}
		if v := astutil.IdentVar(a.pass.TypesInfo, arg); v != nil && u.sig != nil {
			for i := range u.sig.Params().Len() {
				if u.sig.Params().At(i) != v {
					continue
				}
				switch {
				case a.assigns[v] == 0:
					e.When = conjoin(e.When, Cond{Param: i, Values: c.Values, Not: c.Not, Fold: c.Fold})
				case a.foldsOnly(v):
					e.When = conjoin(e.When, Cond{Param: i, Values: c.Values, Not: c.Not, Fold: true})
				}
			}
		}
	}
	return e, true
}

var _ = types.Typ

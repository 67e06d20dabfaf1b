package effects

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"
)

// A Cond says that an effect happens only when parameter Param holds one of
// Values (the constants of a case, exactly as go/constant renders them), or,
// with Not, none of them (the default case).
type Cond struct {
	Param  int
	Values []string
	Not    bool
}

func (c Cond) String() string {
	op := "in"
	if c.Not {
		op = "not in"
	}
	return "param" + itoa(c.Param) + " " + op + " {" + strings.Join(c.Values, ",") + "}"
}

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
	return c.Param == d.Param && c.Not == d.Not && slices.Equal(c.Values, d.Values)
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
}

// enter is called before n's children are walked.
func (c *conditions) enter(n ast.Node) {
	c.stack = append(c.stack, condFrame{node: n, cond: c.condOf(n)})
}

// leave is called after n's children are walked.
func (c *conditions) leave() {
	if len(c.stack) > 0 {
		c.stack = c.stack[:len(c.stack)-1]
	}
}

// current returns the conditions of the innermost branches.
func (c *conditions) current() []Cond {
	var out []Cond
	for _, f := range c.stack {
		if f.cond != nil {
			out = append(out, *f.cond)
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
		param, ok := c.param(sw.Tag)
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
			return &Cond{Param: param, Values: all, Not: true}
		}
		vals, ok := c.constants(n.List)
		if !ok {
			return nil
		}
		return &Cond{Param: param, Values: vals}
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
		param, ok := c.param(x)
		if !ok {
			x, y = y, x
			if param, ok = c.param(x); !ok {
				return nil
			}
		}
		vals, ok := c.constants([]ast.Expr{y})
		if !ok {
			return nil
		}
		return &Cond{Param: param, Values: vals, Not: be.Op == token.NEQ}
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
	if e == nil || c.u.sig == nil {
		return 0, false
	}
	v := identVar(c.a.pass.TypesInfo, e)
	if v == nil {
		return 0, false
	}
	for i := range c.u.sig.Params().Len() {
		if c.u.sig.Params().At(i) == v {
			return i, true
		}
	}
	return 0, false
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
			if slices.Contains(c.Values, tv.Value.ExactString()) == c.Not {
				return e, false // the call takes another branch
			}
			continue
		}
		if v := identVar(a.pass.TypesInfo, arg); v != nil && u.sig != nil {
			for i := range u.sig.Params().Len() {
				if u.sig.Params().At(i) == v {
					e.When = conjoin(e.When, Cond{Param: i, Values: c.Values, Not: c.Not})
				}
			}
		}
	}
	return e, true
}

var _ = types.Typ

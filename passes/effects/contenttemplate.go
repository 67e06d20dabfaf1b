package effects

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
)

// This file reads, from the expression a request's content is built with,
// the content the program fixes (content.go): its text, with every value
// the program fills in at run time replaced by a stand-in of its kind, and
// where those values come from. It follows conversions ([]byte(s)), the
// readers the standard library wraps content in, locals assigned once,
// fmt.Sprintf with a constant format, and json.Marshal of a map or slice
// literal with constant keys, or such a literal handed to a function that
// marshals it.

// hole stands, in a content's text, for a string the program fills in at
// run time: content.go rejects content whose member names, or whose JSON
// patch paths, hold one.
const hole = "annovetHole"

// A content is what a request sends, as far as the program fixes it.
type content struct {
	text  string
	isNil bool     // no body at all: nil, http.NoBody
	fresh bool     // a value made anew on every call (time.Now) fills it
	holes []source // values the function's callers fill in
	// merge: an object a read returned, sent back with the fields text
	// holds set (readback.go): an update that sets them, as a merge
	// patch of them would.
	merge bool
}

// contentOf returns the content a request body expression holds, ok false
// when the program does not fix it.
func (a *analyzer) contentOf(body ast.Expr, u *unit, depth int) (c content, ok bool) {
	if body == nil || depth > 8 {
		return c, false
	}
	info := a.pass.TypesInfo
	if tv, found := info.Types[body]; found {
		switch {
		case tv.IsNil():
			return content{isNil: true}, true
		case tv.Value != nil:
			s, isString := a.constString(body)
			return content{text: s}, isString
		}
	}
	switch x := ast.Unparen(body).(type) {
	case *ast.CompositeLit:
		// A map or slice literal handed to a function that marshals what
		// it is given (mutateController(ctx, name, patch any)).
		return a.encoded(x, u)
	case *ast.SelectorExpr:
		if v, isVar := info.Uses[x.Sel].(*types.Var); isVar && v.Pkg() != nil && v.Pkg().Path() == "net/http" && v.Name() == "NoBody" {
			return content{isNil: true}, true
		}
	case *ast.CallExpr:
		if inner := unwrapBody(info, x); inner != nil {
			return a.contentOf(inner, u, depth+1)
		}
		fn := staticCallee(info, x)
		if fn == nil || fn.Pkg() == nil || len(x.Args) == 0 {
			break
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "fmt.Sprintf":
			return a.formatted(x, u)
		case "encoding/json.Marshal":
			return a.marshalled(x.Args[0], u)
		}
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar || isPackageLevel(v) || a.assigns[v] > 1 {
			break
		}
		if lit := compositeLit(a.aliases[v]); lit != nil {
			if a.usesIn(u, v) != 1 {
				return c, false // changed, or handed elsewhere too, after it was built
			}
			return a.encoded(lit, u) // the literal this argument alone hands on
		}
		if rhs, single := a.aliases[v]; single && !strings.HasPrefix(types.ExprString(rhs), "append(") {
			if c, ok := a.contentOf(rhs, u, depth+1); ok {
				return c, true
			}
		}
		return a.readBack(v, x, u)
	}
	return c, false
}

// formatted reads fmt.Sprintf(format, args...) with a constant format:
// each argument is a value the program fills in.
func (a *analyzer) formatted(call *ast.CallExpr, u *unit) (content, bool) {
	format, ok := a.constString(call.Args[0])
	if !ok || call.Ellipsis.IsValid() {
		return content{}, false
	}
	var c content
	args := make([]any, 0, len(call.Args)-1)
	for _, arg := range call.Args[1:] {
		v, ok := a.filled(arg, u, &c)
		if !ok {
			return content{}, false
		}
		args = append(args, v)
	}
	c.text = fmt.Sprintf(format, args...)
	return c, !strings.Contains(c.text, "%!") // a verb without its argument, or of another kind
}

// marshalled reads json.Marshal of a map or slice literal (or a local
// holding one that nothing changes afterwards) whose keys are constants.
func (a *analyzer) marshalled(v ast.Expr, u *unit) (content, bool) {
	lit := compositeLit(v)
	if lit == nil {
		x := astutil.IdentVar(a.pass.TypesInfo, v)
		if x == nil || isPackageLevel(x) || a.assigns[x] > 1 || a.usedBesidesMarshal(u, x) {
			return content{}, false
		}
		if lit = compositeLit(a.aliases[x]); lit == nil {
			return content{}, false
		}
	}
	return a.encoded(lit, u)
}

// encoded returns the content a map or slice literal marshals to.
func (a *analyzer) encoded(lit *ast.CompositeLit, u *unit) (content, bool) {
	var c content
	val, ok := a.literalValue(lit, u, &c, 0)
	if !ok {
		return content{}, false
	}
	b, err := json.Marshal(val)
	if err != nil {
		return content{}, false
	}
	c.text = string(b)
	return c, true
}

// usesIn counts the uses of v in u's body.
func (a *analyzer) usesIn(u *unit, v *types.Var) int {
	body := unitBody(u)
	if body == nil {
		return 0
	}
	n := 0
	ast.Inspect(body, func(node ast.Node) bool {
		if id, ok := node.(*ast.Ident); ok && a.pass.TypesInfo.Uses[id] == v {
			n++
		}
		return true
	})
	return n
}

// literalValue returns the value a map or slice literal encodes to, the
// values filled in at run time standing in for themselves.
func (a *analyzer) literalValue(lit *ast.CompositeLit, u *unit, c *content, depth int) (any, bool) {
	if depth > 8 {
		return nil, false
	}
	elem := func(e ast.Expr) (any, bool) {
		if inner := compositeLit(e); inner != nil {
			return a.literalValue(inner, u, c, depth+1)
		}
		return a.filled(e, u, c)
	}
	switch a.pass.TypesInfo.TypeOf(lit).Underlying().(type) {
	case *types.Map:
		m := map[string]any{}
		for _, el := range lit.Elts {
			kv, isKV := el.(*ast.KeyValueExpr)
			if !isKV {
				return nil, false
			}
			k, isConst := a.constString(kv.Key)
			if !isConst {
				return nil, false // the member's name is filled in at run time
			}
			v, ok := elem(kv.Value)
			if !ok {
				return nil, false
			}
			m[k] = v
		}
		return m, true
	case *types.Slice:
		var s []any
		for _, el := range lit.Elts {
			if _, isKV := el.(*ast.KeyValueExpr); isKV {
				return nil, false
			}
			v, ok := elem(el)
			if !ok {
				return nil, false
			}
			s = append(s, v)
		}
		return s, true
	}
	return nil, false // a struct encodes every field, those it leaves out too
}

// filled returns the value, or a stand-in of its kind, that the program
// fills into content at e: a constant, any boolean (one of the two states
// the content names, wherever it comes from), or a number or a string
// from the program's configuration, made on the call (fresh), or passed by
// the function's callers (a hole). Anything else (a value computed from
// what annovet cannot place, a structure) is not the program's to fix.
func (a *analyzer) filled(e ast.Expr, u *unit, c *content) (any, bool) {
	info := a.pass.TypesInfo
	tv, ok := info.Types[e]
	if !ok {
		return nil, false
	}
	if tv.IsNil() {
		return nil, true
	}
	if tv.Value != nil {
		switch tv.Value.Kind() {
		case constant.Bool:
			return constant.BoolVal(tv.Value), true
		case constant.String:
			return constant.StringVal(tv.Value), true
		case constant.Int:
			n, exact := constant.Int64Val(tv.Value)
			return n, exact
		case constant.Float:
			f, _ := constant.Float64Val(tv.Value)
			return f, true
		}
		return nil, false
	}
	var standIn any
	switch b, _ := tv.Type.Underlying().(*types.Basic); {
	case b == nil:
		return nil, false // a structure: its members are not the program's
	case b.Info()&types.IsBoolean != 0:
		// Whoever fills it in, a boolean picks one of the two states the
		// program's content names (cordoned or not, suspended or not):
		// the change sets a switch and loses nothing it held.
		return true, true
	case b.Info()&types.IsNumeric != 0:
		standIn = 0
	case b.Info()&types.IsString != 0:
		standIn = hole
	default:
		return nil, false
	}
	switch src := a.source(e, u, 0); {
	case a.freshPath(e):
		c.fresh = true // the current time, random bytes: anew on every call
	case src.kind == srcParam:
		c.holes = append(c.holes, src)
	case src.kind == srcConst, src.kind == srcConfig, a.oneOfConstants(e, 0):
	default:
		return nil, false
	}
	return standIn, true
}

// oneOfConstants reports whether e is what a function of this package
// returns that returns a constant in the first result of every return
// statement (parseFolder: "inbox", "archive" or "spam" by the argument's
// spelling, "" with an error), directly or through a local assigned once:
// one of the program's values, whatever its argument.
func (a *analyzer) oneOfConstants(e ast.Expr, depth int) bool {
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if rhs, single := a.aliases[v]; ok && single && a.assigns[v] <= 1 && !isPackageLevel(v) && depth < 4 {
			if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && firstResultIs(info, call, v.Type()) {
				return a.oneOfConstants(call, depth+1)
			}
		}
	case *ast.CallExpr:
		return a.everyReturn(typeutil.StaticCallee(info, x), func(n *ast.ReturnStmt, _ *ast.BlockStmt) bool {
			return len(n.Results) > 0 && info.Types[n.Results[0]].Value != nil
		})
	}
	return false
}

// firstResultIs reports whether the first result of a call is of type t.
func firstResultIs(info *types.Info, call *ast.CallExpr, t types.Type) bool {
	switch r := info.TypeOf(call).(type) {
	case *types.Tuple:
		return r.Len() > 0 && types.Identical(r.At(0).Type(), t)
	case nil:
		return false
	default:
		return types.Identical(r, t)
	}
}

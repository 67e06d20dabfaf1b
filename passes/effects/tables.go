package effects

import (
	"go/ast"
	"go/constant"
	"go/types"
	"slices"
	"strings"
)

// A TableEntry is one entry of a table of functions a tool's handler looks
// up by an argument (routes := ActionMap{"delete": DestructiveRoute(...)};
// routes[action].Handler(ctx, params)): its constant key, and what calling
// the entry's function does.
type TableEntry struct {
	Key     string
	Effects []Effect
}

// TableEntries returns the entries of the table expression table, which
// must lie in a function of this package and be, or be a local assigned
// once from, a map literal with constant string keys: for each, the effects
// of calling field of the entry's struct, or the entry itself when field is
// empty. ok is false when annovet cannot read the table so.
func (r *Result) TableEntries(table ast.Expr, field string) (entries []TableEntry, ok bool) {
	if r.an == nil {
		return nil, false
	}
	a := r.an
	u := r.enclosing(table)
	if u == nil {
		return nil, false
	}
	srcs, traced := a.structSource(table, u, 0)
	if !traced || len(srcs) != 1 {
		return nil, false
	}
	lit, isLit := ast.Unparen(srcs[0]).(*ast.CompositeLit)
	if !isLit {
		return nil, false
	}
	if _, isMap := a.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Map); !isMap {
		return nil, false
	}
	for _, elt := range lit.Elts {
		kv, isKV := elt.(*ast.KeyValueExpr)
		if !isKV {
			return nil, false
		}
		tv, known := a.pass.TypesInfo.Types[kv.Key]
		if !known || tv.Value == nil || tv.Value.Kind() != constant.String {
			return nil, false
		}
		key := constant.StringVal(tv.Value)
		s := site{name: "entry " + key, at: a.pos(kv.Pos())}
		tmpl := Effect{Kind: callVar, Root: RootEnv, At: s.at}
		var effs []Effect
		if field != "" {
			effs = a.fieldOfSource(u, s, kv.Value, field, tmpl, 0)
		} else {
			effs = a.callArg(u, s, kv.Value, tmpl)
		}
		var sum Summary
		for _, e := range effs {
			if e.Root != RootEnv {
				continue // the arguments the handler passes: the request
			}
			sum.add(unresolvedOuter(fromArguments(e)))
		}
		resolved := a.resolveFuncValues(a.resolveIfaces(sum.Effects), 0)
		for i, e := range resolved {
			resolved[i].When = nil
			if e.Kind == callVar {
				resolved[i].Kind, resolved[i].Cause = Unknown, "a function value"
			}
		}
		entries = append(entries, TableEntry{Key: key, Effects: resolved})
	}
	slices.SortFunc(entries, func(x, y TableEntry) int { return strings.Compare(x.Key, y.Key) })
	return entries, true
}

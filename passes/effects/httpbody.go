package effects

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"
)

// This file reads the body of a POST for what the GraphQL-over-HTTP
// protocol puts there: a JSON object whose "query" member is the GraphQL
// document. A server that talks to a GraphQL API with net/http (Linear's,
// DataHub's) posts json.Marshal(graphQLRequest{Query: query}) for every
// call, so the method says nothing; the document does: a query reads, a
// mutation changes (its name, not a keyword, says what, so it stays
// undecided).
//
// The body is followed through bytes.NewReader, bytes.NewBuffer,
// strings.NewReader and conversions, a local assigned once, and
// json.Marshal of a struct literal whose field is tagged json:"query" or
// of a map literal with the key "query"; a body that is the function's
// parameter is a dependency its callers resolve. Anything else leaves the
// POST as it was.

// resolveBody resolves an effect's dependency on the body of its request:
// only a POST's body says what the request does.
func (a *analyzer) resolveBody(e Effect, body ast.Expr, u *unit, api *API) (Effect, bool) {
	if !isPost(e) {
		return e, true
	}
	q, param, ok := a.graphqlQuery(body, u, 0)
	switch {
	case !ok:
		return e, true
	case q == nil:
		return a.resolveSource(e, RoleBody, source{kind: srcParam, param: param}, nil, nil)
	}
	e.Kind, e.Destructive, e.Unresolved = Network, false, false // a query reads, unless the document says otherwise
	return a.resolve(e, RoleGraphQL, q, u, api)
}

// isPost reports whether e is a request whose method was resolved to POST
// (withMethod: a change, not destructive, unresolved) and nothing else
// is pending.
func isPost(e Effect) bool {
	return e.Kind == Mutate && e.Unresolved && !e.Destructive && e.Chosen == "" && len(e.Deps) == 0
}

// graphqlQuery returns the expression the "query" member of a JSON body
// holds (q), or the parameter of u the body is (q nil), or false.
func (a *analyzer) graphqlQuery(body ast.Expr, u *unit, depth int) (q ast.Expr, param int, ok bool) {
	if depth > 8 || body == nil {
		return nil, 0, false
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(body).(type) {
	case *ast.CallExpr:
		if tv, isConv := info.Types[x.Fun]; isConv && tv.IsType() && len(x.Args) == 1 {
			return a.graphqlQuery(x.Args[0], u, depth+1) // string(b), []byte(s)
		}
		fn := staticCallee(info, x)
		if fn == nil || fn.Pkg() == nil || len(x.Args) == 0 {
			break
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "bytes.NewReader", "bytes.NewBuffer", "bytes.NewBufferString", "strings.NewReader":
			return a.graphqlQuery(x.Args[0], u, depth+1)
		case "encoding/json.Marshal":
			if q := a.queryMember(x.Args[0], u); q != nil {
				return q, 0, true
			}
		}
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar || isPackageLevel(v) {
			break
		}
		if i, own := ownIndex(u, v); own && a.assigns[v] == 0 {
			return nil, i, true
		}
		if rhs, single := a.aliases[v]; single && a.assigns[v] <= 1 {
			return a.graphqlQuery(rhs, u, depth+1)
		}
	}
	return nil, 0, false
}

// queryMember returns what the "query" member of the JSON encoding of v
// holds: a struct literal's field tagged json:"query", or a map literal's
// "query" key; nil when v is neither, or sets the member after.
func (a *analyzer) queryMember(v ast.Expr, u *unit) ast.Expr {
	info := a.pass.TypesInfo
	lit := compositeLit(v)
	if lit == nil {
		if x := identVar(info, v); x != nil && !isPackageLevel(x) && a.assigns[x] <= 1 {
			lit = compositeLit(a.aliases[x])
			if lit != nil {
				if st, isStruct := underStruct(info.TypeOf(lit)); isStruct {
					if f := taggedField(st, "query"); f == "" || a.setsField(u, x, f) || a.handsToSetter(u, x, f, nil) {
						return nil
					}
				} else if _, n := a.fieldAssignment(u, x, "query", nil); n != 0 {
					return nil
				}
			}
		}
	}
	if lit == nil {
		return nil
	}
	switch t := info.TypeOf(lit).Underlying().(type) {
	case *types.Struct:
		if f := taggedField(t, "query"); f != "" {
			return fieldValue(lit, t, f)
		}
	case *types.Map:
		for _, el := range lit.Elts {
			kv, isKV := el.(*ast.KeyValueExpr)
			if !isKV {
				continue
			}
			if k, isConst := a.constString(kv.Key); isConst && k == "query" {
				return kv.Value
			}
		}
	}
	return nil
}

// taggedField returns the name of the string field of st that
// encoding/json encodes as member, or "".
func taggedField(st *types.Struct, member string) string {
	for i := range st.NumFields() {
		f := st.Field(i)
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name != member {
			continue
		}
		if b, ok := f.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
			return f.Name()
		}
	}
	return ""
}

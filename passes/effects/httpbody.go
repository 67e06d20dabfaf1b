package effects

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
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
// of a map literal with the key "query", with no member GraphQL does not
// define and not changed after it was built; a body that is the
// function's parameter is a dependency its callers resolve. Anything else
// leaves the POST as it was. A document reads only when none of its
// operations is a mutation (graphqlOperation).

// resolveBody resolves an effect's dependency on the body of its request:
// a POST's body says what the request does, a PUT's or a PATCH's content
// whether it only sets (content.go). A body that is the function's
// parameter, sent with a method its callers choose, stays a dependency.
func (a *analyzer) resolveBody(e Effect, body ast.Expr, u *unit, api *API) (Effect, bool) {
	switch {
	case isOverwrite(e):
		return a.resolveContent(e, body, u)
	case methodPending(e):
		if src, ok := a.callersContent(body, u, 0); ok {
			return a.resolveSource(e, RoleBody, src, nil, nil)
		}
		return e, true
	case !isPost(e):
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
	return e.Kind == Mutate && e.Unresolved && !e.Destructive && e.Chosen == "" && !e.open()
}

// graphqlQuery returns the expression the "query" member of a JSON body
// holds (q), or the parameter of u the body is (q nil), or false.
func (a *analyzer) graphqlQuery(body ast.Expr, u *unit, depth int) (q ast.Expr, param int, ok bool) {
	if depth > 8 || body == nil {
		return nil, 0, false
	}
	info := a.pass.TypesInfo
	if inner := unwrapBody(info, body); inner != nil {
		return a.graphqlQuery(inner, u, depth+1) // string(b), bytes.NewReader(b)
	}
	switch x := ast.Unparen(body).(type) {
	case *ast.CallExpr:
		if fn := staticCallee(info, x); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" && len(x.Args) == 1 {
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
// holds, when v is a GraphQL request and nothing else: a struct literal
// whose string field is tagged json:"query" and whose other fields are
// GraphQL's own members (variables, operationName, extensions), or a map
// literal with those keys only; nil when v is anything else, or is changed
// after it was built (a field set, a key stored, handed to a function).
func (a *analyzer) queryMember(v ast.Expr, u *unit) ast.Expr {
	info := a.pass.TypesInfo
	lit := compositeLit(v)
	if lit == nil {
		x := astutil.IdentVar(info, v)
		if x == nil || isPackageLevel(x) || a.assigns[x] > 1 || a.usedBesidesMarshal(u, x) {
			return nil
		}
		if lit = compositeLit(a.aliases[x]); lit == nil {
			return nil
		}
	}
	switch t := info.TypeOf(lit).Underlying().(type) {
	case *types.Struct:
		f := taggedField(t, "query")
		if f == "" || !onlyGraphQLMembers(t) {
			return nil
		}
		return fieldValue(lit, t, f)
	case *types.Map:
		var q ast.Expr
		for _, el := range lit.Elts {
			kv, isKV := el.(*ast.KeyValueExpr)
			if !isKV {
				return nil
			}
			k, isConst := a.constString(kv.Key)
			switch {
			case !isConst || !graphqlMembers[k]:
				return nil // a body of another protocol that has a "query" too
			case k == "query":
				q = kv.Value
			}
		}
		return q
	}
	return nil
}

// graphqlMembers are the members of a GraphQL-over-HTTP request.
var graphqlMembers = map[string]bool{"query": true, "variables": true, "operationName": true, "extensions": true}

// onlyGraphQLMembers reports whether every field of st that encoding/json
// encodes is a member of a GraphQL request.
func onlyGraphQLMembers(st *types.Struct) bool {
	for i := range st.NumFields() {
		if !st.Field(i).Exported() {
			continue
		}
		name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" {
			name = st.Field(i).Name()
		}
		if !graphqlMembers[name] {
			return false
		}
	}
	return true
}

// usedBesidesMarshal reports whether u uses x other than where it is
// declared and in json.Marshal(x): a field set, a key stored, x handed on.
func (a *analyzer) usedBesidesMarshal(u *unit, x *types.Var) bool {
	body := unitBody(u)
	if body == nil {
		return true
	}
	info := a.pass.TypesInfo
	marshaled := map[*ast.Ident]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok && len(c.Args) == 1 {
			if fn := staticCallee(info, c); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" {
				if id, ok := ast.Unparen(c.Args[0]).(*ast.Ident); ok {
					marshaled[id] = true
				}
			}
		}
		return true
	})
	other := false
	ast.Inspect(body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == x && !marshaled[id] {
			other = true
		}
		return !other
	})
	return other
}

// unwrapBody returns what a request body expression wraps without changing
// it: the operand of a conversion ([]byte(s), string(b)) and the content a
// reader of the standard library reads (bytes.NewReader, bytes.NewBuffer,
// bytes.NewBufferString, strings.NewReader); nil for anything else.
func unwrapBody(info *types.Info, body ast.Expr) ast.Expr {
	x, ok := ast.Unparen(body).(*ast.CallExpr)
	if !ok || len(x.Args) != 1 {
		return nil
	}
	if tv, isConv := info.Types[x.Fun]; isConv && tv.IsType() {
		return x.Args[0]
	}
	fn := staticCallee(info, x)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "bytes.NewReader", "bytes.NewBuffer", "bytes.NewBufferString", "strings.NewReader":
		return x.Args[0]
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

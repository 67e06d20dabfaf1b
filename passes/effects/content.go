package effects

import (
	"encoding/json"
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// This file reads the content a PUT or a PATCH sends where the program
// fixes it, not the caller. Such a request moves its target to a state the
// program names, and repeating it changes nothing more:
//
//   - a PUT with no body (nil, http.NoBody) puts the thing its address
//     names, a member in a group or a star on a repository, and replaces no
//     content: a set, not an overwrite;
//   - a PATCH whose content is a constant JSON object (a merge patch:
//     {"spec":{"suspend":true}}) sets the fields it names to values the
//     program chose: a set, unless it sets one to null, which deletes it;
//   - a PATCH whose content is a constant JSON array (a JSON patch, RFC
//     6902) sets what its operations add, replace or copy: a set, unless
//     one removes or moves.
//
// Content the caller passes, content built at run time, and content that
// is not JSON leave the request as its method says: an overwrite. A PUT
// whose fixed content is not empty replaces its target with it, and stays
// one.

// resolveContent resolves an effect's dependency on the content its
// request sends: only a PUT's or a PATCH's (overwrite) content is read.
func (a *analyzer) resolveContent(e Effect, body ast.Expr, u *unit) (Effect, bool) {
	if !isOverwrite(e) {
		return e, true
	}
	text, isNil, ok := a.fixedContent(body, u, 0)
	switch {
	case ok:
		return withContent(e, text, isNil), true
	case body != nil:
		if src := a.source(body, u, 0); src.kind == srcParam && src.field == "" && src.option == "" {
			return a.resolveSource(e, RoleBody, src, nil, nil) // the callers' content decides
		}
	}
	return e, true
}

// isOverwrite reports whether e is a request whose method was resolved to
// PUT or PATCH (withMethod: a destructive change) and nothing else is
// pending.
func isOverwrite(e Effect) bool {
	return e.Kind == Mutate && e.Destructive && !e.Unresolved && !e.Accumulates && e.Chosen == "" && !methodPending(e)
}

// methodPending reports whether the method of e's request is its callers'
// to choose: a dependency not yet resolved.
func methodPending(e Effect) bool {
	return slices.ContainsFunc(e.Deps, func(d Dep) bool { return d.Role == RoleMethod || d.Role == RoleRESTMethod })
}

// withContent gives a PUT or a PATCH (e.Sets tells them apart) the meaning
// of the content the program fixes: text, or none when isNil.
func withContent(e Effect, text string, isNil bool) Effect {
	put := e.Sets
	switch {
	case isNil:
		// Nothing to replace the target's content with: it is put, or
		// left as it is.
	case put:
		return e // the target replaced with the program's content
	case !setsOnly(text):
		return e // a field set to null, an operation that removes: a deletion
	}
	e.Destructive, e.Sets = false, true
	return e
}

// setsOnly reports whether a constant PATCH content only sets: a JSON
// object (a merge patch) with no null member at any depth, or a JSON array
// (a JSON patch) none of whose operations removes or moves. Anything else,
// invalid JSON included, may delete.
func setsOnly(text string) bool {
	var v any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		return false
	}
	switch v := v.(type) {
	case map[string]any:
		return !hasNull(v)
	case []any:
		for _, op := range v {
			o, ok := op.(map[string]any)
			if !ok {
				return false
			}
			switch o["op"] {
			case "add", "replace", "copy", "test":
			default:
				return false
			}
		}
		return len(v) > 0
	}
	return false
}

// hasNull reports whether a decoded JSON value holds a null anywhere.
func hasNull(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case map[string]any:
		for _, m := range v {
			if hasNull(m) {
				return true
			}
		}
	case []any:
		for _, m := range v {
			if hasNull(m) {
				return true
			}
		}
	}
	return false
}

// fixedContent returns the content a request body expression holds when
// the program fixes it: a constant (text), or no body at all (isNil: nil,
// http.NoBody). It follows conversions ([]byte(s)), the readers the
// standard library wraps content in (bytes.NewReader, strings.NewReader,
// bytes.NewBuffer, bytes.NewBufferString) and locals assigned once.
func (a *analyzer) fixedContent(body ast.Expr, u *unit, depth int) (text string, isNil, ok bool) {
	if body == nil || depth > 8 {
		return "", false, false
	}
	info := a.pass.TypesInfo
	if tv, found := info.Types[body]; found {
		switch {
		case tv.IsNil():
			return "", true, true
		case tv.Value != nil:
			s, isString := a.constString(body)
			return s, false, isString
		}
	}
	switch x := ast.Unparen(body).(type) {
	case *ast.SelectorExpr:
		if v, isVar := info.Uses[x.Sel].(*types.Var); isVar && v.Pkg() != nil && v.Pkg().Path() == "net/http" && v.Name() == "NoBody" {
			return "", true, true
		}
	case *ast.CallExpr:
		if tv, isConv := info.Types[x.Fun]; isConv && tv.IsType() && len(x.Args) == 1 {
			return a.fixedContent(x.Args[0], u, depth+1)
		}
		fn := staticCallee(info, x)
		if fn == nil || fn.Pkg() == nil || len(x.Args) != 1 {
			break
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "bytes.NewReader", "bytes.NewBuffer", "bytes.NewBufferString", "strings.NewReader":
			return a.fixedContent(x.Args[0], u, depth+1)
		}
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar || isPackageLevel(v) || a.assigns[v] > 1 {
			break
		}
		if rhs, single := a.aliases[v]; single && !strings.HasPrefix(types.ExprString(rhs), "append(") {
			return a.fixedContent(rhs, u, depth+1)
		}
	}
	return "", false, false
}

// bodyFixed reports whether the body an http.Request is built with at call
// is the one it is sent with: the function neither sets the request's Body
// or GetBody afterwards nor calls a method of it (go-gitlab builds a
// request and gives it its body later, with SetBody), nor hands the
// request itself out for its caller to.
func (a *analyzer) bodyFixed(u *unit, call *ast.CallExpr) bool {
	for _, field := range []string{"Body", "GetBody"} {
		if _, n := a.resultFieldSet(u, call, field); n != 0 {
			return false
		}
	}
	body := unitBody(u)
	if body == nil {
		return false
	}
	info := a.pass.TypesInfo
	var req *types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && req == nil && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call && len(as.Lhs) > 0 {
			req = identVar(info, as.Lhs[0])
		}
		return req == nil
	})
	handed := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if ast.Unparen(r) == call || req != nil && identVar(info, r) == req {
					handed = true
				}
			}
		case *ast.SelectorExpr:
			// A method of the request may give it a body (SetBody).
			if s := info.Selections[n]; s != nil && s.Kind() == types.MethodVal && req != nil && identVar(info, n.X) == req {
				handed = true
			}
		}
		return !handed
	})
	return !handed
}

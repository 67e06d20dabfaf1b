package effects

import (
	"encoding/json"
	"go/ast"
	"go/types"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/internal/sqltext"
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
// The program fixes content written as a constant, as a format
// (fmt.Sprintf) or as a map or slice literal it marshals (json.Marshal)
// whose keys and operations are its own, whatever values it fills in
// (contenttemplate.go): a value from the program's constants or
// configuration leaves it a set, one made at run time (a timestamp) a
// change each call makes again, and one the callers pass is theirs to
// decide (fill=paramN): from the tool's arguments, an overwrite. Content
// the caller passes whole, content built otherwise, and content that is
// not JSON leave the request as its method says: an overwrite. Content a
// function sends for its callers (a parameter, or a field of the struct
// they pass, as it is or marshalled: callersContent) is theirs to give: a
// request one of them sends without it (nil, the field left out) has no
// content. A PUT whose fixed content is not empty replaces its target
// with it, and stays one. An SQL UPDATE whose columns the program fixes
// is read the same way (updateContent).

// updateContent reads an UPDATE the way withContent reads a PATCH: one
// whose columns the program fixes, every new value a literal, a
// placeholder or the current time (UPDATE hook_jobs SET status = ?,
// updated_at = NOW() WHERE id = ?), moves the
// rows it selects to a state the program names when the program fills the
// values in, a set and no overwrite (unless it empties one: NULL, an
// empty string), and a change each call makes again when it fills in the
// time; a value its callers fill in is theirs to
// decide (fill=paramN: from the tool's arguments, an overwrite), and one
// annovet cannot place (an argument it cannot count, a variadic list)
// leaves the statement an overwrite. stmt is the index of the statement
// among call's arguments, its values those after it.
func (a *analyzer) updateContent(e Effect, call *ast.CallExpr, stmt int, u *unit) Effect {
	if e.Kind != Mutate || !e.Destructive || e.Unresolved || len(e.Deps) > 0 || call.Ellipsis.IsValid() {
		return e
	}
	src := a.source(call.Args[stmt], u, 0)
	if src.kind != srcConst {
		return e
	}
	set, ok := sqltext.SetOf(src.text)
	if !ok || set.Erases {
		return e // a value emptied (NULL, ''): what was there is deleted
	}
	c := content{fresh: set.Stamps} // the time: a change each run makes again
	for _, i := range set.Args {
		if i < 0 || stmt+1+i >= len(call.Args) {
			return e
		}
		if _, ok := a.filled(call.Args[stmt+1+i], u, &c); !ok {
			return e
		}
	}
	return a.programContent(e, c)
}

// resolveContent resolves an effect's dependency on the content its
// request sends: only a PUT's or a PATCH's (overwrite) content is read.
func (a *analyzer) resolveContent(e Effect, body ast.Expr, u *unit) (Effect, bool) {
	if !isOverwrite(e) {
		return e, true
	}
	c, ok := a.contentOf(body, u, 0)
	switch {
	case ok:
		return a.withContent(e, c), true
	case body != nil:
		if src, ok := a.callersContent(body, u, 0); ok {
			return a.resolveSource(e, RoleBody, src, nil, nil) // the callers' content decides
		}
	}
	return e, true
}

// callersContent tells whether a request's content is what u's callers
// give: a parameter, or a field of a struct parameter (p.Body) that u
// does not set, handed on as it is or marshalled (json.Marshal), through
// the standard library's readers, conversions and locals assigned once.
// Where they give none (nil, a field left out), the request has none.
func (a *analyzer) callersContent(body ast.Expr, u *unit, depth int) (source, bool) {
	if body == nil || depth > 8 {
		return source{}, false
	}
	info := a.pass.TypesInfo
	if inner := unwrapBody(info, body); inner != nil {
		return a.callersContent(inner, u, depth+1)
	}
	switch x := ast.Unparen(body).(type) {
	case *ast.Ident:
		v, isVar := info.Uses[x].(*types.Var)
		if !isVar || isPackageLevel(v) {
			break
		}
		if i, own := ownIndex(u, v); own && i >= 0 && a.assigns[v] == 0 {
			return source{kind: srcParam, param: i}, true
		}
		if rhs, single := a.aliases[v]; single && a.assigns[v] <= 1 {
			return a.callersContent(rhs, u, depth+1)
		}
	case *ast.SelectorExpr:
		s := info.Selections[x]
		v := astutil.IdentVar(info, x.X)
		i, own := ownIndex(u, v)
		if s == nil || s.Kind() != types.FieldVal || len(s.Index()) != 1 || !own || i < 0 || a.assigns[v] > 0 {
			break
		}
		if name := s.Obj().Name(); !a.setsField(u, v, name) && !a.handsToSetter(u, v, name, nil) {
			return source{kind: srcParam, param: i, field: name}, true
		}
	case *ast.CallExpr:
		if fn := staticCallee(info, x); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "encoding/json" && fn.Name() == "Marshal" && len(x.Args) == 1 {
			return a.callersContent(x.Args[0], u, depth+1)
		}
	}
	return source{}, false
}

// isOverwrite reports whether e is a request whose method was resolved to
// PUT or PATCH (withMethod: a destructive change) and nothing else is
// pending.
func isOverwrite(e Effect) bool {
	switch e.Method {
	case "", "PUT", "PATCH": // "": a change a row says overwrites (client-go's Update)
	default:
		return false // WebDAV's MOVE and COPY: no content of their own decides
	}
	return e.Kind == Mutate && e.Destructive && !e.Unresolved && !e.Accumulates && e.Chosen == "" && !methodPending(e)
}

// methodPending reports whether the method of e's request is its callers'
// to choose: a dependency not yet resolved.
func methodPending(e Effect) bool {
	return slices.ContainsFunc(e.Deps, func(d Dep) bool { return d.Role == RoleMethod || d.Role == RoleRESTMethod })
}

// withContent gives a PUT or a PATCH (e.Sets tells them apart) the meaning
// of the content the program fixes. Values the program fills in at run
// time (a timestamp) make a change each call makes again; values its
// callers fill in (fill=paramN) are theirs to decide: from the tool's
// arguments, they overwrite (fromArguments).
func (a *analyzer) withContent(e Effect, c content) Effect {
	put := e.Sets
	switch {
	case c.isNil:
		// Nothing to replace the target's content with: it is put, or
		// left as it is.
	case put && !c.merge:
		return e // the target replaced with the program's content
	case !setsOnly(c.text):
		return e // a field set to null, an operation that removes: a deletion
	}
	return a.programContent(e, c)
}

// programContent is e once the content it sends is known to be the
// program's: a set that loses nothing, a change each call makes again
// where the program fills in the time, and the callers' to decide where
// they fill in a value.
func (a *analyzer) programContent(e Effect, c content) Effect {
	e.Destructive, e.Sets = false, !c.fresh
	for _, h := range c.holes {
		e, _ = a.resolveSource(e, RoleFill, h, nil, nil)
	}
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
		return !mayDelete(v)
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
			for _, k := range []string{"path", "from"} {
				if p, _ := o[k].(string); strings.Contains(p, hole) {
					return false // the field is the caller's to name
				}
			}
		}
		return len(v) > 0
	}
	return false
}

// mayDelete reports whether a decoded merge patch may delete or choose
// what it sets: a member anywhere is null (a merge patch deletes it), or a
// member's name is filled in at run time (which field is set is not the
// program's).
func mayDelete(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case map[string]any:
		for k, m := range v {
			if strings.Contains(k, hole) || mayDelete(m) {
				return true
			}
		}
	case []any:
		for _, m := range v {
			if mayDelete(m) {
				return true
			}
		}
	}
	return false
}

// helperContentUnknown reports whether what a call passes for a helper's
// content parameter does not say what its request sends: the caller gives
// the request it gets back another body (bodyLater), or passes nil, which
// the helper may send as the resource's new content (an upload of nothing
// empties the file). A request the program builds itself with no body,
// or a request struct it leaves without one, is its own statement that it
// sends none (withContent).
func (a *analyzer) helperContentUnknown(u *unit, call *ast.CallExpr, arg ast.Expr) bool {
	if tv, ok := a.pass.TypesInfo.Types[arg]; ok && tv.IsNil() {
		return true
	}
	return a.bodyLater(u, call)
}

// bodyLater reports whether a request call returns, built with the body
// its callers pass (a helper's NewRequest(ctx, method, path, body)), may be
// sent with another: the caller sets its Body, or calls a method of it, or
// hands it on (bodyFixed). Then that argument does not say what is sent.
func (a *analyzer) bodyLater(u *unit, call *ast.CallExpr) bool {
	t := a.pass.TypesInfo.TypeOf(call)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		t = tuple.At(0).Type()
	}
	if t == nil {
		return false
	}
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "Body")
	if obj == nil {
		obj, _, _ = types.LookupFieldOrMethod(t, true, nil, "SetBody")
	}
	return obj != nil && !a.bodyFixed(u, call)
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
	req := a.resultVar(u, call)
	handed := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if ast.Unparen(r) == call || req != nil && astutil.IdentVar(info, r) == req {
					handed = true
				}
			}
		case *ast.SelectorExpr:
			// A method of the request may give it a body (SetBody).
			if s := info.Selections[n]; s != nil && s.Kind() == types.MethodVal && req != nil && astutil.IdentVar(info, n.X) == req {
				handed = true
			}
		}
		return !handed
	})
	return !handed
}

package effects

import (
	"go/ast"
	"go/types"
	"net/url"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// This file reads the path of a POST for the action it names. POST means
// what the resource makes of it (RFC 9110, 9.3.3): it creates in one API
// and searches in the next, so the method alone leaves a POST undecided
// (withMethod). Query APIs that carry their query in the body name the
// action in the path: Grafana's /api/ds/query, Prometheus' /api/v1/query
// and query_range, SigNoz's query_range, Elasticsearch's _search, _msearch and _count,
// a panel's /websites/search, an AIP custom method's ":search". A POST
// whose constant path ends in one of readActions reads (a URL's path, or
// the PathPattern of a go-openapi ClientOperation); the path is a name
// the API's authors chose, not a fact annovet read, so the read is
// heuristic: it decides the tool's effects and makes no finding.
//
// The path is followed through concatenation (base + "/api/ds/query"),
// fmt.Sprintf's text after its last verb, url.JoinPath and path.Join's
// last element, and a local assigned once; the last segment must be all
// constant (it follows a constant "/" or ":"). Anything else leaves the
// POST as it was.

// readActions are the last path segments (lower case, a leading "_"
// dropped) of POSTs that read. Each names a read in the APIs MCP servers
// call; actions that read and change (_delete_by_query, _update_by_query,
// findAndModify) are whole segments of their own and are not here.
var readActions = map[string]bool{
	"search":      true, // Elasticsearch _search, AIP :search, panels' /search
	"msearch":     true, // Elasticsearch _msearch
	"count":       true, // Elasticsearch _count
	"query_range": true, // Prometheus, Loki, SigNoz
	"explain":     true, // Elasticsearch _explain
}

// readPaths are query endpoints named by their last two segments, where
// the last alone ("query") also names endpoints that change: gqlgen's
// GraphQL endpoint takes mutations, InfluxDB 1.x's /query takes DROP.
var readPaths = map[string]bool{
	"ds/query": true, // Grafana's data source query
	"v1/query": true, // Prometheus' (and Thanos') instant query
}

// lastTwo returns the last two segments of a URL tail's path, lower case,
// when both are constant ("/x/y" at least).
func lastTwo(tail string) string {
	parts := strings.Split(strings.ToLower(strings.TrimRight(pathOf(tail), "/")), "/")
	if len(parts) < 3 {
		return ""
	}
	return parts[len(parts)-2] + "/" + parts[len(parts)-1]
}

// readByPath turns a POST whose URL names a read action into a read, with
// the path in the witness; it reports false when url names none.
func (a *analyzer) readByPath(e Effect, url ast.Expr, u *unit) (Effect, bool) {
	tail, ok := a.urlTail(url, u, 0)
	if !ok {
		return e, false
	}
	seg, ok := lastSegment(tail)
	if !ok || !readActions[seg] && !readPaths[lastTwo(tail)] {
		return e, false
	}
	e.Kind, e.Destructive, e.Unresolved, e.Heuristic = Network, false, false, true
	e.Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], "(POST ..."+pathOf(tail)+")")
	return e, true
}

// urlTail returns the constant text a URL expression ends with.
func (a *analyzer) urlTail(e ast.Expr, u *unit, depth int) (string, bool) {
	if e == nil || depth > 8 {
		return "", false
	}
	if s, ok := a.constString(e); ok {
		return s, true
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if y, ok := a.constString(x.Y); ok {
			return y, true
		}
		return a.urlTail(x.Y, u, depth+1)
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, x)
		if fn == nil || fn.Pkg() == nil || len(x.Args) == 0 {
			return "", false
		}
		last := x.Args[len(x.Args)-1]
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "fmt.Sprintf":
			format, ok := a.constString(x.Args[0])
			if !ok {
				return "", false
			}
			format, _, _ = strings.Cut(format, "?") // the path, before a query of verbs
			return afterLastVerb(format), true
		case "net/url.JoinPath", "path.Join":
			if x.Ellipsis.IsValid() {
				return "", false
			}
			s, ok := a.constString(last)
			return "/" + s, ok
		}
	case *ast.Ident:
		v, ok := info.Uses[x].(*types.Var)
		if !ok || isPackageLevel(v) || a.assigns[v] > 1 {
			return "", false
		}
		if rhs, ok := a.aliases[v]; ok {
			return a.urlTail(rhs, u, depth+1)
		}
	}
	return "", false
}

// afterLastVerb returns the text of a format after its last verb.
func afterLastVerb(format string) string {
	i := strings.LastIndex(format, "%")
	if i < 0 {
		return format
	}
	rest := format[i+1:]
	// Flags, width and precision, then the verb itself.
	j := strings.IndexFunc(rest, func(r rune) bool { return strings.IndexRune("+-# 0123456789.[]*", r) < 0 })
	if j < 0 {
		return ""
	}
	return rest[j+1:]
}

// lastSegment returns the last segment of the path a URL's constant tail
// ends with, lower case and without a leading "_", when the whole segment
// is in the tail (a "/" or ":" before it).
func lastSegment(tail string) (string, bool) {
	p := pathOf(tail)
	p = strings.TrimRight(p, "/")
	i := strings.LastIndexAny(p, "/:")
	if i < 0 {
		return "", false
	}
	return strings.TrimPrefix(strings.ToLower(p[i+1:]), "_"), true
}

// pathOf drops a URL tail's query and fragment.
func pathOf(tail string) string {
	if i := strings.IndexAny(tail, "?#"); i >= 0 {
		tail = tail[:i]
	}
	if p, err := url.PathUnescape(tail); err == nil {
		return p
	}
	return tail
}

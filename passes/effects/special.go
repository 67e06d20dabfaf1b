package effects

import (
	"go/ast"
	"go/constant"
	"go/types"
	"net/url"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// catalogued evaluates a catalogue row at a call: the flags, statement,
// method or address the call passes decide the effect. ok is false when the
// call has no effect (a read-only open, a SELECT, scratch space).
func (a *analyzer) catalogued(u *unit, api *API, call *ast.CallExpr, scratch map[*types.Var]bool) (Effect, bool) {
	e := Effect{Kind: api.Kind, Destructive: api.Destructive, Root: RootEnv}
	switch api.Special {
	case scratchCreate:
		return e, false
	case openFlags:
		idx := 1
		if len(call.Args) <= idx {
			return e, true
		}
		flags, known := a.constInt(call.Args[idx])
		if !known {
			e.Destructive = true
			break
		}
		c := a.osFlags()
		writeBits := c["O_WRONLY"] | c["O_RDWR"] | c["O_CREATE"] | c["O_APPEND"] | c["O_TRUNC"]
		switch {
		case flags&writeBits == 0:
			return e, false // read-only
		case flags&c["O_TRUNC"] != 0:
			e.Destructive = true
		case flags&c["O_APPEND"] != 0, flags&c["O_EXCL"] != 0:
			e.Destructive = false // appends, or creates only what does not exist
		default:
			e.Destructive = true // writes from offset 0 over what is there
		}
	case sqlExec, sqlQuery:
		verb := a.sqlVerb(call)
		k, destructive, known := classifySQL(verb)
		switch {
		case known && k == 0:
			return e, false // a read
		case known:
			e.Kind, e.Destructive = k, destructive
		case api.Special == sqlQuery:
			return e, false // a query whose text annovet cannot see: a read, by its API
		default:
			e.Kind, e.Destructive = Mutate, true
		}
	case httpMethod:
		mi := 0
		if len(call.Args) == 4 { // NewRequestWithContext(ctx, method, url, body)
			mi = 1
		}
		if mi+1 < len(call.Args) {
			e.OpenHost, e.HostFrom = a.hostOf(call.Args[mi+1], u)
		}
		method, known := "", false
		if mi < len(call.Args) {
			method, known = a.constString(call.Args[mi])
		}
		switch strings.ToUpper(method) {
		case "", "GET", "HEAD", "OPTIONS", "TRACE", "CONNECT":
			if known || method != "" {
				e.Kind = Network
				return e, true
			}
			e.Kind, e.Destructive = Mutate, true // a method annovet cannot see
		case "POST":
			e.Kind = Mutate
		case "PUT", "PATCH":
			e.Kind, e.Destructive = Mutate, true
		case "DELETE":
			e.Kind, e.Destructive = Delete, true
		default:
			e.Kind, e.Destructive = Mutate, true
		}
		return e, true
	case urlArg:
		ui := 0
		if len(call.Args) > 0 {
			if _, ok := a.pass.TypesInfo.TypeOf(call.Args[0]).(*types.Named); ok && len(call.Args) > 1 {
				ui = 1 // a context first
			}
			e.OpenHost, e.HostFrom = a.hostOf(call.Args[ui], u)
		}
		if fn := typeutil.StaticCallee(a.pass.TypesInfo, call); fn != nil && strings.HasPrefix(fn.Name(), "Post") {
			e.Kind = Mutate // a POST changes the remote system (and is network I/O)
		}
	case addrArg, targetArg:
		ai := 0
		if api.Special == addrArg {
			ai = 1
			if fn := typeutil.StaticCallee(a.pass.TypesInfo, call); fn != nil && fn.Name() == "DialContext" {
				ai = 2
			}
		}
		if ai < len(call.Args) {
			e.OpenHost, e.HostFrom = a.hostOf(call.Args[ai], u)
		}
	}
	if (e.Kind == Write || e.Kind == Delete) && len(call.Args) > 0 && a.mentionsScratch(call.Args[0], scratch) {
		return e, false // scratch space created in this call
	}
	return e, true
}

// isScratchCreate reports whether call creates scratch space (os.CreateTemp).
func (a *analyzer) isScratchCreate(call *ast.CallExpr) bool {
	fn := typeutil.StaticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	api := lookup(Catalogue, fn.Pkg().Path(), recvName(fn), fn.Name())
	return api != nil && api.Special == scratchCreate
}

// mentionsScratch reports whether a path expression is built from scratch
// space: a variable holding a temporary file or directory, or os.TempDir().
func (a *analyzer) mentionsScratch(e ast.Expr, scratch map[*types.Var]bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Ident:
			if v, ok := a.pass.TypesInfo.Uses[n].(*types.Var); ok && scratch[v] {
				found = true
			}
		case *ast.CallExpr:
			if fn := typeutil.StaticCallee(a.pass.TypesInfo, n); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "os" && fn.Name() == "TempDir" {
				found = true
			}
		}
		return !found
	})
	return found
}

// osFlags returns the values of package os's open flags on this platform.
func (a *analyzer) osFlags() map[string]int64 {
	if a.osConst != nil {
		return a.osConst
	}
	a.osConst = map[string]int64{}
	for _, p := range a.pass.Pkg.Imports() {
		if p.Path() != "os" {
			continue
		}
		for _, name := range []string{"O_WRONLY", "O_RDWR", "O_CREATE", "O_APPEND", "O_TRUNC", "O_EXCL"} {
			if c, ok := p.Scope().Lookup(name).(*types.Const); ok {
				v, _ := constant.Int64Val(c.Val())
				a.osConst[name] = v
			}
		}
	}
	return a.osConst
}

func (a *analyzer) constInt(e ast.Expr) (int64, bool) {
	tv, ok := a.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil {
		return 0, false
	}
	return constant.Int64Val(constant.ToInt(tv.Value))
}

// sqlVerb returns the first word of the SQL statement a call passes, as far
// as its text is constant: the statement, its constant prefix in a
// concatenation, or the format of fmt.Sprintf.
func (a *analyzer) sqlVerb(call *ast.CallExpr) string {
	for _, arg := range call.Args {
		t := a.pass.TypesInfo.TypeOf(arg)
		if b, ok := t.(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			continue
		}
		return firstWord(a.stringPrefix(arg, 0))
	}
	return ""
}

// stringPrefix returns the constant text at the start of a string expression.
func (a *analyzer) stringPrefix(e ast.Expr, depth int) string {
	if depth > 8 {
		return ""
	}
	if s, ok := a.constString(e); ok {
		return s
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return a.stringPrefix(x.X, depth+1)
	case *ast.CallExpr:
		if fn := typeutil.StaticCallee(a.pass.TypesInfo, x); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && strings.HasPrefix(fn.Name(), "Sprint") && len(x.Args) > 0 {
			s := a.stringPrefix(x.Args[0], depth+1)
			if i := strings.IndexByte(s, '%'); i >= 0 && fn.Name() == "Sprintf" {
				s = s[:i]
			}
			return s
		}
	case *ast.Ident:
		if v, ok := a.pass.TypesInfo.Uses[x].(*types.Var); ok {
			if rhs, ok := a.aliases[v]; ok {
				return a.stringPrefix(rhs, depth+1)
			}
		}
	}
	return ""
}

func firstWord(s string) string {
	s = strings.TrimSpace(s)
	for strings.HasPrefix(s, "--") || strings.HasPrefix(s, "/*") {
		if strings.HasPrefix(s, "--") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = strings.TrimSpace(s[i+1:])
				continue
			}
			return ""
		}
		if i := strings.Index(s, "*/"); i >= 0 {
			s = strings.TrimSpace(s[i+2:])
			continue
		}
		return ""
	}
	end := strings.IndexFunc(s, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
	if end < 0 {
		end = len(s)
	}
	return strings.ToUpper(s[:end])
}

// classifySQL maps a statement's verb to its effect. known is false for an
// empty or unfamiliar verb; k is 0 for a read.
func classifySQL(verb string) (k Kind, destructive, known bool) {
	switch verb {
	case "SELECT", "WITH", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "VALUES", "TABLE":
		return 0, false, true
	case "INSERT", "CREATE", "COPY":
		return Mutate, false, true
	case "UPDATE", "REPLACE", "ALTER", "MERGE", "UPSERT", "GRANT", "REVOKE", "SET", "RENAME", "CALL", "EXEC", "EXECUTE", "DO", "VACUUM", "REINDEX", "PRAGMA", "ATTACH", "DETACH":
		return Mutate, true, true
	case "DELETE", "DROP", "TRUNCATE":
		return Delete, true, true
	}
	return 0, false, false
}

// hostOf decides whether an address is open: fixed in the code (not open),
// a parameter of u (decided at each call site: hostFrom), or open.
func (a *analyzer) hostOf(e ast.Expr, u *unit) (open bool, hostFrom int) {
	if a.fixedHost(e, 0) {
		return false, 0
	}
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && u != nil && u.sig != nil {
		if v, ok := a.pass.TypesInfo.Uses[id].(*types.Var); ok {
			for i := range u.sig.Params().Len() {
				if u.sig.Params().At(i) == v {
					return false, i + 1
				}
			}
		}
	}
	return true, 0
}

// fixedHost reports whether a URL or address expression names a host fixed
// in the code: a constant, or a constant prefix that includes the host
// ("https://api.example.com/" + path).
func (a *analyzer) fixedHost(e ast.Expr, depth int) bool {
	prefix := a.stringPrefix(e, depth)
	if prefix == "" {
		return false
	}
	if s, ok := a.constString(e); ok && !strings.Contains(s, "://") {
		return true // a constant address: "localhost:6379"
	}
	u, err := url.Parse(prefix)
	if err != nil || u.Host == "" {
		return false
	}
	// The host is complete only if the constant text goes past it.
	rest := prefix[strings.Index(prefix, u.Host)+len(u.Host):]
	if s, ok := a.constString(e); ok && s == prefix {
		return true
	}
	return rest != ""
}

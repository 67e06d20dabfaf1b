package effects

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/internal/sqltext"
	"github.com/annovet/annovet/model"
)

// A Role is what an argument of an API decides about its effect.
type Role uint8

const (
	RoleHost       Role = iota + 1 // the address reached
	RoleMethod                     // the HTTP method
	RoleSQL                        // the SQL statement
	RoleFlags                      // os.OpenFile's flags
	RoleProgram                    // the program a process runs
	RoleSubcommand                 // the program's first argument
	RoleScript                     // code the API runs: a template, a script or an expression
	RoleShell                      // the script of a shell's -c
	RoleRESTMethod                 // the HTTP method of a REST API's request, where POST creates
	RoleGraphQL                    // a GraphQL document: a query reads, a mutation changes
	RoleBody                       // a request's body: a POST's GraphQL document decides (httpbody.go), a PUT's or PATCH's fixed content may only set (content.go)
	RoleRedis                      // a Redis command's name (redis.go)
	RolePath                       // the path of a file a call writes or removes: scratch, fresh or the caller's (paths.go)
	RoleFill                       // a value filled into content the program fixes: the program's, or the caller's to decide (content.go)
	RoleRPC                        // a gRPC method's full name (rpc.go)
	RoleGate                       // a value a test reads that decides whether the change happens at all (gates.go)
	RoleLine                       // a command line a shell runs: its commands decide whether running it changes anything (commandline.go)
)

func (r Role) String() string {
	return [...]string{"", "host", "method", "sql", "flags", "program", "subcommand", "script", "shell", "rest-method", "graphql", "body", "redis", "path", "fill", "rpc", "gate", "line"}[r]
}

// chosen is how a message names what a tool's arguments choose.
func (r Role) chosen() string {
	return [...]string{"", "address", "HTTP method", "SQL statement", "open flags", "program", "subcommand", "script", "shell script", "HTTP method", "GraphQL document", "request body", "Redis command", "file path", "content", "gRPC method", "setting", "command line"}[r]
}

// A Dep says that an effect depends on a parameter of the function that
// has it: the argument of each call decides it.
type Dep struct {
	Param int
	Role  Role
	// Outer reports a parameter of the function enclosing a literal, which
	// the literal captured: it stays a dependency when the literal's
	// effects are lifted into that function.
	Outer bool
	// Option, when set, says that the value is this field of a
	// configuration the function hands to the option functions of
	// parameter Param (options.go): what the last option that sets it was
	// given, or Default (when HasDefault) if none does.
	Option     string
	Default    string
	HasDefault bool
	// Field, when set, says that the value is this string field of the
	// struct parameter Param (or the receiver, RootRecv) holds: what the
	// code that built the struct put there (fieldvalues.go); for a
	// request's content, a field of any type (callersContent).
	Field string
	// May says that the value is the parameter on some paths only, and
	// anything else on the others (commands := args; if args == "" {
	// commands = s.Command }): the parameter can choose it, so the tool's
	// arguments reaching it choose (a passthrough), but what a caller
	// passes does not decide it, and a constant leaves it unresolved.
	May bool
}

// optionText renders an option or field dependency's field for keys and
// facts.
func (d Dep) optionText() string {
	switch {
	case d.Option != "":
		return "." + d.Option
	case d.Field != "":
		return ":" + d.Field
	}
	return ""
}

// paramText names the parameter a dependency is on.
func (d Dep) paramText() string {
	may := ""
	if d.May {
		may = "may:"
	}
	if d.Param == RootRecv {
		return may + "recv"
	}
	return may + "param" + strconv.Itoa(d.Param)
}

// catalogued records the effect of a call of a catalogued API: the
// arguments decide it (the flags, the statement, the method, the address,
// the program), resolved here when they are constants or configuration,
// kept as dependencies on u's parameters otherwise.
func (a *analyzer) catalogued(u *unit, api *API, call *ast.CallExpr, name string, at model.Position, scratch map[*types.Var]bool) {
	if api.Special == command && a.shellScript(call) {
		// sh -c SCRIPT: running the shell is an effect, and the script is
		// code its caller may choose.
		a.catalogued(u, &shellAPI, call, name, at, scratch)
	}
	if api.Special == remoteCommand {
		a.catalogued(u, &remoteScriptAPI, call, name, at, scratch) // the line the remote shell runs
	}
	if a.prepared(api, call, u) {
		return // the statement its Prepare read says what it does
	}
	if api.Special == sqlQuery && a.inReadOnlyTx(call) {
		return // one statement in a transaction begun read-only: the database refuses a write, whatever the text (readonlytx.go)
	}
	e := Effect{Kind: api.Kind, Destructive: api.Destructive, Accumulates: api.Accumulates, Sets: api.Sets, Unresolved: api.Open, Host: api.Host, Root: RootEnv, Witness: []string{name}, At: at}
	switch api.Special {
	case scratchCreate:
		return
	case reflectCall:
		a.reflectedCall(u, call, at)
		return
	case urlArg:
		if e.Kind == Mutate {
			e.Unresolved = true // http.Post: see withMethod
		}
	case sqlQuery:
		// A query reads unless its statement says otherwise: until that
		// is resolved, the worst.
		e.Kind, e.Destructive = Mutate, true
	case githubMutation:
		e = a.githubMutation(e, call)
	case imapFetch:
		e = a.imapFetch(e, call, u)
	case goTemplate:
		if a.templateWithoutFuncs(call, u) {
			return // it can only format the data it is executed with
		}
	}
	path := ""
	fn := typeutil.StaticCallee(a.pass.TypesInfo, call)
	if fn != nil && fn.Pkg() != nil {
		path = fn.Pkg().Path()
	}
	if path == "sync" || path == "sync/atomic" {
		// In-memory data: whose and which depends on the receiver or the
		// pointer argument.
		if target := a.syncTarget(call, recvName(fn)); target != nil {
			kind := e.Kind
			if loadOrStore(a.pass.TypesInfo, call) {
				a.memoryStore(u, target, call.Pos(), name)
				return
			}
			destructive := e.Destructive
			if recvName(fn) == "*Map" && len(call.Args) > 0 && a.freshKey(call.Args[0], u) {
				if kind == Delete {
					return // an entry under a key made anew: only what this call stored (fresh.go)
				}
				destructive = false // a new entry: it adds, again on every call
			}
			a.memoryWrite(u, target, call.Pos(), kind, destructive, name, call.Args...)
		}
		return
	}
	// A row with an address changes something remote: its arguments name
	// no files.
	changes := (e.Kind == Write || e.Kind == Delete) && api.Host == HostNone
	paths := api.changedPaths(call)
	every := func(test func(ast.Expr) bool) bool {
		return len(paths) > 0 && !slices.ContainsFunc(paths, func(p ast.Expr) bool { return !test(p) })
	}
	if changes && every(func(p ast.Expr) bool { return a.mentionsScratch(p, scratch) }) {
		return // scratch space created in this call
	}
	if changes && every(func(p ast.Expr) bool { return a.cachePath(p, u) }) {
		return // the program's own cache (paths.go)
	}
	if e.Kind == Write && changes {
		if coll := a.persistedCollection(u, api, call, paths); coll != nil {
			a.persistWrite(u, coll, call.Pos(), name)
			return // the copy on disk of a collection kept in memory (persist.go)
		}
	}
	if changes && a.scratchReceiver(call, scratch) {
		return // a method of a temporary file this call created: f.Write, f.Chmod
	}
	if api.Pkg == "os" && api.Recv == "*Process" {
		if root, captured, child := a.childRoot(call, u); child {
			if root == rootLocal {
				return // a signal to the process the code started itself: cmd.Process.Kill()
			}
			e.Root, e.captured = root, captured // the child of whoever holds the command (paths.go)
		}
	}
	if e.Kind == Write && every(a.devicePath) {
		return // a terminal or a sink (/dev/tty, /dev/null): I/O, no file's data
	}
	if e.Kind == Write && a.logFile(u, api, call) {
		return // a file opened only to be a logger's output: the process's log
	}
	if e.Kind == Write && every(func(p ast.Expr) bool { return a.cacheFile(u, p, call.Pos()) }) {
		return // a cache file, written after reading it missed
	}
	if e.Kind == Write && changes && every(func(p ast.Expr) bool { return a.ownDir(p, 0) }) {
		copied, origin := a.fileCopy(u, api, call)
		if copied {
			return // the server's own directory, or its copy of what it read from the world (origins.go)
		}
		e.Origin = origin // what the callers pass decides (mapOrigin)
	}
	if e.Kind == Delete && every(a.freshPath) {
		return // a name no file had before the call: only what the call itself made
	}
	if e.Kind == Write && e.Destructive && every(a.freshPath) {
		e.Destructive = false // a new file: it creates, and overwrites nothing
	}
	if e.Kind == Write && e.Destructive && every(func(p ast.Expr) bool { return a.createdIfAbsent(call, p) }) {
		e.Destructive = false // written where a probe found nothing: it creates (absent.go)
	}
	if e.Kind == Write && e.Destructive && len(paths) == 1 && a.onlyAdds(u, api, call, paths[0]) {
		e.Destructive = false // the collection a load of the file returned, with entries added (writeback.go)
	}
	if changes && len(paths) == 1 {
		// A path the caller passes: the caller's path decides.
		if src := a.source(a.pathBase(paths[0]), u, 0); src.kind == srcParam && src.param >= 0 && src.field == "" && src.option == "" {
			e.Deps = append(e.Deps, src.dep(RolePath))
		}
	}
	if api.Special == podExec {
		cmd, ok := a.podExecCommand(call, u)
		if !ok {
			return // the parameters of another request (logs, a listing): no run
		}
		var keep bool
		if e, keep = a.resolve(e, RoleProgram, cmd, u, api); !keep {
			return
		}
	}
	if e.Kind == Exec {
		// What a process does is out of sight: unresolved, unless the
		// command is a well-known read.
		e.Unresolved = true
	}
	for _, d := range a.apiDeps(api, call) {
		if d.Param >= len(call.Args) {
			continue
		}
		if d.Role == RoleBody && api.Special == httpMethod && !isPost(e) && !methodPending(e) && !a.bodyFixed(u, call) {
			// Content given or replaced elsewhere: the method decides.
			// A helper whose callers give the method (NewRequest(ctx,
			// method, path, body)) has them give the content with it,
			// unless one then gives the request another (bodyLater).
			continue
		}
		arg := call.Args[d.Param]
		if d.Role == RoleMethod || d.Role == RoleRESTMethod {
			// A request built with one method and given another before
			// it is sent (req.Method = http.MethodPut) has the second.
			set, n := a.resultFieldSet(u, call, "Method")
			if n < 0 {
				e.Unresolved = true
				continue
			}
			if n == 1 {
				arg = set
			}
		}
		var keep bool
		e, keep = a.resolve(e, d.Role, arg, u, api)
		if !keep {
			return
		}
		if d.Role == RoleSQL {
			e = a.updateContent(e, call, d.Param, u)
		}
	}
	if e.Kind == 0 {
		return
	}
	// A request that changes things is network I/O too: its Host says
	// where it goes.
	u.sites = append(u.sites, site{direct: &e, at: at})
}

// ownPath reports whether a path is the server's own: built only from
// constants, package-level variables, fields of the receiver and the
// current time (joined with filepath.Join or path.Join, concatenated,
// formatted with a constant format, cleaned), through the string locals
// every value of which is so built, not from anything a call computes
// from the caller's arguments.
func (a *analyzer) ownPath(e ast.Expr, u *unit, depth int) bool {
	if depth > 8 {
		return false
	}
	info := a.pass.TypesInfo
	if tv, ok := info.Types[e]; ok && tv.Value != nil {
		return true
	}
	all := func(args []ast.Expr) bool {
		for _, arg := range args {
			if !a.ownPath(arg, u, depth+1) {
				return false
			}
		}
		return true
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		switch {
		case !ok:
			return false
		case isPackageLevel(v), u.sig != nil && u.sig.Recv() == v:
			return true
		}
		if rhs, ok := a.aliases[v]; ok {
			return a.ownPath(rhs, u, depth+1)
		}
		// A string local assigned more than once: every value is own,
		// one that mentions the local (path = filepath.Clean(path))
		// standing for the earlier ones.
		values := a.strings[v]
		if len(values) == 0 || len(values) != a.assigns[v] {
			return false
		}
		for _, val := range values {
			if !mentionsVar(info, val, v) && !a.ownPath(val, u, depth+1) {
				return false
			}
		}
		return true
	case *ast.BinaryExpr:
		return x.Op == token.ADD && all([]ast.Expr{x.X, x.Y})
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel != nil && sel.Kind() == types.FieldVal {
			return a.ownPath(x.X, u, depth+1)
		}
		v, ok := info.Uses[x.Sel].(*types.Var)
		return ok && isPackageLevel(v)
	case *ast.CallExpr:
		fn, ok := typeutil.Callee(info, x).(*types.Func)
		if !ok || fn.Pkg() == nil {
			return false
		}
		if userDir(fn) {
			return true // under the user's home, configuration or cache directory (serverPath)
		}
		if depth < 4 && a.returnsOnly(fn, func(result ast.Expr, _ *ast.BlockStmt) bool {
			return a.ownPath(result, a.res.funcs[fn], depth+2)
		}) {
			return true // what a function of the package builds so on every return
		}
		if sel, isSel := ast.Unparen(x.Fun).(*ast.SelectorExpr); isSel && fn.Pkg().Path() == "time" && recvName(fn) != "" {
			return a.ownPath(sel.X, u, depth+1) && all(x.Args) // time.Now().Format("2006-01-02")
		}
		switch fn.Pkg().Path() + "." + fn.Name() {
		case "time.Now":
			return true // the program's clock, not the caller's choice
		case "path/filepath.Join", "path.Join", "path/filepath.Clean", "path.Clean", "path/filepath.Dir", "path.Dir":
			return all(x.Args) // a parent of a path of the server's own is its own
		case "fmt.Sprintf":
			if _, ok := a.constString(x.Args[0]); ok && !x.Ellipsis.IsValid() {
				return all(x.Args[1:])
			}
		}
	}
	return false
}

// userDir reports whether fn returns a directory of the user's the
// server keeps its own files in: the home, configuration and cache
// directories, the temporary one.
func userDir(fn *types.Func) bool {
	if fn.Pkg() == nil || fn.Pkg().Path() != "os" {
		return false
	}
	switch fn.Name() {
	case "UserHomeDir", "UserConfigDir", "UserCacheDir", "TempDir":
		return true
	}
	return false
}

// serverPath reports whether a path is the server's own (ownPath): under
// the home directory, only in a dot-directory of it (~/.kube/config, not
// ~/notes.txt, which is the user's).
func (a *analyzer) serverPath(e ast.Expr, u *unit) bool {
	if !a.ownPath(e, u, 0) {
		return false
	}
	home := a.pathCarries(e, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return false
		}
		fn, ok := typeutil.Callee(a.pass.TypesInfo, call).(*types.Func)
		return ok && fn.Pkg() != nil && fn.Pkg().Path() == "os" && fn.Name() == "UserHomeDir"
	}, map[*types.Var]bool{})
	return !home || a.pathCarries(e, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return false
		}
		s, err := strconv.Unquote(lit.Value)
		return err == nil && len(s) > 1 && s[0] == '.' && s[1] != '.' && s[1] != '/'
	}, map[*types.Var]bool{})
}

// memoryStore records a sync.Map LoadOrStore: it stores only a missing
// value, a fill.
func (a *analyzer) memoryStore(u *unit, target ast.Expr, pos token.Pos, name string) {
	was := u.once
	u.once = true // counted as a memoized insertion
	a.memoryWrite(u, target, pos, Mutate, false, name)
	u.once = was
}

// resultFieldSet returns what u's statements assign to field of the value
// call returns, held in a local (req, err := NewRequest(...); req.Method =
// http.MethodPut): n 1 with the value for one such assignment among u's
// own statements, n 0 for none, n -1 where annovet cannot tell (an
// assignment in a branch, more than one).
func (a *analyzer) resultFieldSet(u *unit, call *ast.CallExpr, field string) (ast.Expr, int) {
	v := a.resultVar(u, call)
	if v == nil {
		return nil, 0
	}
	return a.fieldAssignment(u, v, field, nil)
}

// resultVar returns the local u assigns what call returns (its first
// result: req, err := NewRequest(...)), or nil.
func (a *analyzer) resultVar(u *unit, call *ast.CallExpr) *types.Var {
	body := unitBody(u)
	if body == nil {
		return nil
	}
	var v *types.Var
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Rhs) == 1 && ast.Unparen(as.Rhs[0]) == call && len(as.Lhs) > 0 {
			v = astutil.IdentVar(a.pass.TypesInfo, as.Lhs[0])
		}
		return v == nil
	})
	return v
}

// apiDeps returns which arguments of a call of api decide its effect.
func (a *analyzer) apiDeps(api *API, call *ast.CallExpr) []Dep {
	ctx := 0 // a leading context.Context shifts the arguments
	if len(call.Args) > 0 && astutil.IsContext(a.pass.TypesInfo.TypeOf(call.Args[0])) {
		ctx = 1
	}
	switch api.Special {
	case openFlags:
		return []Dep{{Param: 1, Role: RoleFlags}}
	case sqlExec, sqlQuery:
		for i, arg := range call.Args {
			if b, ok := a.pass.TypesInfo.TypeOf(arg).Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return []Dep{{Param: i, Role: RoleSQL}}
			}
		}
	case httpMethod:
		return []Dep{{Param: ctx, Role: RoleMethod}, {Param: ctx + 1, Role: RoleHost}, {Param: ctx + 2, Role: RoleBody}}
	case restRequest:
		return []Dep{{Param: ctx, Role: RoleRESTMethod}}
	case redisCommand:
		return []Dep{{Param: ctx, Role: RoleRedis}}
	case rpcMethod:
		if strings.HasSuffix(api.Name, "NewStream") {
			return []Dep{{Param: ctx + 1, Role: RoleRPC}} // NewStream(ctx, desc, method, ...)
		}
		return []Dep{{Param: ctx, Role: RoleRPC}}
	case patchData:
		return []Dep{{Param: ctx + 2, Role: RoleBody}}
	case objectBody:
		return []Dep{{Param: ctx, Role: RoleBody}}
	case graphqlDoc:
		return []Dep{{Param: ctx, Role: RoleGraphQL}}
	case operation:
		return []Dep{{Param: 0, Role: RoleMethod}}
	case urlArg:
		return []Dep{{Param: ctx, Role: RoleHost}}
	case addrArg:
		return []Dep{{Param: ctx + 1, Role: RoleHost}}
	case targetArg:
		return []Dep{{Param: 0, Role: RoleHost}}
	case command:
		if a.shellScript(call) {
			// sh -c LINE: the shell runs what the line says.
			return []Dep{{Param: ctx, Role: RoleProgram}, {Param: ctx + 2, Role: RoleLine}}
		}
		return []Dep{{Param: ctx, Role: RoleProgram}, {Param: ctx + 1, Role: RoleSubcommand}}
	case remoteCommand:
		return []Dep{{Param: 0, Role: RoleLine}}
	case script, goTemplate:
		return []Dep{{Param: ctx, Role: RoleScript}}
	case shellScript:
		return []Dep{{Param: ctx + 2, Role: RoleShell}}
	case remoteScript:
		return []Dep{{Param: 0, Role: RoleShell}}
	}
	return nil
}

// shellAPI is the script a shell runs with -c, seen as an API of its own.
var shellAPI = API{Kind: Exec, Destructive: true, Special: shellScript}

// shells are programs whose -c argument is a script.
var shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "fish": true, "/bin/sh": true, "/bin/bash": true, "/bin/zsh": true, "cmd": true, "cmd.exe": true, "powershell": true, "pwsh": true}

// shellScript reports whether a command runs a shell with a script: sh -c
// SCRIPT, cmd /c SCRIPT, pwsh -Command SCRIPT.
func (a *analyzer) shellScript(call *ast.CallExpr) bool {
	ctx := 0
	if len(call.Args) > 0 && astutil.IsContext(a.pass.TypesInfo.TypeOf(call.Args[0])) {
		ctx = 1
	}
	if len(call.Args) < ctx+3 {
		return false
	}
	prog, ok1 := a.constString(call.Args[ctx])
	flag, ok2 := a.constString(call.Args[ctx+1])
	if !ok1 || !ok2 || !shells[prog] {
		return false
	}
	switch flag {
	case "-c", "-lc", "-ec", "/c", "/C", "-Command", "-command":
		return true
	}
	return false
}

// resolve decides, from the argument arg a call in u passes, what role r of
// effect e is: e as it turns out, and whether there still is an effect.
func (a *analyzer) resolve(e Effect, r Role, arg ast.Expr, u *unit, api *API) (Effect, bool) {
	if r == RolePath {
		return a.resolvePath(e, arg, u)
	}
	if r == RoleGate {
		return a.resolveSource(e, r, a.gateSource(arg, u), arg, api)
	}
	if r == RoleLine {
		return a.resolveLine(e, arg, u)
	}
	if r == RoleShell {
		switch filler, fixed := a.programFiller(arg); {
		case fixed:
			return e, false // lines the program writes, the values it fills in given to their commands
		case filler != nil:
			arg = filler // a line whose program a value spliced in names: that value is the script's choice
		}
	}
	if vals, ok := a.constValues(arg); ok && r != RoleHost {
		return a.resolveEach(e, r, vals, api)
	}
	if r == RoleHost {
		if isPost(e) {
			e, _ = a.readByPath(e, arg, u) // a POST to a path that names a read (httppath.go)
		}
		if (isOverwrite(e) || e.Kind == Delete) && a.freshPath(arg) {
			// An address no earlier call had (a new UUID in its path):
			// putting there creates, removing there removes what the call
			// itself made (fresh.go).
			if e.Kind == Delete {
				return e, false
			}
			e.Destructive = false
		}
		return a.resolveSource(e, r, a.hostSource(arg, u, 0), arg, api)
	}
	if r == RoleBody {
		return a.resolveBody(e, arg, u, api)
	}
	if r == RoleSubcommand && arg == nil {
		return e, true
	}
	if r == RoleSubcommand {
		arg = a.firstOfList(arg, u) // exec.Command("nats", args...): args[0]
	}
	switch {
	case r == RoleGraphQL:
		arg = a.literalField(arg, "Query", u) // GraphQLQuery{Query: q, Variables: v}
	case api != nil && api.Special == operation:
		// &runtime.ClientOperation{Method: "POST", PathPattern:
		// "/access-control/users/roles/search"}: the method decides, and
		// a POST's path may name a read as a URL's does (httppath.go).
		method := a.literalField(arg, "Method", u)
		e, ok := a.resolveSource(e, r, a.source(method, u, 0), method, api)
		if ok && isPost(e) {
			e, _ = a.readByPath(e, a.literalField(arg, "PathPattern", u), u)
		}
		return e, ok
	}
	return a.resolveSource(e, r, a.source(arg, u, 0), arg, api)
}

// resolveSource is resolve for a value whose source is known: src, read
// from arg (nil for an option's default).
func (a *analyzer) resolveSource(e Effect, r Role, src source, arg ast.Expr, api *API) (Effect, bool) {
	if src.kind == srcParam || src.kind == srcMayParam {
		e.Deps = append(e.Deps, src.dep(r))
		return e, true
	}
	if r == RoleGate {
		if src.kind == srcConfig {
			return configured(e), true
		}
		return e, true // a constant, or a value annovet cannot place: it may happen
	}
	if r == RoleHost {
		switch src.kind {
		case srcConst:
			e.Host = HostFixed
		case srcConfig:
			e.Host = HostConfig
		default:
			e.Host = HostUnknown
		}
		return e, true
	}
	if r == RoleFill {
		switch {
		case arg != nil && a.freshPath(arg):
			e.Sets = false // made anew on every call: a change each call makes again
		case src.kind != srcConst && src.kind != srcConfig:
			e.Destructive = true // a value annovet cannot place: what it overwrites is open
		}
		return e, true
	}
	text, known := src.text, src.kind == srcConst
	switch r {
	case RoleMethod, RoleRESTMethod:
		if !known {
			e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
			return e, true
		}
		was := e.Unresolved
		e = withMethod(e, text)
		if r == RoleRESTMethod && strings.EqualFold(text, "POST") {
			e.Unresolved = was // a REST API's POST creates a resource
		}
		return e, true
	case RoleBody:
		if known && text == "" && arg == nil && isOverwrite(e) {
			return a.withContent(e, content{isNil: true}), true // a field its callers left out: no content
		}
		return e, true
	case RoleGraphQL:
		switch graphqlOperation(text) {
		case "query", "subscription":
			return e, true // a read over the network
		}
		// A mutation's name says what it changes, not a keyword annovet
		// reads: the worst, undecided.
		e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		return e, true
	case RoleRPC:
		return rpcEffect(e, strings.Trim(text, `"`), known), true
	case RoleRedis:
		c, ok := classifyRedis(strings.Trim(text, `"`))
		switch {
		case !known || !ok:
			e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		case c.kind == 0:
			return e, false // a read
		default:
			e.Kind, e.Destructive, e.Accumulates, e.Sets = c.kind, c.destructive, c.accumulates, c.sets
		}
		return e, true
	case RoleSQL:
		k, destructive, ok := classifySQL(text)
		switch {
		case ok && k == 0:
			return e, false // a read, or transaction control
		case ok:
			e.Kind, e.Destructive = k, destructive
			e.Accumulates = accumulatingSQL(text)
			e.Sets = settingSQL(text)
		case api != nil && api.Special == sqlQuery:
			return e, false // a query whose text annovet cannot see: a read, by its API
		default:
			e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		}
		return e, true
	case RoleFlags:
		if arg == nil {
			e.Destructive, e.Unresolved = true, true
			return e, true
		}
		flags, ok := a.constInt(arg)
		if !ok {
			e.Destructive, e.Unresolved = true, true
			return e, true
		}
		c := a.osFlags()
		writeBits := c["O_WRONLY"] | c["O_RDWR"] | c["O_CREATE"] | c["O_APPEND"] | c["O_TRUNC"]
		switch {
		case flags&writeBits == 0:
			return e, false // read-only
		case flags&c["O_TRUNC"] != 0:
			e.Destructive = true
		case flags&c["O_APPEND"] != 0:
			e.Destructive, e.Accumulates = false, true // appends, again on every call
		case flags&c["O_EXCL"] != 0:
			e.Destructive = false // creates only what does not exist
		default:
			e.Destructive = true // writes from offset 0 over what is there
		}
		return e, true
	case RoleProgram:
		if src.kind == srcConst || src.kind == srcConfig {
			e.Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], fmt.Sprintf("(%s)", programName(strings.Trim(text, `"`), src.kind)))
		}
		return e, true
	case RoleSubcommand:
		// What the program does is out of sight, except for well-known
		// read-only commands.
		if known && len(e.Witness) > 0 && readOnlyCommand(lastProgram(e.Witness), strings.Trim(text, `"`)) {
			return e, false
		}
		return e, true
	case RoleScript, RoleShell:
		// Code fixed by the program or its configuration is the
		// program's own (a shell's run is an effect of its own, see
		// catalogued): only a script the caller passes is a choice.
		return e, false
	}
	return e, true
}

// withMethod gives a request effect the meaning of its HTTP method.
func withMethod(e Effect, method string) Effect {
	e.Method = strings.ToUpper(method)
	switch e.Method {
	case "", "GET", "HEAD", "OPTIONS", "TRACE", "CONNECT": // net/http: "" means GET
		e.Kind, e.Destructive = Network, false
	case "PROPFIND", "REPORT", "SEARCH":
		// WebDAV's queries (CalDAV's and CardDAV's searches among them)
		// are safe methods, as GET is: RFC 4918, 9.1; RFC 3253, 3.6;
		// RFC 5323, 2.
		e.Kind, e.Destructive = Network, false
	case "MKCOL":
		// Creates a collection, and fails where one is (RFC 4918, 9.3).
		e.Kind, e.Destructive = Mutate, false
	case "POST":
		// POST creates in one API and searches in the next (GraphQL, RPC,
		// query endpoints): a change, but not a certain one.
		e.Kind, e.Destructive, e.Unresolved = Mutate, false, true
	case "PUT":
		// PUT replaces the target with the request's content: repeating
		// it changes nothing more (RFC 9110, 9.2.2). PATCH may not.
		e.Kind, e.Destructive, e.Sets = Mutate, true, true
	case "PATCH":
		e.Kind, e.Destructive = Mutate, true
	case "DELETE":
		e.Kind, e.Destructive = Delete, true
	default:
		e.Kind, e.Destructive = Mutate, true
	}
	return e
}

func programName(text string, kind srcKind) string {
	if kind == srcConfig || text == "" {
		return "a program from the configuration"
	}
	return text
}

// lastProgram finds the program recorded in a witness: "(git)".
func lastProgram(w []string) string {
	last := w[len(w)-1]
	if strings.HasPrefix(last, "(") && strings.HasSuffix(last, ")") {
		return strings.Trim(last, "()")
	}
	return ""
}

// readOnlyCommands are subcommands of well-known programs that change
// nothing.
var readOnlyCommands = map[string][]string{
	"git":     {"status", "log", "diff", "show", "ls-files", "rev-parse", "blame", "describe", "cat-file", "ls-remote", "grep", "shortlog"},
	"kubectl": {"get", "describe", "logs", "explain", "top", "version", "api-resources", "api-versions", "cluster-info", "auth"},
	"helm":    {"list", "ls", "status", "get", "history", "show", "search", "template", "version"},
	"docker":  {"ps", "images", "inspect", "logs", "version", "info"},
	"go":      {"list", "version", "env", "doc"},
	"systemctl": {"status", "is-active", "is-enabled", "is-failed", "is-system-running", "list-units", "list-unit-files",
		"list-timers", "list-sockets", "list-dependencies", "list-jobs", "show", "cat", "get-default"},
	// Package managers' queries.
	"dpkg":      {"-l", "--list", "-s", "--status", "-L", "--listfiles", "-S", "--search", "--get-selections", "--print-architecture"},
	"rpm":       {"-q", "-qa", "-qi", "-ql", "-qf", "--query"},
	"apt":       {"list", "show", "search", "policy"},
	"apt-cache": {"show", "search", "policy", "depends", "rdepends", "madison", "showpkg"},
	"pip":       {"list", "show", "freeze"},
}

func readOnlyCommand(program, sub string) bool {
	for _, s := range readOnlyCommands[program] {
		if s == sub {
			return true
		}
	}
	return false
}

// Where a value comes from.
type srcKind uint8

const (
	srcUnknown srcKind = iota
	srcConst           // a constant (text holds it, or its constant prefix)
	srcParam           // a parameter of the unit (param)
	srcConfig          // configuration: a receiver's or package-level variable, an environment variable
	// srcMayParam: the parameter param on some paths and anything else on
	// the others (Dep.May). Only a dependency is made of it; wherever a
	// value is resolved, it is as unknown as before.
	srcMayParam
)

type source struct {
	kind  srcKind
	text  string
	param int
	outer bool // param is the enclosing function's (a literal captured it)
	// option, dflt and hasDflt: a field of a configuration param's
	// options fill, and its value when none sets it (Dep.Option).
	option  string
	dflt    string
	hasDflt bool
	// field: a string field of the struct param holds (param may be
	// RootRecv), Dep.Field.
	field string
}

// dep is the dependency on the parameter a source comes from.
func (s source) dep(r Role) Dep {
	return Dep{Param: s.param, Role: r, Outer: s.outer, Option: s.option, Default: s.dflt, HasDefault: s.hasDflt, Field: s.field, May: s.kind == srcMayParam}
}

// assignedSource is where a string local assigned more than once comes
// from: the source every value the package assigns it agrees on, a value
// that mentions the local itself (path = path + "/x") standing for its
// earlier values; a value annovet did not list makes it unknown. Values
// that disagree agree on nothing (method := "GET"; if m != "" { method =
// m }), except that where one of them is a parameter, the local is that
// parameter on some paths (Dep.May): it can choose what the local holds,
// and does not decide it.
func (a *analyzer) assignedSource(v *types.Var, u *unit, depth int) source {
	values := a.strings[v]
	if len(values) != a.assigns[v] {
		return source{}
	}
	var agreed, param *source
	disagree := false
	for _, val := range values {
		if mentionsVar(a.pass.TypesInfo, val, v) {
			continue
		}
		s := a.source(val, u, depth+1)
		if (s.kind == srcParam || s.kind == srcMayParam) && s.param >= 0 && s.option == "" && s.field == "" {
			p := s
			p.kind = srcParam
			if param != nil && *param != p {
				return source{} // two parameters
			}
			param = &p
		}
		if agreed != nil && *agreed != s {
			disagree = true
		}
		agreed = &s
	}
	switch {
	case agreed == nil:
		return source{}
	case !disagree:
		return *agreed
	case param != nil:
		s := *param
		s.kind = srcMayParam
		return s
	}
	return source{}
}

// constValues returns the constants a string local assigned more than once
// holds (query := listCE; if enterprise { query = listEE }), when every
// value the package assigns it is one.
func (a *analyzer) constValues(arg ast.Expr) ([]string, bool) {
	v := astutil.IdentVar(a.pass.TypesInfo, arg)
	if v == nil || !isStringLocal(v) || a.assigns[v] < 2 || len(a.strings[v]) != a.assigns[v] {
		return nil, false
	}
	var out []string
	for _, val := range a.strings[v] {
		c, ok := a.constString(val)
		if !ok {
			return nil, false
		}
		out = append(out, c)
	}
	return out, true
}

// resolveEach resolves role r of e from each constant the argument may
// hold: what they agree on, or the worst case, unresolved.
func (a *analyzer) resolveEach(e Effect, r Role, vals []string, api *API) (Effect, bool) {
	var first Effect
	var firstKeep bool
	for i, val := range vals {
		re, keep := a.resolveSource(e, r, source{kind: srcConst, text: val}, nil, api)
		switch {
		case i == 0:
			first, firstKeep = re, keep
		case keep != firstKeep || keep && re.key() != first.key():
			e.Unresolved = true
			return e, true
		}
	}
	return first, firstKeep
}

// firstValue is the value a variable holds wherever it is read, as far as
// its first assignment says: that assignment's, unless the package assigns
// the string local again with a value of its own (method = m), when what it
// holds is not one value (nil).
func (a *analyzer) firstValue(v *types.Var) ast.Expr {
	if isStringLocal(v) && a.assigns[v] > 1 {
		values := a.strings[v]
		if len(values) != a.assigns[v] {
			return nil
		}
		for _, val := range values[1:] {
			if !mentionsVar(a.pass.TypesInfo, val, v) {
				return nil
			}
		}
	}
	return a.aliases[v]
}

// mentionsVar reports whether expression e names v.
func mentionsVar(info *types.Info, e ast.Expr, v *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// source tells where a string-like value comes from: a constant (or a
// constant prefix, which decides a statement's verb), a parameter of u, the
// server's configuration, or somewhere annovet cannot tell.
func (a *analyzer) source(e ast.Expr, u *unit, depth int) source {
	if e == nil || depth > 12 {
		return source{}
	}
	if p := a.stringPrefix(e); p != "" {
		return source{kind: srcConst, text: p}
	}
	if tv, ok := a.pass.TypesInfo.Types[e]; ok && tv.Value != nil {
		if tv.Value.Kind() == constant.String {
			return source{kind: srcConst, text: constant.StringVal(tv.Value)} // "" too
		}
		return source{kind: srcConst, text: tv.Value.ExactString()}
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		v, ok := info.ObjectOf(x).(*types.Var)
		if !ok {
			return source{}
		}
		if isPackageLevel(v) {
			return source{kind: srcConfig}
		}
		if u.sig != nil {
			if u.sig.Recv() == v {
				return source{kind: srcConfig}
			}
			for i := range u.sig.Params().Len() {
				if u.sig.Params().At(i) == v {
					return source{kind: srcParam, param: i}
				}
			}
		}
		if isStringLocal(v) && a.assigns[v] > 1 {
			return a.assignedSource(v, u, depth)
		}
		if root, ok := a.walked[v]; ok && a.assigns[v] == 0 && !a.addressed[v] {
			return a.source(root, u, depth+1) // a file a walk of root found (walkers)
		}
		if rhs, ok := a.aliases[v]; ok {
			return a.source(rhs, u, depth+1)
		}
		if (v.Pos() < u.node.Pos() || v.Pos() >= u.node.End()) && u.parent != nil {
			// Captured from the enclosing function.
			s := a.source(x, u.parent, depth+1)
			if s.kind == srcParam {
				if u.parent.parent != nil || s.outer {
					return source{} // captured from further out
				}
				s.outer = true
			}
			return s
		}
	case *ast.SelectorExpr:
		if sel := info.Selections[x]; sel == nil {
			if _, ok := info.Uses[x.Sel].(*types.Var); ok {
				return source{kind: srcConfig} // a package-level variable of another package
			}
			return source{}
		}
		if src, ok := a.optionField(x, u); ok {
			return src // cfg.method, after the options filled cfg
		}
		if src, ok := a.paramField(x, u); ok {
			return src // r.Method: what built the request decides (fieldvalues.go)
		}
		return a.source(x.X, u, depth+1)
	case *ast.IndexExpr:
		return a.source(x.X, u, depth+1)
	case *ast.StarExpr:
		return a.source(x.X, u, depth+1)
	case *ast.UnaryExpr:
		return a.source(x.X, u, depth+1)
	case *ast.TypeAssertExpr:
		return a.source(x.X, u, depth+1)
	case *ast.BinaryExpr:
		return a.source(x.X, u, depth+1)
	case *ast.CompositeLit:
		if len(x.Elts) > 0 { // []string{"log", ...}: its first element
			return a.source(x.Elts[0], u, depth+1)
		}
	case *ast.CallExpr:
		if id, ok := ast.Unparen(x.Fun).(*ast.Ident); ok && id.Name == "append" && len(x.Args) > 0 {
			if _, ok := info.Uses[id].(*types.Builtin); ok {
				return a.source(x.Args[0], u, depth+1)
			}
		}
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return a.source(x.Args[0], u, depth+1) // a conversion
		}
		fn := typeutil.StaticCallee(info, x)
		if fn != nil && fn.Pkg() != nil && isStd(fn.Pkg().Path()) {
			switch {
			case fn.Pkg().Path() == "os" && (fn.Name() == "Getenv" || fn.Name() == "LookupEnv" || fn.Name() == "ExpandEnv"):
				return source{kind: srcConfig}
			case fn.Pkg().Path() == "fmt" && strings.HasPrefix(fn.Name(), "Sprint") && len(x.Args) > 1:
				return a.source(x.Args[1], u, depth+1)
			case len(x.Args) > 0 && recvName(fn) == "":
				return a.source(x.Args[0], u, depth+1) // strings.TrimSpace(s), url.JoinPath(base, ...)
			}
		}
		if fn != nil && fn.Pkg() != nil && underAny(fn.Pkg().Path(), wordSplitters) && len(x.Args) > 0 && recvName(fn) == "" {
			// A command line split into words, as the standard library's
			// string functions above: shlex.Split(line), the words of
			// its line.
			return a.source(x.Args[0], u, depth+1)
		}
		if sel, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok && info.Selections[sel] != nil {
			return a.source(sel.X, u, depth+1) // req.GetString("url", ""), s.baseURL()
		}
		if fn != nil && !slices.ContainsFunc(x.Args, func(arg ast.Expr) bool { return !astutil.IsContext(info.TypeOf(arg)) }) {
			// A function of the program given nothing but the context
			// (ConfigFromContext(ctx), settings.Load()): what it returns is
			// the server's, none of the tool's arguments.
			return source{kind: srcConfig}
		}
	}
	return source{}
}

// hostSource tells where the host of an address comes from: fixed in the
// code when a constant (prefix) names it, else the source of the part that
// does ("https://" + s.host + path, fmt.Sprintf("%s/v1/%s", base, id)).
func (a *analyzer) hostSource(e ast.Expr, u *unit, depth int) source {
	if depth > 12 {
		return source{}
	}
	if a.fixedHost(e, 0) {
		return source{kind: srcConst}
	}
	if p := a.stringPrefix(e); strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "//") {
		// A path relative to the base the client adds (its transport
		// sets the scheme and host): the text names no host, so what
		// fills the rest of the path chooses none.
		return source{kind: srcConfig}
	}
	info := a.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			if _, ok := a.constString(x.X); ok {
				return a.hostSource(x.Y, u, depth+1) // a scheme before the host
			}
			return a.hostSource(x.X, u, depth+1)
		}
	case *ast.CallExpr:
		if fn := typeutil.StaticCallee(info, x); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && fn.Name() == "Sprintf" && len(x.Args) > 1 {
			if format, ok := a.constString(x.Args[0]); ok && strings.Contains(format, "%") {
				// The argument the host comes from: the first verb's.
				return a.hostSource(x.Args[1], u, depth+1)
			}
		}
		if s, ok := a.returnedHost(x, u, depth); ok {
			return s // url.Parse(s), u.String(), a function returning an address (addresses.go)
		}
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok && !isPackageLevel(v) {
			if rhs, ok := a.aliases[v]; ok {
				if s := a.hostSource(rhs, u, depth+1); s.kind != srcUnknown {
					return s
				}
			}
		}
	}
	s := a.source(e, u, depth)
	if s.kind == srcConst {
		s.kind = srcUnknown // a constant prefix that names no host: the rest decides
	}
	if s.field != "" && s.param == RootRecv {
		// An address in a field of the receiver is configuration; one in a
		// parameter's field is resolved at each call, in the struct its
		// caller built (resolveField).
		s = source{kind: srcConfig}
	}
	return s
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

// stringPrefix returns the constant text at the start of a string
// expression, following local variables to what they were assigned.
func (a *analyzer) stringPrefix(e ast.Expr) string {
	return sqltext.Prefix(a.pass.TypesInfo, e, a.firstValue)
}

// accumulatingSQL reports whether a statement adds rows on every run: an
// INSERT or COPY that is not an upsert.
func accumulatingSQL(text string) bool {
	switch strings.ToUpper(sqltext.Verb(text)) {
	case "INSERT", "COPY":
	default:
		return false
	}
	upper := strings.ToUpper(text)
	return !strings.Contains(upper, "ON CONFLICT") && !strings.Contains(upper, "ON DUPLICATE KEY") && !strings.Contains(upper, "OR REPLACE") && !strings.Contains(upper, "OR IGNORE")
}

// settingSQL reports whether a statement puts values whatever was there,
// so that running it again changes nothing more: an upsert, or an UPDATE
// whose every new value is a placeholder or a literal (not "n = n + 1", not
// the current time, new on every run: sqltext.SetOf).
func settingSQL(text string) bool {
	upper := strings.ToUpper(text)
	switch strings.ToUpper(sqltext.Verb(text)) {
	case "INSERT":
		return strings.Contains(upper, "ON CONFLICT") || strings.Contains(upper, "ON DUPLICATE KEY") || strings.Contains(upper, "OR REPLACE")
	case "REPLACE":
		return true
	}
	set, ok := sqltext.SetOf(text)
	return ok && !set.Stamps
}

// classifySQL maps a statement to its effect. known is false for an empty
// or unfamiliar verb; k is 0 for a read, for transaction control and for
// the session's own settings (what a transaction writes is counted where
// it is written).
func classifySQL(text string) (k Kind, destructive, known bool) {
	switch sqltext.ClassifyStatement(text) {
	case sqltext.Read, sqltext.Control:
		return 0, false, true
	case sqltext.Insert:
		return Mutate, false, true
	case sqltext.Overwrite:
		return Mutate, true, true
	case sqltext.Delete:
		return Delete, true, true
	}
	return 0, false, false
}

// fixedHost reports whether a URL or address expression names a host fixed
// in the code: a constant, or a constant prefix that includes the host
// ("https://api.example.com/" + path).
func (a *analyzer) fixedHost(e ast.Expr, depth int) bool {
	prefix := a.stringPrefix(e)
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

// reflectedCall records v.Call(args) as a call of the function v holds:
// the value reflect.ValueOf was given, when v is a variable set from it;
// otherwise a function annovet cannot follow.
func (a *analyzer) reflectedCall(u *unit, call *ast.CallExpr, at model.Position) {
	var fun ast.Expr
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		x := ast.Unparen(sel.X)
		if v := astutil.IdentVar(a.pass.TypesInfo, x); v != nil {
			x = ast.Unparen(a.aliases[v])
		}
		if vc, ok := x.(*ast.CallExpr); ok && len(vc.Args) == 1 {
			if fn := typeutil.StaticCallee(a.pass.TypesInfo, vc); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "reflect" && fn.Name() == "ValueOf" {
				fun = vc.Args[0]
			}
		}
	}
	if fun == nil {
		u.sites = append(u.sites, site{direct: &Effect{Kind: Unknown, Root: RootEnv, Witness: []string{"a function called through reflection"}, At: at, Cause: "a function called through reflection"}, at: at})
		return
	}
	root, captured := a.rootOf(fun, u, 0)
	u.sites = append(u.sites, site{direct: &Effect{Kind: callVar, Root: root, Witness: []string{"call of " + types.ExprString(fun) + " through reflection"}, At: at, captured: captured}, at: at})
}

// graphqlOperation returns the type of a GraphQL document's operations:
// "mutation" when any of them is one, else the first's, "query" (also for
// the shorthand "{ ... }") or "subscription"; "" when the text does not
// start with an operation or a fragment.
func graphqlOperation(doc string) string {
	first := ""
	depth := 0
	for line := range strings.Lines(doc) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if depth == 0 {
			if strings.HasPrefix(line, "{") && first == "" {
				first = "query"
			}
			word, _, _ := strings.Cut(line, " ")
			word, _, _ = strings.Cut(word, "(")
			word, _, _ = strings.Cut(word, "{")
			switch word {
			case "mutation":
				return "mutation" // one mutation among the operations: the document may change
			case "query", "subscription":
				if first == "" {
					first = word
				}
			default:
				if first == "" && word != "fragment" && !strings.HasPrefix(line, "{") {
					return ""
				}
			}
		}
		depth += strings.Count(line, "{") - strings.Count(line, "}")
	}
	return first
}

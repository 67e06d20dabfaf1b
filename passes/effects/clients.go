package effects

import (
	"go/ast"
	"go/types"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
)

// This file decides what obtains a client. A handler often gets its API
// client from a function value its factory was given (GitLab servers'
// getClient(ctx) (*gitlab.Client, error), an S3 server's
// clientProvider(name) (S3Client, error)): what runs behind it picks,
// builds, caches or refreshes a client for the request's credentials,
// which is the server's plumbing, not a change the call makes (#28). What
// the tool does is what it then asks the client to do, which annovet
// follows through the client's methods. The type decides, whichever
// function the value holds: a factory that builds the client with the
// library's constructor runs the library's own plumbing (interceptors,
// transports), which is no more the tool's than a pool's refresh is.
//
// A client is a value whose methods reach the world: an interface whose
// methods take a context.Context or hand out such interfaces
// (handsOutClients), or a named type of another package one
// of whose methods has a summary that reaches the network or changes
// something, or net/http's Client, database/sql's DB or Conn, or a
// dependency's struct with a connection in a field of its own (a Google API
// service holding its *http.Client). Data (an issue, a configuration) has
// no such methods.

// obtainsClient reports whether a function of type t takes only what
// picks a client (a context, names, credentials: basic values; the
// library's options: functions, or variadic options of an interface type;
// a client to build on; the library's configuration for the client it
// returns, clientConfig) and returns a client, or a struct of the
// program's that bundles clients, alone or with an error, and nothing else
// but the request's context, first, given the client to carry. A function
// given what to make (a spec, a request: a struct) creates something, and
// is not one; a static callee named for a change is not one either
// (obtainsClientCall).
func (a *analyzer) obtainsClient(t types.Type) bool {
	sig, ok := types.Unalias(t).Underlying().(*types.Signature)
	if !ok {
		return false
	}
	var res []types.Type
	for v := range sig.Results().Variables() {
		res = append(res, v.Type())
	}
	if len(res) > 1 && astutil.IsContext(res[0]) {
		res = res[1:] // the request's context, given the client to carry
	}
	switch {
	case len(res) == 2 && types.Identical(res[1], types.Universe.Lookup("error").Type()):
	case len(res) == 1:
	default:
		return false
	}
	if !a.isClient(res[0]) && !a.clientBundle(res[0]) {
		return false
	}
	n := sig.Params().Len()
	for i := range n {
		p := sig.Params().At(i).Type()
		if !a.picksClient(p, sig.Variadic() && i == n-1) && !a.clientConfig(p, res[0]) {
			return false
		}
	}
	return true
}

// clientConfig reports whether a parameter of type t is the configuration
// a library builds the client type client from: a struct that a function
// of the client's own package takes to return a client (client-go's
// *rest.Config, which dynamic.NewForConfig and kubernetes.NewForConfig
// take). A factory given it only builds the client the configuration
// describes (rancher-ai-mcp's DynClientCreator field).
func (a *analyzer) clientConfig(t, client types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	cfg, ok := types.Unalias(t).(*types.Named)
	if !ok || cfg.Obj().Pkg() == nil {
		return false
	}
	if _, ok := cfg.Underlying().(*types.Struct); !ok {
		return false
	}
	named := client
	if p, ok := types.Unalias(named).(*types.Pointer); ok {
		named = p.Elem()
	}
	cn, ok := types.Unalias(named).(*types.Named)
	if !ok || cn.Obj().Pkg() == nil || cn.Obj().Pkg() == a.pass.Pkg {
		return false
	}
	key := configKey{cfg, cn}
	if is, ok := a.clientConfigs[key]; ok {
		return is
	}
	is := a.configures(cfg, client)
	if a.clientConfigs == nil {
		a.clientConfigs = map[configKey]bool{}
	}
	a.clientConfigs[key] = is
	return is
}

// configKey is a configuration type and a client type.
type configKey struct {
	cfg    *types.Named
	client *types.Named
}

// configures reports whether an exported function of the client type's
// package builds that client from cfg: it takes cfg, or a pointer to it,
// returns first a value of the client type or one that implements it
// (dynamic.NewForConfig's *DynamicClient for dynamic.Interface), and
// changes nothing: a function given a struct that creates something and
// returns a client for it (a Launch given what to start) is given what
// to make, not a configuration.
func (a *analyzer) configures(cfg *types.Named, client types.Type) bool {
	named := client
	if p, ok := types.Unalias(named).(*types.Pointer); ok {
		named = p.Elem()
	}
	scope := types.Unalias(named).(*types.Named).Obj().Pkg().Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok || !fn.Exported() {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Results().Len() == 0 || !types.AssignableTo(sig.Results().At(0).Type(), client) || a.changes(fn) {
			continue
		}
		for p := range sig.Params().Variables() {
			pt := types.Unalias(p.Type())
			if ptr, ok := pt.(*types.Pointer); ok {
				pt = types.Unalias(ptr.Elem())
			}
			if types.Identical(pt, cfg) {
				return true
			}
		}
	}
	return false
}

// clientBundle reports whether t is a struct of the module analyzed that
// only bundles clients: a field of it is a client, and none of its fields
// is a collection (flashduty-mcp-server's Clients{New *flashduty.Client}).
func (a *analyzer) clientBundle(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || !a.sameModule(n.Obj().Pkg().Path()) {
		return false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	clients := false
	for f := range st.Fields() {
		switch f.Type().Underlying().(type) {
		case *types.Map, *types.Slice, *types.Array, *types.Chan:
			return false // a collection of its own: data
		}
		if a.isClient(f.Type()) {
			clients = true
		}
	}
	return clients
}

// obtainsClientCall reports whether a static call of fn obtains a client:
// its signature does (obtainsClient), no catalogue row or directive says
// what it does, and its name is not a verb of change (CreateTopic(ctx,
// id) makes what it returns; NewClient, Client, httpClient get one).
func (a *analyzer) obtainsClientCall(fn *types.Func) bool {
	if catalogueRow(fn) != nil {
		return false
	}
	if u, ok := a.res.funcs[fn]; ok && u.declared {
		return false
	}
	if k, _, ok := verbEffect(exportedName(fn.Name())); ok && k != 0 {
		return false
	}
	return a.obtainsClient(fn.Type())
}

// isClient reports whether values of type t are clients (see above).
func (a *analyzer) isClient(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	path, name := n.Obj().Pkg().Path(), n.Obj().Name()
	if isStd(path) {
		return connectionTypes[path+"."+name]
	}
	if is, ok := a.clientTypes[n]; ok {
		return is
	}
	iface, isIface := n.Underlying().(*types.Interface)
	if !isIface && n.Obj().Pkg() == a.pass.Pkg {
		return false // its methods' summaries are not solved yet
	}
	if a.clientTypes == nil {
		a.clientTypes = map[*types.Named]bool{}
	}
	var is bool
	if isIface {
		is = contextMethods(iface) || handsOutClients(iface, 0)
	} else {
		is = a.reachesWorldByMethod(n) || !a.sameModule(path) && a.holdsClient(n)
	}
	a.clientTypes[n] = is
	return is
}

// holdsClient reports whether a dependency's struct holds, in a field of
// its own, a connection to the world: an *http.Client, a database handle, a
// gRPC connection, or an interface whose methods take a context. A Google
// API service (*gmail.Service) keeps the *http.Client it was built with,
// and its calls reach the world through the sub-services and call builders
// it hands out, none of whose methods the struct declares itself.
// Obtaining one obtains a client. Only the struct's own fields count: data
// types that hold values with methods of their own (a Kubernetes object's
// IntOrString) are data.
func (a *analyzer) holdsClient(n *types.Named) bool {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		t := types.Unalias(f.Type())
		if p, ok := t.(*types.Pointer); ok {
			t = types.Unalias(p.Elem())
		}
		fn, ok := t.(*types.Named)
		if !ok || fn.Obj().Pkg() == nil {
			continue
		}
		if connectionTypes[fn.Obj().Pkg().Path()+"."+fn.Obj().Name()] {
			return true
		}
		if iface, ok := fn.Underlying().(*types.Interface); ok && contextMethods(iface) {
			return true
		}
	}
	return false
}

// reachesWorldByMethod reports whether a method of *n has a summary that
// reaches the network or changes something.
func (a *analyzer) reachesWorldByMethod(n *types.Named) bool {
	ms := types.NewMethodSet(types.NewPointer(n))
	for sel := range ms.Methods() {
		fn, ok := sel.Obj().(*types.Func)
		if !ok {
			continue
		}
		if sum := a.summaryOf(fn); sum != nil && reachesWorld(sum) {
			return true
		}
	}
	return false
}

// connectionTypes are the library types that are connections to the
// world by what they are, by package path and name.
var connectionTypes = map[string]bool{
	"net/http.Client":                   true,
	"database/sql.DB":                   true,
	"database/sql.Conn":                 true,
	"google.golang.org/grpc.ClientConn": true,
}

// contextMethods reports whether a method of iface takes a context: an
// interface of such methods reaches the world through whatever implements
// it.
func contextMethods(iface *types.Interface) bool {
	for m := range iface.Methods() {
		if takesContext(m) {
			return true
		}
	}
	return false
}

// handsOutClients reports whether a method of iface returns, first, an
// interface a method of which takes a context, or one that hands out such
// interfaces in turn, up to three levels: client-go's kubernetes.Interface
// hands out CoreV1(), which hands out Pods(namespace), whose methods take
// a context; its dynamic.Interface hands out Resource(gvr). Such an
// interface is a client as much as the ones it hands out.
func handsOutClients(iface *types.Interface, depth int) bool {
	if depth > 2 {
		return false
	}
	for m := range iface.Methods() {
		sig, ok := m.Type().(*types.Signature)
		if !ok || sig.Results().Len() == 0 {
			continue
		}
		inner, ok := sig.Results().At(0).Type().Underlying().(*types.Interface)
		if ok && inner != iface && (contextMethods(inner) || handsOutClients(inner, depth+1)) {
			return true
		}
	}
	return false
}

// takesContext reports whether method m's first parameter is a
// context.Context.
func takesContext(m *types.Func) bool {
	sig, ok := m.Type().(*types.Signature)
	return ok && sig.Params().Len() > 0 && astutil.IsContext(sig.Params().At(0).Type())
}

// reachesWorld reports whether a summary has an effect on the network or
// a change.
func reachesWorld(sum *Summary) bool {
	for _, e := range sum.Effects {
		if !e.Memory && (e.Kind == Network || e.Kind.Changes()) {
			return true
		}
	}
	return false
}

// picksClient reports whether a parameter of type t can only choose or
// configure a client: a basic value, a context, a function (an option), a
// client to build on (a session over an *http.Client), or a slice of them
// (variadic options, also options of an interface type: a Google client's
// option.ClientOption).
func (a *analyzer) picksClient(t types.Type, variadic bool) bool {
	if sl, ok := t.Underlying().(*types.Slice); ok {
		t = sl.Elem()
		if variadic && types.IsInterface(t) && !isEmptyInterface(t) {
			return true
		}
	}
	switch t.Underlying().(type) {
	case *types.Basic, *types.Signature:
		return true
	}
	return astutil.IsContext(t) || a.isClient(t)
}

func isEmptyInterface(t types.Type) bool {
	iface, ok := t.Underlying().(*types.Interface)
	return ok && iface.NumMethods() == 0
}

// refreshesReceiver reports whether a method keeps its client working: it
// takes nothing of its caller's but a context, returns at most an error
// (and, beside it, only the credential it keeps: a session token it
// caches, a basic value),
// is not named for a change, and stores in a field of its own receiver a
// value it obtained during the call (a session token a login returned, a
// connection it reopened). Its effects refresh the client, which is the
// server's plumbing like obtaining one (a client that logs in again when
// its token expires: centreon-go-client's login); what the caller then
// asks the client to do is the call's. A method that changes only the
// world and keeps nothing it got back (a flush, a reboot), and one given
// names or values to record, is not one.
func (a *analyzer) refreshesReceiver(fn *types.Func, fd *ast.FuncDecl) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || fd.Body == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 {
		return false
	}
	if _, ok := sig.Recv().Type().(*types.Pointer); !ok {
		return false
	}
	for p := range sig.Params().Variables() {
		// Nothing of the caller's but its context: a method given names
		// or values may be recording them (registering a context under a
		// name the tool chose is data).
		if !astutil.IsContext(p.Type()) {
			return false
		}
	}
	errType := types.Universe.Lookup("error").Type()
	returnsKept := false // (token, error): it returns what it keeps
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		if !types.Identical(res.At(0).Type(), errType) {
			return false
		}
	case 2:
		// A credential beside the error (a token: a basic value), not a
		// client or data it hands out.
		if _, basic := res.At(0).Type().Underlying().(*types.Basic); !basic || !types.Identical(res.At(1).Type(), errType) {
			return false
		}
		returnsKept = true
	default:
		return false
	}
	if k, _, ok := verbEffect(exportedName(fn.Name())); ok && k != 0 {
		return false
	}
	info := a.pass.TypesInfo
	recv, _ := info.Defs[fd.Recv.List[0].Names[0]].(*types.Var)
	if recv == nil {
		return false
	}
	// obtained reports whether e carries a local variable of the method:
	// a value it got during the call.
	obtained := func(e ast.Expr) bool {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				if v, ok := info.Uses[id].(*types.Var); ok && v != recv && !v.IsField() &&
					fd.Body.Pos() <= v.Pos() && v.Pos() < fd.Body.End() {
					found = true
				}
			}
			return !found
		})
		return found
	}
	kept := map[string]bool{} // the fields it stores, and what it stores there
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, lhs := range as.Lhs {
			if selectorRoot(info, lhs) == recv && obtained(as.Rhs[i]) {
				kept[types.ExprString(lhs)] = true
				kept[types.ExprString(as.Rhs[i])] = true
			}
		}
		return true
	})
	if len(kept) == 0 || !returnsKept {
		return len(kept) > 0
	}
	// A method that returns a value returns only what it keeps (a login
	// that caches the session token and hands it to the request it
	// signs: return c.authToken, nil), or a zero value with an error.
	only := true
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) != 2 {
				only = false
				break
			}
			tv, ok := info.Types[n.Results[0]]
			zero := ok && (tv.IsNil() || tv.Value != nil && (tv.Value.ExactString() == `""` || tv.Value.ExactString() == "0"))
			only = only && (zero || kept[types.ExprString(n.Results[0])])
		}
		return only
	})
	return only
}

// selectorRoot returns the variable a chain of field selections starts
// from (c.session.token: c), or nil for anything else (an index, a call).
func selectorRoot(info *types.Info, e ast.Expr) *types.Var {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	for {
		switch x := ast.Unparen(sel.X).(type) {
		case *ast.Ident:
			v, _ := info.Uses[x].(*types.Var)
			return v
		case *ast.SelectorExpr:
			sel = x
		default:
			return nil
		}
	}
}

// exportedName returns name with its first letter upper case, the way the
// verb tables spell a method's name.
func exportedName(name string) string {
	if name == "" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// changes reports whether fn's summary changes something, or, with no
// summary, whether its name is a verb of change.
func (a *analyzer) changes(fn *types.Func) bool {
	if sum := a.summaryOf(fn); sum != nil {
		for _, e := range sum.Effects {
			if e.Kind.Changes() {
				return true
			}
		}
		return false
	}
	k, _, ok := verbEffect(exportedName(fn.Name()))
	return ok && k != 0
}

package effects

import (
	"go/ast"
	"go/types"

	"github.com/annovet/annovet/internal/astutil"
)

// A handle is a value that stands for a resource outside the process's
// data: an API client, a connection, an open file, a process, or a struct
// built around one (a client wrapper holding its *http.Client, address and
// token). A collection of handles is plumbing however it is filled: a pool
// of clients per session, replaced when the request's token changes, is no
// change a tool's client can observe, because what a tool returns is data
// read through the handle, never the handle. This one property covers the
// session caches, refreshed pools and per-token clients that lookup rules
// (lookups.go) would otherwise have to recognize shape by shape.
//
// A client (clients.go: a value whose methods reach the world, such as
// Helm's *action.Configuration, whose clients list and change releases)
// is a handle. A struct is a handle when one of its fields is (a resource
// type, a client or, two levels down, a struct holding one) and, when the module analyzed declares
// it, it keeps no collection of its own: a session that holds a client and
// a history of messages is data. A dependency's struct keeps its own state
// (a client's default headers, its rate limits, its callbacks): what it
// holds is the dependency's, so Vault's *api.Client, which holds its
// *http.Client through its *Config beside a header map, is a handle.

// resourceTypes are the standard and common library types that hold a
// resource, by package path and type name.
var resourceTypes = map[string][]string{
	"net/http":               {"Client", "Transport", "Server"},
	"net":                    {"Conn", "Listener", "TCPConn", "UDPConn", "UnixConn"},
	"database/sql":           {"DB", "Conn", "Tx", "Stmt"},
	"os":                     {"File", "Process"},
	"os/exec":                {"Cmd"},
	"google.golang.org/grpc": {"ClientConn"},
}

// isHandle reports whether values of type t are handles.
func (a *analyzer) isHandle(t types.Type) bool { return a.handleType(t, 0) }

func (a *analyzer) handleType(t types.Type, depth int) bool {
	t = types.Unalias(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, ok := t.(*types.Named)
	if !ok {
		return false
	}
	if obj := n.Obj(); obj.Pkg() != nil {
		for _, name := range resourceTypes[obj.Pkg().Path()] {
			if obj.Name() == name {
				return true
			}
		}
	}
	if a.isClient(t) {
		return true // a value whose methods reach the world (clients.go)
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || depth >= 2 {
		return false
	}
	own := n.Obj().Pkg() == nil || a.sameModule(n.Obj().Pkg().Path())
	handle := false
	for i := range st.NumFields() {
		ft := st.Field(i).Type()
		switch ft.Underlying().(type) {
		case *types.Map, *types.Slice, *types.Array, *types.Chan:
			if own {
				return false // a collection of its own: data
			}
		}
		if a.handleType(ft, depth+1) {
			handle = true
		}
	}
	return handle
}

// holdsHandles reports whether the collection obj holds handles: its
// element type is a handle, or, for a sync.Map or a collection of
// interface values, every value this package stores in it is.
func (a *analyzer) holdsHandles(obj types.Object) bool {
	t := obj.Type()
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if elem := collectionElem(t); elem != nil && !types.IsInterface(elem) {
		return a.isHandle(elem)
	}
	loc := a.location(obj)
	return loc != nil && loc.stored > 0 && loc.handles == loc.stored
}

// countStored counts, for each collection of this package, the values
// stored in it (m[k] = v, s = append(s, v), m.Store(k, v)) and how many of
// them are handles, by the type each value has where it is stored.
func (a *analyzer) countStored(n ast.Node) {
	info := a.pass.TypesInfo
	record := func(coll ast.Expr, value ast.Expr) {
		obj, ok := a.collectionOf(coll, 0)
		if !ok {
			return
		}
		if loc := a.location(obj); loc != nil {
			loc.stored++
			if t := info.TypeOf(value); t != nil && a.isHandle(t) {
				loc.handles++
			}
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) {
			return
		}
		for i, l := range n.Lhs {
			if ix, ok := ast.Unparen(l).(*ast.IndexExpr); ok {
				record(ix.X, n.Rhs[i])
			}
			if call, ok := ast.Unparen(n.Rhs[i]).(*ast.CallExpr); ok && astutil.IsBuiltin(info, call.Fun, "append") && !call.Ellipsis.IsValid() {
				for _, v := range call.Args[1:] {
					record(l, v)
				}
			}
		}
	case *ast.CallExpr:
		sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr)
		if !ok || len(n.Args) < 2 {
			return
		}
		if fn, ok := info.Uses[sel.Sel].(*types.Func); ok && fn.Pkg() != nil && fn.Pkg().Path() == "sync" && recvName(fn) == "*Map" {
			switch fn.Name() {
			case "Store", "LoadOrStore", "Swap":
				record(sel.X, n.Args[1])
			case "CompareAndSwap":
				if len(n.Args) == 3 {
					record(sel.X, n.Args[2])
				}
			}
		}
	}
}

package effects

import (
	"go/ast"
	"go/types"
)

// A library may say what a function it calls does, whoever supplies it:
// by the function's type (context.CancelFunc cancels; gophercloud's
// RetryFunc decides whether a failed request is sent again), or by the
// field of its own type that holds it (http.Request's GetBody). What a
// call of such a function does is the library's contract, so these rows
// say it and annovet reads no code for them: a hook an importer may set
// is as unknown to annovet as it is to the library, and the contract is
// what both rely on. The rows are keyed like the catalogue's (package
// path, and the type's name, or the struct type's and the field's), and
// checked against the real packages (TestValueRows). A field of the
// program's own types, or one no row names, is followed to the functions
// the program stores in it (fieldfuncs.go).

// neutralFuncTypes are the named function types of libraries a call of a
// value of which changes nothing, with what the library says the
// function does. Name is the type's; Recv is empty.
var neutralFuncTypes = map[funcKey]string{
	{Pkg: "context", Name: "CancelFunc"}:      "cancels a context",
	{Pkg: "context", Name: "CancelCauseFunc"}: "cancels a context with a cause",
	// ProviderClient's hooks, called when a request failed: RetryFunc
	// returns nil to have the client send the same request again (whose
	// effect is the request's own), an error to give up; RetryBackoffFunc
	// waits before a rate-limited request is retried.
	{Pkg: "github.com/gophercloud/gophercloud/v2", Name: "RetryFunc"}:        "decides whether a failed request is sent again",
	{Pkg: "github.com/gophercloud/gophercloud/v2", Name: "RetryBackoffFunc"}: "waits before a rate-limited request is sent again",
	// The client's codec, json.Marshal and json.Unmarshal unless the
	// importer passes its own.
	{Pkg: "github.com/meilisearch/meilisearch-go", Name: "JSONMarshal"}:   "returns the JSON encoding of v",
	{Pkg: "github.com/meilisearch/meilisearch-go", Name: "JSONUnmarshal"}: "parses JSON into the value v points to",
}

// neutralFuncFields are the function fields of library types, of no named
// type of the rows above, a call of which changes nothing, with what the
// library says the function does.
var neutralFuncFields = map[funcKey]string{
	// http.NewRequest sets it for the in-memory readers it is given; a
	// client retrying a request calls it to send the same body again.
	{Pkg: "net/http", Recv: "Request", Name: "GetBody"}: "returns a new copy of Body",
	// Called when a request is answered 401: it obtains a new token for
	// the client, the server's own plumbing as obtaining a client is
	// (clients.go), before the same request is sent again.
	{Pkg: "github.com/gophercloud/gophercloud/v2", Recv: "ProviderClient", Name: "ReauthFunc"}: "authenticates the client again",
}

// neutralFuncType reports whether t is a library's function type a row
// of neutralFuncTypes names.
func neutralFuncType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	_, ok = neutralFuncTypes[funcKey{Pkg: n.Obj().Pkg().Path(), Name: n.Obj().Name()}]
	return ok
}

// neutralFuncField reports whether call calls a function a library field
// holds (req.GetBody()) that changes nothing.
func (a *analyzer) neutralFuncField(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	s := a.pass.TypesInfo.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return false
	}
	recv := types.Unalias(s.Recv())
	if p, ok := recv.Underlying().(*types.Pointer); ok {
		recv = types.Unalias(p.Elem())
	}
	n, ok := recv.(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	_, ok = neutralFuncFields[funcKey{n.Obj().Pkg().Path(), n.Obj().Name(), s.Obj().Name()}]
	return ok
}

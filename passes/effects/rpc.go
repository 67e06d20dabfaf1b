package effects

import "strings"

// This file decides a gRPC call by the method it names. A generated
// client's method calls its connection's Invoke or NewStream with the
// method's full name, "/package.Service/Method"; the request and reply are
// messages, and nothing else on the wire says what the call does. Unlike
// an HTTP method, which RFC 9110 defines, the name is only what the API's
// authors chose, so it is judged as a method's name is (verbEffect): a read
// (GetNamespace, ListUsers) is a read over the network, and a change
// (CreateNamespace, DeleteUser) is a change annovet only guesses at, which
// leaves the tool undecided and makes no finding. A name annovet cannot
// read, or cannot judge, is the worst case, undecided.

// rpcEffect gives a gRPC call the meaning of its method's full name, text
// (known: a constant).
func rpcEffect(e Effect, text string, known bool) Effect {
	_, method, _ := strings.Cut(strings.TrimPrefix(text, "/"), "/")
	if !known || method == "" {
		e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		return e
	}
	e.Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], "("+method+")")
	k, destructive, ok := verbEffect(method)
	switch {
	case ok && k == 0:
		e.Kind, e.Destructive, e.Heuristic = Network, false, true
	case ok:
		e.Kind, e.Destructive, e.Heuristic = k, destructive, true
		e.Cause = "a gRPC method judged by its name"
	default:
		e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		e.Cause = "a gRPC method annovet cannot judge by its name"
	}
	return e
}

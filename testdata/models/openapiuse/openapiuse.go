// want package:"analyzed" package:"methods "

// Package openapiuse is a client in the shape go-swagger generates (as
// Grafana's is): each operation builds a runtime.ClientOperation literal
// whose Method field is the HTTP method and submits it to the transport,
// the interface or go-openapi's HTTP runtime. The method decides: a GET
// reads, a DELETE deletes, a PUT overwrites, a POST whose path names a
// read (a search) reads; an operation whose method is set later, or comes
// from the caller, stays undecided, as does any other POST.
package openapiuse

import (
	"github.com/go-openapi/runtime"
	httptransport "github.com/go-openapi/runtime/client"
)

// ClientOption changes an operation before it is submitted.
type ClientOption func(*runtime.ClientOperation)

// Client calls a REST API through a go-openapi transport.
type Client struct {
	transport runtime.ClientTransport
}

func (c *Client) GetDashboard(params runtime.ClientRequestWriter, opts ...ClientOption) (any, error) { // want GetDashboard:`^effects call@param1\(call of opt\) network\(config\)\(\(runtime.ClientTransport\).Submit\)$`
	op := &runtime.ClientOperation{
		ID:          "getDashboard",
		Method:      "GET",
		PathPattern: "/dashboards/uid/{uid}",
		Params:      params,
	}
	for _, opt := range opts {
		opt(op)
	}
	return c.transport.Submit(op)
}

func (c *Client) DeleteDashboard(params runtime.ClientRequestWriter) (any, error) { // want DeleteDashboard:`^effects delete!\(config\)\(\(runtime.ClientTransport\).Submit\)$`
	return c.transport.Submit(&runtime.ClientOperation{ID: "deleteDashboard", Method: "DELETE", PathPattern: "/dashboards/uid/{uid}", Params: params})
}

func putFolder(rt *httptransport.Runtime, params runtime.ClientRequestWriter) (any, error) { // want putFolder:`^effects mutate!=\(config\)\(\(\*client.Runtime\).Submit\)$`
	op := &runtime.ClientOperation{ID: "updateFolder", Method: "PUT", PathPattern: "/folders/{uid}", Params: params}
	return rt.Submit(op)
}

// A method set after the literal is not the literal's.
func later(c *Client, method string) (any, error) { // want later:`^effects mutate!\(config\)\?\(\(runtime.ClientTransport\).Submit\)$`
	op := &runtime.ClientOperation{Method: "GET"}
	op.Method = method
	return c.transport.Submit(op)
}

// getThrough reads: a call of GetDashboard without options.
func getThrough(c *Client, params runtime.ClientRequestWriter) (any, error) { // want getThrough:`^effects network\(config\)\(\(\*openapiuse.Client\).GetDashboard -> \(runtime.ClientTransport\).Submit\)$`
	return c.GetDashboard(params)
}

// SearchRoles is a POST whose path names a search, as Grafana's
// listUsersRoles is: a read.
func (c *Client) SearchRoles(params runtime.ClientRequestWriter) (any, error) { // want SearchRoles:`^effects network\(config\)~\(\(runtime.ClientTransport\).Submit -> \(POST .../access-control/users/roles/search\)\)$`
	return c.transport.Submit(&runtime.ClientOperation{ID: "listUsersRoles", Method: "POST", PathPattern: "/access-control/users/roles/search", Params: params})
}

// CreateFolder is a POST whose path names no read: what it does stays
// undecided.
func (c *Client) CreateFolder(params runtime.ClientRequestWriter) (any, error) { // want CreateFolder:`^effects mutate\(config\)\?\(\(runtime.ClientTransport\).Submit\)$`
	return c.transport.Submit(&runtime.ClientOperation{ID: "createFolder", Method: "POST", PathPattern: "/folders", Params: params})
}

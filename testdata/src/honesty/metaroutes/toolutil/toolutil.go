// Package toolutil is the meta-tool layer of jmrplens/gitlab-mcp-server in
// small: generic route constructors that wrap a typed action, and a
// registration helper that hands the route table to a handler factory.
package toolutil

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client stands for the server's API client.
type Client struct{ Base string }

// ActionFunc is one action of a meta-tool.
type ActionFunc func(ctx context.Context, params map[string]any) (any, error)

// ActionRoute is an action's handler and what it is.
type ActionRoute struct {
	Handler     ActionFunc
	Destructive bool
}

// ActionMap maps action names to their routes.
type ActionMap map[string]ActionRoute

// MetaToolInput is every meta-tool's input.
type MetaToolInput struct {
	Action string         `json:"action"`
	Params map[string]any `json:"params"`
}

// WrapAction turns a typed action into an ActionFunc.
func WrapAction[T any, R any](client *Client, fn func(ctx context.Context, client *Client, input T) (R, error)) ActionFunc {
	return func(ctx context.Context, params map[string]any) (any, error) {
		var input T
		b, _ := json.Marshal(params)
		if err := json.Unmarshal(b, &input); err != nil {
			return nil, err
		}
		return fn(ctx, client, input)
	}
}

// RouteAction makes a route of a typed action.
func RouteAction[T any, R any](client *Client, fn func(ctx context.Context, client *Client, input T) (R, error)) ActionRoute {
	return ActionRoute{Handler: WrapAction(client, fn)}
}

// DestructiveAction makes a destructive route of a typed action.
func DestructiveAction[T any, R any](client *Client, fn func(ctx context.Context, client *Client, input T) (R, error)) ActionRoute {
	return ActionRoute{Handler: WrapAction(client, fn), Destructive: true}
}

// MakeMetaHandler dispatches a call to the route its action names.
func MakeMetaHandler(name string, routes ActionMap) func(ctx context.Context, req *mcp.CallToolRequest, input MetaToolInput) (*mcp.CallToolResult, any, error) {
	return func(ctx context.Context, req *mcp.CallToolRequest, input MetaToolInput) (*mcp.CallToolResult, any, error) {
		route, ok := routes[input.Action]
		if !ok {
			return nil, nil, nil
		}
		out, err := route.Handler(ctx, input.Params)
		if err != nil {
			return nil, nil, err
		}
		return nil, out, nil
	}
}

// AddMetaTool registers a meta-tool over its routes.
func AddMetaTool(server *mcp.Server, name, desc string, routes ActionMap, annotations *mcp.ToolAnnotations) {
	mcp.AddTool(server, &mcp.Tool{Name: name, Description: desc, Annotations: annotations}, MakeMetaHandler(name, routes))
}

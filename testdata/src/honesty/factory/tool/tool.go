// Package tool is a project's tool layer, in the shape of mcp-grafana's:
// Must builds a tool and its handler from a typed function through
// Convert, whose handler decodes the arguments and calls the function
// through reflection. The options are applied once, when the tool is built.
package tool

import (
	"context"
	"encoding/json"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a definition with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to a server.
func (t Tool) Register(s *server.MCPServer) { s.AddTool(t.Tool, t.Handler) }

// Convert makes the tool and a handler that calls fn with the decoded
// arguments.
func Convert[T any](name string, fn func(context.Context, T) (string, error), options ...mcp.ToolOption) (mcp.Tool, server.ToolHandlerFunc) {
	t := mcp.NewTool(name)
	for _, option := range options {
		option(&t)
	}
	fv := reflect.ValueOf(fn)
	return t, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := new(T)
		raw, _ := json.Marshal(req.Params.Arguments)
		if err := json.Unmarshal(raw, args); err != nil {
			return nil, err
		}
		out := fv.Call([]reflect.Value{reflect.ValueOf(ctx), reflect.ValueOf(args).Elem()})
		text, _ := out[0].Interface().(string)
		return mcp.NewToolResultText(text), nil
	}
}

// Must is Convert for package-level tool values.
func Must[T any](name string, fn func(context.Context, T) (string, error), options ...mcp.ToolOption) Tool {
	t, h := Convert(name, fn, options...)
	return Tool{Tool: t, Handler: h}
}

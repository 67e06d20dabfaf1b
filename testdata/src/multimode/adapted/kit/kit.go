// Package kit is a server's generic adapter: it turns a typed function into
// a tool handler by reflection, as mcp-grafana's MustTool does.
package kit

import (
	"context"
	"fmt"
	"reflect"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool is a tool with its handler.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// Register adds the tool to a server.
func (t *Tool) Register(s *server.MCPServer) {
	s.AddTool(t.Tool, t.Handler)
}

// MustTool builds a tool whose handler decodes the arguments into the
// second parameter of handle, a function of a context and a struct, and
// calls it by reflection.
func MustTool(name, description string, handle any, opts ...mcp.ToolOption) Tool {
	return Tool{Tool: mcp.NewTool(name, append([]mcp.ToolOption{mcp.WithDescription(description)}, opts...)...), Handler: convert(handle)}
}

func convert(handle any) server.ToolHandlerFunc {
	fn := reflect.ValueOf(handle)
	argType := fn.Type().In(1)
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := reflect.New(argType)
		if err := req.BindArguments(args.Interface()); err != nil {
			return nil, err
		}
		out := fn.Call([]reflect.Value{reflect.ValueOf(ctx), args.Elem()})
		if err, _ := out[1].Interface().(error); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(out[0].Interface())), nil
	}
}

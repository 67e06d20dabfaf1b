// Package tools declares the tools through a generic constructor that
// takes the dependencies from the context, as github-mcp-server's NewTool.
package tools

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/inventory"
)

// Deps are the server's dependencies.
type Deps struct{ Dir string }

type depsKey struct{}

// NewTool makes a tool whose handler gets the dependencies from the context.
func NewTool[In, Out any](tool mcp.Tool, handler func(ctx context.Context, deps Deps, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error)) inventory.ServerTool {
	st := inventory.NewServerTool(tool, "files", func(ctx context.Context, req *mcp.CallToolRequest, args In) (*mcp.CallToolResult, Out, error) {
		deps, _ := ctx.Value(depsKey{}).(Deps)
		return handler(ctx, deps, req, args)
	})
	st.Enabled = func(context.Context) (bool, error) { return true, nil }
	return st
}

type pathArgs struct {
	Path string `json:"path"`
}

// ListFiles lists a directory.
func ListFiles() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "list_files", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, // want `go-sdk tool "list_files"` `bind "list_files" -> func literal at inventory.go:33 \(AddTool\) unregistered by type through \(\*example.com/t/discovery/compose/inventory.ServerTool\).RegisterFunc`
		func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, args pathArgs) (*mcp.CallToolResult, any, error) {
			_, err := os.ReadDir(args.Path)
			return nil, nil, err
		})
}

// RemoveFile removes a file.
func RemoveFile() inventory.ServerTool {
	return NewTool(mcp.Tool{Name: "remove_file"}, // want `go-sdk tool "remove_file"` `bind "remove_file" -> func literal at inventory.go:33 \(AddTool\) unregistered by type through \(\*example.com/t/discovery/compose/inventory.ServerTool\).RegisterFunc`
		func(ctx context.Context, deps Deps, _ *mcp.CallToolRequest, args pathArgs) (*mcp.CallToolResult, any, error) {
			return nil, nil, os.Remove(args.Path)
		})
}

// All is every tool.
func All() []inventory.ServerTool { return []inventory.ServerTool{ListFiles(), RemoveFile()} }

// Plain is a project type with an SDK tool and a handler that no adapter
// registers: a value of it built with no handler is not bound.
type Plain struct {
	Tool    mcp.Tool
	Handler mcp.ToolHandler
}

// Unused builds a Plain nobody registers.
func Unused() Plain {
	return Plain{Tool: mcp.Tool{Name: "unused"}} // want `go-sdk tool "unused"`
}

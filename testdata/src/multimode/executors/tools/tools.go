// Package tools is the shape of mcp-kubernetes's tool layer: one handler
// factory for every command-line tool, given the executor that runs it.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// CommandExecutor runs a command-line tool with the call's arguments.
type CommandExecutor interface {
	Execute(ctx context.Context, params map[string]any) (string, error)
}

// CreateToolHandler hands the call's arguments to the executor.
func CreateToolHandler(executor CommandExecutor) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args, ok := req.Params.Arguments.(map[string]any)
		if !ok {
			return mcp.NewToolResultError(fmt.Sprintf("arguments must be an object, got %T", req.Params.Arguments)), nil
		}
		out, err := executor.Execute(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(out), nil
	}
}

// HandlerFor hands its executor on to the factory: the executor is still
// the one each registration passes.
func HandlerFor(executor CommandExecutor) server.ToolHandlerFunc {
	return CreateToolHandler(executor)
}

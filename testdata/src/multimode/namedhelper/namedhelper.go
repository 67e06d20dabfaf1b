// Package namedhelper reads its mode argument through a helper of its own
// given the request and the argument's name, as InkyQuill/gitlab-mcp-server
// does: the helper's result is that argument.
package namedhelper

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// requiredParam returns the argument p of the request.
func requiredParam[T comparable](r *mcp.CallToolRequest, p string) (T, error) {
	var zero T
	v, ok := r.GetArguments()[p].(T)
	if !ok || v == zero {
		return zero, fmt.Errorf("missing required parameter: %s", p)
	}
	return v, nil
}

func tag(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	action, err := requiredParam[string](&request, "action")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	name, err := requiredParam[string](&request, "name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	switch action {
	case "get":
		b, err := os.ReadFile(name)
		return mcp.NewToolResultText(string(b)), err
	case "delete":
		return nil, os.Remove(name)
	}
	return nil, nil
}

// label switches on an argument the helper names "kind", no mode: a
// switch on what is labelled, not on what the tool does.
func label(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	kind, err := requiredParam[string](&request, "kind")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	switch kind {
	case "get":
		b, err := os.ReadFile("labels")
		return mcp.NewToolResultText(string(b)), err
	case "delete":
		return nil, os.Remove("labels")
	}
	return nil, nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("tag", mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Manage Tag"}), mcp.WithDescription("Get or delete a tag.")), tag) // want `tool "tag" switches on argument "action" into modes that read \(get\) and delete \(delete\); its hints left to the spec's defaults \(the worst case\)`
	s.AddTool(mcp.NewTool("label", mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Label"}), mcp.WithDescription("Get or delete the labels.")), label)
}

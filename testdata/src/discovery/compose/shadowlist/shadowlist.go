// Package shadowlist keeps, beside the tools it registers, a list of the
// same tools for a registry of its own (the shape of wrkode/kube-mcp's
// Toolset.Tools()): the list reaches no registration, and what clients see
// under each name is the registered tool, so only that one is a tool. A
// construction no registration of the package serves under its name stays
// a tool, as every construction that reaches nothing annovet sees does.
package shadowlist

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Toolset struct{}

// Tools lists the toolset's tools for the registry.
func (t *Toolset) Tools() []*mcp.Tool {
	return []*mcp.Tool{
		{Name: "pods_list", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
		{Name: "pods_exec"}, // want `^go-sdk tool "pods_exec" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$`
	}
}

type listArgs struct {
	Namespace string `json:"namespace"`
}

func list(ctx context.Context, req *mcp.CallToolRequest, args listArgs) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{}, nil, nil
}

func (t *Toolset) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "pods_list", Description: "List pods"}, list) // want `^go-sdk tool "pods_list" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `^bind "pods_list" -> list \(AddTool\)$`
}

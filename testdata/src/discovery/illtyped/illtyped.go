// Package illtyped does not type-check: a module it needs did not load
// (go-argo-mcp's generated code over a loom module the proxy does not
// serve), so some expressions have no type (go-argo-mcp's literals in
// the arguments of a call of the generated client had none recorded, and
// discovery crashed on them). Discovery still finds and binds the tools it
// can see.
package illtyped

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/notserved/loom"
)

type payload struct{ Name string }

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_workflow", mcp.WithReadOnlyHintAnnotation(true)), getWorkflow) // want `mcp-go tool "get_workflow" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)` `bind "get_workflow" -> getWorkflow \(AddTool\)`
}

func getWorkflow(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := loom.NewClient() // its module did not load
	var bootstrap func(context.Context) error
	bootstrap = func(ctx context.Context) error {
		_, err := c.Initialize()(ctx, &payload{Name: "adapter"})
		return err
	}
	return nil, bootstrap(ctx)
}

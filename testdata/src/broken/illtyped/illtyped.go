// Package illtyped does not type-check: a module it needs did not load
// (go-argo-mcp's generated code over loom modules the proxy does not
// serve). Discovery still finds and binds the tools it can see, and goes
// past the expressions of types that did not load. (go-argo-mcp crashed
// discovery at a literal the type checker recorded no type for, which
// this package does not reproduce: discovery now treats an expression
// with no type as one of no known type wherever it asks for one.)
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
	opts := loom.Options{Name: "adapter"} // of a type that did not load
	steps := map[string]func(){"run": nil}
	if f, ok := steps[opts.Name]; ok {
		f()
	}
	c := loom.NewClient(opts) // its module did not load
	var bootstrap func(context.Context) error
	bootstrap = func(ctx context.Context) error {
		_, err := c.Initialize()(ctx, &payload{Name: "adapter"})
		return err
	}
	return nil, bootstrap(ctx)
}

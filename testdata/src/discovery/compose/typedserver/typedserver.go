// Package typedserver registers tool types through a helper that reads the
// tool's name, description and annotations from the interface and wraps its
// Execute in a handler closure: each call registers the tool of the
// concrete type it passes, which a constructor of another package returns.
package typedserver

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/typedplain"
	"example.com/t/discovery/compose/typedtools"
)

type Server struct {
	mcp    *mcp.Server
	client *typedtools.Client
}

func (s *Server) registerTools() {
	s.registerTool(typedtools.NewGetAlertTool(s.client))         // want `go-sdk tool "get_alert" title=- readOnly=true destructive=- idempotent=- openWorld=-` `bind "get_alert" -> \(\*typedtools.GetAlertTool\).Execute \(AddTool\)`
	s.registerTool(typedtools.NewDeleteAlertTool(s.client))      // want `go-sdk tool "delete_alert" title=- readOnly=- destructive=true idempotent=- openWorld=-` `bind "delete_alert" -> \(\*typedtools.DeleteAlertTool\).Execute \(AddTool\)`
	s.registerTool(typedtools.NewNamedTool(s.client, "dynamic")) // want `go-sdk tool "<call of .*NamedTool.Name>" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)` `bind "<call of .*NamedTool.Name>" -> \(\*typedtools.NamedTool\).Execute \(AddTool\)`
	s.registerTool(typedtools.Lookup(s.client, "get_alert"))     // want `go-sdk tool "<call of \?call of Lookup.Name>" .*; unknown: annotations come from .*` `bind "<call of \?call of Lookup.Name>" -> func literal at typedserver.go:35 \(AddTool\)`
}

func (s *Server) registerTool(t typedtools.Tool) {
	tool := &mcp.Tool{
		Name:        t.Name(),
		Description: t.Description(),
		Annotations: t.Annotations(),
	}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		return t.Execute(ctx, args)
	}
	s.mcp.AddTool(tool, handler)
}

// Plain is the server's own interface over tool types that import no SDK.
type Plain interface {
	Name() string
	Description() string
	Execute(ctx context.Context, args map[string]any) (any, error)
}

func (s *Server) registerPlainTools(dir string) {
	listPods := typedplain.NewListPodsTool(dir)
	s.registerPlain(listPods) // want `go-sdk tool "list-pods" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)` `bind "list-pods" -> \(\*typedplain.ListPodsTool\).Execute \(AddTool\)`
}

func (s *Server) registerPlain(t Plain) {
	tool := &mcp.Tool{Name: t.Name(), Description: t.Description()}
	s.mcp.AddTool(tool, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := t.Execute(ctx, nil); err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{}, nil
	})
}

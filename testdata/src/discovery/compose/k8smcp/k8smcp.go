// Package k8smcp converts the project's tools to go-sdk tools in one
// converter and registers them through generic helpers that receive
// AddTool as a value, in the shape of kubernetes-mcp-server's pkg/mcp.
package k8smcp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/api"
	_ "example.com/t/discovery/compose/k8stools"
)

func deref(p *bool, def bool) bool {
	if p == nil {
		return def
	}
	return *p
}

// ToSDK is the converter.
func ToSDK(t api.ServerTool) (*mcp.Tool, mcp.ToolHandler) { // want `go-sdk tool "pods_list" title="Pods: List" readOnly=true` `go-sdk tool "pods_delete" title="Pods: Delete" readOnly=- destructive=true` `go-sdk tool "core_events_list" title="Events: List" readOnly=true` `bind "pods_list" -> listPods \(AddTool\) unregistered by type through example.com/t/discovery/compose/k8smcp.ToSDK` `bind "pods_delete" -> deletePod \(AddTool\) unregistered by type` `bind "core_events_list" -> listPods \(AddTool\) unregistered by type` `unfollowed a example.com/t/discovery/compose/api.ServerTool value by type through example.com/t/discovery/compose/k8smcp.ToSDK`
	tool := &mcp.Tool{
		Name:        t.Tool.Name,
		Description: t.Tool.Description,
		Annotations: &mcp.ToolAnnotations{
			Title:           t.Tool.Annotations.Title,
			ReadOnlyHint:    deref(t.Tool.Annotations.ReadOnlyHint, false),
			DestructiveHint: t.Tool.Annotations.DestructiveHint,
		},
	}
	handler := func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		text, err := t.Handler(ctx, nil)
		if err != nil {
			return nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
	}
	return tool, handler
}

type converted[M, H any] struct {
	item    M
	handler H
}

func convert[T, M, H any](items []T, conv func(T) (M, H)) []converted[M, H] {
	var out []converted[M, H]
	for _, it := range items {
		m, h := conv(it)
		out = append(out, converted[M, H]{m, h})
	}
	return out
}

func commit[M, H any](items []converted[M, H], add func(M, H)) {
	for _, c := range items {
		add(c.item, c.handler)
	}
}

// Apply registers every toolset's tools.
func Apply(s *mcp.Server) {
	var tools []api.ServerTool
	for _, ts := range api.Toolsets() {
		tools = append(tools, ts.GetTools()...)
	}
	commit(convert(tools, ToSDK), s.AddTool) // want `unfollowed s.AddTool passed on as a value`
}

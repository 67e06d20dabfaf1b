// Package kube is one service: its tools are built once, through a cache,
// and its handlers are a map keyed by the tools' names.
package kube

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/services/cache"
)

type Service struct{ toolsCache *cache.ToolsCache }

func New() *Service { return &Service{toolsCache: cache.NewToolsCache()} }

func (s *Service) Name() string { return "kube" }

func (s *Service) GetTools() []mcp.Tool {
	return s.toolsCache.Get(func() []mcp.Tool {
		return []mcp.Tool{
			mcp.NewTool("kube_list_pods", mcp.WithReadOnlyHintAnnotation(true)),     // want `^mcp-go tool "kube_list_pods" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)$`
			mcp.NewTool("kube_delete_pod", mcp.WithDestructiveHintAnnotation(true)), // want `^mcp-go tool "kube_delete_pod" title=- readOnly=false\(default\) destructive=true idempotent=false\(default\) openWorld=true\(default\)$`
		}
	})
}

func (s *Service) GetHandlers() map[string]server.ToolHandlerFunc {
	return map[string]server.ToolHandlerFunc{
		"kube_list_pods":  listPods,
		"kube_delete_pod": deletePod,
	}
}

func listPods(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("pods"), nil
}

func deletePod(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("deleted"), nil
}

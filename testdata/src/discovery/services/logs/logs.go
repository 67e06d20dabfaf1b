// Package logs is a second service. Its handler map is merged from two
// maps into one made empty, one of them copied wrapped, and it hands out
// no handlers while it is disabled.
package logs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Service struct{ enabled bool }

func New() *Service { return &Service{enabled: true} }

func (s *Service) Name() string { return "logs" }

func (s *Service) GetTools() []mcp.Tool {
	if !s.enabled {
		return nil
	}
	return []mcp.Tool{
		mcp.NewTool("logs_query", mcp.WithReadOnlyHintAnnotation(true)), // want `^mcp-go tool "logs_query" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)$`
		mcp.NewTool("logs_tail", mcp.WithReadOnlyHintAnnotation(true)),  // want `^mcp-go tool "logs_tail" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)$`
		// No handler under its name: every lookup gives nil.
		mcp.NewTool("logs_orphan", mcp.WithReadOnlyHintAnnotation(true)), // want `^mcp-go tool "logs_orphan" title=- readOnly=true destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)$`
	}
}

func (s *Service) GetHandlers() map[string]server.ToolHandlerFunc {
	if !s.enabled {
		return nil
	}
	legacy := map[string]server.ToolHandlerFunc{
		"logs_query": query,
	}
	optimized := map[string]server.ToolHandlerFunc{
		"logs_tail": tail,
	}
	all := make(map[string]server.ToolHandlerFunc)
	for name, h := range optimized {
		all[name] = s.wrapErrors(name, h)
	}
	for name, h := range legacy {
		all[name] = h
	}
	return all
}

func (s *Service) wrapErrors(name string, h server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := h(ctx, req)
		if err != nil {
			return mcp.NewToolResultError(name + ": " + err.Error()), nil
		}
		return res, nil
	}
}

func query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("lines"), nil
}

func tail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("last lines"), nil
}

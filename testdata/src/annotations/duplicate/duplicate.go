// Package duplicate registers one name twice with different definitions.
package duplicate

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func opts(readOnly bool) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle("Search"), mcp.WithReadOnlyHintAnnotation(readOnly), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func Register(s *server.MCPServer, admin bool) {
	s.AddTool(mcp.NewTool("search", opts(true)...), handle) // want `tool "search" is registered again on the same server with other annotations`
	if admin {
		s.AddTool(mcp.NewTool("search", opts(false)...), handle) // want `tool "search" is registered again on the same server with other annotations`
	}
}

// Not reported: the same name on two different servers.
func Public(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", opts(true)...), handle)
}

func Admin(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup", opts(false)...), handle)
}

// Not reported: registrations in branches that exclude each other, so one
// runs (git_status with or without a required repo_path).
func Branches(s *server.MCPServer, repos []string) {
	if len(repos) == 0 {
		s.AddTool(mcp.NewTool("status", opts(true)...), handle)
	} else {
		s.AddTool(mcp.NewTool("status", opts(false)...), handle)
	}
	switch len(repos) {
	case 0:
		s.AddTool(mcp.NewTool("diff", opts(true)...), handle)
	default:
		s.AddTool(mcp.NewTool("diff", opts(false)...), handle)
	}
}

// Not reported: definitions that differ only in their schema or are copies
// of each other: clients see the same annotations either way.
func Copies(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("details", mcp.WithToolTitle("Details"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false), mcp.WithString("id")), handle)
	s.AddTool(mcp.NewTool("details", mcp.WithToolTitle("Details"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle)
}

// Reported: a fallthrough joins the cases, so both registrations run.
func Fallthrough(s *server.MCPServer, n int) {
	switch n {
	case 0:
		s.AddTool(mcp.NewTool("both_cases", opts(true)...), handle) // want `tool "both_cases" is registered again on the same server with other annotations`
		fallthrough
	default:
		s.AddTool(mcp.NewTool("both_cases", opts(false)...), handle) // want `tool "both_cases" is registered again on the same server with other annotations`
	}
}

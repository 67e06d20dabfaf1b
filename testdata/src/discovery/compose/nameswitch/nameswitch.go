// Package nameswitch registers tools from a list, each with the handler a
// method picks by a switch on the tool's name (jinkp/outlook-go-mcp):
// each registration binds the one case its tool's name takes; stat_file,
// a name no case lists, takes the default, which returns none of them,
// and binds nothing.
package nameswitch

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handlers struct{}

func (handlers) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.ReadDir(".")
	return nil, err
}

func (handlers) remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.Remove(req.GetString("path", ""))
}

// Server registers the tools.
type Server struct {
	h   handlers
	mcp *server.MCPServer
}

func toolDefinitions() []mcp.Tool {
	return []mcp.Tool{
		mcp.NewTool("list_files", mcp.WithReadOnlyHintAnnotation(true)), // want `mcp-go tool "list_files" title=- readOnly=true`
		mcp.NewTool("remove_file"),                                      // want `mcp-go tool "remove_file"`
	}
}

// Register registers every tool in the list.
func (s *Server) Register() {
	for _, tool := range toolDefinitions() {
		s.mcp.AddTool(tool, s.handlerFor(tool.Name)) // want `bind "list_files" -> \(handlers\).list \(AddTool\)` `bind "remove_file" -> \(handlers\).remove \(AddTool\)`
	}
}

func (s *Server) handlerFor(name string) server.ToolHandlerFunc {
	switch name {
	case "list_files", "ls":
		return s.h.list
	case "remove_file":
		return s.h.remove
	default:
		panic("unknown tool " + name)
	}
}

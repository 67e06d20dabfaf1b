// Package toolsets keeps SDK pairs in a toolset's fields and registers
// them in a loop, in the shape of InkyQuill/gitlab-mcp-server.
package toolsets

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// NewServerTool pairs a tool with its handler.
func NewServerTool(tool mcp.Tool, handler server.ToolHandlerFunc) server.ServerTool {
	return server.ServerTool{Tool: tool, Handler: handler}
}

// Toolset is a group of tools.
type Toolset struct {
	Enabled    bool
	readTools  []server.ServerTool
	writeTools []server.ServerTool
}

// AddReadTools adds read tools.
func (t *Toolset) AddReadTools(tools ...server.ServerTool) *Toolset {
	t.readTools = append(t.readTools, tools...)
	return t
}

// AddWriteTools adds write tools.
func (t *Toolset) AddWriteTools(tools ...server.ServerTool) *Toolset {
	t.writeTools = append(t.writeTools, tools...)
	return t
}

// Active returns the tools to register.
func (t *Toolset) Active(readOnly bool) []server.ServerTool {
	if readOnly {
		return t.readTools
	}
	return append(append([]server.ServerTool{}, t.readTools...), t.writeTools...)
}

// RegisterTools registers the active tools.
func (t *Toolset) RegisterTools(s *server.MCPServer, readOnly bool) {
	for _, tool := range t.Active(readOnly) {
		s.AddTool(tool.Tool, tool.Handler)
	}
}

// Group is the toolsets by name.
type Group struct{ Toolsets map[string]*Toolset }

// RegisterTools registers the enabled toolsets.
func (g *Group) RegisterTools(s *server.MCPServer) {
	for _, ts := range g.Toolsets {
		if ts.Enabled {
			ts.RegisterTools(s, false) // want `unfollowed a github.com/mark3labs/mcp-go/server.ServerTool value by type through AddTool`
		}
	}
}

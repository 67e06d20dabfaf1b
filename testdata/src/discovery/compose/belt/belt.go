// Package belt keeps the project's tools in a map keyed by name and
// registers them ranging over it, in the shape of bitrise-mcp's
// internal/tool.Belt: the values reaching AddTool cannot be followed one by
// one, so every beltmodel.Tool the program builds is registered by type.
package belt

import (
	"example.com/t/discovery/compose/beltapps"
	"example.com/t/discovery/compose/beltmodel"
	"github.com/mark3labs/mcp-go/server"
)

// Belt holds the tools by name.
type Belt struct {
	tools map[string]beltmodel.Tool
}

// NewBelt lists the tools.
func NewBelt() *Belt {
	toolList := []beltmodel.Tool{
		beltapps.List,
		beltapps.Delete,
	}
	b := &Belt{tools: make(map[string]beltmodel.Tool)}
	for _, tool := range toolList {
		b.tools[tool.Definition.Name] = tool
	}
	return b
}

// RegisterAll registers every tool.
func (b *Belt) RegisterAll(s *server.MCPServer) {
	for _, tool := range b.tools {
		s.AddTool(tool.Definition, tool.Handler) // want `unfollowed a example.com/t/discovery/compose/beltmodel.Tool value by type through AddTool`
	}
}

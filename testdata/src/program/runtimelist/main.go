// Command runtimelist registers its tools in a loop over groups of tool
// values it builds through a helper that wraps mcp.NewTool
// (chronosphere-mcp's tools.NewMetadata and its fx value groups): the
// registration's tool is built at run time from the values, so annovet
// cannot follow it to where each was built, and every tool the program
// builds may be one it registers: checked, not called unregistered.
package main

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Metadata is what a tool says of itself.
type Metadata struct {
	Name        string
	Description string
	Annotations mcp.ToolAnnotation
}

// NewMetadata builds a tool's metadata with mcp.NewTool.
func NewMetadata(name string, opts ...mcp.ToolOption) Metadata {
	t := mcp.NewTool(name, opts...)
	return Metadata{Name: name, Description: t.Description, Annotations: t.Annotations}
}

// Tool is a tool and its handler.
type Tool struct {
	Metadata Metadata
	Handler  server.ToolHandlerFunc
}

// Group provides tools.
type Group interface{ Tools() []Tool }

type items struct{}

func (items) Tools() []Tool {
	return []Tool{{
		Metadata: NewMetadata("list_items", mcp.WithDescription("List the items.")),
		Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("[]"), nil
		},
	}}
}

func register(s *server.MCPServer, groups []Group) {
	for _, g := range groups {
		for _, t := range g.Tools() {
			s.AddTool(mcp.Tool{Name: t.Metadata.Name, Description: t.Metadata.Description, Annotations: t.Metadata.Annotations}, t.Handler)
		}
	}
}

func main() {
	s := server.NewMCPServer("runtimelist", "1.0.0")
	register(s, []Group{items{}})
	_ = server.ServeStdio(s)
}

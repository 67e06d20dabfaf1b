// Package api is a project's own tool model, with no SDK in it, in the
// shape of kubernetes-mcp-server's pkg/api.
package api

import "context"

// ToolAnnotations are the project's hints.
type ToolAnnotations struct {
	Title           string
	ReadOnlyHint    *bool
	DestructiveHint *bool
}

// Tool is the project's tool.
type Tool struct {
	Name        string
	Description string
	Annotations ToolAnnotations
}

// ToolHandlerFunc is the project's handler.
type ToolHandlerFunc func(ctx context.Context, args map[string]any) (string, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Tool    Tool
	Handler ToolHandlerFunc
}

// Toolset is a group of tools.
type Toolset interface {
	GetTools() []ServerTool
}

var registry []Toolset

// Register adds a toolset.
func Register(t Toolset) { registry = append(registry, t) }

// Toolsets returns the registered toolsets.
func Toolsets() []Toolset { return registry }

// To returns a pointer to v.
func To(v bool) *bool { return &v }

// Package own is a project's own tool model: tools are declared in these
// types, in tables, and converted to the SDK's in one adapter.
package own

import "context"

// ToolAnnotations mirrors the SDK's hints as pointers.
type ToolAnnotations struct {
	Title           string
	ReadOnlyHint    *bool
	DestructiveHint *bool
	IdempotentHint  *bool
	OpenWorldHint   *bool
}

// Tool is the project's tool definition.
type Tool struct {
	Name        string
	Description string
	Annotations ToolAnnotations
}

// Handler handles a call with its arguments.
type Handler func(ctx context.Context, args map[string]any) (string, error)

// ServerTool binds a definition to its handler.
type ServerTool struct {
	Tool    Tool
	Handler Handler
}

// To returns a pointer to v.
func To[T any](v T) *T { return &v }

// Deref returns *p, or def when p is nil.
func Deref[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

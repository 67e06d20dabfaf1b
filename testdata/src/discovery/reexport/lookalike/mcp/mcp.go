// Package mcp is a project package that only looks like an SDK: its tools
// are the project's own records, never sent to a client.
package mcp

// Tool is a row of the project's tool catalogue.
type Tool struct{ Name string }

// NewTool returns a catalogue row.
func NewTool(name string) Tool { return Tool{Name: name} }

// WithReadOnlyHintAnnotation is a name, nothing more.
func WithReadOnlyHintAnnotation(bool) func(*Tool) { return func(*Tool) {} }

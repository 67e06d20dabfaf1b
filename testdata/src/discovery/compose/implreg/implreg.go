// Package implreg registers tool implementations: a type's Definition
// method gives the tool and its Handler method the handler, through a
// generic helper over an interface.
package implreg

import "github.com/modelcontextprotocol/go-sdk/mcp"

type ToolImpl[In, Out any] interface {
	Definition() *mcp.Tool
	Handler() mcp.ToolHandlerFor[In, Out]
}

func Register[I, O any](s *mcp.Server, i ToolImpl[I, O]) {
	mcp.AddTool(s, i.Definition(), i.Handler())
}

// Package files is a tool type put in a slice of the interface.
package files

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/registry/tools"
)

type Writer struct{ root string }

func (w *Writer) Definition() mcp.Tool {
	return mcp.Tool{Name: "write_file"} // want `go-sdk tool "write_file" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
}

func (w *Writer) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, nil
}

// All lists this package's tools.
func All() []tools.Tool { return []tools.Tool{&Writer{root: "/tmp"}} }

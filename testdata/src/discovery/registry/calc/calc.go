// Package calc is a tool type that registers itself.
package calc

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/registry/reg"
)

type Calculator struct{}

func init() { reg.Register(&Calculator{}) }

func (*Calculator) Definition() mcp.Tool {
	return mcp.Tool{Name: "calculator", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}} // want `go-sdk tool "calculator" title=- readOnly=true destructive=- idempotent=- openWorld=-`
}

func (*Calculator) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, nil
}

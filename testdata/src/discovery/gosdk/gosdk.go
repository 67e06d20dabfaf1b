// Package gosdk shows how discovery reads go-sdk tools.
package gosdk

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path string `json:"path"`
}

func handle(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

func ptr[T any](v T) *T { return &v }

const toolName = "read_file"

type Name string

const typed Name = "typed_name"

// readOnly is a package-level preset shared by several tools.
var readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}

var presetTool = &mcp.Tool{Name: "preset", Annotations: readOnly} // want `go-sdk tool "preset" title=- readOnly=true destructive=- idempotent=- openWorld=false`

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: toolName, Title: "Read File", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: jsonschema.Ptr(false)}}, handle) // want `go-sdk tool "read_file" title=- readOnly=true destructive=- idempotent=- openWorld=false` `bind "read_file" -> handle \(AddTool\)`

	no := false
	t := &mcp.Tool{ // want `go-sdk tool "typed_name" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)`
		Name: string(typed),
	}
	_ = no
	mcp.AddTool(s, t, handle) // want `bind "typed_name" -> handle \(AddTool\)`

	mcp.AddTool(s, &mcp.Tool{Name: "amp", Annotations: &mcp.ToolAnnotations{DestructiveHint: &no, IdempotentHint: true}}, handle) // want `go-sdk tool "amp" title=- readOnly=- destructive=false idempotent=true openWorld=-` `bind "amp" -> handle \(AddTool\)`

	s.AddTool(&mcp.Tool{Name: "raw", Annotations: &mcp.ToolAnnotations{Title: "Raw", DestructiveHint: new(true)}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `go-sdk tool "raw" title="Raw" readOnly=- destructive=true idempotent=- openWorld=-` `bind "raw" -> func literal at .* \(AddTool\)`
		return nil, nil
	})

	mcp.AddTool(s, presetTool, handle) // want `bind "preset" -> handle \(AddTool\)`
}

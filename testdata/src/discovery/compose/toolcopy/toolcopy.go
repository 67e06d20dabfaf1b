// Package toolcopy registers its tools through a generic helper that
// copies the tool it is given, adds an output schema to the copy and
// registers the copy (wyvernzora/kura's gateway): the caller's tool, as it
// is, bound to the handler the helper's closure forwards to.
package toolcopy

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type toolHandler[In, Out any] func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)

func addTool[In, Out any](srv *mcp.Server, tool *mcp.Tool, h toolHandler[In, Out]) {
	outputSchema, err := jsonschema.For[Out](nil)
	if err != nil {
		panic(err)
	}
	tt := *tool
	tt.OutputSchema = outputSchema
	mcp.AddTool[In, any](srv, &tt, func(ctx context.Context, req *mcp.CallToolRequest, input In) (*mcp.CallToolResult, any, error) {
		res, out, err := h(ctx, req, input)
		if err != nil {
			return res, nil, err
		}
		return res, out, nil
	})
}

// addReadOnly marks the copy read-only whatever the caller's tool says:
// a tool of its own, not the caller's as it is, so nothing binds the
// caller's tool to the handler through it.
func addReadOnly[In any](srv *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	tt := *tool
	tt.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
	mcp.AddTool(srv, &tt, h) // want `unfollowed tool`
}

type seriesIn struct {
	Terms string `json:"terms"`
}

func readOnlyClosed() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}
}

func Register(srv *mcp.Server) {
	addTool(srv, &mcp.Tool{Name: "list_series", Annotations: readOnlyClosed()}, // want `go-sdk tool "list_series" title=- readOnly=true destructive=- idempotent=- openWorld=false` `bind "list_series" -> func literal at toolcopy.go:51 \(addTool\)`
		func(ctx context.Context, _ *mcp.CallToolRequest, in seriesIn) (*mcp.CallToolResult, map[string]any, error) {
			return nil, nil, nil
		})
	addReadOnly(srv, &mcp.Tool{Name: "get_series"}, // want `go-sdk tool "get_series" title=- readOnly=- destructive=- idempotent=- openWorld=-`
		func(ctx context.Context, _ *mcp.CallToolRequest, in seriesIn) (*mcp.CallToolResult, any, error) {
			return nil, nil, nil
		})
}

// addPatched hands the copy to a function that may change it: a tool of
// its own, as is one whose parameter it changed before copying it.
func addPatched[In any](srv *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	tt := *tool
	patch(&tt)
	mcp.AddTool(srv, &tt, h) // want `unfollowed tool`
}

func patch(t *mcp.Tool) { t.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true} }

func addRenamed[In any](srv *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	tool.Name = "x_" + tool.Name
	tt := *tool
	mcp.AddTool(srv, &tt, h) // want `unfollowed tool`
}

// addAliased changes the copy through a pointer to it.
func addAliased[In any](srv *mcp.Server, tool *mcp.Tool, h mcp.ToolHandlerFor[In, any]) {
	tt := *tool
	p := &tt
	p.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true}
	mcp.AddTool(srv, &tt, h) // want `unfollowed tool`
}

// RegisterMore registers through the helpers whose copy is a tool of its
// own: each tool is found, none bound.
func RegisterMore(srv *mcp.Server) {
	addPatched(srv, &mcp.Tool{Name: "patched"}, noop) // want `go-sdk tool "patched" title=- readOnly=- destructive=- idempotent=- openWorld=-`
	addRenamed(srv, &mcp.Tool{Name: "renamed"}, noop) // want `go-sdk tool "renamed" title=- readOnly=- destructive=- idempotent=- openWorld=-`
	addAliased(srv, &mcp.Tool{Name: "aliased"}, noop) // want `go-sdk tool "aliased" title=- readOnly=- destructive=- idempotent=- openWorld=-`
}

func noop(context.Context, *mcp.CallToolRequest, seriesIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

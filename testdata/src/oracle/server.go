// Package oracle is a real MCP server built with both SDKs. The oracle test
// starts it in process, lists its tools through each SDK's client, and
// compares what clients see with annovet inventory's static answer.
package oracle

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type in struct {
	Path string `json:"path"`
}

func goHandle(ctx context.Context, req *gomcp.CallToolRequest, _ in) (*gomcp.CallToolResult, any, error) {
	return &gomcp.CallToolResult{}, nil, nil
}

func ptr[T any](v T) *T { return &v }

var closedWorld = &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}

// GoSDK returns the go-sdk server.
func GoSDK() *gomcp.Server {
	s := gomcp.NewServer(&gomcp.Implementation{Name: "oracle-go-sdk", Version: "v1"}, nil)
	gomcp.AddTool(s, &gomcp.Tool{Name: "g_bare", Description: "No annotations."}, goHandle)
	gomcp.AddTool(s, &gomcp.Tool{Name: "g_empty", Annotations: &gomcp.ToolAnnotations{}}, goHandle)
	gomcp.AddTool(s, &gomcp.Tool{Name: "g_read", Title: "Read", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true}}, goHandle)
	gomcp.AddTool(s, &gomcp.Tool{Name: "g_preset", Annotations: closedWorld}, goHandle)
	no := false
	gomcp.AddTool(s, &gomcp.Tool{Name: "g_full", Annotations: &gomcp.ToolAnnotations{
		Title:           "Full",
		ReadOnlyHint:    false,
		DestructiveHint: &no,
		IdempotentHint:  true,
		OpenWorldHint:   new(true),
	}}, goHandle)
	for _, d := range definitions {
		s.AddTool(d.Definition(), d.Handle)
	}
	return s
}

// definition is the project's own tool type: each kind of tool implements
// it, and the server registers every one in a loop.
type definition interface {
	Definition() *gomcp.Tool
	Handle(context.Context, *gomcp.CallToolRequest) (*gomcp.CallToolResult, error)
}

var definitions = []definition{listPets{}, adoptPet{}}

type listPets struct{}

func (listPets) Definition() *gomcp.Tool {
	return &gomcp.Tool{Name: "g_list_pets", Title: "List Pets", InputSchema: map[string]any{"type": "object"}, Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}
}

func (listPets) Handle(context.Context, *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return &gomcp.CallToolResult{}, nil
}

type adoptPet struct{}

func (adoptPet) Definition() *gomcp.Tool {
	return &gomcp.Tool{Name: "g_adopt_pet", InputSchema: map[string]any{"type": "object"}, Annotations: &gomcp.ToolAnnotations{DestructiveHint: ptr(false)}}
}

func (adoptPet) Handle(context.Context, *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	return &gomcp.CallToolResult{}, nil
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

var readOnly = []mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false)}

func newPair(name string, opts ...mcp.ToolOption) server.ServerTool {
	return server.ServerTool{Tool: mcp.NewTool(name, opts...), Handler: handle}
}

// MCPGo returns the mcp-go server.
func MCPGo() *server.MCPServer {
	s := server.NewMCPServer("oracle-mcp-go", "v1")
	s.AddTool(mcp.NewTool("m_bare"), handle)
	s.AddTool(mcp.NewTool("m_leak", mcp.WithReadOnlyHintAnnotation(true)), handle)
	s.AddTool(mcp.NewTool("m_read", append(readOnly, mcp.WithOpenWorldHintAnnotation(false), mcp.WithTitleAnnotation("Read"))...), handle)
	s.AddTool(mcp.NewTool("m_reset",
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "Reset", IdempotentHint: mcp.ToBoolPtr(true)}),
	), handle)
	s.AddTool(mcp.Tool{Name: "m_literal", Annotations: mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}}, handle)
	s.AddTool(mcp.NewToolWithRawSchema("m_raw", "Raw.", []byte(`{"type":"object"}`)), handle)
	s.AddTools(
		newPair("m_pair", mcp.WithIdempotentHintAnnotation(true), mcp.WithToolTitle("Pair")),
		newPair("m_pair2"),
	)
	s.AddTool(define("m_define", "Defined by the project's helper.", closed, paged), handle)
	s.AddTool(define("m_define_bare", "No hints."), handle)
	return s
}

// define is the project's own constructor: it builds the tool literal and
// applies the project's options to it in a loop.
func define(name, description string, options ...func(*mcp.Tool)) mcp.Tool {
	t := mcp.Tool{Name: name, Description: description, InputSchema: mcp.ToolInputSchema{Type: "object"}}
	for _, option := range options {
		option(&t)
	}
	return t
}

// closed is a project option that sets hints.
func closed(t *mcp.Tool) {
	t.Annotations.ReadOnlyHint = mcp.ToBoolPtr(true)
	t.Annotations.OpenWorldHint = mcp.ToBoolPtr(false)
}

// paged is a project option that only adds parameters.
func paged(t *mcp.Tool) {
	t.InputSchema.Properties = map[string]any{"page": map[string]any{"type": "number"}}
}

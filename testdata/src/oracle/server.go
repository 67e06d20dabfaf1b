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
	return s
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
	return s
}

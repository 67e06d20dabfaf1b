// Package handler registers through two methods of a handler struct that
// take the tool by value, in the shape of signoz-mcp-server.
package handler

import (
	"context"
	"os"

	official "github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/contract"
)

// Handler serves the tools.
type Handler struct{ registered map[string]bool }

func (h *Handler) registerTool(s *official.Server, tool contract.Tool, handler contract.ToolHandlerFunc) {
	h.registered[tool.Name] = true
	s.AddTool(&tool, contract.AdaptToolHandler(handler))
}

func (h *Handler) addTool(s *official.Server, tool contract.Tool, handler contract.ToolHandlerFunc) {
	if tool.Description == "" {
		tool.Description = tool.Name
	}
	h.registerTool(s, tool, handler)
}

func (h *Handler) handleRead(ctx context.Context, req contract.Request) (*official.CallToolResult, error) {
	_, err := os.ReadFile("notes.txt")
	return nil, err
}

func (h *Handler) handleClear(ctx context.Context, req contract.Request) (*official.CallToolResult, error) {
	return nil, os.Remove("notes.txt")
}

// Register registers the tools.
func (h *Handler) Register(s *official.Server) {
	h.addTool(s, contract.NewTool("read_notes", contract.WithReadOnly()), h.handleRead) // want `go-sdk tool "read_notes" title=- readOnly=true` `bind "read_notes" -> \(\*Handler\).handleRead \(addTool\)`
	h.addTool(s, contract.NewTool("clear_notes"), h.handleClear)                        // want `go-sdk tool "clear_notes"` `bind "clear_notes" -> \(\*Handler\).handleClear \(addTool\)`
}

// RegisterChained registers a tool whose adapter calls two handlers: no
// one of them is the tool's handler.
func (h *Handler) RegisterChained(s *official.Server) {
	tool := contract.NewTool("both")                              // want `go-sdk tool "both"`
	s.AddTool(&tool, contract.Chain(h.handleRead, h.handleClear)) // want `bind "both" -> func literal at contract.go:51 \(AddTool\)`
}

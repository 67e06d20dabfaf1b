// Package impltools holds tool implementations, each a type with a
// Definition and a Handler method.
package impltools

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Client struct{ Dir string }

type ListImpl struct{ Client *Client }

type ListParams struct {
	Repo string `json:"repo"`
}

func (ListImpl) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "list_labels", Title: "List labels", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}} // want `go-sdk tool "list_labels" title=- readOnly=true destructive=- idempotent=- openWorld=-`
}

// Handler returns a closure over the implementation.
func (impl ListImpl) Handler() mcp.ToolHandlerFor[ListParams, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, args ListParams) (*mcp.CallToolResult, any, error) {
		entries, err := os.ReadDir(impl.Client.Dir)
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(entries))}}}, nil, err
	}
}

type RemoveImpl struct{ Client *Client }

type RemoveParams struct {
	Name string `json:"name"`
}

func (RemoveImpl) Definition() *mcp.Tool {
	return &mcp.Tool{Name: "remove_label", Title: "Remove label", Annotations: &mcp.ToolAnnotations{DestructiveHint: new(false)}} // want `go-sdk tool "remove_label" title=- readOnly=- destructive=false idempotent=- openWorld=-`
}

// Handler returns a method value.
func (impl *RemoveImpl) Handler() mcp.ToolHandlerFor[RemoveParams, any] {
	return impl.remove
}

func (impl *RemoveImpl) remove(ctx context.Context, req *mcp.CallToolRequest, args RemoveParams) (*mcp.CallToolResult, any, error) {
	return nil, nil, os.Remove(impl.Client.Dir + "/" + args.Name)
}

// Package typedtools holds tools as types: each names itself, gives its
// annotations and runs through methods of one interface, and a constructor
// of this package returns each (cloud-logs-mcp's tools.NewGetAlertTool).
package typedtools

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Tool interface {
	Name() string
	Description() string
	Annotations() *mcp.ToolAnnotations
	Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)
}

type Client struct{ Dir string }

type BaseTool struct{ Client *Client }

func NewBaseTool(c *Client) *BaseTool { return &BaseTool{Client: c} }

type GetAlertTool struct{ *BaseTool }

func NewGetAlertTool(c *Client) *GetAlertTool { return &GetAlertTool{BaseTool: NewBaseTool(c)} }

func (t *GetAlertTool) Name() string        { return "get_alert" }
func (t *GetAlertTool) Description() string { return "Get an alert" }
func (t *GetAlertTool) Annotations() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{ReadOnlyHint: true}
}

func (t *GetAlertTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	_, err := os.ReadFile(t.Client.Dir + "/alert")
	return nil, err
}

type DeleteAlertTool struct{ *BaseTool }

func NewDeleteAlertTool(c *Client) *DeleteAlertTool {
	return &DeleteAlertTool{BaseTool: NewBaseTool(c)}
}

func (t *DeleteAlertTool) Name() string        { return "delete_alert" }
func (t *DeleteAlertTool) Description() string { return "Delete an alert" }
func (t *DeleteAlertTool) Annotations() *mcp.ToolAnnotations {
	return &mcp.ToolAnnotations{DestructiveHint: new(true)}
}

func (t *DeleteAlertTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, os.Remove(t.Client.Dir + "/alert")
}

// NamedTool's name is not one constant: a registration of it has no name
// annovet can tell.
type NamedTool struct {
	*BaseTool
	name string
}

func NewNamedTool(c *Client, name string) *NamedTool {
	return &NamedTool{BaseTool: NewBaseTool(c), name: name}
}

func (t *NamedTool) Name() string                      { return t.name }
func (t *NamedTool) Description() string               { return "" }
func (t *NamedTool) Annotations() *mcp.ToolAnnotations { return nil }
func (t *NamedTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	return nil, nil
}

// Lookup returns a tool as the interface: which one is not known where it
// is registered.
func Lookup(c *Client, name string) Tool {
	if name == "get_alert" {
		return NewGetAlertTool(c)
	}
	return NewDeleteAlertTool(c)
}

// Package embedded builds its tools at run time from a JSON file embedded
// with //go:embed and decoded into the project's own structs: annovet reads
// the file as the decoder would, so each entry is a tool with its name and
// hints (positioned in the file), and a switch on the name picks each
// tool's handler.
package embedded

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

//go:embed tools.json
var toolsJSON string

type annotations struct {
	ReadOnlyHint    *bool `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool `json:"destructiveHint,omitempty"`
}

// hinted is embedded: its fields decode as definition's own.
type hinted struct {
	Annotations annotations `json:"annotations"`
}

type definition struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	hinted
}

type catalog struct {
	Tools []definition `json:"tools"`
}

// load returns nil on the error path: no tool comes from there.
func load() (*catalog, error) {
	var c catalog
	if err := json.Unmarshal([]byte(toolsJSON), &c); err != nil {
		return nil, fmt.Errorf("tools.json: %w", err)
	}
	return &c, nil
}

func build(d *definition) mcp.Tool {
	return mcp.NewTool(d.Name,
		mcp.WithDescription(d.Description),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			ReadOnlyHint:    d.Annotations.ReadOnlyHint,
			DestructiveHint: d.Annotations.DestructiveHint,
		}))
}

func list(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("items"), nil
}

func remove(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("removed"), nil
}

func Register(s *server.MCPServer) error {
	c, err := load()
	if err != nil {
		return err
	}
	for _, d := range c.Tools {
		tool := build(&d) // want `mcp-go tool "list_items" title=- readOnly=true destructive=false idempotent=- openWorld=-` `mcp-go tool "delete_item" title=- readOnly=false destructive=true idempotent=- openWorld=-`
		switch d.Name {
		case "delete_item":
			s.AddTool(tool, remove) // want `bind "delete_item" -> remove \(AddTool\)`
		default:
			s.AddTool(tool, list) // want `bind "list_items" -> list \(AddTool\)`
		}
	}
	return nil
}

// RegisterFallthrough binds every entry to list: the delete case falls
// through to the default, so the switch narrows nothing.
func RegisterFallthrough(s *server.MCPServer) {
	c, _ := load()
	for _, d := range c.Tools {
		switch d.Name {
		case "delete_item":
			fallthrough
		default:
			s.AddTool(build(&d), list) // want `mcp-go tool "list_items"` `mcp-go tool "delete_item"` `bind "list_items" -> list` `bind "delete_item" -> list`
		}
	}
}

// Package embeddedfs builds tools at run time from JSON files embedded as a
// file system with //go:embed: annovet does not read them, so those tools'
// names and hints are unknown (no finding), and the command says they are
// not analyzed. The tool the source decides next to them is analyzed as
// usual.
package embeddedfs

import (
	"context"
	"embed"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

//go:embed tools/*.json
var toolFiles embed.FS

type definition struct {
	Name     string `json:"name"`
	ReadOnly bool   `json:"readOnly"`
}

func handle(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) error {
	data, err := toolFiles.ReadFile("tools/items.json")
	if err != nil {
		return err
	}
	var defs []definition
	if err := json.Unmarshal(data, &defs); err != nil {
		return err
	}
	for _, d := range defs {
		s.AddTool(mcp.NewTool(d.Name, mcp.WithReadOnlyHintAnnotation(d.ReadOnly)), handle) // want `bind "<field Name>" -> handle \(AddTool\)` `mcp-go tool "<field Name>" title=- readOnly=\? destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)`
	}
	s.AddTool(mcp.NewTool("version", mcp.WithTitleAnnotation("Version"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `bind "version" -> handle \(AddTool\)` `mcp-go tool "version" title="Version" readOnly=true destructive=false idempotent=false\(default\) openWorld=false`
	return nil
}

// Package embedded builds tools at run time from a JSON file embedded with
// //go:embed: annovet cannot read it, so those tools' names and hints are
// unknown (no finding), and the command says they are not analyzed. The
// tool the source decides next to them is analyzed as usual.
package embedded

import (
	"context"
	_ "embed"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

//go:embed tools.json
var toolsJSON []byte

type definition struct {
	Name     string `json:"name"`
	ReadOnly bool   `json:"readOnly"`
}

func handle(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) error {
	var defs []definition
	if err := json.Unmarshal(toolsJSON, &defs); err != nil {
		return err
	}
	for _, d := range defs {
		s.AddTool(mcp.NewTool(d.Name, mcp.WithReadOnlyHintAnnotation(d.ReadOnly)), handle) // want `bind "<field Name>" -> handle \(AddTool\)` `mcp-go tool "<field Name>" title=- readOnly=\? destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\)`
	}
	s.AddTool(mcp.NewTool("version", mcp.WithTitleAnnotation("Version"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `bind "version" -> handle \(AddTool\)` `mcp-go tool "version" title="Version" readOnly=true destructive=false idempotent=false\(default\) openWorld=false`
	return nil
}

// Package facade: a read-only tool built with a project's own options
// whose handler writes; the fix edits the project's option in place.
package facade

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/annotations/facade/api"
)

type in struct {
	Path string `json:"path"`
}

func saveConfig(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, nil, os.WriteFile(a.Path, nil, 0o644)
}

func Register(s *mcp.Server) {
	save := api.NewTool("save_config",
		api.WithTitle("Save Config"),
		api.WithReadOnlyHint(true), // want `tool "save_config" is marked read-only, but its handler writes: facade.saveConfig -> os.WriteFile`
		api.WithOpenWorldHint(false),
	)
	mcp.AddTool(s, &save, saveConfig)
}

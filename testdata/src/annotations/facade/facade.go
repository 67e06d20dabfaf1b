// Package facade builds its tools with a project's own constructor and
// options (package api): the fixes call the project's options.
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

func readConfig(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(a.Path)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, err
}

func saveConfig(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, nil, os.WriteFile(a.Path, nil, 0o644)
}

func Register(s *mcp.Server, shared []api.ToolOption) {
	read := api.NewTool("read_config", // want `tool "read_config" has no annotations.*\(its handler changes nothing annovet can see\)` `tool "read_config" has no title`
		api.WithDescription("Reads the configuration file."),
	)
	mcp.AddTool(s, &read, readConfig)

	save := api.NewTool("save_config",
		api.WithDescription("Overwrites the configuration file."),
		api.WithTitle("Save Config"),
		api.WithReadOnlyHint(false), // want `tool "save_config" is not read-only but leaves destructiveHint to its default`
	)
	mcp.AddTool(s, &save, saveConfig)

	// Options spread from a slice: nothing can be appended, no fix.
	opts := []api.ToolOption{api.WithDescription("Reads the configuration file."), api.WithReadOnlyHint(true)}
	spread := api.NewTool("read_spread", opts...) // want `tool "read_spread" has no title`
	mcp.AddTool(s, &spread, readConfig)

	// Options annovet cannot see: their hints are unknown, nothing is reported.
	unseen := api.NewTool("read_unseen", shared...)
	mcp.AddTool(s, &unseen, readConfig)
}

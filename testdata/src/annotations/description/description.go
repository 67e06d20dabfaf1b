// Package description has destructive tools whose descriptions do or do not
// warn of it.
package description

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err
	}
	return nil, os.Remove(path)
}

func quiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer) {
	// Annotated destructive, description silent.
	s.AddTool(mcp.NewTool("archive_project", mcp.WithToolTitle("Archive Project"),
		mcp.WithDescription("Archives the project."), // want `tool "archive_project" is annotated destructive, but its description does not warn of it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), quiet)

	// Found destructive by its handler, no description at all.
	s.AddTool(mcp.NewTool("tidy", mcp.WithToolTitle("Tidy"), // want `tool "tidy" can delete or overwrite: description.remove -> os.Remove, but it has no description to warn of it`
		mcp.WithReadOnlyHintAnnotation(false), // want `tool "tidy" is not read-only but leaves destructiveHint`
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)

	// Warned: not reported.
	s.AddTool(mcp.NewTool("delete_file", mcp.WithToolTitle("Delete File"),
		mcp.WithDescription("Deletes the file permanently. Cannot be undone."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// An update warns of an overwrite: not reported...
	s.AddTool(mcp.NewTool("update_setting", mcp.WithToolTitle("Update Setting"),
		mcp.WithDescription("Updates the setting's value."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), quiet)
	// ...but not of a deletion the handler certainly makes.
	s.AddTool(mcp.NewTool("update_note", mcp.WithToolTitle("Update Note"),
		mcp.WithDescription("Updates the note."), // want `tool "update_note" is annotated destructive, but its description does not warn of it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	s.AddTool(mcp.NewTool("respell", mcp.WithToolTitle("Respell"),
		mcp.WithDescription("Converts the spelling of a file. Updates the file in place."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
}

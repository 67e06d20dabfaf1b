// Package defs builds tools that another package binds to their handlers,
// as servers that keep one file of tool definitions do.
package defs

import "github.com/mark3labs/mcp-go/mcp"

// Probe is marked destructive by its author, who wants clients to ask, and
// says it changes nothing: its handler, bound elsewhere, changes nothing,
// so the description is true and there is nothing to warn of.
func Probe() mcp.Tool {
	return mcp.NewTool("probe", mcp.WithToolTitle("Probe"),
		mcp.WithDescription("A test tool for confirmation prompts. It is safe to use and does not modify anything."),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	)
}

// Clean is marked destructive and presented as a read; its handler,
// bound elsewhere, deletes.
func Clean() mcp.Tool {
	return mcp.NewTool("clean", mcp.WithToolTitle("Clean"),
		mcp.WithDescription("Shows the workspace."),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	)
}

// Tidy says nothing of a deletion its handler, bound elsewhere, makes.
func Tidy() mcp.Tool {
	return mcp.NewTool("tidy_up", mcp.WithToolTitle("Tidy Up"),
		mcp.WithDescription("Tidies the workspace."),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	)
}

//go:build linux

// Package tags has files behind build tags.
package tags

import "github.com/mark3labs/mcp-go/mcp"

var Linux = mcp.NewTool("linux_only", mcp.WithToolTitle("Linux Only"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false))

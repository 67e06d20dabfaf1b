//go:build !linux

package tags

import "github.com/mark3labs/mcp-go/mcp"

var Other = mcp.NewTool("other_os")

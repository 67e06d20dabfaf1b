//go:build ignore

package tags

import "github.com/mark3labs/mcp-go/mcp"

var Ignored = mcp.NewTool("ignored", this does not even parse

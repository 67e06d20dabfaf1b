// Package optutil concatenates option lists, as mcp-gitee's
// utils.CombineOptions does for every tool of that server.
package optutil

import "github.com/mark3labs/mcp-go/mcp"

// Combine returns the options of every list, one list after another.
func Combine(lists ...[]mcp.ToolOption) []mcp.ToolOption {
	var out []mcp.ToolOption
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// Each returns the options of a list, copied one by one.
func Each(opts []mcp.ToolOption) []mcp.ToolOption {
	var out []mcp.ToolOption
	for _, o := range opts {
		out = append(out, o)
	}
	return out
}

// Last returns the options of the last list only: each iteration starts
// again, so it is not a concatenation.
func Last(lists ...[]mcp.ToolOption) []mcp.ToolOption {
	var out []mcp.ToolOption
	for _, l := range lists {
		cur := []mcp.ToolOption{}
		cur = append(cur, l...)
		out = cur
	}
	return out
}

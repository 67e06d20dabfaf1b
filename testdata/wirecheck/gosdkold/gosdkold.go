// Package gosdkold is a server on go-sdk v1.6.1, whose ReadOnlyHint and
// IdempotentHint are plain bools tagged omitempty: false is never sent. Its
// test selects the strict profile, which wants readOnlyHint on every tool
// and idempotentHint on every tool that is not read-only.
package gosdkold

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ptr(b bool) *bool { return &b }

func handle(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name:  "reset_cache",
		Title: "Reset Cache",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:    false, // want `tool "reset_cache" sets readOnlyHint=false, but go-sdk v1.6.1 leaves a false readOnlyHint out of tools/list, so annovet's strict profile, which asks for readOnlyHint explicitly on every tool \(profile strict\), sees none; upgrade github.com/modelcontextprotocol/go-sdk to v1.7.0 or later`
			DestructiveHint: ptr(false),
			IdempotentHint:  false, // want `tool "reset_cache" sets idempotentHint=false, but go-sdk v1.6.1 leaves a false idempotentHint out of tools/list, so annovet's strict profile, which asks for idempotentHint explicitly .*`
			OpenWorldHint:   ptr(false),
		},
	}, handle)

	// Not reported: a read-only tool need not send idempotentHint, and
	// readOnlyHint=true is sent.
	s.AddTool(&mcp.Tool{
		Name:  "get_status",
		Title: "Get Status",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:    true,
			DestructiveHint: ptr(false),
			IdempotentHint:  false,
			OpenWorldHint:   ptr(false),
		},
	}, handle)
}

// RegisterUndecided leaves idempotentHint to the SDK: the profile check asks
// for it, and says that this release cannot send false.
func RegisterUndecided(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name:  "append_entry",
		Title: "Append Entry",
		Annotations: &mcp.ToolAnnotations{ // want `tool "append_entry" does not send idempotentHint, .*; set it; go-sdk v1.6.1 does not send idempotentHint=false, so upgrade github.com/modelcontextprotocol/go-sdk to v1.7.0 or later`
			ReadOnlyHint:    false, // want `tool "append_entry" sets readOnlyHint=false, but go-sdk v1.6.1 leaves a false readOnlyHint out of tools/list, .*`
			DestructiveHint: ptr(false),
			OpenWorldHint:   ptr(false),
		},
	}, appendEntry)
}

var entries []string

func appendEntry(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries = append(entries, "entry")
	return &mcp.CallToolResult{}, nil
}

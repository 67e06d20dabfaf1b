// Package tierhints builds its tools through a wrapper that adds hints by
// looking the tool's name up in the server's own tables
// (google-workspace-mcp-go's newMCPTool over readOnlyTools and
// destructiveTools): which hint a tool gets is decided by its name.
package tierhints

import (
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var readOnlyTools = map[string]bool{
	"mail_search": true,
}

var destructiveTools = map[string]bool{
	"drive_transfer": true,
}

func isDestructiveName(name string) bool {
	return strings.Contains(name, "_delete")
}

func newTool(name string, opts ...mcp.ToolOption) mcp.Tool {
	if readOnlyTools[name] {
		opts = append(opts, mcp.WithReadOnlyHintAnnotation(true))
	} else if destructiveTools[name] || isDestructiveName(name) {
		opts = append(opts, mcp.WithDestructiveHintAnnotation(true))
	}
	return mcp.NewTool(name, opts...)
}

// Which branch a name takes is not followed: each hint a branch sets is
// unknown, never unset, so no tool reads as unannotated.
func Register(s *server.MCPServer) {
	s.AddTool(newTool("mail_search", mcp.WithDescription("Search mail.")), nil) // want `mcp-go tool "mail_search" title=- readOnly=\? destructive=\? idempotent=false\(default\) openWorld=true\(default\)$` `bind "mail_search"`
	s.AddTool(newTool("mail_delete", mcp.WithDescription("Delete mail.")), nil) // want `mcp-go tool "mail_delete" title=- readOnly=\? destructive=\? idempotent=false\(default\) openWorld=true\(default\)$` `bind "mail_delete"`
	s.AddTool(newTool("mail_send", mcp.WithDescription("Send mail.")), nil)     // want `mcp-go tool "mail_send" title=- readOnly=\? destructive=\? idempotent=false\(default\) openWorld=true\(default\)$` `bind "mail_send"`
}

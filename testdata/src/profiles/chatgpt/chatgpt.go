// Package chatgpt has tools checked under the chatgpt-apps profile: every
// tool must send readOnlyHint, destructiveHint and openWorldHint.
package chatgpt

import (
	"context"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type in struct {
	Path string `json:"path"`
}

func read(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	_, err := os.ReadFile(a.Path)
	return nil, nil, err
}

func write(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
	return nil, nil, os.WriteFile(a.Path, nil, 0o644)
}

// Store is a project's client: what it does is out of sight.
type Store interface {
	Sync(ctx context.Context) error
}

func RegisterGoSDK(s *gomcp.Server, st Store) {
	// go-sdk drops a nil pointer: destructiveHint and openWorldHint are not
	// sent. The handler reads a file: both are decided.
	gomcp.AddTool(s, &gomcp.Tool{Name: "read", Title: "Read", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true}}, read) // want `tool "read" does not send destructiveHint and openWorldHint, which ChatGPT app review asks for explicitly on every tool \(profile chatgpt-apps\)`
	// Every hint sent: nothing to report.
	gomcp.AddTool(s, &gomcp.Tool{Name: "read_all", Title: "Read all", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: new(false), OpenWorldHint: new(false)}}, read)
	// A writer without openWorldHint: the handler writes a local file.
	gomcp.AddTool(s, &gomcp.Tool{Name: "write", Title: "Write", Description: "Overwrites the file.", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: new(true)}}, write) // want `tool "write" does not send openWorldHint, which ChatGPT app review asks for explicitly on every tool \(profile chatgpt-apps\), so the server can be rejected there even though the spec's default applies; set it$`
	// A handler annovet cannot see through: the finding, without values.
	gomcp.AddTool(s, &gomcp.Tool{Name: "sync", Title: "Sync", Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: new(false)}}, // want `tool "sync" does not send openWorldHint, .* set it \(annovet cannot decide what its handler does at`
		func(ctx context.Context, req *gomcp.CallToolRequest, a in) (*gomcp.CallToolResult, any, error) {
			return nil, nil, st.Sync(ctx)
		})
}

func RegisterMCPGo(s *server.MCPServer) {
	// mcp-go's NewTool sends every hint, pre-filled: nothing for the
	// profile (a pre-filled destructiveHint on a read-only tool is the
	// contradiction check's).
	s.AddTool(mcp.NewTool("list", mcp.WithTitleAnnotation("List"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { return nil, nil })
}

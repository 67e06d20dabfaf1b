// Package ignored shows //annovet:ignore directives.
package ignored

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer) {
	// Suppressed on the line above the construction, with a reason.
	//annovet:ignore missing,title internal debugging tool, never exposed to clients
	s.AddTool(mcp.NewTool("debug_dump"), handle)

	//annovet:ignore missing it is annotated // want `//annovet:ignore missing suppresses nothing here: remove it`
	s.AddTool(mcp.NewTool("ping", mcp.WithToolTitle("Ping"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle)

	//annovet:ignore title // want `//annovet:ignore needs a reason`
	s.AddTool(mcp.NewTool("echo", mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle) // want `tool "echo" has no title`

	//annovet:ignore titel a typo in the check name // want `//annovet:ignore names "titel", which is not an annovet check`
	s.AddTool(mcp.NewTool("noop", mcp.WithToolTitle("No-op"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), handle)
}

// spec is how the project describes a tool; adapt turns it into the SDK's.
// The tests build a tool through it: a fixture, even though the fields it
// leaves out are read here.
type spec struct {
	Name     string
	ReadOnly *bool
}

func adapt(s spec) mcp.Tool {
	return mcp.NewTool(s.Name, mcp.WithToolTitle("Adapted"), mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: s.ReadOnly, DestructiveHint: mcp.ToBoolPtr(false), OpenWorldHint: mcp.ToBoolPtr(false)}))
}

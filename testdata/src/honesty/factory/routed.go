package factory

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// routes is the server's route table: routed fills it once per tool, when
// the tool is registered, and each call reads its own route back.
var routes = map[string]string{}

// routed is a handler factory: its body before the return runs once, at
// registration; the closure it returns runs per call.
func routed(name string, fn func(context.Context, pathArgs) (string, error)) server.ToolHandlerFunc {
	routes[name] = "/tools/" + name
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		s, err := fn(ctx, pathArgs{Path: req.GetString("path", "")})
		return mcp.NewToolResultText(routes[name] + ": " + s), err
	}
}

func readOnly(title string) []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithToolTitle(title), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)}
}

func RegisterRouted(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("peek_routed", readOnly("Peek Routed")...), routed("peek_routed", peek))
	s.AddTool(mcp.NewTool("wipe_routed", readOnly("Wipe Routed")...), routed("wipe_routed", wipe)) // want `tool "wipe_routed" is marked read-only, but its handler deletes: factory.wipe -> os.RemoveAll`
}

// addRouted is a helper that registers the handler routed makes: the
// route is still recorded once, when the helper registers the tool.
func addRouted(s *server.MCPServer, name string, fn func(context.Context, pathArgs) (string, error)) {
	s.AddTool(mcp.NewTool(name, readOnly(name)...), routed(name, fn))
}

func RegisterHelpers(s *server.MCPServer) {
	addRouted(s, "peek_helper", peek)
	addRouted(s, "wipe_helper", wipe) // want `tool "wipe_helper" is marked read-only, but its handler deletes: factory.wipe -> os.RemoveAll`
}

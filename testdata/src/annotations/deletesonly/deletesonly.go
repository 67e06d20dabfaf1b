// Package deletesonly has an unannotated tool whose handler only deletes: a
// repeated call has no further effect, so the fix says idempotent.
package deletesonly

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func clearCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.RemoveAll("cache")
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("clear_cache", mcp.WithDescription("Delete the cache."), mcp.WithToolTitle("Clear Cache")), clearCache) // want `tool "clear_cache" has no annotations.*\(its handler deletes: deletesonly.clearCache -> os.RemoveAll\)`
}

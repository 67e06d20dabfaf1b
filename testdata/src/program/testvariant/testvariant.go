// Package testvariant is a server whose handler names what it creates
// through a hook of its options that only its tests set (mcp-gdocs'
// NewObjectID): analyzed with its tests (as go vet does), the package's
// test variant sees the tests' hook, the program does not. A finding
// about the program's tool is the program's, once.
package testvariant

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Options configure the server; NewID is settable for tests.
type Options struct {
	NewID func(prefix string) string
}

type registry struct{ opts Options }

func (r *registry) id(prefix string) string {
	if r.opts.NewID != nil {
		return r.opts.NewID(prefix)
	}
	return prefix + "_1"
}

// Register registers page with no annotations.
func Register(s *server.MCPServer, opts Options) {
	r := &registry{opts: opts}
	s.AddTool(mcp.NewTool("page", mcp.WithDescription("Name a page.")), r.page)
}

func (r *registry) page(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(r.id(req.GetString("name", ""))), nil
}

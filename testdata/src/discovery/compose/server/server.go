// Package server registers the inventory.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/inventory"
	"example.com/t/discovery/compose/tools"
)

// Run registers the tools the builder keeps.
func Run(ctx context.Context, s *mcp.Server, readOnly bool) {
	inv := inventory.NewBuilder().SetTools(tools.All()).WithReadOnly(readOnly).Build()
	inv.RegisterAll(ctx, s, tools.Deps{Dir: "."})
}

// Package use calls another package's registering helper: the tool the
// call names is registered here.
package use

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/registrar"
)

func Register(s *mcp.Server) {
	registrar.AddCounted(s, "count_items", registrar.List) // want `^go-sdk tool "count_items" title=- readOnly=true destructive=- idempotent=- openWorld=-$` `bind "count_items" -> List \(AddTool\)`
}

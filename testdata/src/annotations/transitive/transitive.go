// Package transitive registers a tool whose handler a factory of a package
// it does not import makes (notes, through service). The analysis hands a
// package the object facts of its direct imports only; the factory's
// summary reaches here in its package's fact, so the tool's handler is
// seen to delete, never taken for one that changes nothing.
package transitive

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/annotations/transitive/service"
)

func Register(s *server.MCPServer) {
	handlers := service.Handlers()
	s.AddTool(mcp.NewTool("delete_note", mcp.WithDescription("Deletes a note."), mcp.WithTitleAnnotation("Delete Note")), handlers["delete_note"]) // want `tool "delete_note" sets annotations that decide none of its hints.*\(its handler deletes: notes.HandleDelete -> os.Remove\)`
}

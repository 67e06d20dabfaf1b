// Package implserver registers the implementations, each through the
// generic helper.
package implserver

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/discovery/compose/implreg"
	"example.com/t/discovery/compose/impltools"
)

func Register(s *mcp.Server, cl *impltools.Client) {
	implreg.Register(s, &impltools.ListImpl{Client: cl})   // want `bind "list_labels" -> func literal at impltools.go:27 \(AddTool\)`
	implreg.Register(s, &impltools.RemoveImpl{Client: cl}) // want `bind "remove_label" -> \(\*RemoveImpl\).remove \(AddTool\)`
}

// Package nested registers tools from a table of resources, each holding
// its own list of tool registrations, in two nested loops (nutanix's
// resourceRegistrations): each tool is bound to the handler of its own
// element.
package nested

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/compose/nested/tools"
)

type ToolRegistration struct {
	Func    func() mcp.Tool
	Handler server.ToolHandlerFunc
}

type ResourceRegistration struct {
	Tools []ToolRegistration
}

func Register(s *server.MCPServer) {
	regs := map[string]ResourceRegistration{
		"vm":   {Tools: []ToolRegistration{{Func: tools.VMList, Handler: tools.VMListHandler()}}},
		"host": {Tools: []ToolRegistration{{Func: tools.HostCount, Handler: tools.HostCountHandler()}}},
	}
	for _, reg := range regs {
		for _, tool := range reg.Tools {
			s.AddTool(tool.Func(), tool.Handler) // want `bind "vm_list" -> func literal at tools.go:15 \(AddTool\)` `bind "host_count" -> func literal at tools.go:23 \(AddTool\)`
		}
	}
}

// RegisterFlat registers one element of a table of the same type: its own
// tool only, not every function the field holds in the package.
func RegisterFlat(s *server.MCPServer) {
	regs := []ToolRegistration{{Func: tools.VMList, Handler: tools.VMListHandler()}}
	for _, tool := range regs {
		s.AddTool(tool.Func(), tool.Handler) // want `bind "vm_list" -> func literal at tools.go:15 \(AddTool\)`
	}
}

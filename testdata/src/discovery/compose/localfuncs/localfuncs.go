// Package localfuncs builds its tools through function literals it keeps
// in local variables and only calls (the shape of
// surrealwolf/proxmox-ve-mcp's registerTools): one appends a definition
// for each call, reached through an alias; another turns each definition,
// ranged over, into a tool and its handler; a third registers what its
// call names. Each literal runs at its calls, with its parameters bound
// to their arguments. A literal handed on as a value is no such function:
// its calls are not all in sight.
package localfuncs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type def struct {
	Name     string
	Desc     string
	Handler  server.ToolHandlerFunc
	Advanced bool
}

func getNodes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func startVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func stopVM(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

func Register(s *server.MCPServer, advanced bool) {
	var defs []def
	addDefault := func(name, desc string, h server.ToolHandlerFunc) {
		defs = append(defs, def{Name: name, Desc: desc, Handler: h})
	}
	addAdvanced := func(name, desc string, h server.ToolHandlerFunc) {
		defs = append(defs, def{Name: name, Desc: desc, Handler: h, Advanced: true})
	}
	add := addDefault

	var tools []server.ServerTool
	register := func(d def) {
		if !d.Advanced || advanced {
			tools = append(tools, server.ServerTool{ // want `^bind "get_nodes" -> getNodes \(ServerTool\) unregistered$` `^bind "start_vm" -> startVM \(ServerTool\) unregistered$` `^bind "stop_vm" -> stopVM \(ServerTool\) unregistered$`
				Tool:    mcp.Tool{Name: d.Name, Description: d.Desc}, // want `^mcp-go tool "get_nodes" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `^mcp-go tool "start_vm" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$` `^mcp-go tool "stop_vm" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$`
				Handler: d.Handler,
			})
		}
	}

	add("get_nodes", "Get all nodes", getNodes)
	add("start_vm", "Start a VM", startVM)
	addAdvanced("stop_vm", "Stop a VM", stopVM)

	for _, d := range defs {
		register(d)
	}
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler) // want `^bind "get_nodes" -> getNodes \(AddTool\)$` `^bind "start_vm" -> startVM \(AddTool\)$` `^bind "stop_vm" -> stopVM \(AddTool\)$`
	}

	direct := func(name string) {
		s.AddTool(mcp.NewTool(name, mcp.WithDescription("status")), status) // want `^mcp-go tool "status" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)$` `^bind "status" -> status \(AddTool\)$`
	}
	direct("status")
}

// Handed is a literal passed on as a value: where it runs is not in
// sight, so what it builds is built where it is written, from what annovet
// cannot tell.
func Handed(s *server.MCPServer, each func(func(string))) {
	reg := func(name string) {
		s.AddTool(mcp.NewTool(name), status) // want `^mcp-go tool "<name>" title=- readOnly=false\(default\) destructive=true\(default\) idempotent=false\(default\) openWorld=true\(default\) \(no annotations\)$` `^bind "<name>" -> status \(AddTool\)$`
	}
	each(reg)
}

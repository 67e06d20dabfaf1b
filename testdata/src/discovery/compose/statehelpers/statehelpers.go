// Package statehelpers registers two of its tools through a helper that
// builds the project's registration from its parameters and hands it to
// the project's registry (the shape of refractionPOINT/lc-mcp-server's
// registerDRStateTool): the helper returns nothing and is only called, so
// what it builds is built at each call, under the name that call passes.
// A helper handed on as a value is not followed so: its calls are not all
// in sight.
package statehelpers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Handler func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error)

// Registration is the project's record of a tool.
type Registration struct {
	Name    string
	Schema  mcp.Tool
	Handler Handler
}

var registry = map[string]*Registration{}

// RegisterTool records a tool for AddAll.
func RegisterTool(r *Registration) { registry[r.Name] = r }

// AddAll registers every recorded tool.
func AddAll(s *server.MCPServer) {
	for _, r := range registry {
		h := r.Handler
		s.AddTool(r.Schema, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `^unfollowed a example.com/t/discovery/compose/statehelpers.Registration value by type through AddTool$`
			return h(ctx, req.GetArguments())
		})
	}
}

func setEnabled(ctx context.Context, name string, enabled bool) error { return nil }

func registerState(name, summary string, enabled bool) {
	RegisterTool(&Registration{ // want `^bind "enable_rule" -> func literal at statehelpers.go:50 \(AddTool\) unregistered by type through AddTool$` `^bind "disable_rule" -> func literal at statehelpers.go:50 \(AddTool\) unregistered by type through AddTool$`
		Name: name,
		Schema: mcp.NewTool(name, // want `^mcp-go tool "enable_rule" title=- readOnly=false\(default\) destructive=false idempotent=false\(default\) openWorld=true\(default\)$` `^mcp-go tool "disable_rule" title=- readOnly=false\(default\) destructive=false idempotent=false\(default\) openWorld=true\(default\)$`
			mcp.WithDescription(summary),
			mcp.WithDestructiveHintAnnotation(false),
		),
		Handler: func(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
			return nil, setEnabled(ctx, args["rule"].(string), enabled)
		},
	})
}

// RegisterEnable registers enable_rule.
func RegisterEnable() { registerState("enable_rule", "Enable a rule", true) }

// RegisterDisable registers disable_rule.
func RegisterDisable() { registerState("disable_rule", "Disable a rule", false) }

func registerNamed(name string) {
	RegisterTool(&Registration{Name: name, Schema: mcp.NewTool(name)})
}

// Each hands registerNamed on as a value.
func Each(f func(func(string))) { f(registerNamed) }

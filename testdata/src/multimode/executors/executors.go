// Package executors registers command-line tools through one handler
// factory given an executor, the shape of mcp-kubernetes: the executor the
// registration passes decides whether the caller's command line runs.
package executors

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/multimode/executors/adapter"
	"example.com/t/multimode/executors/hubble"
	"example.com/t/multimode/executors/tools"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("call_hubble",
		mcp.WithDescription("Run a hubble command."),
		mcp.WithString("command", mcp.Required()),
		mcp.WithTitleAnnotation("Call Hubble"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "call_hubble" passes the tool's arguments to tools.CreateToolHandler -> \(tools.CommandExecutor\).Execute = \(\*hubble.Executor\).Execute -> \(\*shell.Process\).Run -> exec.CommandContext as a program, so what a call does depends on its arguments, and its name says it executes, yet it is marked read-only`
	), tools.CreateToolHandler(&hubble.Executor{}))
	// A fixed command: one mode.
	s.AddTool(mcp.NewTool("hubble_status",
		mcp.WithDescription("Show hubble's status."),
		mcp.WithTitleAnnotation("Hubble status"),
		mcp.WithReadOnlyHintAnnotation(true),
	), tools.CreateToolHandler(hubble.Status{}))
	// The executor through a wrapper that hands the call on to it.
	wrapped := adapter.Wrap(&hubble.Executor{})
	s.AddTool(mcp.NewTool("call_hubble_checked",
		mcp.WithDescription("Run a hubble command after checking it."),
		mcp.WithString("command", mcp.Required()),
		mcp.WithTitleAnnotation("Call Hubble (checked)"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "call_hubble_checked" passes the tool's arguments to tools.CreateToolHandler -> adapter.Wrap -> \(tools.CommandExecutor\).Execute = \(\*hubble.Executor\).Execute -> \(\*shell.Process\).Run -> exec.CommandContext as a program`
	), tools.CreateToolHandler(wrapped))
	// A wrapped fixed command: one mode.
	s.AddTool(mcp.NewTool("hubble_status_checked",
		mcp.WithDescription("Show hubble's status after checking the call."),
		mcp.WithTitleAnnotation("Hubble status (checked)"),
		mcp.WithReadOnlyHintAnnotation(true),
	), tools.CreateToolHandler(adapter.Wrap(hubble.Status{})))
	// Through a helper that hands the executor on to the factory.
	s.AddTool(mcp.NewTool("call_hubble_via",
		mcp.WithDescription("Run a hubble command."),
		mcp.WithString("command", mcp.Required()),
		mcp.WithTitleAnnotation("Call Hubble (via)"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "call_hubble_via" passes the tool's arguments to tools.HandlerFor -> tools.CreateToolHandler -> \(tools.CommandExecutor\).Execute = \(\*hubble.Executor\).Execute -> \(\*shell.Process\).Run -> exec.CommandContext as a program`
	), tools.HandlerFor(&hubble.Executor{}))
	// The same helper given a fixed command: one mode.
	s.AddTool(mcp.NewTool("hubble_status_via",
		mcp.WithDescription("Show hubble's status."),
		mcp.WithTitleAnnotation("Hubble status (via)"),
		mcp.WithReadOnlyHintAnnotation(true),
	), tools.HandlerFor(hubble.Status{}))
	// The argument fills a parameter of a fixed command: one mode.
	s.AddTool(mcp.NewTool("hubble_observe",
		mcp.WithDescription("Observe the flows of one node."),
		mcp.WithString("node", mcp.Required()),
		mcp.WithTitleAnnotation("Observe node"),
		mcp.WithReadOnlyHintAnnotation(true),
	), tools.CreateToolHandler(hubble.Observe{}))
}

// Package discover defines an Analyzer that finds every MCP tool a package
// constructs and every place a tool is bound to its handler, for both
// github.com/modelcontextprotocol/go-sdk and github.com/mark3labs/mcp-go.
//
// # Analyzer discover
//
// discover: find MCP tools, their annotations and their handlers
//
// Discovery is type-aware: it follows tools and their parts through
// variables, package-level presets, option slices grown with append and
// spread with opts..., pointer helpers (ptr(true), jsonschema.Ptr,
// mcp.ToBoolPtr, &v, new(true)), constant names, constructor functions that
// return tools, pairs or handlers (also in other packages, through facts),
// slices of tools registered in a loop, a project's own wrappers around
// AddTool, and AddTool-like methods of interfaces.
//
// A tool built by a function that takes its name or options as parameters is
// constructed at each call site; every other tool is constructed once, where
// its literal or constructor call is. What annovet cannot resolve is recorded
// on the tool (Tool.Unknown); it never guesses a value.
//
// The result, *Result, lists the package's tools and bindings. discover
// reports no diagnostics of its own.
package discover

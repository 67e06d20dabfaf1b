// Package creators builds its tools from a table of constructor function
// values kept in an interface field, told apart by a type switch, in the
// shape of Azure/mcp-kubernetes's pkg/kubectl registry (used by aks-mcp).
package creators

import "github.com/mark3labs/mcp-go/mcp"

type creator func(readOnly bool) mcp.Tool

type simpleCreator func() mcp.Tool

type registration struct {
	create   any // a creator or a simpleCreator
	minLevel int
}

func resourcesTool(readOnly bool) mcp.Tool {
	if readOnly {
		return mcp.NewTool("kube_resources", mcp.WithTitleAnnotation("Resources"), mcp.WithReadOnlyHintAnnotation(true)) // want `mcp-go tool "kube_resources" title="Resources" readOnly=true destructive=true\(default\)`
	}
	return mcp.NewTool("kube_resources", mcp.WithTitleAnnotation("Resources"), mcp.WithDestructiveHintAnnotation(true)) // want `mcp-go tool "kube_resources" title="Resources" readOnly=false\(default\) destructive=true`
}

func clusterTool() mcp.Tool {
	return mcp.NewTool("kube_cluster", mcp.WithTitleAnnotation("Cluster"), mcp.WithReadOnlyHintAnnotation(true)) // want `mcp-go tool "kube_cluster" title="Cluster" readOnly=true`
}

func diagnosticsTool() mcp.Tool {
	return mcp.NewTool("kube_diagnostics", mcp.WithTitleAnnotation("Diagnostics"), mcp.WithReadOnlyHintAnnotation(true)) // want `mcp-go tool "kube_diagnostics" title="Diagnostics" readOnly=true`
}

// Tools returns the tools the level allows.
func Tools(level int) []mcp.Tool {
	table := []registration{
		{create: creator(resourcesTool), minLevel: 1},
		{create: simpleCreator(clusterTool), minLevel: 1},
		{create: simpleCreator(diagnosticsTool), minLevel: 2},
	}
	var out []mcp.Tool
	for _, r := range table {
		if r.minLevel <= level {
			out = append(out, build(r, level))
		}
	}
	return out
}

func build(r registration, level int) mcp.Tool {
	switch c := r.create.(type) {
	case creator:
		return c(level == 1)
	case simpleCreator:
		return c()
	default:
		panic("unknown creator")
	}
}

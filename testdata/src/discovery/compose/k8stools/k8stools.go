// Package k8stools declares tables of the project's tools in unexported
// functions, concatenated by a toolset that registers itself in init.
package k8stools

import (
	"context"
	"os"
	"slices"

	"example.com/t/discovery/compose/api"
)

func listPods(ctx context.Context, args map[string]any) (string, error) {
	_, err := os.ReadDir("/pods")
	return "", err
}

func deletePod(ctx context.Context, args map[string]any) (string, error) {
	return "", os.Remove("/pods/" + args["name"].(string))
}

func initPods() []api.ServerTool {
	return []api.ServerTool{
		{Tool: api.Tool{Name: "pods_list", Annotations: api.ToolAnnotations{Title: "Pods: List", ReadOnlyHint: api.To(true)}}, Handler: listPods},
		{Tool: api.Tool{Name: "pods_delete", Annotations: api.ToolAnnotations{Title: "Pods: Delete", DestructiveHint: api.To(true)}}, Handler: deletePod},
	}
}

// PrefixOverride is a name a build may set; empty, it is not taken.
func PrefixOverride() string { return "" }

// Prefix names the toolset's tools.
func Prefix() string {
	if o := PrefixOverride(); o != "" {
		return o
	}
	return "core"
}

func initEvents() []api.ServerTool {
	return []api.ServerTool{
		{Tool: api.Tool{Name: Prefix() + "_events_list", Annotations: api.ToolAnnotations{Title: "Events: List", ReadOnlyHint: api.To(true)}}, Handler: listPods},
	}
}

// Toolset is the core toolset.
type Toolset struct{}

// GetTools returns the core tools.
func (Toolset) GetTools() []api.ServerTool { return slices.Concat(initPods(), initEvents()) }

func init() { api.Register(Toolset{}) }

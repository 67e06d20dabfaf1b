// Package metatables registers meta-tools through the layer of
// honesty/metaroutes/toolutil, another package: the handler factory that
// dispatches on the action is known from its fact, and each registration
// passes the table whose entries are the tool's modes.
package metatables

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/t/honesty/metaroutes/toolutil"
)

type in struct {
	Path string `json:"path"`
}

func list(ctx context.Context, c *toolutil.Client, i in) ([]string, error) {
	entries, err := os.ReadDir(i.Path)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names, err
}

func purge(ctx context.Context, c *toolutil.Client, i in) (string, error) {
	return "purged", os.RemoveAll(i.Path)
}

// addTool hands the table on to toolutil's registration helper.
func addTool(s *mcp.Server, name string, routes toolutil.ActionMap, ann *mcp.ToolAnnotations) {
	toolutil.AddMetaTool(s, name, "Manage "+name+".", routes, ann)
}

func Register(s *mcp.Server, c *toolutil.Client) {
	addTool(s, "dirs", toolutil.ActionMap{
		"list":  toolutil.RouteAction(c, list),
		"purge": toolutil.DestructiveAction(c, purge),
	}, &mcp.ToolAnnotations{Title: "Dirs", ReadOnlyHint: true}) // want `tool "dirs" switches on argument "action" into modes that read \(list\) and delete \(purge\), yet it is marked read-only`
	addTool(s, "listing", toolutil.ActionMap{
		"list": toolutil.RouteAction(c, list),
	}, &mcp.ToolAnnotations{Title: "Listing", ReadOnlyHint: true})
}

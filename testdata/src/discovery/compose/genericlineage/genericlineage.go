// Package genericlineage builds one tool of the generic model in a package
// of its own, as each of chip's tool packages does: NewTool returns a
// *generickit.Tool[Input, Output] whose only SDK value is the annotations
// struct, deep inside the result.
package genericlineage

import (
	"context"
	"net/http"

	"example.com/t/discovery/compose/generickit"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Input struct {
	EntityID string `json:"entityId"`
}

type Output struct {
	Relations []string `json:"relations"`
}

func NewTool(c *http.Client) *generickit.Tool[Input, Output] {
	return &generickit.Tool[Input, Output]{
		Name:        "get_lineage",
		Title:       "Get Lineage",
		Description: "Lists the downstream consumers of an entity.",
		Handler:     handler(c),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: generickit.Ptr(false), IdempotentHint: true, OpenWorldHint: generickit.Ptr(false)},
	}
}

func handler(c *http.Client) generickit.HandlerFunc[Input, Output] {
	return func(ctx context.Context, in Input) (Output, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, "/rest/lineage/"+in.EntityID, nil)
		if err != nil {
			return Output{}, err
		}
		resp, err := c.Do(req)
		if err != nil {
			return Output{}, err
		}
		return Output{}, resp.Body.Close()
	}
}

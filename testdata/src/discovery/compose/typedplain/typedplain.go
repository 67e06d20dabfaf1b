// Package typedplain holds tool types that leave the SDK to the server
// (openshift-cluster-health-mcp's internal/tools): each names itself with
// a constant, and the package imports no SDK.
package typedplain

import (
	"context"
	"os"
)

type ListPodsTool struct{ dir string }

func NewListPodsTool(dir string) *ListPodsTool { return &ListPodsTool{dir: dir} }

func (t *ListPodsTool) Name() string        { return "list-pods" }
func (t *ListPodsTool) Description() string { return "List the pods." }

func (t *ListPodsTool) Execute(ctx context.Context, args map[string]any) (any, error) {
	return os.ReadDir(t.dir)
}

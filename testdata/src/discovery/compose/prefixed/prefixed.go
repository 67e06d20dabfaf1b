// Package prefixed names its tools through a prefix only an importer's
// option sets, in the shape of txn2/mcp-s3: the tools carry the names the
// project wrote.
package prefixed

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Toolkit registers the tools.
type Toolkit struct{ toolPrefix string }

// Option configures a Toolkit.
type Option func(*Toolkit)

// WithToolPrefix prefixes every tool name.
func WithToolPrefix(prefix string) Option { return func(t *Toolkit) { t.toolPrefix = prefix } }

// New makes a Toolkit.
func New(opts ...Option) *Toolkit {
	t := &Toolkit{}
	for _, o := range opts {
		o(t)
	}
	return t
}

func (t *Toolkit) toolName(name string) string {
	if t.toolPrefix != "" {
		return t.toolPrefix + name
	}
	return name
}

type getArgs struct {
	Key string `json:"key"`
}

// Register registers the tool.
func (t *Toolkit) Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: t.toolName("s3_get_object")}, // want `go-sdk tool "s3_get_object"` `bind "s3_get_object"`
		func(ctx context.Context, _ *mcp.CallToolRequest, in getArgs) (*mcp.CallToolResult, any, error) {
			return nil, nil, nil
		})
}

package ignored

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// Tools built in tests are fixtures: nothing here is reported.
func TestTool(t *testing.T) {
	_ = mcp.NewTool("fixture")
}

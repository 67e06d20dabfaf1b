package ignored

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tools built in tests are fixtures: nothing here is reported.
func TestTool(t *testing.T) {
	_ = mcp.NewTool("fixture")
	s := server.NewMCPServer("test", "1")
	s.AddTool(adapt(spec{Name: "fixture_spec"}), handle)
}

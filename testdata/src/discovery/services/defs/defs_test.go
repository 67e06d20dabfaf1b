package defs

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// A test stores its own tools in the manager: not the server's.
func TestRegister(t *testing.T) {
	tm := &ToolManager{}
	tm.tools = []mcp.Tool{{Name: "fake"}} // want `^mcp-go tool "fake" title=- readOnly=- destructive=- idempotent=- openWorld=- \(no annotations\)$`
	if len(tm.tools) != 1 {
		t.Fatal("no tools")
	}
}

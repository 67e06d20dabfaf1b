package testvariant

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

func TestRegister(t *testing.T) {
	Register(server.NewMCPServer("test", "1.0.0"), Options{NewID: func(prefix string) string { return prefix + "_test" }})
}

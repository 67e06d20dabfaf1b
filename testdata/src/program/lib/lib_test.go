package lib

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

// The go command builds a main package to run this test, which is no
// program of the library's.
func TestRegister(t *testing.T) {
	Register(server.NewMCPServer("test", "1.0.0"))
}

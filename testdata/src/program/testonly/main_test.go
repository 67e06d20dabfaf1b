package main

import (
	"testing"

	"github.com/mark3labs/mcp-go/server"
)

func TestExtra(t *testing.T) {
	s := server.NewMCPServer("test", "1.0.0")
	registerExtra(s)
}

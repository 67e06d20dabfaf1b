// Command status serves testhook's tool.
package main

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/program/testhook"
)

func main() {
	s := server.NewMCPServer("status", "1.0.0")
	testhook.Register(s)
	_ = server.ServeStdio(s)
}

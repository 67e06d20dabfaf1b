// Command wire is a server on mcp-go before annotations reached the wire.
// The wire oracle test (internal/inventory) builds it on each release whose
// testdata/wire/mcp-go-<release>/SERVER names it and compares what that
// release marshals with annovet's inventory.
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	bare    = mcp.NewTool("bare", mcp.WithDescription("Does nothing."))
	literal = mcp.Tool{Name: "literal"}
)

func handle(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func register(s *server.MCPServer) {
	s.AddTool(bare, handle)
	s.AddTool(literal, handle)
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "dump" {
		dump(bare, literal)
		return
	}
	register(server.NewMCPServer("wire", "v0"))
}

// dump prints each tool's name and annotations object as this release
// marshals them into tools/list.
func dump(tools ...mcp.Tool) {
	var out []map[string]json.RawMessage
	for _, t := range tools {
		b, err := json.Marshal(t)
		if err != nil {
			panic(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			panic(err)
		}
		out = append(out, map[string]json.RawMessage{"name": m["name"], "annotations": m["annotations"]})
	}
	json.NewEncoder(os.Stdout).Encode(out)
}

// Command wire is a server on mcp-go whose hints are plain bools
// (WithToolAnnotation only). The wire oracle test (internal/inventory) builds
// it on each release whose testdata/wire/mcp-go-<release>/SERVER names it and
// compares what that release marshals with annovet's inventory.
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	bare     = mcp.NewTool("bare")
	literal  = mcp.Tool{Name: "literal"}
	allTrue  = mcp.NewTool("all_true", mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "All true", ReadOnlyHint: true, DestructiveHint: true, IdempotentHint: true, OpenWorldHint: true}))
	allFalse = mcp.NewTool("all_false", mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: false, DestructiveHint: false, IdempotentHint: false, OpenWorldHint: false}))
	readOnly = mcp.NewTool("read_only", mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: true}))
)

func handle(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func register(s *server.MCPServer) {
	s.AddTool(bare, handle)
	s.AddTool(literal, handle)
	s.AddTool(allTrue, handle)
	s.AddTool(allFalse, handle)
	s.AddTool(readOnly, handle)
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "dump" {
		dump(bare, literal, allTrue, allFalse, readOnly)
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

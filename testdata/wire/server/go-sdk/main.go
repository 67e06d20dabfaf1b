// Command wire is a server on go-sdk whose tools cover the ways a hint can
// be written. The wire oracle test (internal/inventory) builds it on each
// release whose testdata/wire/go-sdk-<release>/SERVER names it and compares
// what that release marshals with annovet's inventory.
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func ptr(b bool) *bool { return &b }

var (
	noAnnotations = &mcp.Tool{Name: "no_annotations"}
	empty         = &mcp.Tool{Name: "empty", Annotations: &mcp.ToolAnnotations{}}
	allTrue       = &mcp.Tool{Name: "all_true", Annotations: &mcp.ToolAnnotations{Title: "All true", ReadOnlyHint: true, DestructiveHint: ptr(true), IdempotentHint: true, OpenWorldHint: ptr(true)}}
	allFalse      = &mcp.Tool{Name: "all_false", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: ptr(false), IdempotentHint: false, OpenWorldHint: ptr(false)}}
	readOnly      = &mcp.Tool{Name: "read_only", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}}
)

func handle(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{}, nil
}

func register(s *mcp.Server) {
	s.AddTool(noAnnotations, handle)
	s.AddTool(empty, handle)
	s.AddTool(allTrue, handle)
	s.AddTool(allFalse, handle)
	s.AddTool(readOnly, handle)
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "dump" {
		dump(noAnnotations, empty, allTrue, allFalse, readOnly)
		return
	}
	register(mcp.NewServer(&mcp.Implementation{Name: "wire", Version: "v0"}, nil))
}

// dump prints each tool's name and annotations object as this release
// marshals them into tools/list.
func dump(tools ...*mcp.Tool) {
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

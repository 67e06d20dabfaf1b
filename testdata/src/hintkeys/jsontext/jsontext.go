// Package jsontext loads tools from JSON text.
package jsontext

import (
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const toolsJSON = `[{"name": "search", "description": "Search the index.",
  "annotations": {"readOnlyHnt": true, "openWorldHint": false}}]` // want `tool "search": annotation key "readOnlyHnt"`


var escaped = "{\"name\": \"purge\", \"description\": \"Purge.\", \"annotations\": {\"destructive\": true}}" // want `tool "purge": annotation key "destructive" .* did you mean "destructiveHint"\?`

var stringly = `{"name": "x", "inputSchema": {}, "annotations": {"readOnlyHint": "yes"}}` // want `tool "x": annotation "readOnlyHint" has a string value, but it must be a boolean`

func Load() ([]mcp.Tool, error) {
	var tools []mcp.Tool
	err := json.Unmarshal([]byte(toolsJSON), &tools)
	return tools, err
}

// Not reported: JSON without annotations, and Kubernetes-style annotations
// that belong to no tool.
var noAnnotations = `{"name": "x", "description": "y"}`

var k8s = `{"metadata": {"name": "pod", "annotations": {"readOnly": "true"}}}`

// Package lookalike imports a project package named mcp that is not an SDK:
// no tool is found here.
package lookalike

import "example.com/t/discovery/reexport/lookalike/mcp"

var Catalogue = []mcp.Tool{mcp.NewTool("list_pets")}

var Option = mcp.WithReadOnlyHintAnnotation(true)

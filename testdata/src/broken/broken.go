// Package broken does not type-check: annovet reports the error for this
// package and still analyzes the others.
package broken

import "github.com/mark3labs/mcp-go/mcp"

var tool = mcp.NewTool("broken", mcp.WithReadOnlyHintAnnotation("yes"))

func f() int { return "not an int" }

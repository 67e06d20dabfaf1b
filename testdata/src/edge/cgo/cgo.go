// Package cgo uses cgo next to an MCP tool.
package cgo

/*
static int answer(void) { return 42; }
*/
import "C"

import "github.com/mark3labs/mcp-go/mcp"

func Answer() int { return int(C.answer()) }

var Tool = mcp.NewTool("cgo_answer", mcp.WithToolTitle("Answer"), mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false))

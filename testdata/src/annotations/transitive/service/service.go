// Package service keys by tool name the handlers package notes makes.
package service

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/annotations/transitive/notes"
)

func Handlers() map[string]server.ToolHandlerFunc {
	return map[string]server.ToolHandlerFunc{"delete_note": notes.HandleDelete()}
}

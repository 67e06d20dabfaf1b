// Package tools defines a tool through the project's face over go-sdk,
// without importing the SDK: the SDK release is still the one with
// annotations, and the missing finding does not say to upgrade it.
package tools

import "example.com/t/annotations/aliased/mcpapi"

func Lister() *mcpapi.Tool {
	return mcpapi.NewTool("list_things", "List the things") // want `tool "list_things" has no annotations, so clients treat it as destructive, non-idempotent and open-world and ask for confirmation before every call; add annotations that say what it does \(annovet cannot see its handler` `tool "list_things" has no title`
}

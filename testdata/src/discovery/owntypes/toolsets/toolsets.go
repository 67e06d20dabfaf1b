// Package toolsets declares tools in the project's own types.
package toolsets

import (
	"context"
	"os"

	"example.com/t/discovery/owntypes/own"
)

func listFiles(ctx context.Context, args map[string]any) (string, error) {
	entries, err := os.ReadDir(".")
	return string(rune(len(entries))), err
}

func removeFile(ctx context.Context, args map[string]any) (string, error) {
	return "", os.Remove(args["path"].(string))
}

// Tools is the table of the project's tools.
func Tools() []own.ServerTool {
	return []own.ServerTool{
		{
			Tool: own.Tool{
				Name:        "list_files",
				Description: "Lists the files.",
				Annotations: own.ToolAnnotations{Title: "List Files", ReadOnlyHint: own.To(true), OpenWorldHint: own.To(false)},
			},
			Handler: listFiles,
		},
		{
			Tool: own.Tool{
				Name:        "remove_file",
				Description: "Removes a file.",
				Annotations: own.ToolAnnotations{Title: "Remove File", DestructiveHint: own.To(true)},
			},
			Handler: removeFile,
		},
	}
}

// want package:"analyzed" package:"funcvalues "

// Package options applies tool options given by its callers: an SDK's
// options change only the tool being built, a project's own option may do
// anything.
package options

import (
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func apply(opts ...mcp.ToolOption) mcp.Tool { // want apply:`^effects call@param0\(call of o\)$`
	t := mcp.NewTool("x")
	for _, o := range opts {
		o(&t)
	}
	return t
}

func withSDKOptions() mcp.Tool {
	return apply(mcp.WithDescription("d"), mcp.WithReadOnlyHintAnnotation(true))
}

func logged(path string) mcp.ToolOption { // want logged:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	return func(t *mcp.Tool) { _ = os.WriteFile(path, []byte(t.Name), 0o644) }
}

func withOwnOption() mcp.Tool { // want withOwnOption:`^effects write!\(options.logged -> os.WriteFile\)$`
	return apply(logged("/tmp/tools.log"))
}

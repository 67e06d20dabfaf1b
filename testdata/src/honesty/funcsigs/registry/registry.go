// Package registry keeps functions that other packages register, by
// name, and calls the one asked for (jmrplens/gitlab-mcp-server's
// toolutil.MarkdownForResult): where the call is made, no function of its
// type is in sight.
package registry

import "sync"

var (
	formatters sync.Map // name -> func(any) string
	cleaners   sync.Map // name -> func(string) error
	hooks      sync.Map // name -> func(string) (int, error)
)

// RegisterFormatter records the formatter of a kind of result.
func RegisterFormatter(name string, f func(any) string) { formatters.Store(name, f) }

// RegisterCleaner records how to clean up after a kind of job.
func RegisterCleaner(name string, f func(string) error) { cleaners.Store(name, f) }

// RegisterHook records a hook.
func RegisterHook(name string, f func(string) (int, error)) { hooks.Store(name, f) }

// Format formats v with the formatter registered under name.
func Format(name string, v any) string {
	fn, ok := formatters.Load(name)
	if !ok {
		return ""
	}
	f, ok := fn.(func(any) string)
	if !ok {
		return ""
	}
	return f(v)
}

// Clean runs the cleaner registered under name.
func Clean(name, arg string) error {
	fn, ok := cleaners.Load(name)
	if !ok {
		return nil
	}
	return fn.(func(string) error)(arg)
}

// Run runs the hook registered under name.
func Run(name, arg string) (int, error) {
	fn, ok := hooks.Load(name)
	if !ok {
		return 0, nil
	}
	return fn.(func(string) (int, error))(arg)
}

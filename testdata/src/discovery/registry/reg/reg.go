// Package reg is a project's registry of tool types.
package reg

import "example.com/t/discovery/registry/tools"

var registered = map[string]tools.Tool{}

func Register(t tools.Tool) { registered[t.Definition().Name] = t }

func All() map[string]tools.Tool { return registered }

func Get(name string) (tools.Tool, bool) {
	t, ok := registered[name]
	return t, ok
}

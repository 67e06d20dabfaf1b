// Package effectkind is the one table of the effect kinds a user declares,
// in an //annovet:effect directive and in .annovet.json: their names and
// what each means. The effects pass gives each its meaning; the directive
// and configuration parsers, the messages and the documentation read the
// names from here.
package effectkind

import "strings"

// A Kind is one declarable effect kind.
type Kind struct {
	Name string
	Doc  string
}

// All lists the kinds, in the order the documentation gives them.
var All = []Kind{
	{"none", "no effect on the environment"},
	{"write", "writes files, only adding"},
	{"overwrite", "writes files over what is there"},
	{"delete", "deletes files, rows or remote objects"},
	{"mutate", "changes a remote system or stored data, only adding"},
	{"update", "changes a remote system or stored data, replacing what is there"},
	{"exec", "runs a process"},
	{"network", "reads over the network, from an address fixed or configured"},
	{"open-network", "reads over the network, from an address the arguments choose"},
}

// Names returns the kind names.
func Names() []string {
	names := make([]string, len(All))
	for i, k := range All {
		names[i] = k.Name
	}
	return names
}

// Valid reports whether name is a kind.
func Valid(name string) bool {
	for _, k := range All {
		if k.Name == name {
			return true
		}
	}
	return false
}

// List renders the names for messages: "none, write, ... or open-network".
func List() string {
	names := Names()
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

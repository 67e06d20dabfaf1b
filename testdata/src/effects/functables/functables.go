// want package:"analyzed" package:`unexported removeIt=delete!\(path=param0\)\(os.Remove\)`

// Package functables calls functions looked up in tables: a package-level
// registry of named functions (giantswarm's shapers, snyk's output
// mappers), a local table of literals, a range over a list of checks, and
// tables annovet cannot list: one exported, one that escapes into a
// function that may add to it, and a registry filled by a parameter.
package functables

import (
	"net/http"
	"os"
)

type shaper func(path string) error

func removeIt(path string) error { return os.Remove(path) } // want removeIt:`^effects delete!\(path=param0\)\(os\.Remove\)$`

var shapers = map[string]shaper{
	"remove": removeIt,
}

// Shape calls the shaper the table holds for kind: it deletes.
func Shape(kind, path string) error { // want Shape:`^effects delete!\(call of s -> functables\.removeIt -> os\.Remove\)$`
	s, ok := shapers[kind]
	if !ok {
		return nil
	}
	return s(path)
}

// ShapeDirect calls the element itself.
func ShapeDirect(kind, path string) error { // want ShapeDirect:`^effects delete!\(call of shapers\[kind\] -> functables\.removeIt -> os\.Remove\)$`
	return shapers[kind](path)
}

var checks []func() error

func init() { // want init:`^effects mutate\+\(assignment to checks\) network\(http\.Get\)$`
	checks = append(checks, func() error { _, err := http.Get("https://status.example.com"); return err })
}

// RunChecks calls every check the list holds.
func RunChecks() error { // want RunChecks:`^effects network\(call of c -> http\.Get\)$`
	for _, c := range checks {
		if err := c(); err != nil {
			return err
		}
	}
	return nil
}

// Local looks a literal up in a table of its own: what the literals do is
// the function's already.
func Local(action, path string) error { // want Local:`^effects delete!\(path=param1\)\(os\.Remove\)$`
	actions := map[string]func() error{
		"remove": func() error { return os.Remove(path) },
		"stat":   func() error { _, err := os.Stat(path); return err },
	}
	return actions[action]()
}

// Exported is a table an importer may add to.
var Exported = map[string]shaper{"remove": removeIt}

func CallExported(kind, path string) error { // want CallExported:`^effects call\(call of Exported\[kind\]\)$`
	return Exported[kind](path)
}

var escaping = map[string]shaper{"remove": removeIt}

func addRemove(m map[string]shaper) { m["remove"] = removeIt } // want addRemove:`^effects mutate!=@param0\(assignment to m\["remove"\]\)$`

func init() { addRemove(escaping) } // want init:`^effects mutate!=\(functables\.addRemove -> assignment to m\["remove"\]\)$`

// CallEscaping calls from a table a function elsewhere added to.
func CallEscaping(kind, path string) error { // want CallEscaping:`^effects call\(call of escaping\[kind\]\)$`
	return escaping[kind](path)
}

var registry = map[string]shaper{}

// Register adds to the registry what its caller passes.
func Register(name string, s shaper) { registry[name] = s } // want Register:`^effects mutate!=\(assignment to registry\[name\]\)$`

func CallRegistered(name, path string) error { // want CallRegistered:`^effects unknown\(call of registry\[name\] -> \(a function value annovet cannot follow\)\)$`
	return registry[name](path)
}

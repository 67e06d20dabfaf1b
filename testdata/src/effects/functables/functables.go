// want package:"analyzed" package:`unexported removeIt=delete!\(path=param0\)\(os.Remove\)` package:"exported CallEscaping CallExported CallRegistered Local Register RunChecks Search SearchDumped Shape ShapeDirect" package:"funcvalues "

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
func RunChecks() error { // want RunChecks:`^effects network\(call of c -> http\.Get\) reads\(functables\.checks\)$`
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

func CallRegistered(name, path string) error { // want CallRegistered:`^effects unknown\(call of registry\[name\] -> \(a function value annovet cannot follow\)\) reads\(functables\.registry\)$`
	return registry[name](path)
}

// A request's options, applied in a loop (trendmicro's vision-one client):
// a caller's options are spread into a local list with its own, and the
// list is spread into the call that applies them.
type requestOption func(*http.Request)

func withHeader(name, value string) requestOption { // want withHeader:`^effects none$`
	return func(r *http.Request) { r.Header.Set(name, value) }
}

func withDump(path string) requestOption { // want withDump:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	return func(r *http.Request) { os.WriteFile(path, []byte(r.URL.String()), 0o600) }
}

func newRequest(method, url string, options ...requestOption) (*http.Request, error) { // want newRequest:`^effects network\(method=param0\)\(host=param1\)\(http\.NewRequest\) call@param2\(call of opt\)$`
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		return nil, err
	}
	for _, opt := range options {
		opt(req)
	}
	return req, nil
}

func get(url string, options ...requestOption) (*http.Response, error) { // want get:`^effects network\(host=param0\)\(functables\.newRequest -> http\.NewRequest\) call@param1\(functables\.newRequest\)$`
	opts := append([]requestOption{withHeader("Accept", "application/json")}, options...)
	req, err := newRequest(http.MethodGet, url, opts...)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// Search reads: its options only set headers.
func Search(url string) error { // want Search:`^effects network\(host=param0\)\(functables\.get -> functables\.newRequest -> http\.NewRequest\)$`
	_, err := get(url)
	return err
}

// SearchDumped also writes the request out, through the option it passes.
func SearchDumped(url string) error { // want SearchDumped:`^effects network\(host=param0\)\(functables\.get -> functables\.newRequest -> http\.NewRequest\) write!\(functables\.withDump -> os\.WriteFile\)$`
	_, err := get(url, withDump("request.txt"))
	return err
}

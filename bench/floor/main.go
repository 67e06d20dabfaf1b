// Command floor is the benchmarks' floor: a go/analysis driver with one
// analyzer that does nothing but declares a fact type, so that it loads and
// type-checks exactly what annovet does (every package from source) and
// analyzes nothing.
package main

import (
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/multichecker"
)

type noFact struct{}

func (*noFact) AFact()         {}
func (*noFact) String() string { return "none" }

var noop = &analysis.Analyzer{
	Name:      "noop",
	Doc:       "load and type-check, nothing more",
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
	FactTypes: []analysis.Fact{(*noFact)(nil)},
}

func main() { multichecker.Main(noop) }

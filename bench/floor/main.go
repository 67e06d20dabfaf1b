// Command floor is the benchmarks' floor: a go/analysis driver with one
// analyzer that does nothing but declares a fact type, so that it loads and
// type-checks every package from source and analyzes nothing.
//
// By default it is the standard checker (multichecker), which type-checks
// every function body: the load any go/analysis driver with facts pays.
// With -annovet it loads as annovet's own driver does
// (driver.PackagesConfig: the standard library without its function
// bodies) and runs the same no-op analyzer: annovet's time minus this is
// what its analysis costs.
package main

import (
	"fmt"
	"os"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/multichecker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/internal/driver"
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

func main() {
	if len(os.Args) > 1 && os.Args[1] == "-annovet" {
		pkgs, err := packages.Load(driver.PackagesConfig(driver.Config{Tests: true}), os.Args[2:]...)
		if err == nil {
			_, err = checker.Analyze([]*analysis.Analyzer{noop}, pkgs, nil)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "floor:", err)
			os.Exit(1)
		}
		return
	}
	multichecker.Main(noop)
}

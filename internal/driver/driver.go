// Package driver runs annovet's suite on packages and collects what it
// finds, for the drivers annovet has besides the go/analysis checker: the
// plain report, SARIF and the language server.
package driver

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/passes/discover"
)

// Finding is one diagnostic with the file set that resolves its positions.
type Finding struct {
	analysis.Diagnostic
	Fset *token.FileSet
	Pos  token.Position
}

// Results is what one run of the suite found.
type Results struct {
	Findings []Finding
	Tools    int  // tools constructed outside test files
	Failed   bool // a package failed to load or analyze (reported to stderr)
}

// Analyze loads the packages (with tests, like go vet) from dir, with the
// overlay's file contents in place of the files on disk, and runs the suite.
// Load and analysis errors are written to stderr, prefixed with progname.
func Analyze(progname, dir string, overlay map[string][]byte, patterns []string, stderr io.Writer) Results {
	var res Results
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: true, Dir: dir, Overlay: overlay}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		res.Failed = true
		return res
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			fmt.Fprintf(stderr, "%s: %v\n", progname, e)
			res.Failed = true
		}
	})
	suite := append(analyzer.Suite(), discover.Analyzer)
	graph, err := checker.Analyze(suite, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		res.Failed = true
		return res
	}
	seen := map[string]bool{}
	tools := map[string]bool{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			fmt.Fprintf(stderr, "%s: %s: %v\n", progname, act.Package.PkgPath, act.Err)
			res.Failed = true
			continue
		}
		if r, ok := act.Result.(*discover.Result); ok {
			for _, t := range r.Tools {
				if !strings.HasSuffix(t.At.File, "_test.go") {
					tools[t.At.String()] = true
				}
			}
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			d.Category = cmp.Or(d.Category, act.Analyzer.Name)
			f := Finding{Diagnostic: d, Fset: fset, Pos: fset.Position(d.Pos)}
			key := fmt.Sprintf("%s|%s|%s", f.Pos, d.Category, d.Message)
			if seen[key] {
				continue // a file in both a package and its test variant
			}
			seen[key] = true
			res.Findings = append(res.Findings, f)
		}
	}
	slices.SortFunc(res.Findings, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column), cmp.Compare(a.Category, b.Category), cmp.Compare(a.Message, b.Message))
	})
	res.Tools = len(tools)
	return res
}

package main

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
	"github.com/annovet/annovet/internal/display"
	"github.com/annovet/annovet/passes/discover"
)

// finding is one diagnostic with the file set that resolves its positions.
type finding struct {
	analysis.Diagnostic
	fset *token.FileSet
	pos  token.Position
}

// results is what one run of the suite found.
type results struct {
	findings []finding
	tools    int
	exit     int // 1 when a package failed to load or analyze
}

// analyze loads the packages (with tests, like go vet) and runs the suite.
func analyze(progname string, patterns []string, stderr io.Writer) results {
	var res results
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: true}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		res.exit = 1
		return res
	}
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			fmt.Fprintf(stderr, "%s: %v\n", progname, e)
			res.exit = 1
		}
	})
	suite := append(analyzer.Suite(), discover.Analyzer)
	graph, err := checker.Analyze(suite, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		res.exit = 1
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
			res.exit = 1
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
			f := finding{Diagnostic: d, fset: fset, pos: fset.Position(d.Pos)}
			key := fmt.Sprintf("%s|%s|%s", f.pos, d.Category, d.Message)
			if seen[key] {
				continue // a file in both a package and its test variant
			}
			seen[key] = true
			res.findings = append(res.findings, f)
		}
	}
	slices.SortFunc(res.findings, func(a, b finding) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Line, b.pos.Line),
			cmp.Compare(a.pos.Column, b.pos.Column), cmp.Compare(a.Category, b.Category), cmp.Compare(a.Message, b.Message))
	})
	res.tools = len(tools)
	return res
}

// report prints every finding as "file:line:col: message [check]", then a
// summary line. It returns the exit status.
func report(progname string, patterns []string, stdout, stderr io.Writer) int {
	res := analyze(progname, patterns, stderr)
	counts := map[string]int{}
	fixable := 0
	for _, f := range res.findings {
		fmt.Fprintf(stdout, "%s: %s [%s]\n", display.Rel(f.pos.String()), f.Message, f.Category)
		for _, r := range f.Related {
			fmt.Fprintf(stdout, "\t%s: %s\n", display.Rel(f.fset.Position(r.Pos).String()), r.Message)
		}
		counts[f.Category]++
		if len(f.SuggestedFixes) > 0 {
			fixable++
		}
	}
	fmt.Fprintln(stdout, summary(res.tools, len(res.findings), counts, fixable))
	if res.exit == 0 && len(res.findings) > 0 {
		return 3
	}
	return res.exit
}

// summary is the last line: how many tools, how many findings of each check,
// how many -fix can apply.
func summary(tools, findings int, counts map[string]int, fixable int) string {
	if findings == 0 {
		return fmt.Sprintf("annovet: %d tools checked, no findings", tools)
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, counts[k]))
	}
	return fmt.Sprintf("annovet: %d tools checked, %d findings (%s); %d fixable with -fix",
		tools, findings, strings.Join(parts, ", "), fixable)
}

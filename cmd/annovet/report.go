package main

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/display"
	"github.com/annovet/annovet/passes/discover"
)

// finding is one diagnostic, resolved to a file position.
type finding struct {
	pos      token.Position
	category string
	message  string
	related  []string
	fixable  bool
}

// report runs the suite on the packages and prints every finding as
// "file:line:col: message [check]", then a summary line. It returns the exit
// status.
func report(progname string, patterns []string, stdout, stderr io.Writer) int {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: true}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		return 1
	}
	exit := 0
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			fmt.Fprintf(stderr, "%s: %v\n", progname, e)
			exit = 1
		}
	})
	suite := append(analyzer.Suite(), discover.Analyzer)
	graph, err := checker.Analyze(suite, pkgs, nil)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		return 1
	}
	var findings []finding
	seen := map[string]bool{}
	tools := map[string]bool{}
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			fmt.Fprintf(stderr, "%s: %s: %v\n", progname, act.Package.PkgPath, act.Err)
			exit = 1
			continue
		}
		if res, ok := act.Result.(*discover.Result); ok {
			for _, t := range res.Tools {
				tools[t.At.String()] = true
			}
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := finding{pos: fset.Position(d.Pos), category: cmp.Or(d.Category, act.Analyzer.Name), message: d.Message, fixable: len(d.SuggestedFixes) > 0}
			for _, r := range d.Related {
				f.related = append(f.related, fmt.Sprintf("%s: %s", display.Rel(fset.Position(r.Pos).String()), r.Message))
			}
			key := fmt.Sprintf("%s|%s|%s", f.pos, f.category, f.message)
			if seen[key] {
				continue // a file in both a package and its test variant
			}
			seen[key] = true
			findings = append(findings, f)
		}
	}
	slices.SortFunc(findings, func(a, b finding) int {
		return cmp.Or(cmp.Compare(a.pos.Filename, b.pos.Filename), cmp.Compare(a.pos.Line, b.pos.Line), cmp.Compare(a.pos.Column, b.pos.Column), cmp.Compare(a.category, b.category))
	})
	counts := map[string]int{}
	fixable := 0
	for _, f := range findings {
		fmt.Fprintf(stdout, "%s: %s [%s]\n", display.Rel(f.pos.String()), f.message, f.category)
		for _, r := range f.related {
			fmt.Fprintf(stdout, "\t%s\n", r)
		}
		counts[f.category]++
		if f.fixable {
			fixable++
		}
	}
	fmt.Fprintln(stdout, summary(len(tools), findings, counts, fixable))
	if exit == 0 && len(findings) > 0 {
		exit = 3
	}
	return exit
}

// summary is the last line: how many tools, how many findings of each check,
// how many -fix can apply.
func summary(tools int, findings []finding, counts map[string]int, fixable int) string {
	if len(findings) == 0 {
		return fmt.Sprintf("annovet: %d tools checked, no findings", tools)
	}
	var parts []string
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %d", k, counts[k]))
	}
	return fmt.Sprintf("annovet: %d tools checked, %d findings (%s); %d fixable with -fix",
		tools, len(findings), strings.Join(parts, ", "), fixable)
}

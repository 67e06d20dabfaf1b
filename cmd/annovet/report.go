package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/display"
	"github.com/annovet/annovet/internal/driver"
)

// report prints every finding as "file:line:col: message [check]", then a
// summary line. It returns the exit status.
func report(progname string, patterns []string, stdout, stderr io.Writer) int {
	res := driver.Analyze(progname, "", nil, patterns, stderr)
	counts := map[string]int{}
	fixable := 0
	for _, f := range res.Findings {
		fmt.Fprintf(stdout, "%s: %s [%s]\n", display.Rel(f.Pos.String()), f.Message, f.Category)
		for _, r := range f.Related {
			fmt.Fprintf(stdout, "\t%s: %s\n", display.Rel(f.Fset.Position(r.Pos).String()), r.Message)
		}
		counts[f.Category]++
		if len(f.SuggestedFixes) > 0 {
			fixable++
		}
	}
	fmt.Fprintln(stdout, summary(res.Tools, len(res.Findings), counts, fixable))
	return exitCode(res)
}

// exitCode is 1 when a package failed, 3 when there are findings, else 0.
func exitCode(res driver.Results) int {
	switch {
	case res.Failed:
		return 1
	case len(res.Findings) > 0:
		return 3
	}
	return 0
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

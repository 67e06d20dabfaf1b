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
	res := driver.Analyze(driverConfig(progname, patterns, stderr))
	if res.NothingLoaded {
		return exitFailed
	}
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
	fmt.Fprintln(stdout, summary(res.Tools, len(res.Findings), counts, fixable)+unfollowedNote(len(res.Unfollowed))+unreadNote(len(res.Unread)))
	for _, line := range res.NotAnalyzed(display.Rel) {
		fmt.Fprintf(stderr, "%s: %s\n", progname, line)
	}
	return exitCode(res)
}

// exitCode is 1 when a package failed, 3 when there are findings, else 0.
func exitCode(res driver.Results) int {
	switch {
	case res.Failed:
		return exitFailed
	case len(res.Findings) > 0:
		return exitFindings
	}
	return exitClean
}

// unfollowedNote ends the summary when some registrations' tools were not
// followed: the count of tools checked is not the server's.
func unfollowedNote(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "; 1 registration not followed (its tools are not checked)"
	}
	return fmt.Sprintf("; %d registrations not followed (their tools are not checked)", n)
}

// unreadNote ends the summary when some tools' annotations could not be
// read: they are counted among the tools, but nothing about them is
// checked (stderr says which).
func unreadNote(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "; 1 tool's annotations unread (not checked)"
	}
	return fmt.Sprintf("; %d tools' annotations unread (not checked)", n)
}

// summary is the last line: how many tools, how many findings of each check,
// how many -fix can apply.
func summary(tools, findings int, counts map[string]int, fixable int) string {
	checked := fmt.Sprintf("%d tools checked", tools)
	if tools == 1 {
		checked = "1 tool checked"
	}
	if findings == 0 {
		return fmt.Sprintf("annovet: %s, no findings", checked)
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
	found := fmt.Sprintf("%d findings", findings)
	if findings == 1 {
		found = "1 finding"
	}
	return fmt.Sprintf("annovet: %s, %s (%s); %d fixable with -fix",
		checked, found, strings.Join(parts, ", "), fixable)
}

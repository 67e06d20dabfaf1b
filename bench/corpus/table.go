package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// writeTables prints the per-server and per-check tables for a terminal.
func writeTables(w io.Writer, rep *Report) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tSDK\tTOOLS\tANNOTATED\tBOUND\tDECIDED\tFINDINGS\tTP\tFP\tDEBATABLE\tUNJUDGED\tMISSES CAUGHT\tSTATUS")
	for _, s := range append(rep.Servers, &rep.Total) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%s\t%s\n", s.Server, strings.Join(s.SDKs, ","),
			toolsCell(s), ratio(s.AnnotatedFound, s.AnnotatedHand), ratio(s.Bound, s.Measured), ratio(s.Decided, s.Bound),
			s.Findings, s.TP, s.FP, s.Debatable, s.Unjudged, fmt.Sprintf("%d/%d", s.Caught, s.Misses), s.Status)
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SERVER\tWHY EFFECTS WERE NOT DECIDED (TOOLS)")
	for _, s := range append(rep.Servers, &rep.Total) {
		fmt.Fprintf(tw, "%s\t%s\n", s.Server, reasonsCell(s.Reasons))
	}
	tw.Flush()
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CHECK\tFINDINGS\tTP\tFP\tDEBATABLE\tUNJUDGED\tPRECISION\tMISSES CAUGHT")
	for _, c := range append(rep.Checks, rep.Effects) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\t%s\t%d/%d\n", c.Check, c.Findings, c.TP, c.FP, c.Debatable, c.Unjudged, percent(c.Precision), c.Caught, c.Misses)
	}
	tw.Flush()
	if len(rep.Oracle) > 0 {
		fmt.Fprintln(w)
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "SERVER\tLISTED AT RUN TIME\tFOUND BY ANNOVET\tSAME ANNOTATIONS\tFOUND, NOT LISTED\tNOTE")
		for _, g := range rep.Oracle {
			fmt.Fprintf(tw, "%s\t%s\n", g.Server, strings.Join(oracleCells(g), "\t"))
		}
		tw.Flush()
	}
	if len(rep.Fixes) > 0 {
		fmt.Fprintln(w)
		tw = tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "SERVER\tFILES FIXED\tBUILDS\tVETS\tGOFMT\tSECOND RUN\tREADONLY TURNED OFF WITHOUT A FINDING")
		for _, c := range rep.Fixes {
			fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\n", c.Server, len(c.Changed), passed(c.Build, c.FixFailures), passed(c.Vet, c.FixFailures), formatted(c), stable(c), flipped(c))
		}
		tw.Flush()
	}
}

func passed(failure, fixFailure string) string {
	switch {
	case fixFailure != "":
		return "fix failed: " + firstLine(fixFailure)
	case failure != "":
		return "FAILS: " + firstLine(failure)
	}
	return "yes"
}

func formatted(c *FixCheck) string {
	if len(c.Unformatted) == 0 {
		return "yes"
	}
	return "no: " + strings.Join(c.Unformatted, ", ")
}

func stable(c *FixCheck) string {
	if len(c.Unstable) > 0 {
		return "changes " + strings.Join(c.Unstable, ", ")
	}
	return "no change"
}

func flipped(c *FixCheck) string {
	if len(c.Flipped) == 0 {
		return "none"
	}
	return strings.Join(c.Flipped, ", ")
}

// writeMarkdown prints the same tables as Markdown, for the README.
func writeMarkdown(w io.Writer, rep *Report) {
	fmt.Fprintln(w, "| server | SDK | tools found / hand count | annotated found / hand count | handlers bound | effects decided / bound | findings | TP | FP | debatable | unjudged | misses caught | status |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
	name := func(s *ServerReport) string {
		if s == &rep.Total {
			return "**total**"
		}
		return s.Server
	}
	for _, s := range append(rep.Servers, &rep.Total) {
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %d | %d | %d | %d | %d | %d/%d | %s |\n", name(s), strings.Join(s.SDKs, ", "),
			toolsCell(s), ratio(s.AnnotatedFound, s.AnnotatedHand), ratio(s.Bound, s.Measured), ratio(s.Decided, s.Bound),
			s.Findings, s.TP, s.FP, s.Debatable, s.Unjudged, s.Caught, s.Misses, s.Status)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Why effects were not decided: the three most frequent reasons per server, with the tools each holds back:")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| server | reasons (tools) |")
	fmt.Fprintln(w, "|---|---|")
	for _, s := range append(rep.Servers, &rep.Total) {
		fmt.Fprintf(w, "| %s | %s |\n", name(s), strings.ReplaceAll(reasonsCell(s.Reasons), "|", "\\|"))
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| check | findings | TP | FP | debatable | unjudged | precision | misses caught |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|")
	for _, c := range append(rep.Checks, rep.Effects) {
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %d | %s | %d/%d |\n", c.Check, c.Findings, c.TP, c.FP, c.Debatable, c.Unjudged, percent(c.Precision), c.Caught, c.Misses)
	}
	if len(rep.Oracle) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "The runtime oracle: each server built and started over stdio without a network (`bench/corpus/launch.list`), its tools/list compared with annovet's static inventory:")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| server | listed at run time | found by annovet | same annotations | found, not listed | note |")
		fmt.Fprintln(w, "|---|---|---|---|---|---|")
		for _, g := range rep.Oracle {
			fmt.Fprintf(w, "| %s | %s |\n", g.Server, strings.ReplaceAll(strings.Join(oracleCells(g), " | "), "\n", " "))
		}
	}
	if len(rep.Fixes) > 0 {
		fmt.Fprintln(w)
		fmt.Fprintln(w, "`annovet -fix`, applied twice to a copy of each module:")
		fmt.Fprintln(w)
		fmt.Fprintln(w, "| server | files fixed | builds | vets | second run | readOnlyHint turned off without a readonly finding |")
		fmt.Fprintln(w, "|---|---|---|---|---|---|")
		for _, c := range rep.Fixes {
			fmt.Fprintf(w, "| %s | %d | %s | %s | %s | %s |\n", c.Server, len(c.Changed), passed(c.Build, c.FixFailures), passed(c.Vet, c.FixFailures), stable(c), flipped(c))
		}
	}
}

// writeDetails prints every finding with its verdict, what the tool counts
// missed, the misses annovet does not report, and the stale verdicts.
func writeDetails(w io.Writer, rep *Report) {
	for _, s := range rep.Servers {
		fmt.Fprintf(w, "\n== %s (%s)\n", s.Server, s.Status)
		if len(s.ToolsNotFound) > 0 {
			fmt.Fprintf(w, "tools not found: %s\n", strings.Join(s.ToolsNotFound, ", "))
		}
		if len(s.ToolsExtra) > 0 {
			fmt.Fprintf(w, "tools not in the hand count: %s\n", strings.Join(s.ToolsExtra, ", "))
		}
		if len(s.AnnotatedNotFound) > 0 {
			fmt.Fprintf(w, "annotated tools not seen annotated: %s\n", strings.Join(s.AnnotatedNotFound, ", "))
		}
		for _, j := range s.Judged {
			v := j.Verdict
			if v == "" {
				v = "UNJUDGED"
			}
			fmt.Fprintf(w, "%-9s %s [%s] %s\n", v, j.Pos, j.Check, j.Messages[0])
			for _, m := range j.Messages[1:] {
				fmt.Fprintf(w, "%-9s   also: %s\n", "", m)
			}
			if j.Reason != "" {
				fmt.Fprintf(w, "%-9s   because: %s\n", "", j.Reason)
			}
		}
		for _, m := range s.Missed {
			fmt.Fprintf(w, "MISSED    %s [%s] %s\n", m.Tool, m.Check, m.Reason)
		}
	}
	if len(rep.Stale) > 0 {
		fmt.Fprintln(w, "\n== verdicts that match no finding")
		for _, v := range rep.Stale {
			fmt.Fprintf(w, "%s %s %s [%s] %q: %s\n", v.Verdict, v.Server, v.Tool, v.Check, v.Match, v.Reason)
		}
	}
}

// toolsCell renders "found/hand", with "+N" for tools the hand count lacks.
func toolsCell(s *ServerReport) string {
	c := ratio(s.ToolsFound, s.ToolsHand)
	if n := len(s.ToolsExtra); n > 0 {
		c += fmt.Sprintf(" +%d", n)
	}
	return c
}

func ratio(found, hand int) string {
	if hand == 0 {
		return fmt.Sprintf("%d/-", found)
	}
	return fmt.Sprintf("%d/%d (%.0f%%)", found, hand, 100*float64(found)/float64(hand))
}

func percent(p *float64) string {
	if p == nil {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100**p)
}

// reasonsCell renders the first reasons with the tools each holds back.
func reasonsCell(rs []ReasonCount) string {
	if len(rs) == 0 {
		return "-"
	}
	var parts []string
	for _, r := range top(rs) {
		parts = append(parts, fmt.Sprintf("%s (%d)", r.Reason, r.Tools))
	}
	return strings.Join(parts, "; ")
}

// maxWhy bounds the reason a server was not listed, in a table cell.
const maxWhy = 160

// oracleCells renders an agreement: listed, found, same, not listed, note.
func oracleCells(g *Agreement) []string {
	if g.Failed != "" {
		why := firstLine(g.Failed)
		if len(why) > maxWhy {
			why = why[:maxWhy] + "..."
		}
		return []string{"-", "-", "-", "-", "not listed: " + why}
	}
	var note []string
	if len(g.NotFound) > 0 {
		note = append(note, "not found: "+strings.Join(g.NotFound, ", "))
	}
	if len(g.Differ) > 0 {
		note = append(note, "differ: "+strings.Join(g.Differ, "; "))
	}
	if n := len(g.Unregistered); n > 0 {
		note = append(note, fmt.Sprintf("%d listed that annovet says no registration takes (%s)", n, strings.Join(g.Unregistered[:min(n, 3)], ", ")))
	}
	return []string{fmt.Sprint(g.Listed), ratio(g.Found, g.Listed), ratio(g.Same, g.Found), fmt.Sprint(len(g.NotListed)), strings.Join(note, "; ")}
}

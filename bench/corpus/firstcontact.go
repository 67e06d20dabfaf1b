package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// firstContactFile holds the first-contact rows, relative to the
// repository root.
const firstContactFile = "bench/corpus/firstcontact.json"

// A Contact is how annovet did on a server the first time it met it, before
// any change was made for that server. A row is recorded once and never
// rewritten: later rows show whether annovet generalizes better.
type Contact struct {
	Server   string // owner+name
	Commit   string // the server's commit
	Annovet  string // the annovet commit that analyzed it
	Date     string
	SDKs     []string
	Found    int // hand-counted tools annovet found
	Hand     int // the hand count
	Measured int // the tools bound and decided are counted over
	Bound    int
	Decided  int
	// The honesty findings (readonly, destructive, idempotent, openworld,
	// multimode) as judged, and the labelled mistakes they catch.
	TP, FP, Debatable, Unjudged int
	Caught, Misses              int
	// NotFollowed names the registrations annovet did not follow, when it
	// found under 90% of the hand count.
	NotFollowed string `json:",omitempty"`
}

// loadContacts reads the rows, none when the file does not exist.
func loadContacts(path string) ([]Contact, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var rows []Contact
	if err := json.Unmarshal(data, &rows); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return rows, nil
}

// recordFirstContact appends a row for every scored server that has none,
// from the result annovet gave (its commit and date are the result's). An
// existing row is kept as it is. A result with unjudged honesty findings or
// no hand count is not recorded: a row is recorded whole.
func recordFirstContact(path string, results []*Analysis, rep *Report) error {
	rows, err := loadContacts(path)
	if err != nil {
		return err
	}
	for i, s := range rep.Servers {
		a := results[i]
		if slices.ContainsFunc(rows, func(c Contact) bool { return c.Server == s.Server }) {
			continue
		}
		c, err := contact(a, s)
		if err != nil {
			fmt.Fprintf(os.Stderr, "corpus: %s: no first-contact row: %v\n", s.Server, err)
			continue
		}
		rows = append(rows, c)
	}
	data, err := json.MarshalIndent(rows, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(data, '\n'), 0o644)
}

// contact makes the row of one scored server.
func contact(a *Analysis, s *ServerReport) (Contact, error) {
	switch {
	case a.Crash != "":
		return Contact{}, fmt.Errorf("the analysis did not finish: %s", firstLine(a.Crash))
	case s.ToolsHand == 0:
		return Contact{}, errors.New("no hand count in the labels")
	case a.Annovet == "" || a.Commit == "":
		return Contact{}, errors.New("the result does not say which commits it measured (rerun without -from)")
	}
	c := Contact{Server: s.Server, Commit: a.Commit, Annovet: a.Annovet, Date: a.Date, SDKs: s.SDKs,
		Found: s.ToolsFound, Hand: s.ToolsHand, Measured: s.Measured, Bound: s.Bound, Decided: s.Decided}
	var honesty Counts
	for _, r := range s.Checks {
		if slices.Contains(effectChecks, r.Check) {
			honesty.add(r.Counts)
		}
	}
	c.TP, c.FP, c.Debatable, c.Unjudged = honesty.TP, honesty.FP, honesty.Debatable, honesty.Unjudged
	c.Caught, c.Misses = honesty.Caught, honesty.Misses
	if c.Unjudged > 0 {
		return Contact{}, fmt.Errorf("%d honesty findings are unjudged", c.Unjudged)
	}
	return c, nil
}

// writeContacts prints the first-contact table as Markdown.
func writeContacts(w io.Writer, rows []Contact) {
	fmt.Fprintln(w, "| server | SDK | commit | annovet | date | tools found / hand count | handlers bound | effects decided / bound | honesty TP / FP / debatable | misses caught |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|")
	for _, c := range rows {
		found := ratio(c.Found, c.Hand)
		if c.NotFollowed != "" {
			found += ": " + c.NotFollowed
		}
		fmt.Fprintf(w, "| %s | %s | %.7s | %s | %s | %s | %s | %s | %d / %d / %d | %d/%d |\n", c.Server, strings.Join(c.SDKs, ", "), c.Commit, c.Annovet, c.Date,
			found, ratio(c.Bound, c.Measured), ratio(c.Decided, c.Bound), c.TP, c.FP, c.Debatable, c.Caught, c.Misses)
	}
}

// rewriteFirstContact replaces the first-contact section of a README with
// the table of the rows file; a README without the section is left alone.
func rewriteFirstContact(readme, rowsPath string) error {
	rows, err := loadContacts(rowsPath)
	if err != nil {
		return err
	}
	return rewriteSection(readme, "firstcontact", false, func(b *bytes.Buffer) {
		b.WriteString("\n")
		writeContacts(b, rows)
	})
}

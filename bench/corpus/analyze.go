package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/inventory"
	"github.com/annovet/annovet/model"
)

// analyzeCmd is the hidden first argument that makes this program the child
// that analyzes one module.
const analyzeCmd = "-analyze-module"

// Analysis is what annovet says about one server's module.
type Analysis struct {
	Server   string
	Tools    []Tool    // every tool the module builds outside test files
	Findings []Finding // every diagnostic, as the plain report prints it
	Errors   []string  `json:",omitempty"` // packages that did not load or type-check (the first few)
	Failed   bool      `json:",omitempty"` // some package did not load or type-check
	Crash    string    `json:",omitempty"` // the analysis did not finish: why
	// UnmodelledSDKs are MCP SDKs the module uses that annovet does not
	// model: the tools built with them are not counted.
	UnmodelledSDKs []string `json:",omitempty"`
	Seconds        float64
	// Commit is the server's commit, Annovet the annovet commit that
	// analyzed it and Date the day: what a first-contact row records.
	Commit, Annovet, Date string `json:",omitempty"`
}

// A Tool is one tool of the module's inventory.
type Tool struct {
	Name       string // the name, or annovet's rendering of what it could not resolve ("<...>")
	Known      bool   // the name is a constant
	Pos        string // relative to the module
	SDK        string
	Registered bool
	// ByType names the adapter that registers the tool by its type
	// (inventory's registeredByType): not claimed unregistered.
	ByType    string `json:",omitempty"`
	Annotated bool   // the author sets at least one hint to a value annovet knows
	// Wire is the annotations object annovet says clients receive (null:
	// none); WireUnknown are its keys whose value annovet cannot know.
	Wire        json.RawMessage `json:",omitempty"`
	WireUnknown []string        `json:",omitempty"`
	// Unread says what keeps annovet from reading the tool's annotations
	// (inventory's unknown): no check reports on it.
	Unread  []string `json:",omitempty"`
	Bound   bool     // annovet follows the handler
	Decided bool     // bound, and no effect of the handler is undecided
	// Undecided are the distinct reasons of the handler's undecided effects,
	// and Witnesses, for each, the witness of its first effect: what to read
	// when a reason is worked on.
	Undecided []string `json:",omitempty"`
	Witnesses []string `json:",omitempty"`
}

// A Finding is one diagnostic.
type Finding struct {
	Check string
	Tool  string // the tool the message names, "" if none
	// Tools are, for one finding about a value several tools share, the
	// tools it covers (its related locations name them).
	Tools   []string `json:",omitempty"`
	Message string
	Pos     string // relative to the module
	Fixable bool
}

func (a *Analysis) status() string {
	switch {
	case a.Crash != "":
		return "crashed: " + firstLine(a.Crash)
	case a.Failed:
		return fmt.Sprintf("load errors (%d shown)", len(a.Errors))
	case len(a.UnmodelledSDKs) > 0:
		return "SDK not modelled: " + strings.Join(a.UnmodelledSDKs, ", ")
	}
	return "ok"
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// maxErrors bounds the load errors kept per module.
const maxErrors = 5

// analyzeModule runs annovet's suite on the patterns in the working
// directory and writes the Analysis as JSON.
func analyzeModule(w io.Writer, patterns []string) error {
	wd, err := os.Getwd()
	if err != nil {
		return err
	}
	var stderr bytes.Buffer
	res := driver.Analyze(driver.Config{Progname: "annovet", Patterns: patterns, Tests: true, Stderr: &stderr, Inventory: true})
	a := Analysis{Failed: res.Failed, UnmodelledSDKs: res.UnmodelledSDKs}
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if line != "" && len(a.Errors) < maxErrors {
			a.Errors = append(a.Errors, line)
		}
	}
	a.Tools = analysisOf(res.Inventory, wd).Tools
	rel := func(file string) string {
		if r, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
		return file
	}
	for _, f := range res.Findings {
		pos := f.Pos
		pos.Filename = rel(pos.Filename)
		a.Findings = append(a.Findings, Finding{
			Check:   f.Category,
			Tool:    toolOf(f.Message),
			Tools:   coveredTools(f.Related),
			Message: f.Message,
			Pos:     pos.String(),
			Fixable: len(f.SuggestedFixes) > 0,
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(a)
}

// setsAHint reports whether the inventory's source annotations set a hint to
// a known value.
func setsAHint(raw json.RawMessage) bool {
	var keys map[string]json.RawMessage
	if json.Unmarshal(raw, &keys) != nil {
		return false
	}
	for _, h := range model.Hints {
		if v := string(keys[h.Wire()]); v == "true" || v == "false" {
			return true
		}
	}
	return false
}

// toolOf returns the tool a message names: every annovet diagnostic about a
// tool says `tool "name"`.
// coveredTools returns the tools a finding about a shared value names in
// its related locations ("tool %q is bound here").
func coveredTools(related []analysis.RelatedInformation) []string {
	var out []string
	for _, r := range related {
		if strings.Contains(r.Message, " is bound here") {
			if t := toolOf(r.Message); t != "" {
				out = append(out, t)
			}
		}
	}
	return out
}

func toolOf(msg string) string {
	i := strings.Index(msg, `tool "`)
	if i < 0 {
		return ""
	}
	q, err := strconv.QuotedPrefix(msg[i+len("tool "):])
	if err != nil {
		return ""
	}
	name, _ := strconv.Unquote(q)
	return name
}

// analysisOf turns an inventory into the module's tools, positions relative
// to the module directory wd; tools built in test files are left out.
func analysisOf(entries []inventory.Entry, wd string) *Analysis {
	a := new(Analysis)
	rel := func(file string) string {
		if r, err := filepath.Rel(wd, file); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
		return file
	}
	for _, e := range entries {
		file, _, _ := strings.Cut(e.Pos, ":")
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		t := Tool{
			Name:        e.Name,
			Known:       !strings.HasPrefix(e.Name, "<"),
			Pos:         rel(e.Pos),
			SDK:         string(e.SDK),
			Registered:  e.Registered,
			ByType:      e.RegisteredByType,
			Annotated:   setsAHint(e.Annotations),
			Bound:       e.Bound,
			WireUnknown: e.Wire.Unknown,
			Unread:      e.Unknown,
			Decided:     e.Decided,
		}
		if w, err := json.Marshal(e.Wire); err == nil {
			t.Wire = w
		}
		for _, ef := range e.Effects {
			if ef.Undecided != "" && !slices.Contains(t.Undecided, ef.Undecided) {
				t.Undecided = append(t.Undecided, ef.Undecided)
				t.Witnesses = append(t.Witnesses, ef.Path)
			}
		}
		a.Tools = append(a.Tools, t)
	}
	return a
}

// Package checks is the registry of annovet's check IDs: the Category of
// every diagnostic, with the texts that SARIF rules, "annovet help CHECK",
// CHECKS.md and the ignore directive's validation use. Each check's
// documentation is docs/<id>.md; CHECKS.md is generated from this package
// (go test ./internal/checks -update) and a test keeps it current.
package checks

import (
	"embed"
	"strings"
)

// A Check is one check ID.
type Check struct {
	ID       string
	Analyzer string // the analyzer (passes/<name>) that reports it
	Level    string // SARIF level: error, warning or note
	Short    string // one line
	Help     string // why a client cares, and how to fix it
}

//go:embed docs/*.md
var docs embed.FS

// Doc returns the check's documentation in Markdown: what it finds, why a
// client cares, the fix, and an example.
func (c Check) Doc() string {
	b, err := docs.ReadFile("docs/" + c.ID + ".md")
	if err != nil {
		panic("checks: no documentation for " + c.ID) // TestDocs keeps this unreachable
	}
	return string(b)
}

// Suppress says how to suppress one of the check's findings.
func (c Check) Suppress() string {
	return "`//annovet:ignore " + c.ID + " reason` on the line of the finding, the construction or the registration."
}

// URL is the check's section of CHECKS.md.
func (c Check) URL() string { return DocURL + "#" + c.ID }

// DocURL is where CHECKS.md is published.
const DocURL = "https://github.com/annovet/annovet/blob/main/CHECKS.md"

// Text renders Markdown for a terminal: emphasis markers dropped.
func Text(md string) string { return strings.ReplaceAll(md, "**", "") }

// All lists every check, in the order the docs present them.
var All = []Check{
	{"missing", "annotations", "warning", "A tool decides none of its hints.",
		"Clients treat an unannotated tool as destructive, non-idempotent and open-world and ask before every call. Add annotations that say what the tool does; the fix fills in the values its handler shows."},
	{"partial", "annotations", "warning", "A tool leaves readOnlyHint, or destructiveHint on a writing tool, to its default.",
		"Decide every hint that matters explicitly, even where the value is the default, so the next reader knows someone decided. Where readOnlyHint is a plain bool (go-sdk's struct literal), leaving it out is writing false: reported only for a handler annovet sees only read. mcp-go's WithToolAnnotation replaces the whole struct and discards hints set before it."},
	{"contradiction", "annotations", "error", "A tool's hints contradict each other.",
		"readOnlyHint=true with destructiveHint=true cannot both hold; mcp-go's NewTool leaks destructiveHint=true onto a tool marked read-only unless WithDestructiveHintAnnotation(false) follows."},
	{"title", "annotations", "warning", "A tool has no human-readable title.",
		"Approval dialogs show the title to people. Add one; the fix derives it from the name."},
	{"description", "annotations", "warning", "A destructive tool's description presents it as a read, or is silent on a deletion its handler makes.",
		"The description is what every model reads, and clients may not pass annotations on. Say what the tool deletes or overwrites."},
	{"duplicate", "annotations", "warning", "A tool name is registered twice on one server with different definitions.",
		"A server keeps one definition, so clients see annotations that depend on registration order. Give each tool its own name."},
	{"profile", "annotations", "warning", "A tool does not send a hint the selected profile (a directory's or client's rules) wants explicit.",
		"Some directories and clients reject a server whose tools leave hints to the spec's defaults. Choose the profile of the consumer you ship to (-annotations.profile, or \"profile\" in .annovet.json) and set the hints it names; the fix sets the values annovet can decide."},
	{"wire", "annotations", "error", "A hint the source sets never reaches clients: the module's SDK release drops it from tools/list.",
		"Clients then act on the spec's default instead of the author's value (or a directory that wants the hint explicit sees none). Upgrade the SDK to the release the message names; go.mod decides which release annovet judges."},
	{"readonly", "honesty", "error", "A tool marked read-only has a handler that writes, deletes or changes data a tool reads back.",
		"Clients approve read-only tools without asking, so the change happens unseen. Set readOnlyHint to false."},
	{"destructive", "honesty", "error", "A tool says destructiveHint=false but its handler deletes or overwrites.",
		"Clients may skip the warning a destructive call deserves. Set destructiveHint to true."},
	{"idempotent", "honesty", "error", "A tool says idempotentHint=true but its handler adds again on every call.",
		"Clients may retry an idempotent call after a timeout, so an insert, an append or an increment happens twice. Set idempotentHint to false."},
	{"openworld", "honesty", "error", "A tool says openWorldHint=false but reaches an address its arguments choose.",
		"Content from the open world can carry prompt injection. Set openWorldHint to true."},
	{"hintkey", "hintkeys", "error", "An annotation key is misspelled where the compiler cannot see it.",
		"Unknown keys are silently dropped by SDK decoders, so the tool loses its annotation. Use the valid key the fix proposes."},
	{"multimode", "multimode", "warning", "A tool's arguments decide whether it reads or writes.",
		"Hints are per tool, not per call. Annotate the worst case, or split the tool into a read-only one and a destructive one."},
	{"directive", "annotations", "warning", "An //annovet:ignore or //annovet:effect directive is malformed or misplaced.",
		"Name a known check and give a reason: //annovet:ignore CHECK reason. Declare an effect with a known kind in the doc comment of a function or an interface method: //annovet:effect delete."},
}

// Lookup returns the check with the given ID.
func Lookup(id string) (Check, bool) {
	for _, c := range All {
		if c.ID == id {
			return c, true
		}
	}
	return Check{}, false
}

// IDs returns every check ID.
func IDs() []string {
	ids := make([]string, len(All))
	for i, c := range All {
		ids[i] = c.ID
	}
	return ids
}

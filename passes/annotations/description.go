package annotations

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/annovet/annovet/model"
)

// The description check reads a description for two things: whether it
// names a destructive act, and whether it presents the tool as a read.
// Both are tables of words (testdata/src/annotations/description has a case
// for each kind of entry; description_test.go holds real descriptions of
// the corpus's servers).

// leadIn matches the start of a description up to its first verb: "Lists
// ...", "This tool shows ...", "Use this tool to get ...".
const leadIn = `^\W*(?:(?:this tool|the tool|tool to|use this tool to|use this to|allows you to|lets you)\s+)?`

var (
	// actWords name what a destructive tool does to what exists, or warn
	// that it is irreversible: "Uninstall a Helm release", "Revoke the
	// token", "Abort a build", "Move an email to another folder",
	// "Cannot be undone".
	actWords = regexp.MustCompile(`(?i)\b(delet|remov|uninstall|revok|abort|cancel|stop|roll ?back|reset|overwrit|replac|mov(e|es|ed|ing)\b|renam|purg|drop|terminat|kill|flush|destr|eras|wip(e|es|ed|ing)\b|truncat|discard|detach|unlink|unset|clear|evict|drain|prun|revert|clobber|permanent|irreversib|undo|undone|caution|careful|warning|danger|in[ -]place)`)
	// changeWords say that a tool changes what exists ("Updates the
	// datasource", "Execute an UPDATE", "Changes whether the page is
	// public"): they name an overwrite, not a deletion, and count when
	// annovet sees no certain deletion.
	changeWords = regexp.MustCompile(`(?i)\b(updat|modif|chang(e|es|ed|ing)\b)`)
	// leadActWords name a destructive act only as the verb the description
	// opens with, being nouns elsewhere: "Release a reserved IP" gives the
	// address back, "Get the release notes" reads; "Reject an incoming
	// share" ends it, while "an empty list is rejected" is the input's
	// check. leadChangeWords are so
	// for an overwrite: "Edit a domain record", not "Show the edit history";
	// "Sets the current project", which replaces the one set before, not
	// "Set up a project", which makes one (leadsWithChange); "Patches a
	// Kubernetes resource", not "Show the patch of a commit"; "Apply
	// manifests" (create or update what is there), not "the git-apply
	// format"; "Upgrade an existing Helm release" (replace it), not
	// "Generate a cluster upgrade risk report"; "Scale deployment
	// replicas" (replace the count of what runs), not "Get the scale
	// subresource"; "Resize a disk" (replace its size), not "Show the
	// resize history". A verb that moves its target to a state it names
	// names the overwrite too: "Enable or disable a firewall policy",
	// "Publish a document", "Merge a pull request", "Resume KEDA
	// autoscaling", "Archive a project", "Close an issue"; not "Get a merge
	// request", "List the archive", "Show the lock".
	leadActWords    = regexp.MustCompile(`(?i)` + leadIn + `(releas(e|es|ing)|reject(s|ing)?|declin(e|es|ing))\b`)
	leadChangeWords = regexp.MustCompile(`(?i)` + leadIn + `(edit|edits|editing|set|sets|setting|patch|patches|patching|apply|applies|applying|upgrade|upgrades|upgrading|scale|scales|scaling|resize|resizes|resizing|` +
		`(?:en|dis)able[sd]?|(?:en|dis)abling|toggles?|(?:un)?publish(?:es)?|merges?|resumes?|pauses?|(?:un)?suspends?|(?:de)?activates?|(?:un)?archives?|(?:un)?locks?|close[sd]?|reopens?)\b(\s+\w+)?`)
	// createWords say the tool makes its target ("Create a new site"): of
	// a change that puts its target whatever was there (an HTTP PUT, an
	// upsert), creating is one of the two outcomes, the one its author
	// describes, and annovet cannot see whether the target exists.
	createWords = regexp.MustCompile(`(?i)\b(creat|upsert)`)
	// readWords, leading the description, present the tool as a read:
	// "Get a dashboard", "Lists the files", "This tool shows ...".
	readWords = regexp.MustCompile(`(?i)` + leadIn + `(get|gets|list|lists|show|shows|preview|previews|read|reads|fetch|fetches|retrieve|retrieves|view|views|describe|describes|search|searches|find|finds|inspect|inspects|look up|looks up|display|displays|explain|explains)\b`)
	// serverModes name a mode of the server, not of the tool: "only
	// available when the server is not in read-only mode".
	serverModes = regexp.MustCompile(`(?i)\bread[- ]only (mode|flag|setting|configuration)`)
	// safeWords anywhere present it as safe.
	safeWords = regexp.MustCompile(`(?i)(\bsafely\b|\bsafe to\b|\bread[- ]only\b|\bwithout (chang|modif|alter|writ|touch)|\b(does not|doesn't|never|will not|won't) (chang|modif|alter|writ|touch)|\bno side[- ]effects?\b|\bnon-?destructive\b)`)
)

// namesDestructiveAct reports whether a description names a destructive
// act; with deletes, only an act that deletes or warns counts, not an
// update. The words that say a tool is safe name none.
func namesDestructiveAct(desc string, deletes bool) bool {
	desc = safeWords.ReplaceAllString(desc, "") // "without changing anything" names no act
	// The words of an operation's name are words for the acts: "move_file:
	// source, destination" names a move (not so for an update:
	// "gitlab_mr_changes_get" reads).
	return actWords.MatchString(strings.ReplaceAll(desc, "_", " ")) || leadActWords.MatchString(desc) ||
		!deletes && (changeWords.MatchString(desc) || leadsWithChange(desc))
}

// leadsWithChange reports whether a description opens with a verb that
// names an overwrite (leadChangeWords), but for the phrases in which the
// word is not that verb: "Set up a project", "Merge request notes".
func leadsWithChange(desc string) bool {
	m := leadChangeWords.FindStringSubmatch(desc)
	if m == nil {
		return false
	}
	verb, next := strings.ToLower(m[1]), strings.ToLower(strings.TrimSpace(m[2]))
	return !slices.Contains(notTheVerb[verb], next)
}

// notTheVerb are the words after which a verb leadChangeWords holds is part
// of another phrase.
var notTheVerb = map[string][]string{
	"set":   {"up"},
	"sets":  {"up"},
	"merge": {"request", "requests"},
}

// presentsAsRead reports whether a description presents its tool as a read
// or as safe, and names no destructive act.
func presentsAsRead(desc string) bool {
	desc = serverModes.ReplaceAllString(desc, "")
	return (readWords.MatchString(desc) || safeWords.MatchString(desc)) && !namesDestructiveAct(desc, false)
}

// readable reports whether the word tables can read a description: they
// are English, so one written mostly in another script ("GitLab Issue
// のコメントを削除します", which says it deletes the comment) may name its act
// in words they do not hold. A quarter of its letters outside the Latin
// script is a description in another language; an English one quoting a
// name or a word of another script stays readable.
func readable(desc string) bool {
	latin, other := 0, 0
	for _, r := range desc {
		switch {
		case !unicode.IsLetter(r):
		case unicode.Is(unicode.Latin, r):
			latin++
		default:
			other++
		}
	}
	return other*4 < latin+other || latin+other == 0
}

// description: a destructive tool whose description presents it as a read
// or as safe, or whose handler certainly deletes or overwrites and whose
// description does not say so. A description that names the tool's own
// destructive act passes; a tool its author marked destructive whose
// handler annovet decides changes nothing or only adds is left alone (the
// caution is in the annotation, and there is nothing to warn of). It asks
// what the handler does, so it runs where the tool is bound: a tool built
// in another package (elsewhere) is checked there.
func (c *checker) description(elsewhere bool) {
	t := c.t
	if len(t.Unknown) > 0 {
		return
	}
	desc := t.Description
	if desc.Set && !desc.Known {
		return
	}
	ro, de := t.Annotations.Get(model.ReadOnly), t.Annotations.Get(model.Destructive)
	annotated := de.Is(true) && !de.Implicit && !ro.Is(true)
	witness, destroys := c.inferred.DestroysData()
	// The author said it cannot destroy: the honesty checks report the
	// handler that does, once.
	inferred := destroys && !ro.Is(true) && !de.Is(false)
	if !annotated && !inferred || annotated && c.inferred.Certain() && !destroys && !c.inferred.Destructive() {
		return
	}
	// At the description; a tool built in another package is reported
	// where it is bound, with where its description is.
	pos, where := t.At.Pos, ""
	switch {
	case elsewhere:
		pos = c.bind()
		if desc.At.IsValid() {
			where = fmt.Sprintf(" (description at %s)", desc.At.Short())
		}
	case desc.At.Pos.IsValid():
		pos = desc.At.Pos
	}
	why := "is annotated destructive"
	if inferred {
		why = "can delete or overwrite: " + witness.Path()
	}
	text := strings.TrimSpace(desc.Value)
	if !readable(text) {
		return // words annovet's tables do not hold: whether it warns is unknown
	}
	switch _, deletes := c.inferred.DeletesData(); {
	case text != "" && presentsAsRead(text):
		c.report(pos, Description,
			fmt.Sprintf("tool %q %s, but its description presents it as a read or as safe, and the description is what every model reads (clients may not pass annotations on); say what it deletes or overwrites%s",
				t.DisplayName(), why, where), "", nil)
	case inferred && (text == "" || !namesDestructiveAct(text, deletes) && !(c.inferred.PutsOnly() && createWords.MatchString(text))):
		has := "its description does not mention it"
		if text == "" {
			has = "it has no description to say so"
		}
		c.report(pos, Description,
			fmt.Sprintf("tool %q %s, but %s, and the description is what every model reads (clients may not pass annotations on); say what it deletes or overwrites%s",
				t.DisplayName(), why, has, where), "", nil)
	}
}

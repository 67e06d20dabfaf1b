package annotations

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/internal/fix"
	"github.com/annovet/annovet/internal/profile"
	"github.com/annovet/annovet/internal/sharedvalue"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/decide"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/passes/effects"
	"github.com/annovet/annovet/sdk"
)

// Check IDs: each diagnostic's Category. They never change once released.
const (
	Missing       = "missing"
	Partial       = "partial"
	Contradiction = "contradiction"
	Title         = "title"
	Description   = "description"
	Duplicate     = "duplicate"
	Profile       = "profile"
	Wire          = "wire"
)

//go:embed doc.go
var doc string

// Analyzer reports tools whose annotations are missing, partial,
// contradictory or untitled, and destructive tools whose description does
// not warn.
var Analyzer = &analysis.Analyzer{
	Name:       "annotations",
	Doc:        analyzerdoc.MustExtract(doc, "annotations"),
	URL:        "https://github.com/annovet/annovet/blob/main/CHECKS.md#annotations",
	Run:        run,
	Requires:   []*analysis.Analyzer{discover.Analyzer, effects.Analyzer, decide.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
}

// Result ties each of the pass's findings about a tool to that tool, for a
// driver that sees the whole program: only there is it known whether a
// tool built in an exported function ever reaches a server.
type Result struct {
	Findings []Finding
}

// A Finding is a diagnostic about one tool, identified as the checker
// driver reports it.
type Finding struct {
	Tool              *model.Tool
	Pos               token.Pos
	Category, Message string
}

// disabled holds the checks the analyzer's -disable flag turns off.
var disabled *diag.Disabled

func init() {
	disabled = diag.DisableFlag(Analyzer, Missing, Partial, Contradiction, Title, Description, Duplicate, Profile, Wire, diag.Directive)
	Analyzer.Flags.Var(profile.Current, "profile", "the `name` of the consumer whose rules the tools must meet beyond the spec: "+strings.Join(profile.Names(), ", ")+" (see CHECKS.md#profile)")
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[discover.Analyzer].(*discover.Result)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	decisions := pass.ResultOf[decide.Analyzer].(*decide.Result)
	r := diag.New(pass, disabled, true, Missing, Partial, Contradiction, Title, Description, Duplicate, Profile, Wire)
	forms := titleForms(res.Tools)
	shared := sharedvalue.New(pass, res.Tools)
	out := &Result{}
	checkerOf := func(t *model.Tool) *checker {
		dec := decisions.Of(t)
		return &checker{pass: pass, r: r, t: t, dec: dec, inferred: dec.Inferred, anchors: anchorsOf(res, t), forms: forms, out: out, shared: shared}
	}
	bound := boundHere(res)
	built := map[*model.Tool]bool{}
	for _, t := range res.Tools {
		built[t] = true
		c := checkerOf(t)
		c.missing()
		c.partial()
		c.profile()
		c.wire()
		c.contradiction()
		c.title()
		if bound[t] {
			c.description(false)
		}
	}
	// A tool built in another package is checked against its handler
	// where it is bound: the description check asks what the handler does.
	for _, b := range res.Bindings {
		if t := b.Tool; bound[t] && !built[t] {
			bound[t] = false // once
			checkerOf(t).description(true)
		}
	}
	shared.Flush(r)
	duplicates(pass, r, res)
	for _, p := range eff.Directives {
		r.Report(analysis.Diagnostic{Pos: p.Pos, Category: diag.Directive, Message: p.Message})
	}
	r.Finish()
	return out, nil
}

// boundHere returns the tools the package binds to a handler.
func boundHere(res *discover.Result) map[*model.Tool]bool {
	out := map[*model.Tool]bool{}
	for _, b := range res.Bindings {
		out[b.Tool] = true
	}
	return out
}

// anchorsOf returns where t is constructed and registered: an ignore
// directive on any of these lines applies to t's findings.
func anchorsOf(res *discover.Result, t *model.Tool) []token.Pos {
	anchors := []token.Pos{t.At.Pos}
	for _, b := range res.Bindings {
		if b.Tool == t {
			anchors = append(anchors, b.At.Pos)
		}
	}
	return anchors
}

type checker struct {
	pass     *analysis.Pass
	r        *diag.Reporter
	t        *model.Tool
	dec      *decide.Decision // the tool's target annotations, which every fix writes
	inferred effects.Inference
	anchors  []token.Pos
	forms    map[string]string // how the package's titles spell words
	out      *Result
	shared   *sharedvalue.Values
}

func (c *checker) report(pos token.Pos, category, msg string, fixMsg string, edits []analysis.TextEdit) {
	c.reportWhy(pos, category, msg, "", fixMsg, edits, nil)
}

// reportWhy reports a finding whose message, msg, is followed by why, what
// the tool's handler shows (" (its handler changes state: ...)"), and whose
// fix writes dec. A finding about a value several tools of this package
// take their annotations from may be merged into one, at the value
// (package sharedvalue); its fix writes dec into the value.
func (c *checker) reportWhy(pos token.Pos, category, msg, why, fixMsg string, edits []analysis.TextEdit, dec *model.Decision) {
	d := diag.WithFix(analysis.Diagnostic{Pos: pos, Category: category, Message: msg + why}, fixMsg, edits)
	c.out.Findings = append(c.out.Findings, Finding{Tool: c.t, Pos: pos, Category: category, Message: msg + why})
	if does, ok := strings.CutPrefix(msg, fmt.Sprintf("tool %q ", c.t.DisplayName())); ok {
		f := sharedvalue.Finding{Tool: c.t, Diag: d, Anchors: c.anchors, Bind: c.bind(),
			Claim: "their annotations", Does: does, Witness: strings.TrimSuffix(strings.TrimPrefix(why, " ("), ")")}
		if dec != nil {
			t, d := c.t, *dec
			f.Agree = d.String()
			f.Fix = func() (string, []analysis.TextEdit) {
				return "Decide for every tool that takes them: " + d.String(), fix.SharedAnnotations(c.pass, t, pos, d)
			}
		}
		if c.shared.Take(pos, f) {
			return
		}
	}
	c.r.Report(d, c.anchors...)
}

// bind is where the tool is bound, or built when it is bound elsewhere.
func (c *checker) bind() token.Pos {
	if len(c.anchors) > 1 {
		return c.anchors[1]
	}
	return c.t.At.Pos
}

// namePos is where a finding about the tool as a whole goes: its name,
// when the construction here writes it, else the construction.
func (c *checker) namePos() token.Pos {
	if at := c.t.Name.At; c.t.Written(at) {
		return at.Pos
	}
	return c.t.At.Pos
}

// pos returns the position of p in this package, or the construction.
func (c *checker) pos(p model.Position) token.Pos {
	if p.Pos.IsValid() {
		return p.Pos
	}
	return c.t.At.Pos
}

// decided reports whether the author decided h (an SDK's pre-filled default
// is no decision).
func (c *checker) decided(h model.HintName) bool { return decide.Decided(c.t, h) }

// hintless reports whether the author decided none of the tool's hints: no
// annotations at all, or annotations that hold only a title (so the title
// fix leaves a missing finding missing).
func (c *checker) hintless() bool {
	for _, h := range model.Hints {
		if c.decided(h) {
			return false
		}
	}
	return true
}

// missing: a tool with no annotation decision at all.
func (c *checker) missing() {
	t := c.t
	if !c.hintless() || len(t.Unknown) > 0 {
		return
	}
	d := c.dec.Target
	because := c.inferred.Because() + c.leftToAuthor(d)
	switch opts := fix.UnwritableOptions(c.pass, t, d); {
	case !fix.SupportsAnnotations(c.pass, t):
		because = fmt.Sprintf(" (the %s version this module uses has no annotations or titles: upgrade it to annotate the tool and give it a title)", t.SDK)
	case len(opts) > 0:
		because += fmt.Sprintf("; the %s version this module uses has no %s, so the fix cannot write them: set them by hand or upgrade it", t.SDK, englishList(opts))
	}
	has := "has no annotations"
	if t.HasAnnotations {
		has = "sets annotations that decide none of its hints"
	}
	c.report(c.namePos(), Missing,
		fmt.Sprintf("tool %q %s, so clients treat it as destructive, non-idempotent and open-world and ask for confirmation before every call; add annotations that say what it does%s",
			t.DisplayName(), has, because),
		"Annotate "+t.DisplayName()+": "+d.String(), fix.Hints(c.pass, t, d))
}

// leftToAuthor names, when the fix cannot decide every hint that matters,
// the hints the author has to decide: readOnlyHint, and for a tool that is
// not read-only destructiveHint and idempotentHint, and openWorldHint.
func (c *checker) leftToAuthor(d model.Decision) string {
	var left []string
	for _, h := range model.Hints {
		readOnly := d.Write[model.ReadOnly] && d.Value[model.ReadOnly]
		if d.Write[h] || readOnly && (h == model.Destructive || h == model.Idempotent) {
			continue
		}
		left = append(left, h.Wire())
	}
	if len(left) == 0 {
		return ""
	}
	return "; decide " + englishList(left) + " yourself"
}

// englishList joins words as a sentence does: "a", "a and b", "a, b and c".
func englishList(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// partial: some hints decided, but one that matters left to its default, or
// decided hints discarded by a later whole-struct replacement.
func (c *checker) partial() {
	t := c.t
	if !t.HasAnnotations || len(t.Unknown) > 0 {
		return
	}
	hintless := c.hintless() // missing reports the hints; partial only what a reset lost
	for _, r := range t.Resets {
		var lost []string
		for _, h := range r.Lost {
			lost = append(lost, h.Wire())
		}
		c.report(c.pos(r.At), Partial,
			fmt.Sprintf("tool %q: WithToolAnnotation replaces the whole annotations struct and discards %s set by an earlier option, so clients never see it; set every hint inside the ToolAnnotation or drop it",
				t.DisplayName(), strings.Join(lost, " and ")), "", nil)
	}
	if hintless {
		return
	}
	ro := t.Annotations.Get(model.ReadOnly)
	// destructiveHint and idempotentHint mean something only for a tool that
	// is not read-only: written out, either says the tool changes things, and
	// the default readOnlyHint (false) is the author's answer (package decide
	// keeps it so).
	treatsAsChanging := c.decided(model.Destructive) || c.decided(model.Idempotent)
	// Where readOnlyHint is a plain bool of a struct literal (go-sdk), the
	// field left out is how the author writes "not read-only": false and
	// absent are one value, which clients read as the spec's default. Only
	// a handler annovet decides only reads makes it a finding (the fix
	// writes true); one it decides changes takes the answer as given.
	zeroAnswers := c.plainReadOnly() && !c.decided(model.ReadOnly)
	_, changes := c.inferred.Changes()
	onlyReads := c.inferred.Certain() && !changes
	if !c.decided(model.ReadOnly) && !treatsAsChanging && !(zeroAnswers && !onlyReads) {
		d := c.dec.Undecided()
		c.reportWhy(c.pos(t.AnnotationsAt), Partial,
			fmt.Sprintf("tool %q sets annotations but leaves readOnlyHint to its default (false), so clients treat it as modifying its environment and ask before every call; decide readOnlyHint explicitly",
				t.DisplayName()), c.inferred.Because(),
			"Decide the hints of "+t.DisplayName()+": "+d.String(), fix.Hints(c.pass, t, d), &d)
		return
	}
	notReadOnly := ro.Is(false) || zeroAnswers && changes
	if (notReadOnly || !ro.Is(true) && c.decided(model.Idempotent)) && !c.decided(model.Destructive) {
		only := c.dec.Only(model.Destructive)
		at := ro.At
		if !ro.Set {
			at = t.AnnotationsAt // the annotations that leave both out
		}
		c.reportWhy(c.pos(at), Partial,
			fmt.Sprintf("tool %q is not read-only but leaves destructiveHint to its default (true); say whether it can overwrite or delete, even when the answer is the default, so the next reader knows someone decided",
				t.DisplayName()), c.inferred.Because(),
			"Decide destructiveHint of "+t.DisplayName()+": "+only.String(), fix.Hints(c.pass, t, only), &only)
	}
}

// plainReadOnly reports whether the tool is a struct literal whose SDK
// release holds readOnlyHint in a plain bool, so that leaving it out and
// writing false are the same source.
func (c *checker) plainReadOnly() bool {
	if c.t.Origin != model.Literal {
		return false
	}
	row, _ := sdk.SpecFor(c.t.SDK).Row(c.t.SDKVersion)
	return row != nil && !row.Pointer(model.ReadOnly)
}

// profile: a hint the selected profile wants explicit that no annotation
// sends. What clients receive decides (the SDK's wire object: mcp-go's
// NewTool sends every hint, go-sdk drops a nil pointer), and the hints the
// partial check reports are left to it.
func (c *checker) profile() {
	t := c.t
	p := profile.Current.Profile
	if !t.HasAnnotations || len(t.Unknown) > 0 || len(p.Explicit)+len(p.ExplicitUnlessReadOnly) == 0 {
		return
	}
	ro := t.Annotations.Get(model.ReadOnly)
	if !c.decided(model.ReadOnly) {
		return // partial reports it, with the fix for every open hint
	}
	spec := sdk.SpecFor(t.SDK)
	wire := spec.Wire(t)
	row, _ := spec.Row(t.SDKVersion)
	var lacking []model.HintName
	var names []string
	for _, h := range p.Required(ro.Is(true)) {
		if wire.Hints[h] != nil || slices.Contains(wire.Unknown, h.Wire()) {
			continue
		}
		if hv := t.Annotations.Get(h); hv.Set && !hv.Implicit {
			continue // set, and dropped by the SDK release: the wire check reports it
		}
		if h == model.Destructive && ro.Is(false) {
			continue // partial reports it
		}
		lacking = append(lacking, h)
		names = append(names, h.Wire())
	}
	if len(lacking) == 0 {
		return
	}
	d := c.dec.Only(lacking...)
	because := ""
	for _, h := range lacking {
		if !d.Write[h] {
			because = c.inferred.Because() // what annovet cannot decide, the fix leaves out
		}
	}
	for _, h := range lacking {
		if d.Write[h] && row.Drops(h, d.Value[h]) {
			because += fmt.Sprintf("; %s %s does not send %s=%t, so %s", t.SDK, t.SDKVersion, h.Wire(), d.Value[h], upgrade(spec, t.SDKVersion, h))
			break
		}
	}
	c.report(c.pos(t.AnnotationsAt), Profile,
		fmt.Sprintf("tool %q does not send %s, which %s asks for explicitly on every tool (profile %s), so the server can be rejected there even though the spec's default applies; set %s%s",
			t.DisplayName(), strings.Join(names, " and "), p.Who, p.Name, map[bool]string{true: "it", false: "them"}[len(names) == 1], because),
		"Set "+strings.Join(names, " and ")+" of "+t.DisplayName()+": "+d.String(), fix.Hints(c.pass, t, d))
}

// wire: a hint the author set that the module's SDK release never sends
// (go-sdk before v1.7 drops a false readOnlyHint or idempotentHint; mcp-go
// before v0.27 drops every false hint, and before v0.22 every annotation).
// A client then applies the spec's default: reported when that default is
// not what the author said, or when the selected profile wants the hint
// explicit. Nothing is reported when go.mod does not name the release.
func (c *checker) wire() {
	t := c.t
	spec := sdk.SpecFor(t.SDK)
	row, known := spec.Row(t.SDKVersion)
	if !known || len(t.Unknown) > 0 {
		return
	}
	ro := t.Annotations.Get(model.ReadOnly)
	required := profile.Current.Profile.Required(ro.Is(true))
	readOnly := spec.Wire(t).Effective().ReadOnlyHint
	for _, h := range model.Hints {
		hv := t.Annotations.Get(h)
		if !hv.Set || !hv.Known || hv.Implicit || !row.Drops(h, hv.Value) {
			continue
		}
		// destructiveHint and idempotentHint mean nothing on a tool clients
		// see as read-only.
		matters := !readOnly || h == model.ReadOnly || h == model.OpenWorld
		how := fmt.Sprintf("leaves a false %s out of tools/list", h.Wire())
		if row.NoAnnotations {
			how = "sends no annotations at all"
		}
		var so string
		switch {
		case hv.Value != h.Default() && matters:
			so = fmt.Sprintf("clients apply the spec's default, %s=%t, instead of what the tool says", h.Wire(), h.Default())
		case slices.Contains(required, h):
			p := profile.Current.Profile
			so = fmt.Sprintf("%s, which asks for %s explicitly on every tool (profile %s), sees none", p.Who, h.Wire(), p.Name)
		default:
			continue // the client's default is the value the author set
		}
		c.report(c.pos(hv.At), Wire,
			fmt.Sprintf("tool %q sets %s=%t, but %s %s %s, so %s; %s",
				t.DisplayName(), h.Wire(), hv.Value, t.SDK, t.SDKVersion, how, so, upgrade(spec, t.SDKVersion, h)), "", nil)
	}
}

// upgrade names the remedy for a hint the release drops.
func upgrade(spec *sdk.Spec, version string, h model.HintName) string {
	if fixed := spec.Fixed(version, h); fixed != "" {
		return fmt.Sprintf("upgrade %s to %s or later", spec.Module, fixed)
	}
	return "no release of " + spec.Module + " sends it"
}

// contradiction: read-only and destructive at once, and mcp-go's default
// leak. An explicit destructiveHint=false or idempotentHint on a read-only
// tool is no contradiction: the spec ignores it, and some clients and
// directories ask for every hint explicitly.
func (c *checker) contradiction() {
	t := c.t
	ro := t.Annotations.Get(model.ReadOnly)
	if !ro.Is(true) || !c.decided(model.ReadOnly) {
		return
	}
	de := t.Annotations.Get(model.Destructive)
	switch {
	case de.Is(true) && de.Implicit:
		// mcp-go's NewTool pre-fills destructiveHint=true; setting only
		// readOnlyHint ships both.
		d := c.dec.Only(model.ReadOnly, model.Destructive)
		c.report(c.pos(ro.At), Contradiction,
			fmt.Sprintf("tool %q is marked read-only, but NewTool's default destructiveHint=true still goes out, so clients see a tool that is read-only and destructive at once; add WithDestructiveHintAnnotation(false), or make it not read-only if it changes things",
				t.DisplayName()),
			"Add destructiveHint=false to "+t.DisplayName(), fix.Hints(c.pass, t, d))
	case de.Is(true):
		d := c.dec.Only(model.ReadOnly, model.Destructive)
		c.report(c.pos(de.At), Contradiction,
			fmt.Sprintf("tool %q is marked both read-only and destructive, which cannot both be true, and clients may trust either; decide which it is%s",
				t.DisplayName(), c.inferred.Because()), "Decide "+t.DisplayName()+": "+d.String(), fix.Hints(c.pass, t, d))
	}
}

var snakeName = regexp.MustCompile(`^[a-z0-9]+([_\-.][a-z0-9]+)+$`)

// title: no title anywhere, or a title that is just the snake_case name.
func (c *checker) title() {
	t := c.t
	if !t.Name.Known || len(t.Unknown) > 0 {
		return
	}
	if !fix.SupportsAnnotations(c.pass, t) {
		// The SDK release carries no title either: the missing finding
		// names the upgrade, the one cause of both.
		return
	}
	human := HumanTitle(t.Name.Value, c.forms)
	title := t.AnyTitle()
	switch {
	case title.Set && !title.Known:
		return
	case !title.Set || title.Value == "":
		c.report(c.namePos(), Title,
			fmt.Sprintf("tool %q has no title, so approval dialogs show the raw name to people; add a human-readable title such as %q",
				t.DisplayName(), human),
			"Add the title "+fmt.Sprintf("%q", human), fix.Title(c.pass, t, human))
	case title.Value == t.Name.Value && snakeName.MatchString(title.Value):
		c.report(c.pos(title.At), Title,
			fmt.Sprintf("tool %q has its snake_case name as its title, which tells a person in an approval dialog nothing more; use a human-readable title such as %q",
				t.DisplayName(), human),
			"Use the title "+fmt.Sprintf("%q", human), fix.Title(c.pass, t, human))
	}
}

// HumanTitle derives a title from a tool name: "delete_branch" -> "Delete
// Branch", "create_pki_issuer" -> "Create PKI Issuer". Words are spelled as
// forms gives them (the project's own capitalization, by lower-case word),
// then as well-known acronyms and names are, then capitalized.
func HumanTitle(name string, forms map[string]string) string {
	words := strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' })
	for i, w := range words {
		lower := strings.ToLower(w)
		if f, ok := forms[lower]; ok {
			words[i] = f
			continue
		}
		if f, ok := wellKnown[lower]; ok {
			words[i] = f
			continue
		}
		r := []rune(w)
		r[0] = unicode.ToUpper(r[0])
		words[i] = string(r)
	}
	return strings.Join(words, " ")
}

// wellKnown spells acronyms and names the way people write them.
var wellKnown = map[string]string{}

func init() {
	for _, w := range []string{
		"AI", "API", "AWS", "CI", "CLI", "CPU", "CSV", "DB", "DNS", "GCP", "GPU", "HTML", "HTTP", "HTTPS",
		"ID", "IDs", "IP", "JSON", "JWT", "K8s", "LLM", "LSP", "MCP", "OAuth", "OS", "PDF", "PKI", "PR", "PRs",
		"S3", "SDK", "SQL", "SSH", "SSO", "TLS", "UI", "URI", "URL", "URLs", "UUID", "VM", "VMs", "XML", "YAML",
		"GitHub", "GitLab", "npm", "PyPI",
	} {
		wellKnown[strings.ToLower(w)] = w
	}
}

// titleForms collects how the package's titles spell words with capitals
// other than the first letter ("GitHub", "iOS", "PKI"), for HumanTitle.
func titleForms(tools []*model.Tool) map[string]string {
	forms := map[string]string{}
	for _, t := range tools {
		for _, title := range []model.Text{t.Title, t.Annotations.Title} {
			if !title.Known {
				continue
			}
			for _, w := range strings.Fields(title.Value) {
				w = strings.Trim(w, ".,:;()")
				if len(w) > 1 && strings.ToLower(w) != w && strings.ToUpper(w[:1])+strings.ToLower(w[1:]) != w {
					forms[strings.ToLower(w)] = w
				}
			}
		}
	}
	return forms
}

// duplicates: the same name registered twice on one server with
// definitions whose annotations differ, so what clients see depends on the
// order of registration. Not reported: definitions a client cannot tell
// apart by their annotations (they differ in schema or description only, or
// not at all), definitions whose annotations annovet cannot fully resolve,
// and registrations in branches that exclude each other (if/else, switch
// cases).
func duplicates(pass *analysis.Pass, r *diag.Reporter, res *discover.Result) {
	byName := map[string][]*model.Binding{}
	var names []string
	for _, b := range res.Bindings {
		if !b.Registered || !b.Tool.Name.Known || b.Server == "" {
			continue
		}
		n := b.Server + "\x00" + b.Tool.Name.Value
		if _, ok := byName[n]; !ok {
			names = append(names, n)
		}
		byName[n] = append(byName[n], b)
	}
	for _, n := range names {
		bs := byName[n]
		for _, b := range bs {
			view, ok := clientView(b.Tool)
			if !ok {
				continue
			}
			for _, other := range bs {
				if other.Tool.At == b.Tool.At {
					continue // the same definition registered again
				}
				if ov, ok := clientView(other.Tool); !ok || ov == view || exclusive(pass, b.At.Pos, other.At.Pos) {
					continue
				}
				r.Report(analysis.Diagnostic{Pos: b.At.Pos, Category: Duplicate,
					Message: fmt.Sprintf("tool %q is registered again on the same server with other annotations (also at %s), and a server keeps only one, so clients see annotations that depend on registration order; give each tool its own name",
						b.Tool.Name.Value, other.At.Short())}, b.Tool.At.Pos)
				break
			}
		}
	}
}

// clientView renders the annotations a spec-following client derives from
// t (a hint left unset reads as its default), or false when some of it is
// not a constant annovet knows.
func clientView(t *model.Tool) (string, bool) {
	if len(t.Unknown) > 0 {
		return "", false
	}
	title := t.AnyTitle()
	if title.Set && !title.Known {
		return "", false
	}
	view := title.Value
	for _, h := range model.Hints {
		v := t.Annotations.Get(h)
		switch {
		case v.Set && !v.Known:
			return "", false
		case v.Set:
			view += fmt.Sprintf("|%t", v.Value)
		default:
			view += fmt.Sprintf("|%t", h.Default())
		}
	}
	return view, true
}

// exclusive reports whether two positions of a file are in branches that
// exclude each other: the body and the else of one if statement, or two
// cases of one switch or select without a fallthrough between them.
func exclusive(pass *analysis.Pass, p, q token.Pos) bool {
	for _, f := range pass.Files {
		if p < f.FileStart || p >= f.FileEnd || q < f.FileStart || q >= f.FileEnd {
			continue
		}
		pathP, _ := astutil.PathEnclosingInterval(f, p, p)
		pathQ, _ := astutil.PathEnclosingInterval(f, q, q)
		onQ := map[ast.Node]bool{}
		for _, n := range pathQ {
			onQ[n] = true
		}
		for i, n := range pathP {
			if !onQ[n] || i == 0 {
				continue
			}
			child := pathP[i-1] // the branch p is in
			switch n := n.(type) {
			case *ast.IfStmt:
				return n.Else != nil && (child == n.Body && within(q, n.Else) || child == n.Else && within(q, n.Body))
			case *ast.BlockStmt:
				cc, ok := child.(*ast.CaseClause)
				if !ok {
					if _, ok := child.(*ast.CommClause); !ok {
						return false
					}
					return !within(q, child)
				}
				if within(q, cc) {
					return false
				}
				// A fallthrough anywhere in the switch joins the cases.
				for _, c := range n.List {
					if body := c.(*ast.CaseClause).Body; len(body) > 0 {
						if br, ok := body[len(body)-1].(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
							return false
						}
					}
				}
				return true
			}
			return false // the innermost statement holding both runs both
		}
		return false
	}
	return false
}

func within(p token.Pos, n ast.Node) bool { return n.Pos() <= p && p < n.End() }

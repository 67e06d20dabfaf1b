// Package inventory is annovet's static tools/list: every tool the packages
// register, with the annotations the source sets and what a client sees,
// computed without running the server.
package inventory

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/decide"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/sdk"
)

// Entry is one tool of the inventory, in the JSON form annovet prints.
type Entry struct {
	Name        string          `json:"name"`
	Title       string          `json:"title"`
	Description string          `json:"description,omitempty"` // when the source decides it
	SDK         model.SDK       `json:"sdk"`
	SDKVersion  string          `json:"sdkVersion,omitempty"` // the SDK release go.mod selects, when known
	Pos         string          `json:"pos"`
	Handler     string          `json:"handler"`
	Annotations json.RawMessage `json:"annotations"` // the keys the source sets; null values are unknown
	Wire        model.Wire      `json:"wire"`        // the annotations object on the wire
	Effective   model.Effective `json:"effective"`   // what a client acts on
	Registered  bool            `json:"registered"`
	// RegisteredByType names the adapter of the project's tool type that
	// registers the tool's value among others annovet cannot follow one
	// by one (discover's model adapters): a registration takes values of
	// the type, and annovet does not claim the tool unregistered.
	RegisteredByType string `json:"registeredByType,omitempty"`
	// Bound reports that annovet follows the tool's handler: it knows which
	// code serves the tool, and Effects says what that code may do.
	Bound bool `json:"bound"`
	// Decided reports that the handler is bound and none of its effects is
	// undecided: the honesty checks and the fixes can judge every hint.
	Decided bool     `json:"decided"`
	Unknown []string `json:"unknown,omitempty"`
	// Effects are what the handler may do: each kind of effect with the call
	// path that shows it: [] when it has none, null when annovet cannot see it.
	Effects []EffectEntry `json:"effects"`
}

// EffectEntry is one effect of a tool's handler.
type EffectEntry struct {
	Kind        string `json:"kind"`
	Destructive bool   `json:"destructive,omitempty"`
	Accumulates bool   `json:"accumulates,omitempty"` // adds again on every call: not idempotent
	Host        string `json:"host,omitempty"`        // network: fixed, config, open or host?
	Chosen      string `json:"chosen,omitempty"`      // what the tool's arguments choose
	// Uncertain marks an effect annovet infers from a name or assumes for
	// an argument it cannot resolve: shown, never a finding.
	Uncertain bool `json:"uncertain,omitempty"`
	// Undecided says, for an effect annovet cannot decide, why: what it
	// could not follow ("an interface method of PKG", "a function value").
	Undecided string `json:"undecided,omitempty"`
	Path      string `json:"path"`
}

// Analyzers are the analyzers whose results the inventory reads: a driver
// that wants the inventory runs them.
var Analyzers = []*analysis.Analyzer{discover.Analyzer, decide.Analyzer}

// Build collects the entries of the root actions of an analysis graph.
func Build(graph *checker.Graph) []Entry {
	var entries []Entry
	seen := map[string]int{} // tool position -> entry index
	add := func(t *model.Tool) int {
		key := t.Key()
		if i, ok := seen[key]; ok {
			return i
		}
		entries = append(entries, entry(t))
		seen[key] = len(entries) - 1
		return len(entries) - 1
	}
	type bound struct {
		b   *model.Binding
		dec *decide.Result
	}
	var bindings []bound
	decOf := map[string]*decide.Result{}
	for _, act := range graph.Roots {
		if r, ok := act.Result.(*decide.Result); ok {
			decOf[act.Package.ID] = r
		}
	}
	variantsView := VariantsView(graph)
	for _, act := range graph.Roots {
		res, ok := act.Result.(*discover.Result)
		if act.Analyzer != discover.Analyzer || !ok {
			continue
		}
		for _, t := range res.Tools {
			add(t)
		}
		for _, b := range res.Bindings {
			if variantsView(act, b.Tool.At.File) {
				continue // the package's own tool, bound by the package itself
			}
			bindings = append(bindings, bound{b, decOf[act.Package.ID]})
		}
	}
	for _, bd := range bindings {
		b := bd.b
		i := add(b.Tool)
		e := &entries[i]
		if b.Handler.Resolved() && (e.Handler == "" || b.Registered) {
			e.Handler = b.Handler.Name
			e.Effects, e.Bound, e.Decided = nil, false, false
			if bd.dec != nil {
				if effs, ok := bd.dec.Effects(b.Handler); ok {
					e.Effects = []EffectEntry{}
					e.Bound, e.Decided = true, true
					for _, ef := range effs {
						ee := EffectEntry{Kind: ef.Kind.String(), Destructive: ef.Destructive, Accumulates: ef.Accumulates, Host: ef.Host.String(), Chosen: ef.Chosen, Uncertain: !ef.Certain() && ef.Chosen == "", Path: ef.Path()}
						if ef.Undecided() {
							ee.Undecided = ef.Reason()
							e.Decided = false
						}
						e.Effects = append(e.Effects, ee)
					}
				}
			}
		}
		e.Registered = e.Registered || b.Registered
		if b.ByType != "" && e.RegisteredByType == "" {
			e.RegisteredByType = b.ByType
		}
	}
	slices.SortStableFunc(entries, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(a.Name, b.Name))
	})
	return entries
}

func entry(t *model.Tool) Entry {
	spec := sdk.SpecFor(t.SDK)
	w := spec.Wire(t)
	title := t.AnyTitle()
	e := Entry{
		Name:       t.DisplayName(),
		SDK:        t.SDK,
		SDKVersion: t.SDKVersion,
		Pos:        t.At.String(),
		Wire:       w,
		Effective:  w.Effective(),
		Unknown:    t.Unknown,
	}
	if title.Known {
		e.Title = title.Value
	}
	if d := t.Description; d.Known {
		e.Description = d.Value
	}
	e.Annotations = sourceAnnotations(t)
	return e
}

// sourceAnnotations renders the annotations the author set, wire names, in
// spec order: null for a value annovet cannot know.
func sourceAnnotations(t *model.Tool) json.RawMessage {
	var parts []string
	kv := func(k string, v any) {
		kb, _ := json.Marshal(k)
		vb, _ := json.Marshal(v)
		parts = append(parts, string(kb)+":"+string(vb))
	}
	if tt := t.Annotations.Title; tt.Set {
		if tt.Known {
			kv(model.TitleKey, tt.Value)
		} else {
			kv(model.TitleKey, nil)
		}
	}
	for _, h := range model.Hints {
		hv := t.Annotations.Get(h)
		switch {
		case !hv.Set || hv.Implicit:
		case hv.Known:
			kv(h.Wire(), hv.Value)
		default:
			kv(h.Wire(), nil)
		}
	}
	return json.RawMessage("{" + strings.Join(parts, ",") + "}")
}

// A Snapshot is an entry without what moves with unrelated edits (the
// position, the handler's name, the effects' paths): the form a project
// commits and compares with "annovet diff" (package drift).
type Snapshot struct {
	Name        string          `json:"name"`
	Title       string          `json:"title"`
	SDK         model.SDK       `json:"sdk"`
	Annotations json.RawMessage `json:"annotations"`
	Wire        model.Wire      `json:"wire"`
	Effective   model.Effective `json:"effective"`
	Registered  bool            `json:"registered"`
	Unknown     []string        `json:"unknown,omitempty"`
}

// Snapshots returns the snapshot of each entry, sorted by name and SDK.
func Snapshots(entries []Entry) []Snapshot {
	out := make([]Snapshot, 0, len(entries))
	for _, e := range entries {
		out = append(out, Snapshot{Name: e.Name, Title: e.Title, SDK: e.SDK, Annotations: e.Annotations, Wire: e.Wire, Effective: e.Effective, Registered: e.Registered, Unknown: e.Unknown})
	}
	slices.SortStableFunc(out, func(a, b Snapshot) int {
		return cmp.Or(cmp.Compare(a.Name, b.Name), cmp.Compare(a.SDK, b.SDK))
	})
	return out
}

// PrintTable writes the inventory for people.
func PrintTable(w io.Writer, entries []Entry) {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TOOL\tSDK\tREAD-ONLY\tDESTRUCTIVE\tIDEMPOTENT\tOPEN-WORLD\tTITLE\tHANDLER\tPOSITION")
	for _, e := range entries {
		flag := func(h model.HintName) string {
			for _, u := range e.Effective.Unknown {
				if u == h.Wire() {
					return "?"
				}
			}
			s := fmt.Sprint(e.Effective.Get(h))
			if e.Wire.Hints[h] == nil {
				s += "*" // the spec default: the wire is silent
			}
			return s
		}
		handler := e.Handler
		if handler == "" {
			handler = "-"
		}
		title := e.Title
		if title == "" {
			title = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", e.Name, e.SDK,
			flag(model.ReadOnly), flag(model.Destructive), flag(model.Idempotent), flag(model.OpenWorld),
			title, handler, e.Pos)
	}
	tw.Flush()
	fmt.Fprintf(w, "%d tools (* = not sent: the client assumes the spec default)\n", len(entries))
}

// VariantsView returns a test of whether what a root action of graph
// found in a file is a test variant's view of a file its package's own
// build also saw: a package built with its tests ("p [p.test]", as go list
// names one) sees the tests' code (a hook only a test sets), so where the
// package is analyzed on its own too, its own view of its own files
// counts.
func VariantsView(graph *checker.Graph) func(act *checker.Action, file string) bool {
	testVariant := func(p *packages.Package) bool { return strings.HasSuffix(p.ID, ".test]") }
	plain := map[string]bool{}
	for _, act := range graph.Roots {
		if !testVariant(act.Package) {
			plain[act.Package.PkgPath] = true
		}
	}
	return func(act *checker.Action, file string) bool {
		return testVariant(act.Package) && plain[act.Package.PkgPath] && !strings.HasSuffix(file, "_test.go")
	}
}

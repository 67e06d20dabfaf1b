package decide

import (
	_ "embed"
	"reflect"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/profile"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/passes/effects"
	"github.com/annovet/annovet/passes/modes"
)

//go:embed doc.go
var doc string

// Analyzer decides each tool's target annotations.
var Analyzer = &analysis.Analyzer{
	Name:             "decide",
	Doc:              analyzerdoc.MustExtract(doc, "decide"),
	URL:              "https://github.com/annovet/annovet/blob/main/CHECKS.md",
	Run:              run,
	RunDespiteErrors: true,
	ResultType:       reflect.TypeFor[*Result](),
	Requires:         []*analysis.Analyzer{discover.Analyzer, effects.Analyzer, modes.Analyzer},
}

// Result holds the decision of every tool the package builds or binds.
type Result struct {
	byTool    map[*model.Tool]*Decision
	byHandler map[*model.Handler][]effects.Effect
}

// Effects returns what a handler the package binds does, as the
// decisions read it (a change to memory no tool reads back is
// undecided: effects.ReadBack); ok is false when annovet cannot tell
// which code serves it.
func (r *Result) Effects(h *model.Handler) (effs []effects.Effect, ok bool) {
	effs, ok = r.byHandler[h]
	return effs, ok
}

// Of returns the decision of a tool, or nil for a tool the package neither
// builds nor binds.
func (r *Result) Of(t *model.Tool) *Decision { return r.byTool[t] }

// A Decision is what annovet decided about one tool.
type Decision struct {
	Tool *model.Tool
	// Inferred is what the handlers the package binds the tool to show.
	Inferred effects.Inference
	// MultiMode is the evidence that the tool's arguments decide what it
	// does, or nil.
	MultiMode *modes.Evidence
	// Target is the annotations the tool should carry: every hint the
	// target decides, with its value.
	Target model.Decision
}

// Only returns the target restricted to the hints given, where it differs
// from what the author wrote: the edit a check about those hints proposes.
func (d *Decision) Only(hints ...model.HintName) model.Decision {
	var out model.Decision
	for _, h := range hints {
		if !d.Target.Write[h] {
			continue
		}
		if hv := d.Tool.Annotations.Get(h); Decided(d.Tool, h) && hv.Known && hv.Value == d.Target.Value[h] {
			continue // already so
		}
		out.Set(h, d.Target.Value[h])
	}
	return out
}

// Undecided returns the target's values for the hints the author has not
// decided.
func (d *Decision) Undecided() model.Decision {
	var out model.Decision
	for _, h := range model.Hints {
		if d.Target.Write[h] && !Decided(d.Tool, h) {
			out.Set(h, d.Target.Value[h])
		}
	}
	return out
}

// Decided reports whether the author decided h (an SDK's pre-filled
// default is no decision).
func Decided(t *model.Tool, h model.HintName) bool {
	hv := t.Annotations.Get(h)
	return hv.Set && !hv.Implicit
}

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[discover.Analyzer].(*discover.Result)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	ev := pass.ResultOf[modes.Analyzer].(*modes.Result)
	out := &Result{byTool: map[*model.Tool]*Decision{}, byHandler: map[*model.Handler][]effects.Effect{}}
	tools := append([]*model.Tool(nil), res.Tools...)
	handlers := map[*model.Tool][]*model.Handler{}
	multi := map[*model.Tool]*modes.Evidence{}
	// Memory is data when a tool reads it back: what every tool bound
	// here reads decides which of their changes to memory count.
	read := map[string]bool{}
	for _, b := range res.Bindings {
		if _, ok := handlers[b.Tool]; !ok && !contains(tools, b.Tool) {
			tools = append(tools, b.Tool)
		}
		handlers[b.Tool] = append(handlers[b.Tool], b.Handler)
		if e := ev.Of(b); e.MultiMode() && multi[b.Tool] == nil {
			multi[b.Tool] = e
		}
		for _, l := range eff.ReadsOf(b.Handler) {
			read[l] = true
		}
	}
	for _, b := range res.Bindings {
		if effs, ok := eff.Of(b.Handler); ok {
			out.byHandler[b.Handler] = effects.ReadBack(effs, read)
		}
	}
	for _, t := range tools {
		d := &Decision{Tool: t, Inferred: effects.Infer(out.byHandler, handlers[t]), MultiMode: multi[t]}
		d.Target = target(t, d.Inferred, d.MultiMode)
		out.byTool[t] = d
	}
	return out, nil
}

func contains(tools []*model.Tool, t *model.Tool) bool {
	for _, x := range tools {
		if x == t {
			return true
		}
	}
	return false
}

// target decides a tool's annotations, in order: the author's values;
// certain evidence where it contradicts them; the worst case for a
// multi-mode tool; the handler's decided values for the hints still open;
// the repair of a pre-filled destructive default on a read-only tool.
func target(t *model.Tool, inf effects.Inference, multiMode *modes.Evidence) model.Decision {
	var d model.Decision
	for _, h := range model.Hints {
		if hv := t.Annotations.Get(h); Decided(t, h) && hv.Known {
			d.Set(h, hv.Value)
		}
	}
	is := func(h model.HintName, v bool) bool { return d.Write[h] && d.Value[h] == v }
	if _, changes := inf.Changes(); changes && is(model.ReadOnly, true) {
		d.Set(model.ReadOnly, false)
		if !d.Write[model.Destructive] || !d.Value[model.Destructive] {
			d.Set(model.Destructive, inf.Destructive())
		}
	}
	if _, changes := inf.Changes(); !changes && inf.Certain() && is(model.ReadOnly, true) && is(model.Destructive, true) {
		d.Set(model.Destructive, false) // read-only and destructive at once: the handler decides read-only
	}
	if inf.Destructive() && !is(model.ReadOnly, true) && is(model.Destructive, false) {
		d.Set(model.Destructive, true)
	}
	if inf.Open() && is(model.OpenWorld, false) {
		d.Set(model.OpenWorld, true)
	}
	if _, adds := inf.Accumulates(); adds && is(model.Idempotent, true) && !is(model.ReadOnly, true) {
		d.Set(model.Idempotent, false)
	}
	if multiMode != nil {
		d.Set(model.ReadOnly, false)
		if multiMode.Destructive() {
			d.Set(model.Destructive, true)
		}
	}
	inferred := inf.Decision()
	if inferred.Value[model.ReadOnly] && inferred.Write[model.ReadOnly] && (Decided(t, model.Destructive) || Decided(t, model.Idempotent) || is(model.ReadOnly, false)) {
		// The author treats the tool as one that changes things (or the
		// evidence above does): it stays so, with what the effects show.
		inferred = model.Decision{}
		inferred.Set(model.ReadOnly, false)
		inferred.Set(model.Destructive, inf.Destructive())
		inferred.Set(model.Idempotent, false)
		inferred.Set(model.OpenWorld, inf.Open())
	}
	for _, h := range model.Hints {
		if !d.Write[h] && inferred.Write[h] {
			d.Set(h, inferred.Value[h])
		}
	}
	if is(model.ReadOnly, true) && !d.Write[model.Destructive] {
		if hv := t.Annotations.Get(model.Destructive); hv.Implicit && hv.Is(true) {
			d.Set(model.Destructive, false) // NewTool's default would ship "read-only and destructive"
		}
		if slices.Contains(profile.Current.Profile.Required(true), model.Destructive) {
			d.Set(model.Destructive, false) // the profile wants it explicit even on a read-only tool
		}
	}
	return d
}

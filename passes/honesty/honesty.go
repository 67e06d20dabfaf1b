package honesty

import (
	_ "embed"
	"fmt"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/internal/fix"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/decide"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/passes/effects"
)

// Check IDs.
const (
	ReadOnly    = "readonly"
	Destructive = "destructive"
	OpenWorld   = "openworld"
	Idempotent  = "idempotent"
)

//go:embed doc.go
var doc string

// Analyzer reports annotations that the handler's effects contradict.
var Analyzer = &analysis.Analyzer{
	Name:     "honesty",
	Doc:      analyzerdoc.MustExtract(doc, "honesty"),
	URL:      "https://github.com/annovet/annovet/blob/main/CHECKS.md#honesty",
	Run:      run,
	Requires: []*analysis.Analyzer{discover.Analyzer, effects.Analyzer, decide.Analyzer},
}

// disabled holds the checks the analyzer's -disable flag turns off.
var disabled *diag.Disabled

func init() { disabled = diag.DisableFlag(Analyzer, ReadOnly, Destructive, OpenWorld, Idempotent) }

func run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[discover.Analyzer].(*discover.Result)
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	decisions := pass.ResultOf[decide.Analyzer].(*decide.Result)
	seen := map[string]bool{}
	r := diag.New(pass, disabled, false, ReadOnly, Destructive, OpenWorld, Idempotent)
	defer r.Finish()
	for _, b := range res.Bindings {
		if b.BoundElsewhere {
			continue
		}
		effs, ok := eff.Of(b.Handler)
		if !ok {
			continue
		}
		c := check{pass: pass, r: r, b: b, t: b.Tool, dec: decisions.Of(b.Tool), effects: effs, seen: seen}
		c.readOnly()
		c.destructive()
		c.openWorld()
		c.idempotent()
	}
	return nil, nil
}

type check struct {
	pass    *analysis.Pass
	r       *diag.Reporter
	b       *model.Binding
	t       *model.Tool
	dec     *decide.Decision // the tool's target annotations, which the fixes write
	effects []effects.Effect
	seen    map[string]bool
}

// first returns the effect that best shows pred: one on the world outside
// the process before one on the server's in-memory data, then the shortest
// witness.
func (c *check) first(pred func(effects.Effect) bool) (effects.Effect, bool) {
	var best effects.Effect
	found := false
	for _, e := range c.effects {
		if !pred(e) {
			continue
		}
		if !found || best.Memory && !e.Memory || best.Memory == e.Memory && len(e.Witness) < len(best.Witness) {
			best, found = e, true
		}
	}
	return best, found
}

// report reports at the hint when it is in this package, else at the binding.
func (c *check) report(h model.HintName, category, msg string, dec model.Decision, e effects.Effect) {
	// Point at the hint when it is written in the tool's construction here;
	// a hint from a shared preset or another package is reported where the
	// tool is bound, with where it was set.
	hv := c.t.Annotations.Get(h)
	pos, where := hv.At.Pos, ""
	if !c.t.Written(hv.At) {
		pos = c.b.At.Pos
		if hv.At.IsValid() {
			where = fmt.Sprintf(" (%s set at %s)", h.Wire(), hv.At.Short())
		}
	}
	key := fmt.Sprintf("%d/%s/%s", pos, category, c.b.Handler.Name)
	if c.seen[key] {
		return
	}
	c.seen[key] = true
	d := analysis.Diagnostic{Pos: pos, Category: category, Message: msg + where}
	if e.At.Pos.IsValid() {
		d.Related = []analysis.RelatedInformation{{Pos: e.At.Pos, Message: "the effect starts here: " + e.Path()}}
	}
	d = diag.WithFix(d, "Annotate "+c.t.DisplayName()+": "+dec.String(), fix.Hints(c.pass, c.t, dec))
	c.r.Report(d, c.t.At.Pos, c.b.At.Pos)
}

var verbs = map[effects.Kind]string{
	effects.Write:  "writes",
	effects.Delete: "deletes",
	effects.Mutate: "changes state",
	effects.Exec:   "runs a process",
}

// readOnly: marked read-only, but the handler changes its environment.
func (c *check) readOnly() {
	if !c.t.Annotations.Get(model.ReadOnly).Is(true) {
		return
	}
	e, ok := c.first(func(e effects.Effect) bool { return e.Kind.Changes() && e.Certain() })
	if !ok {
		return
	}
	d := c.dec.Only(model.ReadOnly, model.Destructive)
	c.report(model.ReadOnly, ReadOnly,
		fmt.Sprintf("tool %q is marked read-only, but its handler %s: %s; clients approve read-only tools without asking, so this change happens unseen: set readOnlyHint to false",
			c.t.DisplayName(), verbs[e.Kind], e.Path()), d, e)
}

// destructive: destructiveHint=false, but the handler deletes or overwrites.
func (c *check) destructive() {
	t := c.t
	if !t.Annotations.Get(model.Destructive).Is(false) || t.Annotations.Get(model.ReadOnly).Is(true) {
		return
	}
	e, ok := c.first(func(e effects.Effect) bool { return e.Kind.Changes() && e.Destructive && e.Certain() })
	if !ok {
		return
	}
	d := c.dec.Only(model.Destructive)
	what := "overwrites"
	if e.Kind == effects.Delete {
		what = "deletes"
	}
	c.report(model.Destructive, Destructive,
		fmt.Sprintf("tool %q says destructiveHint=false, but its handler %s existing data: %s; clients may skip the warning a destructive call deserves: set destructiveHint to true",
			t.DisplayName(), what, e.Path()), d, e)
}

// idempotent: idempotentHint=true, but the handler adds again on every call
// (an insert, an append, an increment).
func (c *check) idempotent() {
	t := c.t
	if !t.Annotations.Get(model.Idempotent).Is(true) || t.Annotations.Get(model.ReadOnly).Is(true) {
		return // the spec ignores idempotentHint on a read-only tool
	}
	e, ok := c.first(func(e effects.Effect) bool { return e.Accumulates && e.Certain() })
	if !ok {
		return
	}
	d := c.dec.Only(model.Idempotent)
	c.report(model.Idempotent, Idempotent,
		fmt.Sprintf("tool %q says idempotentHint=true, but its handler adds again on every call: %s; a client may retry it after a timeout and add twice: set idempotentHint to false",
			t.DisplayName(), e.Path()), d, e)
}

// openWorld: openWorldHint=false, but the handler reaches an address that is
// not fixed in the code.
func (c *check) openWorld() {
	if !c.t.Annotations.Get(model.OpenWorld).Is(false) {
		return
	}
	e, ok := c.first(func(e effects.Effect) bool { return e.Host == effects.HostArgs })
	if !ok {
		return
	}
	d := c.dec.Only(model.OpenWorld)
	c.report(model.OpenWorld, OpenWorld,
		fmt.Sprintf("tool %q says openWorldHint=false, but its handler reaches an address its arguments choose: %s; what comes back from the open world can carry prompt injection, and clients treat closed-world results as trusted: set openWorldHint to true",
			c.t.DisplayName(), e.Path()), d, e)
}

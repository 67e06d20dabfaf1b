package effects

import (
	"fmt"
	"go/ast"
	"strings"

	"github.com/annovet/annovet/internal/fix"
	"github.com/annovet/annovet/model"
)

// Of returns what a tool's handler may do, as seen by its clients: every
// effect on the world or on state that outlives the call (the handler's
// receiver, what its closure captured, the arguments its constructor was
// given). Effects on the request itself are dropped. ok is false when
// annovet cannot tell which code serves the tool.
func (r *Result) Of(h *model.Handler) (effects []Effect, ok bool) {
	if r.an == nil || !h.Resolved() {
		return nil, false
	}
	a := r.an
	var sum Summary
	switch {
	case h.Lit != nil:
		u, found := r.units[h.Lit]
		if !found {
			return nil, false
		}
		for _, e := range u.summary.Effects {
			switch {
			case e.Root >= RootRecv && e.Root != RootEnv:
				continue // the handler's own parameters: the request
			case e.Root == rootCaptured:
				e.Root, e.captured = RootEnv, nil
			}
			sum.add(e)
		}
	case h.Func != nil:
		s := a.summaryOf(h.Func)
		if s == nil {
			return nil, false
		}
		for _, e := range s.Effects {
			if e.Root >= 0 {
				continue
			}
			e.Root = RootEnv // the receiver of a method value is the server's state
			e.Witness = append([]string{FuncName(h.Func)}, e.Witness...)
			sum.add(e)
		}
	case h.Via != nil:
		s := a.summaryOf(h.Via)
		if s == nil {
			return nil, false
		}
		for _, e := range s.Effects {
			if e.Kind == callVar && e.Root >= 0 && h.Call != nil && e.Root < len(h.Call.Args) {
				// A generic adapter calls the handler it was given.
				u := &unit{node: h.Call, sig: nil}
				for _, ce := range a.callArg(u, site{name: FuncName(h.Via), call: h.Call}, h.Call.Args[e.Root], e) {
					if ce.Root != RootEnv {
						ce.Root = RootEnv
					}
					sum.add(ce)
				}
				continue
			}
			e.Root = RootEnv // what the constructor was given lives as long as the handler
			e.Witness = append([]string{FuncName(h.Via)}, e.Witness...)
			sum.add(e)
		}
	}
	for i, e := range sum.Effects {
		if e.HostFrom > 0 { // an address from the handler's own arguments
			sum.Effects[i].HostFrom, sum.Effects[i].OpenHost = 0, true
		}
		if e.Kind == callVar {
			sum.Effects[i].Kind = Unknown
			sum.Effects[i].Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], "(a function value annovet cannot follow)")
		}
	}
	return sum.Effects, true
}

// Inference is what a tool's handlers show about the hints it should carry.
type Inference struct {
	resolved bool
	effects  []Effect
}

// Infer combines the effects of a tool's handlers.
func Infer(r *Result, handlers []*model.Handler) Inference {
	var inf Inference
	var sum Summary
	for _, h := range handlers {
		eff, ok := r.Of(h)
		if !ok {
			return Inference{}
		}
		inf.resolved = true
		for _, e := range eff {
			sum.add(e)
		}
	}
	inf.effects = sum.Effects
	return inf
}

// Effects returns the combined effects.
func (i Inference) Effects() []Effect { return i.effects }

func (i Inference) has(pred func(Effect) bool) (Effect, bool) {
	for _, e := range i.effects {
		if pred(e) {
			return e, true
		}
	}
	return Effect{}, false
}

// Certain reports whether the inference rests on a resolved handler with no
// call annovet could not follow.
func (i Inference) Certain() bool {
	_, unknown := i.has(func(e Effect) bool { return e.Kind == Unknown })
	return i.resolved && !unknown
}

// Changes returns an effect that changes the environment, if any.
func (i Inference) Changes() (Effect, bool) {
	return i.has(func(e Effect) bool { return e.Kind.Changes() })
}

// Destructive reports whether the handler may delete or overwrite.
func (i Inference) Destructive() bool {
	_, ok := i.has(func(e Effect) bool { return e.Kind.Changes() && e.Destructive })
	return ok
}

// maxDescriptionDepth bounds how deep below the handler an effect may be to
// call for a warning in the description.
const maxDescriptionDepth = 4

// DestroysData reports whether the handler surely may delete or overwrite
// data outside its own memory (files, rows, remote objects), by the
// catalogue or the source rather than a method's name. It returns the first
// such effect.
func (i Inference) DestroysData() (Effect, bool) {
	return i.has(func(e Effect) bool {
		// Deletes and overwrites close to the handler: not a process it
		// runs, nor a write deep inside infrastructure (a cache, a loader).
		return (e.Kind == Delete || e.Kind == Write || e.Kind == Mutate) && e.Destructive &&
			!e.Memory && !e.Heuristic && len(e.Witness) <= maxDescriptionDepth
	})
}

// Decision returns the hints a fix should write: the values the handler's
// effects show, or the spec's cautious values when annovet cannot see them
// all. A decision never makes a tool look safer than the evidence.
func (i Inference) Decision() fix.Decision {
	var d fix.Decision
	if !i.Certain() {
		d.Set(model.ReadOnly, false)
		d.Set(model.Destructive, true)
		d.Set(model.Idempotent, false)
		d.Set(model.OpenWorld, true)
		return d
	}
	_, network := i.has(func(e Effect) bool { return e.Kind == Network || e.Kind == Exec })
	if _, changes := i.Changes(); !changes {
		d.Set(model.ReadOnly, true)
		d.Set(model.OpenWorld, network)
		return d
	}
	d.Set(model.ReadOnly, false)
	d.Set(model.Destructive, i.Destructive())
	d.Set(model.Idempotent, false)
	d.Set(model.OpenWorld, network)
	return d
}

// Because explains a decision in a message: what the handler showed.
func (i Inference) Because() string {
	switch {
	case !i.resolved:
		return " (annovet cannot see the handler, so the suggested values are the cautious defaults)"
	case !i.Certain():
		e, _ := i.has(func(e Effect) bool { return e.Kind == Unknown })
		return fmt.Sprintf(" (the handler calls %s, so the suggested values are the cautious defaults)", strings.TrimSuffix(e.Path(), " (a function value annovet cannot follow)"))
	}
	if e, ok := i.Changes(); ok {
		verb := map[Kind]string{Write: "writes", Delete: "deletes", Mutate: "changes state", Exec: "runs a process"}[e.Kind]
		return fmt.Sprintf(" (its handler %s: %s)", verb, e.Path())
	}
	if e, ok := i.has(func(e Effect) bool { return e.Kind == Network }); ok {
		return fmt.Sprintf(" (its handler only reads, over the network: %s)", e.Path())
	}
	return " (its handler changes nothing annovet can see)"
}

// Within returns the effects of the code inside node (a branch of a switch,
// the body of an if), which must lie in a function of this package: the
// effects of the calls, assignments and literals it contains.
func (r *Result) Within(node ast.Node) []Effect {
	if r.an == nil {
		return nil
	}
	var u *unit
	for n, cand := range r.units {
		if cand.declared {
			continue
		}
		if n.Pos() <= node.Pos() && node.End() <= n.End() && (u == nil || u.node.Pos() < n.Pos()) {
			u = cand
		}
	}
	if u == nil {
		return nil
	}
	var sum Summary
	for _, s := range u.sites {
		if p := s.at.Pos; p.IsValid() && node.Pos() <= p && p < node.End() {
			for _, e := range r.an.siteEffects(u, s) {
				sum.add(e)
			}
		}
	}
	return sum.Effects
}

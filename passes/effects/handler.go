package effects

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/token"
	"slices"

	"github.com/annovet/annovet/model"
)

// Of returns what a tool's handler may do, as seen by its clients: every
// effect on the world or on data that outlives the call (the handler's
// receiver, what its closure captured, what its constructor was given).
// Effects on the request itself are dropped; what depends on the request
// is chosen by the tool's arguments. ok is false when annovet cannot tell
// which code serves the tool.
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
			sum.add(unresolvedOuter(fromArguments(e)))
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
			e, keep := a.receiverAsConfig(e)
			if !keep {
				continue
			}
			e = fromArguments(e)
			e.Root = RootEnv // the receiver of a method value is the server's state
			e.Witness = append([]string{FuncName(h.Func)}, e.Witness...)
			sum.add(e)
		}
	case h.Via != nil:
		s := a.summaryOf(h.Via)
		if s == nil {
			return nil, false
		}
		var caller *unit
		if h.Call != nil {
			caller = r.enclosing(h.Call) // a handler a fact names has no call here
		}
		for _, e := range perCall(s) { // what the factory did before it returned ran once, at registration
			if e.Iface != nil && e.Root >= 0 && h.Call != nil && e.Root < len(h.Call.Args) {
				// An interface method of what the registration passes.
				u := caller
				if u == nil {
					u = &unit{node: h.Call}
				}
				e.Witness = append([]string{FuncName(h.Via)}, e.Witness...)
				for _, ce := range a.ifaceArg(u, site{name: FuncName(h.Via), call: h.Call, at: e.At}, h.Call.Args[e.Root], e) {
					ce.Root, ce.captured = RootEnv, nil
					sum.add(unresolvedOuter(ce))
				}
				continue
			}
			if e.Kind == callVar && e.Root >= 0 && h.Call != nil && e.Root < len(h.Call.Args) {
				// A generic adapter calls the handler it was given.
				u := caller
				if u == nil {
					u = &unit{node: h.Call}
				}
				for _, ce := range a.callArg(u, site{name: FuncName(h.Via), call: h.Call}, h.Call.Args[e.Root], e) {
					ce.Root = RootEnv
					sum.add(ce)
				}
				continue
			}
			// What the constructor was given decides what depends on it.
			deps := e.Deps
			e.Deps = nil
			keep := true
			for _, d := range deps {
				if d.Role == RoleGate {
					e = configured(e) // a test of what the registering code gave the factory
					continue
				}
				if h.Call == nil || caller == nil {
					e = unresolvedDep(e, d)
					continue
				}
				if e, keep = a.resolveDep(e, d, h.Call, caller); !keep {
					break
				}
			}
			if !keep {
				continue
			}
			e.Root = RootEnv // what the constructor was given lives as long as the handler
			e.Witness = append([]string{FuncName(h.Via)}, e.Witness...)
			sum.add(unresolvedOuter(e))
		}
	}
	sum.Effects = a.resolveFuncValues(a.resolveIfaces(sum.Effects), 0)
	for i, e := range sum.Effects {
		sum.Effects[i].When = nil // the handler's arguments may take any branch
		if e.Kind == callVar {
			sum.Effects[i].Kind = Unknown
			sum.Effects[i].Cause = cmp.Or(e.Cause, "a function value")
			sum.Effects[i].Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], "(a function value annovet cannot follow)")
		}
	}
	return sum.Effects, true
}

// Adapted returns the arguments of a handler's construction that the
// closure it returns calls on each call: a generic adapter of another
// package (MustTool(name, description, handle), GenToolHandler(name, run))
// runs the function it was given, which is then the code that reads the
// tool's arguments. It is nil for a handler not built by a call, or whose
// constructor calls none of its arguments.
func (r *Result) Adapted(h *model.Handler) []ast.Expr {
	if r.an == nil || h.Via == nil || h.Call == nil {
		return nil
	}
	s := r.an.summaryOf(h.Via)
	if s == nil {
		return nil
	}
	var out []ast.Expr
	for _, e := range perCall(s) {
		if e.Kind != callVar || e.Root < 0 || e.Root >= len(h.Call.Args) || e.Field != "" || e.Option != "" {
			continue
		}
		if arg := h.Call.Args[e.Root]; !slices.Contains(out, arg) {
			out = append(out, arg)
		}
	}
	return out
}

// unresolvedOuter resolves what still depends on the parameters of the
// function that registers the tool (the enclosing function of a handler
// literal, the caller of a handler factory), which annovet does not follow
// further out. An address it was given is configuration: the registering
// code runs once, at start-up, and the tool's arguments reach only the
// handler's request (a registration given its config: last9's
// NewGetDropRulesHandler(client, cfg), whose URL is cfg.APIBaseURL's).
// Anything else is unknown.
func unresolvedOuter(e Effect) Effect {
	deps := e.Deps
	e.Deps = nil
	for _, d := range deps {
		if d.Role == RoleHost {
			if e.Host < HostConfig {
				e.Host = HostConfig
			}
			continue
		}
		if d.Role == RoleGate {
			e = configured(e) // a test of what the registering code was given
			continue
		}
		e = unresolvedDep(e, d)
	}
	return e
}

// enclosing returns the innermost unit of this package whose body holds
// node: a binary search in the units sorted by position.
func (r *Result) enclosing(node ast.Node) *unit {
	if node == nil {
		return nil
	}
	if r.sorted == nil {
		for _, u := range r.units {
			if !u.declared {
				r.sorted = append(r.sorted, u)
			}
		}
		slices.SortFunc(r.sorted, func(a, b *unit) int { return cmp.Compare(a.node.Pos(), b.node.Pos()) })
	}
	i, _ := slices.BinarySearchFunc(r.sorted, node.Pos(), func(u *unit, p token.Pos) int {
		if u.node.Pos() <= p {
			return -1
		}
		return 1
	})
	for i--; i >= 0; i-- {
		if u := r.sorted[i]; node.End() <= u.node.End() {
			return u
		}
	}
	return nil
}

// Inference is what a tool's handlers show about the hints it should carry.
type Inference struct {
	resolved bool
	effects  []Effect
}

// Infer combines the effects of a tool's handlers, as Of returns them
// (and ReadBack reads them), by handler.
func Infer(byHandler map[*model.Handler][]Effect, handlers []*model.Handler) Inference {
	var inf Inference
	var sum Summary
	for _, h := range handlers {
		eff, ok := byHandler[h]
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

func (i Inference) has(pred func(Effect) bool) (Effect, bool) {
	for _, e := range i.effects {
		if pred(e) {
			return e, true
		}
	}
	return Effect{}, false
}

// undecided returns an effect that keeps annovet from deciding the hints:
// a call it cannot follow, an argument it cannot resolve, a name it only
// guesses from, an address whose origin it cannot tell.
func (i Inference) undecided() (Effect, bool) {
	return i.has(func(e Effect) bool { return e.Undecided() || e.Chosen != "" })
}

// Certain reports whether the inference rests on a resolved handler whose
// every effect annovet can decide.
func (i Inference) Certain() bool {
	_, undecided := i.undecided()
	return i.resolved && !undecided
}

// Changes returns an effect that certainly changes the environment, if any.
func (i Inference) Changes() (Effect, bool) {
	return i.has(func(e Effect) bool { return e.Kind.Changes() && e.Certain() })
}

// Destructive reports whether the handler certainly may delete or overwrite.
func (i Inference) Destructive() bool {
	_, ok := i.has(func(e Effect) bool { return e.Kind.Changes() && e.Destructive && e.Certain() })
	return ok
}

// Accumulates returns a certain effect that each call makes again (an
// insert, an append, an increment), if any: the handler is not idempotent.
func (i Inference) Accumulates() (Effect, bool) {
	return i.has(func(e Effect) bool { return e.Accumulates && e.Certain() })
}

// Open reports whether the handler certainly reaches an address its
// arguments choose.
func (i Inference) Open() bool {
	_, ok := i.has(func(e Effect) bool { return e.Host == HostArgs })
	return ok
}

// maxDescriptionDepth bounds how deep below the handler an effect may be to
// call for a warning in the description.
const maxDescriptionDepth = 4

// DestroysData reports whether the handler surely may delete or overwrite
// data outside its own memory (files, rows, remote objects), by the
// catalogue or the source rather than a method's name, or lets its
// arguments choose a statement that may. It returns the first such effect.
func (i Inference) DestroysData() (Effect, bool) {
	return i.has(Effect.destroysNear)
}

// destroysNear reports whether e deletes or overwrites close to the
// handler: not a process it runs, nor a write deep inside infrastructure
// (a cache, a loader).
func (e Effect) destroysNear() bool {
	return (e.Kind == Delete || e.Kind == Write || e.Kind == Mutate) && e.Destructive && (e.Certain() || e.Chosen != "") &&
		!e.Memory && len(e.Witness) <= maxDescriptionDepth
}

// PutsOnly reports whether every deletion or overwrite DestroysData would
// name puts its target whatever was there (an HTTP PUT, an upsert): it
// creates the target or replaces it, and which one depends on what exists
// then, which annovet cannot see.
func (i Inference) PutsOnly() bool {
	_, destroys := i.DestroysData()
	_, other := i.has(func(e Effect) bool {
		return e.destroysNear() && (e.Kind != Mutate || !e.Sets || e.Accumulates || e.Chosen != "")
	})
	return destroys && !other
}

// DeletesData returns a deletion the handler certainly makes, close to it
// (not one an argument chooses): a description that only says the tool
// updates or modifies does not warn of it.
func (i Inference) DeletesData() (Effect, bool) {
	return i.has(func(e Effect) bool {
		return e.Kind == Delete && e.Certain() && !e.Memory && len(e.Witness) <= maxDescriptionDepth
	})
}

// Decision returns the hints a fix should write: the values the handler's
// effects decide. It is empty when annovet cannot decide them all: a fix
// never writes values nobody decided.
func (i Inference) Decision() model.Decision {
	var d model.Decision
	if !i.Certain() {
		return d
	}
	open := i.Open()
	if _, changes := i.Changes(); !changes {
		d.Set(model.ReadOnly, true)
		d.Set(model.OpenWorld, open)
		return d
	}
	d.Set(model.ReadOnly, false)
	d.Set(model.Destructive, i.Destructive())
	d.Set(model.Idempotent, i.repeatable())
	d.Set(model.OpenWorld, open)
	return d
}

// repeatable reports whether every change the handler makes is one that a
// repeat with the same arguments leaves as it is: a delete, or a change
// that sets a value whatever was there (an HTTP PUT, an upsert, an UPDATE
// to values from its arguments, a key set to a value); the tool is then
// idempotent. Other changes are not inferred idempotent: a file write may go
// to a new path or carry a new value on every call, a PATCH or an update
// computed from the old value may increment, and inserts, appends and
// pushes add again.
func (i Inference) repeatable() bool {
	changes := false
	for _, e := range i.effects {
		switch {
		case !e.Kind.Changes():
		case (e.Kind == Delete || e.Sets) && e.Certain() && !e.Accumulates:
			changes = true
		default:
			return false
		}
	}
	return changes
}

// Because explains a decision in a message: what the handler showed.
func (i Inference) Because() string {
	if !i.resolved {
		return " (annovet cannot see its handler, so the fix decides no hints)"
	}
	if e, ok := i.undecided(); ok {
		return fmt.Sprintf(" (annovet cannot decide what its handler does at %s, so the fix decides no hints)", e.Path())
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
	u := r.enclosing(node)
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

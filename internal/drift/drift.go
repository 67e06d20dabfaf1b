package drift

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/annovet/annovet/model"
)

// A Tool is one tool of an inventory, as far as a comparison needs it: the
// fields "annovet inventory -json" prints in both its full and its
// snapshot form.
type Tool struct {
	Name        string          `json:"name"`
	SDK         model.SDK       `json:"sdk"`
	Title       string          `json:"title"`
	Annotations json.RawMessage `json:"annotations"` // the keys the source sets
	Effective   model.Effective `json:"effective"`   // what a client acts on
	Pos         string          `json:"pos,omitempty"`
}

// Read decodes an inventory.
func Read(r io.Reader) ([]Tool, error) {
	var tools []Tool
	if err := json.NewDecoder(r).Decode(&tools); err != nil {
		return nil, fmt.Errorf("not an annovet inventory (annovet inventory -json): %v", err)
	}
	return tools, nil
}

// Kind is a kind of change.
type Kind uint8

const (
	LessCautious     Kind = iota + 1 // a hint now lets clients skip a confirmation they asked for
	AddedUnannotated                 // a new tool with no hints: clients assume the worst, or the author forgot
	Removed                          // a tool is gone: clients that allow-listed it break
	TitleChanged                     // what approval dialogs show changed
	MoreCautious                     // a hint now asks for more confirmation
	Added                            // a new tool with hints
)

var kindNames = [...]string{"", "less-cautious", "added-unannotated", "removed", "title-changed", "more-cautious", "added"}

func (k Kind) String() string { return kindNames[k] }

// Gates reports whether a change of this kind fails the drift gate: it
// needs a person to look (and to update the committed snapshot).
func (k Kind) Gates() bool { return k <= TitleChanged }

// A Change is one difference between two inventories.
type Change struct {
	Kind     Kind
	Tool     string
	SDK      model.SDK
	Hint     string // the wire name of the hint, for hint changes
	Old, New string // the values before and after
	Pos      string // where the tool is, when the newer inventory says
}

// Message is one sentence for the author: what changed and why a client
// cares.
func (c Change) Message() string {
	switch c.Kind {
	case LessCautious:
		return fmt.Sprintf("tool %q: %s changed from %s to %s, so clients now treat it as safer than before and may skip a confirmation; if the tool really changed, update the snapshot, otherwise restore the hint", c.Tool, c.Hint, c.Old, c.New)
	case MoreCautious:
		return fmt.Sprintf("tool %q: %s changed from %s to %s, so clients ask for more confirmation", c.Tool, c.Hint, c.Old, c.New)
	case AddedUnannotated:
		return fmt.Sprintf("tool %q is new and sets no hints, so clients treat it as destructive and open-world; annotate it before it ships", c.Tool)
	case Added:
		return fmt.Sprintf("tool %q is new", c.Tool)
	case Removed:
		return fmt.Sprintf("tool %q was removed, so clients and policies that name it break; if intended, update the snapshot", c.Tool)
	case TitleChanged:
		return fmt.Sprintf("tool %q: its title changed from %q to %q, which approval dialogs show to people", c.Tool, c.Old, c.New)
	}
	return c.Kind.String()
}

// cautious holds, for each hint, the value that asks clients for more
// care: readOnly false, destructive true, idempotent false, openWorld true.
var cautious = map[model.HintName]bool{
	model.ReadOnly:    false,
	model.Destructive: true,
	model.Idempotent:  false,
	model.OpenWorld:   true,
}

type key struct {
	name string
	sdk  model.SDK
}

// Compare returns the changes from old to new, tools in name order, hints
// in spec order.
func Compare(old, new []Tool) []Change {
	index := func(tools []Tool) map[key]Tool {
		m := map[key]Tool{}
		for _, t := range tools {
			m[key{t.Name, t.SDK}] = t
		}
		return m
	}
	before, after := index(old), index(new)
	var changes []Change
	for k, n := range after {
		o, ok := before[k]
		if !ok {
			kind := Added
			if !setsHints(n) {
				kind = AddedUnannotated
			}
			changes = append(changes, Change{Kind: kind, Tool: n.Name, SDK: n.SDK, Pos: n.Pos})
			continue
		}
		if o.Title != n.Title {
			changes = append(changes, Change{Kind: TitleChanged, Tool: n.Name, SDK: n.SDK, Old: o.Title, New: n.Title, Pos: n.Pos})
		}
		for _, h := range model.Hints {
			if unknown(o, h) || unknown(n, h) {
				continue
			}
			if (h == model.Destructive || h == model.Idempotent) && o.Effective.ReadOnlyHint && n.Effective.ReadOnlyHint {
				continue // meaningless on a read-only tool
			}
			ov, nv := o.Effective.Get(h), n.Effective.Get(h)
			if ov == nv {
				continue
			}
			kind := MoreCautious
			if ov == cautious[h] {
				kind = LessCautious
			}
			changes = append(changes, Change{Kind: kind, Tool: n.Name, SDK: n.SDK, Hint: h.Wire(), Old: fmt.Sprint(ov), New: fmt.Sprint(nv), Pos: n.Pos})
		}
	}
	for k, o := range before {
		if _, ok := after[k]; !ok {
			changes = append(changes, Change{Kind: Removed, Tool: o.Name, SDK: o.SDK})
		}
	}
	slices.SortFunc(changes, func(a, b Change) int {
		return cmp.Or(cmp.Compare(a.Tool, b.Tool), cmp.Compare(a.SDK, b.SDK), cmp.Compare(hintOrder(a.Hint), hintOrder(b.Hint)), cmp.Compare(a.Kind, b.Kind))
	})
	return changes
}

func hintOrder(wire string) int {
	for i, h := range model.Hints {
		if h.Wire() == wire {
			return i + 1
		}
	}
	return 0
}

func unknown(t Tool, h model.HintName) bool {
	return slices.Contains(t.Effective.Unknown, h.Wire())
}

// setsHints reports whether the source sets any hint of the tool.
func setsHints(t Tool) bool {
	var keys map[string]any
	if json.Unmarshal(t.Annotations, &keys) != nil {
		return true // annovet cannot tell: not reported as unannotated
	}
	for _, h := range model.Hints {
		if _, ok := keys[h.Wire()]; ok {
			return true
		}
	}
	return false
}

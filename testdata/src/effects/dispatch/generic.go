package dispatch

import "os"

// Dropper is implemented by a generic type only: the call is its method,
// as certain as a static call.
type Dropper interface{ Drop() error }

type keyed[K comparable] struct{ dir string }

func (k *keyed[K]) Drop() error { return os.Remove(k.dir) } // want Drop:`^effects delete!\(os.Remove\)$`

// Held in a variable, the implementations in sight.
var dropper Dropper

func drop() error { // want drop:`^effects delete!\(\(dispatch.Dropper\).Drop = \(\*dispatch.keyed\).Drop -> os.Remove\)$`
	return dropper.Drop()
}

// Called on a parameter, the method of what each caller passes
// (ifacecalls.go): symbolic until a caller passes a concrete value.
func dropGiven(d Dropper) error { // want dropGiven:`^effects unknown@param0\(\(dispatch.Dropper\).Drop \(an interface method annovet cannot follow\)\)$`
	return d.Drop()
}

func dropKeyed() error { // want dropKeyed:`^effects delete!\(dispatch.dropGiven -> \(dispatch.Dropper\).Drop = \(\*dispatch.keyed\).Drop -> os.Remove\)$`
	return dropGiven(&keyed[string]{dir: "cache"})
}

// Column has more implementations than sixteen, as a data frame's vector
// types are (grafana-plugin-sdk-go/data): one of them writes, so the call
// may write, undecided; the rest only read.
type Column interface{ At(i int) any }

type logged struct{ path string }

func (l logged) At(i int) any { _ = os.WriteFile(l.path, nil, 0o644); return nil } // want At:`^effects write!\(os.WriteFile\)$`

type col0 []int

func (c col0) At(i int) any { return c[i] }

type col1 []int

func (c col1) At(i int) any { return c[i] }

type col2 []int

func (c col2) At(i int) any { return c[i] }

type col3 []int

func (c col3) At(i int) any { return c[i] }

type col4 []int

func (c col4) At(i int) any { return c[i] }

type col5 []int

func (c col5) At(i int) any { return c[i] }

type col6 []int

func (c col6) At(i int) any { return c[i] }

type col7 []int

func (c col7) At(i int) any { return c[i] }

type col8 []int

func (c col8) At(i int) any { return c[i] }

type col9 []int

func (c col9) At(i int) any { return c[i] }

type col10 []int

func (c col10) At(i int) any { return c[i] }

type col11 []int

func (c col11) At(i int) any { return c[i] }

type col12 []int

func (c col12) At(i int) any { return c[i] }

type col13 []int

func (c col13) At(i int) any { return c[i] }

type col14 []int

func (c col14) At(i int) any { return c[i] }

type col15 []int

func (c col15) At(i int) any { return c[i] }

type col16 []int

func (c col16) At(i int) any { return c[i] }

type col17 []int

func (c col17) At(i int) any { return c[i] }

type col18 []int

func (c col18) At(i int) any { return c[i] }

type col19 []int

func (c col19) At(i int) any { return c[i] }

var column Column

func at() any { // want at:`^effects write!\?\(\(dispatch.Column\).At = \(dispatch.logged\).At -> os.WriteFile\)$`
	return column.At(0)
}

// A method of a value the caller made, reached through an interface it
// asserted (jmrplens' HintSetter on a tool's output): what it changes is
// that value, nothing the tool keeps.
type Setter interface{ Set(s string) }

type output struct{ hints string }

func (o *output) Set(s string) { o.hints = s }

func populate(s Setter, v string) { // want populate:`^effects unknown@param0\(\(dispatch.Setter\).Set \(an interface method annovet cannot follow\)\)$`
	s.Set(v)
}

func build() string {
	var o output
	if s, ok := any(&o).(Setter); ok {
		populate(s, "next")
	}
	return o.hints
}

package model

import (
	"bytes"
	"encoding/json"
)

// Wire is the annotations object a client receives in tools/list, as far as
// the source determines it.
type Wire struct {
	Present bool              // an annotations object is sent
	Title   *string           // nil: no "title" key
	Hints   [len(Hints)]*bool // nil: the key is absent
	Unknown []string          // wire keys whose value annovet cannot know
}

// MarshalJSON writes the object a client receives, keys in spec order, or
// null when no annotations object is sent. Unknown values are left out.
func (w Wire) MarshalJSON() ([]byte, error) {
	if !w.Present {
		return []byte("null"), nil
	}
	var b bytes.Buffer
	b.WriteByte('{')
	sep := ""
	add := func(k string, v any) {
		kb, _ := json.Marshal(k)
		vb, _ := json.Marshal(v)
		b.WriteString(sep)
		b.Write(kb)
		b.WriteByte(':')
		b.Write(vb)
		sep = ","
	}
	if w.Title != nil {
		add(TitleKey, *w.Title)
	}
	for _, h := range Hints {
		if w.Hints[h] != nil {
			add(h.Wire(), *w.Hints[h])
		}
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// Effective is what a client acts on: the wire values, with the spec's
// defaults for every absent hint.
type Effective struct {
	Title           string   `json:"title"`
	ReadOnlyHint    bool     `json:"readOnlyHint"`
	DestructiveHint bool     `json:"destructiveHint"`
	IdempotentHint  bool     `json:"idempotentHint"`
	OpenWorldHint   bool     `json:"openWorldHint"`
	Unknown         []string `json:"unknown,omitempty"`
}

// Effective applies the spec's defaults to the wire object.
func (w Wire) Effective() Effective {
	var e Effective
	if w.Title != nil {
		e.Title = *w.Title
	}
	vals := [len(Hints)]*bool{&e.ReadOnlyHint, &e.DestructiveHint, &e.IdempotentHint, &e.OpenWorldHint}
	for _, h := range Hints {
		*vals[h] = h.Default()
		if w.Hints[h] != nil {
			*vals[h] = *w.Hints[h]
		}
	}
	e.Unknown = w.Unknown
	return e
}

// Get returns the effective value of h.
func (e Effective) Get(h HintName) bool {
	return [...]bool{e.ReadOnlyHint, e.DestructiveHint, e.IdempotentHint, e.OpenWorldHint}[h]
}

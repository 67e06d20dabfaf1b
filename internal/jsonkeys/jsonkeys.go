// Package jsonkeys scans JSON text for object keys with their byte offsets,
// so that a checker can report and rewrite a key inside the text it came
// from.
package jsonkeys

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
)

// ValueKind is the JSON kind of a key's value.
type ValueKind int

const (
	Object ValueKind = iota + 1
	Array
	String
	Number
	Bool
	Null
)

func (k ValueKind) String() string {
	return [...]string{"", "object", "array", "string", "number", "bool", "null"}[k]
}

// A Key is one object key: its text, the byte range of its quoted form in
// the input, its parent key ("" at the top level) and its value's kind.
type Key struct {
	Name       string
	Start, End int // [Start, End) covers the key with its quotes
	Parent     string
	ParentKey  int // index of the key whose value holds this key's object or array, -1 at the top
	Depth      int // nesting depth of the object holding the key (1 = top level)
	Value      ValueKind
	String     string   // the value, when it is a string
	Siblings   []string // the other keys of the same object
}

// Scan returns every object key in data, in order. It fails on text that is
// not one valid JSON value.
func Scan(data []byte) ([]Key, error) {
	if !json.Valid(data) {
		return nil, errors.New("jsonkeys: not valid JSON")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	type frame struct {
		object  bool
		key     string // the key whose value this container is
		keyIdx  int    // its index in keys, or -1
		pending int    // index in keys of the key awaiting its value, or -1
		keys    []int  // indexes of this object's keys
	}
	var keys []Key
	stack := []frame{{keyIdx: -1, pending: -1}}
	for {
		before := dec.InputOffset()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		top := &stack[len(stack)-1]
		if top.object && top.pending < 0 {
			// A key.
			if d, ok := tok.(json.Delim); ok && d == '}' {
				finish(keys, top.keys)
				stack = stack[:len(stack)-1]
				continue
			}
			name, ok := tok.(string)
			if !ok {
				return nil, errors.New("jsonkeys: object key is not a string")
			}
			end := int(dec.InputOffset())
			start := quoteStart(data, int(before), end)
			keys = append(keys, Key{Name: name, Start: start, End: end, Parent: top.key, ParentKey: top.keyIdx, Depth: len(stack) - 1})
			top.pending = len(keys) - 1
			top.keys = append(top.keys, len(keys)-1)
			continue
		}
		// A value (of the pending key, or an array element, or the root).
		kind := kindOf(tok)
		owner, ownerIdx := top.key, top.keyIdx
		if top.object {
			keys[top.pending].Value = kind
			if str, ok := tok.(string); ok {
				keys[top.pending].String = str
			}
			owner, ownerIdx = keys[top.pending].Name, top.pending
			top.pending = -1
		}
		switch d, _ := tok.(json.Delim); d {
		case '{':
			stack = append(stack, frame{object: true, key: owner, keyIdx: ownerIdx, pending: -1})
		case '[':
			stack = append(stack, frame{key: owner, keyIdx: ownerIdx, pending: -1})
		case ']':
			stack = stack[:len(stack)-1]
		}
	}
	return keys, nil
}

// finish records, for each key of an object, its siblings.
func finish(keys []Key, idx []int) {
	for _, i := range idx {
		for _, j := range idx {
			if i != j {
				keys[i].Siblings = append(keys[i].Siblings, keys[j].Name)
			}
		}
	}
}

// quoteStart finds the opening quote of the key that ends at end, scanning
// forward from the decoder's offset before the token (which may sit before
// a comma or white space).
func quoteStart(data []byte, from, end int) int {
	for i := from; i < end && i < len(data); i++ {
		if data[i] == '"' {
			return i
		}
	}
	return from
}

func kindOf(tok json.Token) ValueKind {
	switch t := tok.(type) {
	case json.Delim:
		if t == '{' {
			return Object
		}
		if t == '[' {
			return Array
		}
	case string:
		return String
	case json.Number:
		return Number
	case bool:
		return Bool
	case nil:
		return Null
	}
	return 0
}

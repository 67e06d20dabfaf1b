package analyzerdoc

import "testing"

func TestMustExtract(t *testing.T) {
	const src = `// Package x does things.
//
// # Analyzer x
//
// x: find things
//
// It finds them all.
//
// # Details
//
// Not part of the doc.
package x
`
	if got, want := MustExtract(src, "x"), "find things\n\nIt finds them all."; got != want {
		t.Errorf("MustExtract = %q, want %q", got, want)
	}
	defer func() {
		if recover() == nil {
			t.Error("MustExtract of a missing section did not panic")
		}
	}()
	MustExtract(src, "y")
}

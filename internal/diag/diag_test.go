package diag

import (
	"slices"
	"testing"
)

func TestParseIgnore(t *testing.T) {
	for _, c := range []struct {
		text   string
		checks []string
		reason string
		ok     bool
	}{
		{"//annovet:ignore missing,title fixture for docs", []string{"missing", "title"}, "fixture for docs", true},
		{"//annovet:ignore readonly", []string{"readonly"}, "", true},
		{"//annovet:ignore title // trailing comment", []string{"title"}, "", true},
		{"//annovet:ignore", nil, "", true},
		{"//annovet:ignored title x", nil, "", false},
		{"// annovet:ignore title x", nil, "", false},
	} {
		ig, ok := ParseIgnore(c.text)
		if ok != c.ok {
			t.Errorf("ParseIgnore(%q) ok = %t", c.text, ok)
			continue
		}
		if ok && (!slices.Equal(ig.checks, c.checks) || ig.reason != c.reason) {
			t.Errorf("ParseIgnore(%q) = %v %q, want %v %q", c.text, ig.checks, ig.reason, c.checks, c.reason)
		}
	}
}

func FuzzParseIgnore(f *testing.F) {
	f.Add("//annovet:ignore missing,title reason")
	f.Add("//annovet:ignore ,, //")
	f.Fuzz(func(t *testing.T, s string) {
		ig, ok := ParseIgnore(s)
		if !ok {
			return
		}
		for _, c := range ig.checks {
			if c == "" {
				t.Fatalf("empty check name from %q", s)
			}
		}
	})
}

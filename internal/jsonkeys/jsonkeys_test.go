package jsonkeys

import (
	"encoding/json"
	"testing"
)

func TestScan(t *testing.T) {
	src := `{"name": "x", "annotations": {"readOnlyHnt": true, "title": "T"}, "list": [{"a": 1}]}`
	keys, err := Scan([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		name, parent string
		kind         ValueKind
	}{
		{"name", "", String}, {"annotations", "", Object}, {"readOnlyHnt", "annotations", Bool},
		{"title", "annotations", String}, {"list", "", Array}, {"a", "list", Number},
	}
	if len(keys) != len(want) {
		t.Fatalf("got %d keys, want %d: %+v", len(keys), len(want), keys)
	}
	for i, w := range want {
		k := keys[i]
		if k.Name != w.name || k.Parent != w.parent || k.Value != w.kind {
			t.Errorf("key %d = %+v, want %+v", i, k, w)
		}
		if got := src[k.Start:k.End]; got != `"`+w.name+`"` {
			t.Errorf("key %d covers %q, want %q", i, got, `"`+w.name+`"`)
		}
	}
	if s := keys[2].Siblings; len(s) != 1 || s[0] != "title" {
		t.Errorf("siblings of readOnlyHnt = %v", s)
	}
}

func TestScanErrors(t *testing.T) {
	for _, bad := range []string{`{`, `{"a" 1}`, `{"a":1}}`, `{1:2}`, `nope`} {
		if _, err := Scan([]byte(bad)); err == nil {
			t.Errorf("Scan(%q) succeeded", bad)
		}
	}
}

// FuzzScan checks that Scan never panics, agrees with encoding/json on
// validity, and returns key ranges that cover a quoted string.
func FuzzScan(f *testing.F) {
	for _, s := range []string{
		`{"annotations": {"readOnlyHint": true}}`,
		`[{"a": {"b": [1, 2, {"c": null}]}}]`,
		`{"k\"ey": "v", "x": 1.5e3}`,
		`"just a string"`,
		`{"a":`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		keys, err := Scan(data)
		if (err == nil) != json.Valid(data) {
			t.Fatalf("Scan error = %v, json.Valid = %t", err, json.Valid(data))
		}
		for _, k := range keys {
			if k.Start < 0 || k.End > len(data) || k.Start >= k.End || data[k.Start] != '"' || data[k.End-1] != '"' {
				t.Fatalf("key %q has a bad range [%d,%d) in %q", k.Name, k.Start, k.End, data)
			}
		}
	})
}

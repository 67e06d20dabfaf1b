package lsp

import (
	"strings"
	"testing"
)

func TestPositionAt(t *testing.T) {
	text := []byte("ab\n\"é😀\" x\n")
	for _, c := range []struct {
		offset int
		want   Position
	}{
		{0, Position{0, 0}},
		{2, Position{0, 2}},
		{3, Position{1, 0}},
		{len("ab\n\"é😀\""), Position{1, 5}}, // é is one UTF-16 unit, 😀 two
		{100, Position{2, 0}},
	} {
		if got := positionAt(text, c.offset); got != c.want {
			t.Errorf("positionAt(%d) = %v, want %v", c.offset, got, c.want)
		}
	}
	if got := offsetOf(text, 2, 4); got != 6 {
		t.Errorf("offsetOf(2, 4) = %d, want 6", got)
	}
}

func TestParseVetJSON(t *testing.T) {
	const out = `{
	"example.com/p": {
		"annotations": [{"category": "missing", "posn": "/tmp/x/k/a.go:2:3", "end": "/tmp/x/k/a.go:2:5", "message": "m",
			"suggested_fixes": [{"message": "fix it", "edits": [{"filename": "/tmp/x/k/a.go", "start": 4, "end": 4, "new": "!"}]}]}]
	}
}
{
	"example.com/p [example.com/p.test]": {
		"annotations": [{"category": "missing", "posn": "/tmp/x/k/a.go:2:3", "end": "/tmp/x/k/a.go:2:5", "message": "m"}]
	}
}
`
	name := func(f string) string { return strings.Replace(f, "/tmp/x/k/", "/src/", 1) }
	res, err := parseVetJSON(strings.NewReader(out), name, func(string) []byte { return []byte("a\nbcdef\n") })
	if err != nil {
		t.Fatal(err)
	}
	if len(res.findings) != 1 {
		t.Fatalf("got %d findings, want the package's and its test variant's once: %+v", len(res.findings), res.findings)
	}
	f := res.findings[0]
	if f.file != "/src/a.go" || f.start != 4 || f.end != 6 || f.category != "missing" || len(f.fixes) != 1 || f.fixes[0].edits[0].file != "/src/a.go" {
		t.Errorf("got %+v", f)
	}
}

func TestParseFailure(t *testing.T) {
	name := func(f string) string { return strings.Replace(f, "/tmp/x/k/", "/src/", 1) }
	f := parseFailure("# example.com/p\n/tmp/x/k/a.go:27:13: cannot use \"x\"\n/tmp/x/k/a.go:30:1: undefined: y\n", name)
	if f == nil || f.file != "/src/a.go" || f.line != 27 || f.col != 13 || f.text != `a.go:27:13: cannot use "x" (and 1 more error)` {
		t.Errorf("got %+v", f)
	}
	f = parseFailure("go: cannot find main module\n", name)
	if f == nil || f.file != "" || f.text != "go: cannot find main module" {
		t.Errorf("got %+v", f)
	}
}

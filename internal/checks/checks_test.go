package checks

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite ../../CHECKS.md")

// TestMarkdown keeps CHECKS.md what this package renders.
func TestMarkdown(t *testing.T) {
	const path = "../../CHECKS.md"
	want := Markdown()
	if *update {
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("CHECKS.md is not what internal/checks renders: run go test ./internal/checks -update")
	}
}

// TestDocs checks that every check has documentation with an example, and
// every documentation file a check.
func TestDocs(t *testing.T) {
	for _, c := range All {
		b, err := docs.ReadFile("docs/" + c.ID + ".md")
		if err != nil {
			t.Errorf("check %s: %v", c.ID, err)
			continue
		}
		if !strings.Contains(string(b), "**Example:**") {
			t.Errorf("docs/%s.md has no **Example:**", c.ID)
		}
	}
	entries, _ := docs.ReadDir("docs")
	for _, e := range entries {
		id := e.Name()[:len(e.Name())-len(".md")]
		if _, ok := Lookup(id); !ok {
			t.Errorf("docs/%s documents no check", e.Name())
		}
	}
	seen := map[string]bool{}
	for _, c := range All {
		if seen[c.ID] {
			t.Errorf("check %s is listed twice", c.ID)
		}
		seen[c.ID] = true
	}
}

package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/testenv"
)

// TestDriftGate runs the drift gate as a project would in CI: commit
// "inventory -snapshot", change the code, compare with "diff".
func TestDriftGate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs annovet")
	}
	bin := annovet(t)
	src := testenv.Src()
	dir := t.TempDir()
	write := func(name string, v any) string {
		b, err := json.MarshalIndent(v, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}

	snap := run(t, src, bin, "inventory", "-snapshot", "./oracle")
	if snap.code != 0 {
		t.Fatalf("inventory -snapshot: exit code %d\n%s", snap.code, snap.stderr)
	}
	var tools []map[string]any
	if err := json.Unmarshal([]byte(snap.stdout), &tools); err != nil {
		t.Fatal(err)
	}
	if len(tools) != 17 {
		t.Fatalf("snapshot lists %d tools, want 17", len(tools))
	}
	var names []string
	for _, tool := range tools {
		for _, k := range []string{"pos", "handler", "effects"} {
			if _, ok := tool[k]; ok {
				t.Errorf("snapshot entry %v has %q, which moves with unrelated edits", tool["name"], k)
			}
		}
		names = append(names, tool["name"].(string))
	}
	if !slices.IsSorted(names) {
		t.Errorf("snapshot not sorted by name: %v", names)
	}
	base := filepath.Join(dir, "base.json")
	if err := os.WriteFile(base, []byte(snap.stdout), 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("unchanged", func(t *testing.T) {
		full := run(t, src, bin, "inventory", "-json", "./oracle")
		path := filepath.Join(dir, "full.json")
		if err := os.WriteFile(path, []byte(full.stdout), 0o644); err != nil {
			t.Fatal(err)
		}
		// The full form and the snapshot compare equal.
		r := run(t, dir, bin, "diff", "base.json", "full.json")
		if r.code != 0 || !strings.Contains(r.stdout, "0 changes") {
			t.Errorf("diff of the same inventory: exit code %d\n%s%s", r.code, r.stdout, r.stderr)
		}
	})

	// Every kind of change, on copies of the snapshot.
	changed := make([]map[string]any, 0, len(tools))
	if err := json.Unmarshal([]byte(snap.stdout), &changed); err != nil {
		t.Fatal(err)
	}
	find := func(pred func(map[string]any) bool) int {
		for i, tool := range changed {
			if pred(tool) {
				return i
			}
		}
		t.Fatal("no tool of that shape in ./oracle")
		return -1
	}
	eff := func(tool map[string]any) map[string]any { return tool["effective"].(map[string]any) }
	notUnknown := func(tool map[string]any) bool { _, ok := eff(tool)["unknown"]; return !ok }
	ro := find(func(m map[string]any) bool { return notUnknown(m) && eff(m)["readOnlyHint"] == false })
	eff(changed[ro])["readOnlyHint"] = true // less cautious
	lessName := changed[ro]["name"].(string)
	ow := find(func(m map[string]any) bool { return notUnknown(m) && eff(m)["openWorldHint"] == false })
	eff(changed[ow])["openWorldHint"] = true // more cautious
	moreName := changed[ow]["name"].(string)
	titled := find(func(m map[string]any) bool { return m["title"] != "" })
	changed[titled]["title"] = "Renamed"
	titledName := changed[titled]["name"].(string)
	removedName := changed[len(changed)-1]["name"].(string)
	changed = changed[:len(changed)-1]
	changed = append(changed,
		map[string]any{"name": "zz_bare", "sdk": "mcp-go", "title": "", "annotations": map[string]any{},
			"effective": map[string]any{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}},
		map[string]any{"name": "zz_read", "sdk": "mcp-go", "title": "Read", "annotations": map[string]any{"readOnlyHint": true},
			"effective": map[string]any{"readOnlyHint": true, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}},
	)
	head := write("head.json", changed)

	r := run(t, dir, bin, "diff", base, head)
	if r.code != 3 {
		t.Fatalf("diff: exit code %d, want 3\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, want := range []string{
		`less-cautious: tool "` + lessName + `": readOnlyHint changed from false to true`,
		`more-cautious: tool "` + moreName + `": openWorldHint changed from false to true`,
		`title-changed: tool "` + titledName + `": its title changed from`,
		`removed: tool "` + removedName + `" was removed`,
		`added-unannotated: tool "zz_bare" is new and sets no hints`,
		`added: tool "zz_read" is new`,
	} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("diff output lacks %q:\n%s", want, r.stdout)
		}
	}

	t.Run("only more cautious", func(t *testing.T) {
		var cautious []map[string]any
		json.Unmarshal([]byte(snap.stdout), &cautious)
		eff(cautious[ow])["openWorldHint"] = true
		r := run(t, dir, bin, "diff", base, write("cautious.json", cautious))
		if r.code != 0 || !strings.Contains(r.stdout, "more-cautious") {
			t.Errorf("a more cautious hint fails the gate: exit code %d\n%s", r.code, r.stdout)
		}
	})

	t.Run("sarif", func(t *testing.T) {
		r := run(t, dir, bin, "diff", "-sarif", base, head)
		if r.code != 3 {
			t.Fatalf("exit code %d, want 3\n%s", r.code, r.stderr)
		}
		validateSARIF(t, r.stdout)
		if !strings.Contains(r.stdout, `"ruleId": "drift/less-cautious"`) {
			t.Errorf("no less-cautious result:\n%s", r.stdout)
		}
	})

	t.Run("usage", func(t *testing.T) {
		if r := run(t, dir, bin, "diff", base); r.code != 2 {
			t.Errorf("one inventory: exit code %d, want 2", r.code)
		}
		if r := run(t, dir, bin, "diff", "./...", "x"); r.code != 2 || !strings.Contains(r.stderr, "-diff packages") {
			t.Errorf("packages instead of inventories: exit code %d\n%s", r.code, r.stderr)
		}
		bad := filepath.Join(dir, "bad.json")
		os.WriteFile(bad, []byte("{}"), 0o644)
		if r := run(t, dir, bin, "diff", base, bad); r.code != 1 || !strings.Contains(r.stderr, "not an annovet inventory") {
			t.Errorf("not an inventory: exit code %d\n%s", r.code, r.stderr)
		}
	})
}

package drift_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/drift"
	"github.com/annovet/annovet/model"
)

func tool(name, title string, ann string, ro, de, id, ow bool, unknown ...string) drift.Tool {
	return drift.Tool{Name: name, SDK: "mcp-go", Title: title, Annotations: json.RawMessage(ann),
		Effective: model.Effective{ReadOnlyHint: ro, DestructiveHint: de, IdempotentHint: id, OpenWorldHint: ow, Unknown: unknown}}
}

func TestCompare(t *testing.T) {
	old := []drift.Tool{
		tool("a_write", "Write", `{"readOnlyHint":false}`, false, true, false, true),
		tool("b_read", "Read", `{"readOnlyHint":true}`, true, true, false, false),
		tool("c_gone", "Gone", `{}`, false, true, false, true),
		tool("d_unknown", "D", `{"readOnlyHint":null}`, false, true, false, true, "readOnlyHint"),
	}
	new := []drift.Tool{
		tool("a_write", "Write file", `{"readOnlyHint":false}`, false, false, true, true), // destructive off, idempotent on: both less cautious
		tool("b_read", "Read", `{"readOnlyHint":true}`, true, false, false, true),         // destructive is moot on a read-only tool; openWorld on: more cautious
		tool("d_unknown", "D", `{"readOnlyHint":true}`, true, true, false, true),          // unknown before: no claim
		tool("e_new", "", `{}`, false, true, false, true),
		tool("f_new", "F", `{"title":"F"}`, false, true, false, true), // a title alone is no hint
		tool("g_new", "G", `{"readOnlyHint":true}`, true, false, false, false),
	}
	var got []string
	for _, c := range drift.Compare(old, new) {
		got = append(got, c.Kind.String()+" "+c.Tool+" "+c.Hint)
	}
	want := []string{
		"title-changed a_write ",
		"less-cautious a_write destructiveHint",
		"less-cautious a_write idempotentHint",
		"more-cautious b_read openWorldHint",
		"removed c_gone ",
		"added-unannotated e_new ",
		"added-unannotated f_new ",
		"added g_new ",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Compare:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestGates(t *testing.T) {
	for k, want := range map[drift.Kind]bool{
		drift.LessCautious: true, drift.AddedUnannotated: true, drift.Removed: true, drift.TitleChanged: true,
		drift.MoreCautious: false, drift.Added: false,
	} {
		if k.Gates() != want {
			t.Errorf("%s.Gates() = %v, want %v", k, k.Gates(), want)
		}
	}
}

func TestRead(t *testing.T) {
	if _, err := drift.Read(strings.NewReader(`{"runs": []}`)); err == nil {
		t.Error("Read accepts an object that is no inventory")
	}
	tools, err := drift.Read(strings.NewReader(`[{"name":"x","sdk":"go-sdk","pos":"a.go:1:2","handler":"h","effects":null,"effective":{"readOnlyHint":true}}]`))
	if err != nil || len(tools) != 1 || !tools[0].Effective.ReadOnlyHint || tools[0].Pos != "a.go:1:2" {
		t.Errorf("Read of the -json form: %v, %v", tools, err)
	}
}

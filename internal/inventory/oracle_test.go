package inventory_test

import (
	"encoding/json"
	"os/exec"
	"reflect"
	"testing"

	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/inventory"
	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/model"
)

// TestOracle starts a real server built with both SDKs (testdata/src/oracle),
// lists its tools through each SDK's client, and checks that annovet's
// static inventory says exactly what clients see: the same tools, the same
// annotations object on the wire, the same effective hints.
func TestOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the oracle server")
	}
	cmd := exec.Command("go", "run", "./oracle/dump")
	cmd.Dir = testenv.Src()
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("running the oracle server: %v\n%s", err, stderrOf(err))
	}
	var runtime []struct {
		SDK         model.SDK       `json:"sdk"`
		Name        string          `json:"name"`
		Annotations json.RawMessage `json:"annotations"`
	}
	if err := json.Unmarshal(out, &runtime); err != nil {
		t.Fatal(err)
	}

	res := driver.Inventory(driver.Config{Dir: testenv.Src(), Patterns: []string{"./oracle"}})
	if res.Failed {
		t.Fatalf("loading ./oracle: %v", res.Problems)
	}
	static := map[string]inventory.Entry{}
	for _, e := range res.Inventory {
		static[string(e.SDK)+"/"+e.Name] = e
	}
	if len(static) != len(runtime) {
		t.Errorf("inventory has %d tools, the servers list %d", len(static), len(runtime))
	}
	for _, rt := range runtime {
		e, ok := static[string(rt.SDK)+"/"+rt.Name]
		if !ok {
			t.Errorf("%s tool %q is listed at run time but not in the inventory", rt.SDK, rt.Name)
			continue
		}
		wire, err := json.Marshal(e.Wire)
		if err != nil {
			t.Fatal(err)
		}
		if !sameJSON(t, wire, rt.Annotations) {
			t.Errorf("%s tool %q: inventory wire %s, clients see %s", rt.SDK, rt.Name, wire, rt.Annotations)
		}
		if got, want := e.Effective, effective(t, rt.Annotations); !reflect.DeepEqual(got, want) {
			t.Errorf("%s tool %q: inventory effective %+v, clients act on %+v", rt.SDK, rt.Name, got, want)
		}
	}
}

// effective applies the spec's defaults to an annotations object as a client
// received it.
func effective(t *testing.T, raw json.RawMessage) model.Effective {
	var a struct {
		Title           string `json:"title"`
		ReadOnlyHint    *bool  `json:"readOnlyHint"`
		DestructiveHint *bool  `json:"destructiveHint"`
		IdempotentHint  *bool  `json:"idempotentHint"`
		OpenWorldHint   *bool  `json:"openWorldHint"`
	}
	if err := json.Unmarshal(raw, &a); err != nil {
		t.Fatal(err)
	}
	or := func(p *bool, h model.HintName) bool {
		if p == nil {
			return h.Default()
		}
		return *p
	}
	return model.Effective{
		Title:           a.Title,
		ReadOnlyHint:    or(a.ReadOnlyHint, model.ReadOnly),
		DestructiveHint: or(a.DestructiveHint, model.Destructive),
		IdempotentHint:  or(a.IdempotentHint, model.Idempotent),
		OpenWorldHint:   or(a.OpenWorldHint, model.OpenWorld),
	}
}

func sameJSON(t *testing.T, a, b []byte) bool {
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &y); err != nil {
		t.Fatal(err)
	}
	return reflect.DeepEqual(x, y)
}

func stderrOf(err error) string {
	if ee, ok := err.(*exec.ExitError); ok {
		return string(ee.Stderr)
	}
	return ""
}

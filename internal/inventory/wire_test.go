package inventory_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/sdk"
)

// TestWireOracle checks every version row of every SDK adapter against the
// releases it claims: for each tested release, testdata/wire/<sdk>-<release>
// holds the go.mod and go.sum of exactly that release and names, in SERVER,
// the server of testdata/wire/server to build on it (one server per way of
// spelling hints, shared by the releases that spell them alike). Its tools
// are marshalled by the release itself, and the annotations objects must
// equal the inventory's wire objects; the inventory must name the release.
func TestWireOracle(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a server on each tested SDK release")
	}
	for _, spec := range sdk.All {
		for _, row := range spec.Versions {
			for _, release := range row.Tested {
				t.Run(string(spec.SDK)+"-"+release, func(t *testing.T) {
					checkWire(t, wireModule(t, string(spec.SDK)+"-"+release), release)
				})
			}
		}
	}
}

// wireModule assembles, in a temporary directory, the oracle module of one
// release: its go.mod and go.sum, and the server its SERVER file names.
func wireModule(t *testing.T, name string) string {
	wire := filepath.Join(testenv.Root(), "testdata", "wire")
	server, err := os.ReadFile(filepath.Join(wire, name, "SERVER"))
	if err != nil {
		t.Fatalf("no oracle module for %s: %v", name, err)
	}
	dir := t.TempDir()
	for from, to := range map[string]string{
		filepath.Join(wire, name, "go.mod"):                                         "go.mod",
		filepath.Join(wire, name, "go.sum"):                                         "go.sum",
		filepath.Join(wire, "server", strings.TrimSpace(string(server)), "main.go"): "main.go",
	} {
		b, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func checkWire(t *testing.T, dir, release string) {
	cmd := exec.Command("go", "run", ".", "dump")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("running the server: %v\n%s", err, stderrOf(err))
	}
	var runtime []struct {
		Name        string          `json:"name"`
		Annotations json.RawMessage `json:"annotations"`
	}
	if err := json.Unmarshal(out, &runtime); err != nil {
		t.Fatal(err)
	}
	res := driver.Inventory(driver.Config{Dir: dir, Patterns: []string{"."}})
	if res.Failed {
		t.Fatalf("loading %s: %v", dir, res.Problems)
	}
	if len(res.Inventory) != len(runtime) {
		t.Errorf("inventory has %d tools, the release marshals %d", len(res.Inventory), len(runtime))
	}
	for _, rt := range runtime {
		name := rt.Name
		found := false
		for _, e := range res.Inventory {
			if e.Name != name {
				continue
			}
			found = true
			if e.SDKVersion != release {
				t.Errorf("tool %q: inventory says SDK release %q, go.mod selects %s", name, e.SDKVersion, release)
			}
			wire, err := json.Marshal(e.Wire)
			if err != nil {
				t.Fatal(err)
			}
			if !sameJSON(t, wire, rt.Annotations) {
				t.Errorf("tool %q: inventory wire %s, %s marshals %s", name, wire, release, rt.Annotations)
			}
			if got, want := e.Effective, effective(t, rt.Annotations); !reflect.DeepEqual(got, want) {
				t.Errorf("tool %q: inventory effective %+v, clients act on %+v", name, got, want)
			}
		}
		if !found {
			t.Errorf("tool %q is marshalled at run time but not in the inventory", name)
		}
	}
}

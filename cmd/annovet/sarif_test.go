package main_test

import (
	"bytes"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/internal/testenv"
)

// validateSARIF checks a SARIF log against the SARIF 2.1.0 JSON schema with
// a real validator.
func validateSARIF(t *testing.T, out string) {
	t.Helper()
	schemaDoc, err := jsonschema.UnmarshalJSON(mustOpen(t, "testdata/sarif-2.1.0-rtm.5.json"))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("sarif.json", schemaDoc); err != nil {
		t.Fatal(err)
	}
	schema, err := c.Compile("sarif.json")
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(strings.NewReader(out))
	if err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
	if err := schema.Validate(inst); err != nil {
		t.Fatalf("SARIF output does not validate: %v", err)
	}
}

// TestSARIF validates annovet's SARIF output against the SARIF 2.1.0 JSON
// schema with a real validator, and checks that rules, related locations and
// fixes are there.
func TestSARIF(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs annovet")
	}
	bin := annovet(t)
	r := run(t, testenv.Src(), bin, "sarif", "./honesty/readonly", "./hintkeys/maps")
	if r.code != 3 {
		t.Fatalf("exit code %d, want 3\n%s", r.code, r.stderr)
	}
	validateSARIF(t, r.stdout)

	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct{ ID string } `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID           string            `json:"ruleId"`
				RelatedLocations []json.RawMessage `json:"relatedLocations"`
				Fixes            []json.RawMessage `json:"fixes"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil {
		t.Fatal(err)
	}
	if got := len(log.Runs[0].Tool.Driver.Rules); got != len(checks.All) {
		t.Errorf("%d rules, want one per check (%d)", got, len(checks.All))
	}
	var related, fixes, hintkeys int
	for _, res := range log.Runs[0].Results {
		related += len(res.RelatedLocations)
		fixes += len(res.Fixes)
		if res.RuleID == "hintkey" {
			hintkeys++
		}
	}
	if related == 0 || fixes == 0 || hintkeys == 0 {
		t.Errorf("results lack related locations (%d), fixes (%d) or hintkey results (%d)", related, fixes, hintkeys)
	}
}

func mustOpen(t *testing.T, name string) *bytes.Reader {
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return bytes.NewReader(b)
}

// TestChecksDocumented keeps CHECKS.md and the analyzers' package docs in
// step with the registry of check IDs.
func TestChecksDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../CHECKS.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range checks.All {
		if !regexp.MustCompile(`(?m)^### ` + c.ID + `$`).Match(doc) {
			t.Errorf("CHECKS.md has no section for %q", c.ID)
		}
		pkgDoc, err := os.ReadFile("../../passes/" + c.Analyzer + "/doc.go")
		if err != nil {
			t.Errorf("check %q: %v", c.ID, err)
			continue
		}
		if c.ID != "directive" && !strings.Contains(string(pkgDoc), c.ID) {
			t.Errorf("the doc of passes/%s does not mention check %q", c.Analyzer, c.ID)
		}
	}
	for _, m := range regexp.MustCompile(`(?m)^### (\S+)$`).FindAllSubmatch(doc, -1) {
		if _, ok := checks.Lookup(string(m[1])); !ok {
			t.Errorf("CHECKS.md documents %q, which is no check", m[1])
		}
	}
}

package main_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/testenv"
)

// annovet builds the command once per test binary.
func annovet(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "annovet")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

type result struct {
	stdout, stderr string
	code           int
}

func run(t *testing.T, dir, name string, args ...string) result {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return result{stdout.String(), stderr.String(), code}
}

func TestCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs annovet")
	}
	bin := annovet(t)
	src := testenv.Src()

	t.Run("plain", func(t *testing.T) {
		r := run(t, src, bin, "./honesty/readonly")
		if r.code != 3 {
			t.Errorf("exit code %d, want 3 (findings)\n%s%s", r.code, r.stdout, r.stderr)
		}
		for _, want := range []string{
			`honesty/readonly/readonly.go:67:3: tool "save_note" is marked read-only`,
			"[readonly]",
			"annovet: 9 tools checked, 4 findings (readonly 4); 4 fixable with -fix",
		} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("output lacks %q:\n%s", want, r.stdout)
			}
		}
	})

	t.Run("json", func(t *testing.T) {
		r := run(t, src, bin, "-json", "./honesty/readonly")
		var tree map[string]map[string][]struct {
			Category string `json:"category"`
			Message  string `json:"message"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &tree); err != nil {
			t.Fatalf("-json output is not JSON: %v\n%s", err, r.stdout)
		}
		n := 0
		for _, byAnalyzer := range tree {
			for _, diags := range byAnalyzer {
				for _, d := range diags {
					if d.Category != "readonly" {
						t.Errorf("unexpected %s diagnostic: %s", d.Category, d.Message)
					}
					n++
				}
			}
		}
		if n != 4 {
			t.Errorf("got %d diagnostics, want 4", n)
		}
	})

	t.Run("vettool", func(t *testing.T) {
		r := run(t, src, "go", "vet", "-vettool="+bin, "./honesty/readonly")
		if r.code == 0 {
			t.Fatalf("go vet -vettool passed; want the readonly findings\n%s", r.stderr)
		}
		if !strings.Contains(r.stderr, `tool "save_note" is marked read-only`) {
			t.Errorf("go vet output lacks the readonly finding:\n%s", r.stderr)
		}
	})

	t.Run("inventory", func(t *testing.T) {
		r := run(t, src, bin, "inventory", "-json", "./oracle")
		if r.code != 0 {
			t.Fatalf("exit code %d\n%s", r.code, r.stderr)
		}
		var entries []struct {
			Name string `json:"name"`
			SDK  string `json:"sdk"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &entries); err != nil {
			t.Fatal(err)
		}
		if len(entries) != 13 {
			t.Errorf("inventory lists %d tools, want 13", len(entries))
		}
		table := run(t, src, bin, "inventory", "./oracle")
		if !strings.Contains(table.stdout, "m_leak") || !strings.Contains(table.stdout, "13 tools") {
			t.Errorf("inventory table:\n%s", table.stdout)
		}
	})

	t.Run("broken package", func(t *testing.T) {
		r := run(t, src, bin, "./broken", "./honesty/readonly")
		if r.code != 1 {
			t.Errorf("exit code %d, want 1 (a package did not type-check)", r.code)
		}
		if !strings.Contains(r.stderr, "broken.go") {
			t.Errorf("stderr does not name the broken package:\n%s", r.stderr)
		}
		if !strings.Contains(r.stdout, "[readonly]") {
			t.Errorf("the other package was not analyzed:\n%s", r.stdout)
		}
		if strings.Contains(r.stderr, "panic") {
			t.Errorf("annovet panicked:\n%s", r.stderr)
		}
	})

	t.Run("no MCP code", func(t *testing.T) {
		r := run(t, src, bin, "./nomcp")
		if r.code != 0 || !strings.Contains(r.stdout, "annovet: 0 tools checked, no findings") {
			t.Errorf("exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		inv := run(t, src, bin, "inventory", "-json", "./nomcp")
		if strings.TrimSpace(inv.stdout) != "[]" {
			t.Errorf("inventory of a module without MCP code = %q, want []", inv.stdout)
		}
	})

	t.Run("config", func(t *testing.T) {
		dir := t.TempDir()
		copyTree(t, src, dir, "go.mod", "go.sum", "configdemo/vault/vault.go", "configdemo/server/server.go")
		if r := run(t, dir, bin, "./configdemo/..."); r.code != 0 {
			t.Fatalf("without a config, the vault stubs have no effect: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		cfg := `{"effects": [{"pkg": "example.com/t/configdemo/vault", "recv": "*Client", "name": "Seal", "kind": "delete"}]}`
		if err := os.WriteFile(filepath.Join(dir, ".annovet.json"), []byte(cfg), 0o644); err != nil {
			t.Fatal(err)
		}
		r := run(t, filepath.Join(dir, "configdemo"), bin, "./...")
		if r.code != 3 || !strings.Contains(r.stdout, `tool "seal" is marked read-only, but its handler deletes: (*vault.Client).Seal`) || strings.Contains(r.stdout, `"peek"`) {
			t.Errorf("with the config found above the package, want one readonly finding for seal: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		if err := os.WriteFile(filepath.Join(dir, ".annovet.json"), []byte(`{"effects": [{"pkg": "p", "name": "N", "kind": "delete", "why": 1}]}`), 0o644); err != nil {
			t.Fatal(err)
		}
		r = run(t, dir, bin, "./configdemo/...")
		if r.code != 1 || !strings.Contains(r.stderr, `.annovet.json: unknown key "why"`) {
			t.Errorf("a bad config must be an error naming the file and the key: exit %d\n%s", r.code, r.stderr)
		}
	})

	t.Run("fix", func(t *testing.T) {
		// -fix on a copy of a testdata package, then build, vet and re-run.
		dir := t.TempDir()
		copyTree(t, src, dir, "go.mod", "go.sum", "annotations/missing/missing.go", "annotations/partial/partial.go", "honesty/store/store.go", "honesty/readonly/readonly.go")
		pkgs := []string{"./annotations/missing", "./annotations/partial", "./honesty/readonly"}
		for i := 0; i < 2; i++ {
			if r := run(t, dir, bin, append([]string{"-fix"}, pkgs...)...); r.code == 1 {
				t.Fatalf("annovet -fix: %s", r.stderr)
			}
		}
		if r := run(t, dir, "go", append([]string{"build"}, pkgs...)...); r.code != 0 {
			t.Fatalf("the fixed code does not build:\n%s", r.stderr)
		}
		if r := run(t, dir, "go", append([]string{"vet", "-unreachable=false"}, pkgs...)...); r.code != 0 {
			t.Fatalf("go vet fails on the fixed code:\n%s", r.stderr)
		}
		if r := run(t, dir, "gofmt", "-l", "."); r.stdout != "" {
			t.Errorf("the fixed code is not gofmt-clean: %s", r.stdout)
		}
		r := run(t, dir, bin, pkgs...)
		for _, check := range []string{"[missing]", "[partial]", "[contradiction]", "[readonly]"} {
			if strings.Contains(r.stdout, check) {
				t.Errorf("after -fix, %s findings remain:\n%s", check, r.stdout)
			}
		}
	})
}

func copyTree(t *testing.T, from, to string, files ...string) {
	t.Helper()
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(from, f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(to, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

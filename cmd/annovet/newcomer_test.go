package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/internal/testenv"
)

// TestNewcomer runs the command as a new user meets it: help, version, and
// each mistake, which must give one clear line on stderr and the documented
// exit status.
func TestNewcomer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs annovet")
	}
	bin := annovet(t)
	src := testenv.Src()

	t.Run("help", func(t *testing.T) {
		for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"-help"}} {
			r := run(t, src, bin, args...)
			if r.code != 0 || r.stderr != "" {
				t.Errorf("annovet %s: exit %d, stderr %q", args[0], r.code, r.stderr)
			}
			for _, want := range []string{"inventory", "sarif", "lsp", "version", "-fix", "-diff", "-json", "go vet -vettool", "CHECKS.md", "Exit status"} {
				if !strings.Contains(r.stdout, want) {
					t.Errorf("annovet %s does not mention %q", args[0], want)
				}
			}
			for _, c := range checks.All {
				if !strings.Contains(r.stdout, "  "+c.ID+" ") {
					t.Errorf("annovet %s does not list check %s", args[0], c.ID)
				}
			}
			for _, bad := range []string{"Printf", "strings.Split", "Usage of"} {
				if strings.Contains(r.stdout, bad) {
					t.Errorf("annovet %s shows the generic driver's text (%q)", args[0], bad)
				}
			}
		}
	})

	t.Run("help CHECK", func(t *testing.T) {
		r := run(t, src, bin, "help", "readonly")
		c, _ := checks.Lookup("readonly")
		if r.code != 0 || !strings.Contains(r.stdout, checks.Text(c.Doc())) || !strings.Contains(r.stdout, "//annovet:ignore readonly reason") {
			t.Errorf("annovet help readonly: exit %d\n%s", r.code, r.stdout)
		}
		r = run(t, src, bin, "help", "readonyl")
		if r.code != 2 || r.stdout != "" || lines(r.stderr) != 1 {
			t.Errorf("annovet help readonyl: exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("version", func(t *testing.T) {
		for _, arg := range []string{"version", "--version", "-version"} {
			r := run(t, src, bin, arg)
			if r.code != 0 || !strings.HasPrefix(r.stdout, "annovet ") || !strings.Contains(r.stdout, "go1.") ||
				!strings.Contains(r.stdout, "github.com/modelcontextprotocol/go-sdk") || !strings.Contains(r.stdout, "github.com/mark3labs/mcp-go") {
				t.Errorf("annovet %s: exit %d\n%s%s", arg, r.code, r.stdout, r.stderr)
			}
		}
		// A checkout built with VCS stamping shows its revision.
		dir := t.TempDir()
		stamped := filepath.Join(dir, "annovet")
		if r := run(t, ".", "go", "build", "-buildvcs=true", "-o", stamped, "."); r.code != 0 {
			t.Skipf("cannot build with -buildvcs=true here: %s", r.stderr)
		}
		if r := run(t, src, stamped, "version"); !strings.Contains(r.stdout, "revision ") && !strings.Contains(r.stdout, "v0.0.0-") {
			t.Errorf("a checkout's version shows no VCS revision:\n%s", r.stdout)
		}
	})

	t.Run("-V=full", func(t *testing.T) {
		r := run(t, src, bin, "-V=full")
		f := strings.Fields(r.stdout)
		if r.code != 0 || len(f) < 4 || f[1] != "version" || f[2] != "devel" || !strings.HasPrefix(f[len(f)-1], "buildID=") {
			t.Errorf("-V=full = %q: go vet needs NAME version devel ... buildID=HASH", r.stdout)
		}
	})

	// Each mistake: one line on stderr, nothing on stdout, the exit status.
	outside := t.TempDir()
	for _, c := range []struct {
		name, dir string
		args      []string
		code      int
		want      string
	}{
		{"no arguments", src, nil, 2, "usage: annovet"},
		{"unknown command", src, []string{"inventroy", "./..."}, 2, `unknown command "inventroy"; did you mean "inventory"?`},
		{"unknown flag", src, []string{"-fixx", "./..."}, 2, "unknown flag -fixx; did you mean -fix?"},
		{"pattern matches nothing", src, []string{"./nonexistent/..."}, 1, "./nonexistent/...: no such directory"},
		{"outside any module", outside, []string{"./..."}, 1, "./...: not in the current module"},
		{"inventory, bad pattern", src, []string{"inventory", "./nonexistent/..."}, 1, "./nonexistent/...: no such directory"},
		{"inventory -json, bad pattern", src, []string{"inventory", "-json", "./nonexistent/..."}, 1, "no such directory"},
		{"sarif, bad pattern", src, []string{"sarif", "./nonexistent/..."}, 1, "no such directory"},
		{"sarif, outside any module", outside, []string{"sarif", "./..."}, 1, "not in the current module"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := run(t, c.dir, bin, c.args...)
			if r.code != c.code || r.stdout != "" || !strings.Contains(r.stderr, c.want) || lines(r.stderr) != 1 && c.name != "no arguments" {
				t.Errorf("annovet %s: exit %d (want %d), stdout %q, stderr:\n%s(want one line with %q)", strings.Join(c.args, " "), r.code, c.code, r.stdout, r.stderr, c.want)
			}
		})
	}

	t.Run("a flag value that does not parse", func(t *testing.T) {
		r := run(t, src, bin, "-honesty.disable=nosuchcheck", "./honesty/readonly")
		if r.code != 2 || r.stdout != "" || lines(r.stderr) != 2 || !strings.Contains(r.stderr, `unknown check "nosuchcheck"`) ||
			!strings.HasSuffix(r.stderr, "run 'annovet help' for the flags\n") {
			t.Errorf("exit %d, stdout %q, stderr:\n%s(want the error in one line, then where the flags are)", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("package that does not type-check", func(t *testing.T) {
		r := run(t, src, bin, "./broken", "./nomcp")
		if r.code != 1 || lines(r.stderr) != 1 || !strings.Contains(r.stderr, "example.com/t/broken is not analyzed: ") ||
			!strings.Contains(r.stderr, "broken/broken.go:7:65: cannot use") || !strings.Contains(r.stderr, "(and 1 more error)") {
			t.Errorf("exit %d, stderr:\n%s(want one line with the first error)", r.code, r.stderr)
		}
		if strings.Contains(r.stderr, "analysis skipped") {
			t.Errorf("the checker's echo of the type error is shown:\n%s", r.stderr)
		}
		if !strings.Contains(r.stdout, "1 tool checked") {
			t.Errorf("the other package's summary is missing:\n%s", r.stdout)
		}
	})

	t.Run("module that does not download", func(t *testing.T) {
		dir := t.TempDir()
		write(t, dir, "go.mod", "module example.com/dl\n\ngo 1.26\n\nrequire example.com/nope v1.0.0\n")
		write(t, dir, "main.go", "package main\n\nimport _ \"example.com/nope\"\n\nfunc main() {}\n")
		write(t, dir, "ok/ok.go", "package ok\n")
		r := runEnv(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, bin, "./...")
		// With the proxy off the go command cannot name the version; with
		// one it says "module example.com/nope@v1.0.0 does not download".
		if r.code != 1 || lines(r.stderr) != 1 || !strings.Contains(r.stderr, "package example.com/nope does not load (module lookup disabled by GOPROXY=off); not analyzed: example.com/dl") ||
			!strings.Contains(r.stdout, "0 tools checked") {
			t.Errorf("exit %d\nstdout:\n%sstderr:\n%s(want one line naming the module, why, and what is not analyzed)", r.code, r.stdout, r.stderr)
		}
		// Used under a name its path does not give (a /v2 module's
		// package), the missing package leaves that name undefined in the
		// importer: the cause is still the package that did not load.
		write(t, dir, "go.mod", "module example.com/dl\n\ngo 1.26\n\nrequire example.com/nope/v2 v2.0.0\n")
		write(t, dir, "main.go", "package main\n\nimport \"example.com/nope/v2\"\n\nvar _ = nope.Thing\n\nfunc main() {}\n")
		r = runEnv(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, bin, "./...")
		if r.code != 1 || lines(r.stderr) != 1 || !strings.Contains(r.stderr, "package example.com/nope/v2 does not load (module lookup disabled by GOPROXY=off); not analyzed: example.com/dl") {
			t.Errorf("used import: exit %d\nstdout:\n%sstderr:\n%s(want the package that did not load as the cause, not the importer's undefined names)", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("an SDK annovet does not model", func(t *testing.T) {
		// A local stand-in under the module path of such an SDK: what is
		// tested is that annovet names it instead of a silent "0 tools".
		dir := t.TempDir()
		write(t, dir, "go.mod", "module example.com/other\n\ngo 1.26\n\nrequire github.com/strowk/foxy-contexts v0.1.0\n\nreplace github.com/strowk/foxy-contexts => ./sdk\n")
		write(t, dir, "sdk/go.mod", "module github.com/strowk/foxy-contexts\n\ngo 1.26\n")
		write(t, dir, "sdk/pkg/fxctx/fxctx.go", "package fxctx\n\ntype Tool struct{ Name string }\n")
		write(t, dir, "main.go", "package main\n\nimport \"github.com/strowk/foxy-contexts/pkg/fxctx\"\n\nvar _ = fxctx.Tool{Name: \"list_things\"}\n\nfunc main() {}\n")
		r := runEnv(t, dir, []string{"GOFLAGS=-mod=mod", "GOPROXY=off"}, bin, "./...")
		if r.code != 0 || !strings.Contains(r.stdout, "0 tools checked") ||
			!strings.Contains(r.stderr, "these packages use github.com/strowk/foxy-contexts, an MCP SDK annovet does not model") {
			t.Errorf("exit %d\nstdout:\n%sstderr:\n%s(want a line naming the SDK annovet does not model)", r.code, r.stdout, r.stderr)
		}
	})

	t.Run("tools defined in embedded JSON", func(t *testing.T) {
		// annovet reads the embedded file as the decoder would: each entry
		// is a tool, and what is wrong with one is reported at its entry;
		// the construction builds every entry, so no fix edits it.
		r := run(t, src, bin, "./discovery/embedded")
		want := "discovery/embedded/tools.json:4:15: tool \"list_items\" has no title, so approval dialogs show the raw name to people; add a human-readable title such as \"List Items\" [title]\n" +
			"discovery/embedded/tools.json:9:15: tool \"delete_item\" has no title, so approval dialogs show the raw name to people; add a human-readable title such as \"Delete Item\" [title]\n" +
			"annovet: 4 tools checked, 2 findings (title 2); 0 fixable with -fix\n" // each entry is registered by two loops
		if r.code != 3 || r.stdout != want || r.stderr != "" {
			t.Errorf("exit %d\nstdout:\n%sstderr:\n%s(want exit 3, findings, and\n%s)", r.code, r.stdout, r.stderr, want)
		}
	})

	t.Run("tools built at run time from embedded data", func(t *testing.T) {
		// One line names the registration annovet cannot analyze, in the
		// summary and in the inventory; the tool the source decides is
		// checked as usual, and the run-time ones draw no finding.
		want := "annovet: discovery/embeddedfs/embeddedfs.go:39:13: tools built at run time from data annovet cannot read (the package embeds items.json with //go:embed): their names and annotations are not checked\n"
		r := run(t, src, bin, "./discovery/embeddedfs")
		if r.code != 0 || !strings.Contains(r.stdout, "annovet: 2 tools checked, no findings") || r.stderr != want {
			t.Errorf("exit %d\nstdout:\n%sstderr:\n%s(want no finding and the line %q)", r.code, r.stdout, r.stderr, want)
		}
		r = run(t, src, bin, "inventory", "./discovery/embeddedfs")
		if r.code != 0 || r.stderr != want {
			t.Errorf("inventory: exit %d\nstderr:\n%s(want the line %q)", r.code, r.stderr, want)
		}
		r = run(t, src, bin, "./annotations/...")
		if strings.Contains(r.stderr, "at run time") {
			t.Errorf("a run-time line for packages whose tools the source decides:\n%s", r.stderr)
		}
	})

	t.Run("the SDKs' own examples", func(t *testing.T) {
		for _, c := range []struct{ module, pkg, tool string }{
			{"github.com/modelcontextprotocol/go-sdk", "./examples/server/hello", "greet"},
			{"github.com/mark3labs/mcp-go", "./examples/typed_tools", "greeting"},
		} {
			dir := strings.TrimSpace(run(t, "../..", "go", "list", "-m", "-f", "{{.Dir}}", c.module).stdout)
			r := runEnv(t, dir, []string{"GOFLAGS=-mod=mod"}, bin, "inventory", c.pkg)
			if r.code != 0 || !strings.Contains(r.stdout, c.tool+" ") {
				t.Errorf("annovet inventory %s in %s: exit %d, want the tool %q\n%s%s", c.pkg, c.module, r.code, c.tool, r.stdout, r.stderr)
			}
		}
	})

	t.Run("no progress when piped", func(t *testing.T) {
		r := run(t, src, bin, "./nomcp")
		if strings.Contains(r.stderr, "\r") || strings.Contains(r.stderr, "analyzing") {
			t.Errorf("progress written to a pipe: %q", r.stderr)
		}
	})
}

func lines(s string) int { return strings.Count(strings.TrimRight(s, "\n"), "\n") + 1 }

func write(t *testing.T, dir, name, content string) {
	t.Helper()
	path := filepath.Join(dir, name)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

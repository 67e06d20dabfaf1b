package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFirstLine: a build tool's output under the go command's "# package"
// header is described by its first line of its own, not by the header.
func TestFirstLine(t *testing.T) {
	for _, c := range []struct{ msg, want string }{
		{"undefined: x", "undefined: x"},
		{"cannot use x\n\tmore", "cannot use x"},
		{"# libguestfs.org/guestfs\nguestfs.go:33:10: fatal error: guestfs.h: No such file or directory\n   33 | #include \"guestfs.h\"", "guestfs.go:33:10: fatal error: guestfs.h: No such file or directory"},
		{"# only a header", "# only a header"},
	} {
		if got := firstLine(c.msg); got != c.want {
			t.Errorf("firstLine(%q) = %q, want %q", c.msg, got, c.want)
		}
	}
}

// TestEmbedsMissing loads a module whose package embeds a directory a
// build step makes: the package and its importer are analyzed, and one
// note, not a failure, says what is missing.
func TestEmbedsMissing(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"go.mod":   "module example.com/app\n\ngo 1.26\n",
		"ui/ui.go": "package ui\n\nimport \"embed\"\n\n//go:embed dist\nvar Files embed.FS\n",
		"main.go":  "package main\n\nimport _ \"example.com/app/ui\"\n\nfunc main() {}\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pkgs, ps, err := load(Config{Dir: dir, Patterns: []string{"./..."}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || !ps[0].note || !strings.Contains(ps[0].text, "example.com/app/ui embeds dist, which matches no file here") || ps[0].pos.Line != 5 {
		t.Fatalf("problems %+v, want one note at ui.go:5 naming the pattern", ps)
	}
	for _, p := range pkgs {
		if p.IllTyped || len(p.Errors) > 0 {
			t.Errorf("%s: ill-typed %v, errors %v: want it analyzed", p.PkgPath, p.IllTyped, p.Errors)
		}
	}
}

package lsp_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/testenv"
)

// BenchmarkSave measures what a user waits for after saving one file of a
// package: from didSave to the package's diagnostics, on the examples and
// on the bench generator's 100-tool server (the file saved is a package of
// 50 tools). The server reuses dependencies' types and facts from the go
// command's build cache; "in-process" is the same re-analysis done the way
// the server did it before (load and type-check every dependency from
// source, analyze them all, on every save), for comparison.
//
//	go test -run='^$' -bench=Save -benchtime=5x ./internal/lsp
func BenchmarkSave(b *testing.B) {
	gen := b.TempDir()
	cmd := exec.Command("go", "run", "./bench/gen", "-n", "100", "-o", gen)
	cmd.Dir = testenv.Root() // gen copies the SDK requirements of testdata/src
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("bench/gen: %v\n%s", err, out)
	}
	inputs := []struct{ name, file string }{
		{"examples", filepath.Join(testenv.Root(), "examples", "notes", "main.go")},
		{"gen100", filepath.Join(gen, "tools000", "tools000.go")},
	}
	for _, in := range inputs {
		text, err := os.ReadFile(in.file)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(in.name+"/server", func(b *testing.B) {
			s := start(b)
			uri := "file://" + filepath.ToSlash(in.file)
			s.notify("textDocument/didOpen", map[string]any{"textDocument": map[string]any{"uri": uri, "languageId": "go", "version": 1, "text": string(text)}})
			s.wait(uri, 1) // the first analysis fills the build cache
			b.ResetTimer()
			for i := range b.N {
				v := i + 2
				s.change(uri, v, fmt.Sprintf("%s\n// edit %d\n", text, v))
				s.save(uri)
				s.wait(uri, v)
			}
		})
		b.Run(in.name+"/in-process", func(b *testing.B) {
			for i := range b.N {
				overlay := map[string][]byte{in.file: fmt.Appendf(nil, "%s\n// edit %d\n", text, i)}
				res := driver.Analyze(driver.Config{Dir: filepath.Dir(in.file), Overlay: overlay, Patterns: []string{"."}, Tests: true})
				if len(res.Findings) == 0 {
					b.Fatal("no findings")
				}
			}
		})
	}
}

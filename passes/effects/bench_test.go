package effects_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/passes/effects"
)

// BenchmarkEffects runs the effects pass on a generated package with
// thousands of functions: chains of helpers, recursion, closures and
// catalogue calls.
func BenchmarkEffects(b *testing.B) {
	for _, n := range []int{1000, 2000, 4000, 8000} {
		b.Run(fmt.Sprintf("funcs=%d", n), func(b *testing.B) {
			dir := b.TempDir()
			write(b, filepath.Join(dir, "go.mod"), "module example.com/bench\n\ngo 1.26\n")
			write(b, filepath.Join(dir, "p", "p.go"), generate(n))
			cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir}
			pkgs, err := packages.Load(cfg, "./p")
			if err != nil || packages.PrintErrors(pkgs) > 0 {
				b.Fatalf("load: %v", err)
			}
			b.ResetTimer()
			for range b.N {
				if _, err := checker.Analyze([]*analysis.Analyzer{effects.Analyzer}, pkgs, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func write(b *testing.B, path, text string) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		b.Fatal(err)
	}
}

// generate writes n functions: each calls the next two, every tenth writes a
// file, every seventh recurses back, every fifth runs a closure.
func generate(n int) string {
	var s strings.Builder
	s.WriteString("package p\n\nimport \"os\"\n\nvar state = map[int]int{}\n\n")
	for i := range n {
		fmt.Fprintf(&s, "func f%d(x int) error {\n", i)
		if i%10 == 0 {
			fmt.Fprintf(&s, "\tif x > %d { return os.WriteFile(\"f\", nil, 0o644) }\n", i)
		}
		if i%5 == 0 {
			fmt.Fprintf(&s, "\tfunc() { state[x] = %d }()\n", i)
		}
		if i%7 == 0 && i > 0 {
			fmt.Fprintf(&s, "\t_ = f%d(x - 1)\n", i/2)
		}
		for _, j := range []int{i + 1, i + 2} {
			if j < n {
				fmt.Fprintf(&s, "\tif err := f%d(x); err != nil { return err }\n", j)
			}
		}
		s.WriteString("\treturn nil\n}\n\n")
	}
	return s.String()
}

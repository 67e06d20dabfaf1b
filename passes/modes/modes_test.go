package modes_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/modes"
)

// TestFacts checks the evidence exported for handlers bound in other
// packages.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testenv.Src(), modes.Analyzer, "./modes/...")
}

// TestDotlessModule exports the evidence of a handler in a module whose
// path has no dot (module dotless): it is the program's, not the standard
// library's.
func TestDotlessModule(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the mcp-go module")
	}
	analysistest.Run(t, filepath.Join(testenv.Root(), "testdata", "dotless"), modes.Analyzer, "./handlers")
}

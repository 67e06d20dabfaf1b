package modes_test

import (
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

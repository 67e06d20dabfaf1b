package multimode_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/multimode"
)

func TestMultimode(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), multimode.Analyzer, "./multimode/...")
}

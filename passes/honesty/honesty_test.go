package honesty_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/honesty"
)

func TestHonesty(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), honesty.Analyzer, "./honesty/...")
}

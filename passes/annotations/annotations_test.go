package annotations_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/annotations"
)

func TestAnnotations(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), annotations.Analyzer, "./annotations/...")
}

func TestHumanTitle(t *testing.T) {
	for in, want := range map[string]string{
		"delete_branch": "Delete Branch",
		"list-files":    "List Files",
		"search":        "Search",
		"git.log":       "Git Log",
	} {
		if got := annotations.HumanTitle(in); got != want {
			t.Errorf("HumanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

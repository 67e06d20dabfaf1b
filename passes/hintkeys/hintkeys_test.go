package hintkeys_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/hintkeys"
)

func TestHintKeys(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), hintkeys.Analyzer, "./hintkeys/...")
}

func TestNearest(t *testing.T) {
	for key, want := range map[string]string{
		"readOnlyHnt":      "readOnlyHint",
		"readonlyHint":     "readOnlyHint",
		"read_only_hint":   "readOnlyHint",
		"ReadOnlyHint":     "readOnlyHint",
		"destructive_hint": "destructiveHint",
		"openWorld":        "openWorldHint",
		"idempotent":       "idempotentHint",
		"readOnly":         "readOnlyHint",
		"Title":            "title",
		"tittle":           "title",
		"readOnlyHint":     "",
		"title":            "",
		"name":             "",
		"description":      "",
		"inputSchema":      "",
		"table":            "",
		"read_only":        "readOnlyHint",
	} {
		got, ok := hintkeys.Nearest(key)
		if want == "" && ok {
			t.Errorf("Nearest(%q) = %q, want no match", key, got)
		}
		if want != "" && got != want {
			t.Errorf("Nearest(%q) = %q, %t; want %q", key, got, ok, want)
		}
	}
}

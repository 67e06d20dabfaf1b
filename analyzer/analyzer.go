// Package analyzer is annovet's suite: the one list of analyzers every
// driver runs (the annovet command, go vet -vettool, the golangci-lint
// plugin, the tests).
package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/passes/annotations"
	"github.com/annovet/annovet/passes/hintkeys"
	"github.com/annovet/annovet/passes/honesty"
	"github.com/annovet/annovet/passes/multimode"
)

// Suite returns annovet's checks. Their dependencies (the discovery and
// effects passes) run with them and need no listing.
func Suite() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		annotations.Analyzer,
		honesty.Analyzer,
		hintkeys.Analyzer,
		multimode.Analyzer,
	}
}

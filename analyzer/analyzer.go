// Package analyzer is annovet's suite: the one list of analyzers every
// driver runs (the annovet command, go vet -vettool, the golangci-lint
// plugin, the tests).
package analyzer

import (
	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/passes/discover"
)

// Suite returns annovet's analyzers. The discovery pass is a dependency of
// every check and needs no listing of its own.
func Suite() []*analysis.Analyzer {
	return []*analysis.Analyzer{
		discover.Analyzer,
	}
}

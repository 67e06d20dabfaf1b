package discover_test

import (
	"fmt"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/discover"
)

// report turns the discovery result into diagnostics, so that each case
// asserts what discovery found with a // want comment.
var report = &analysis.Analyzer{
	Name: "discoverreport",
	Doc:  "report the discovery result",
	// As the suite does: a package that does not type-check (a module
	// that did not load) is analyzed for what it shows.
	RunDespiteErrors: true,
	Requires:         []*analysis.Analyzer{discover.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[discover.Analyzer].(*discover.Result)
		for _, t := range res.Tools {
			msg := t.String()
			for _, u := range t.Unknown {
				msg += "; unknown: " + u
			}
			for _, r := range t.Resets {
				msg += fmt.Sprintf("; reset %v", r.Lost)
			}
			pass.Reportf(t.At.Pos, "%s", msg)
		}
		for _, b := range res.Bindings {
			reg := ""
			if !b.Registered {
				reg = " unregistered"
			}
			if b.ByType != "" {
				reg += " by type through " + b.ByType
			}
			pass.Reportf(b.At.Pos, "bind %q -> %s (%s)%s", b.Tool.DisplayName(), b.Handler, b.How, reg)
		}
		for _, u := range res.Unfollowed {
			by := ""
			if u.ByType != "" {
				by = " by type through " + u.ByType
			}
			pass.Reportf(u.At.Pos, "unfollowed %s%s", u.Why, by)
		}
		return nil, nil
	},
}

func TestDiscovery(t *testing.T) {
	analysistest.Run(t, testenv.Src(), report, "./discovery/...", "./broken/illtyped")
}

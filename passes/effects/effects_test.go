package effects_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/effectkind"
	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/effects"
)

// TestFacts asserts the summary fact of every function in the effects
// testdata: each kind of effect, facts across packages, recursion, closures,
// method values, generic adapters and interfaces.
func TestFacts(t *testing.T) {
	analysistest.Run(t, testenv.Src(), effects.Analyzer, "./effects/...")
}

// TestDotlessModule analyzes a module whose path has no dot (module
// dotless): its packages are the program's, not the standard library's,
// and a call into them has the callee's summary.
func TestDotlessModule(t *testing.T) {
	analysistest.Run(t, filepath.Join(testenv.Root(), "testdata", "dotless"), effects.Analyzer, "./client", "./tools")
}

func TestParseDirective(t *testing.T) {
	for _, c := range []struct {
		in   string
		want string
		err  bool
	}{
		{in: " none", want: ""},
		{in: " delete", want: "delete!()"},
		{in: " write,network", want: "write() network()"},
		{in: " open-network", want: "network(open)()"},
		{in: " none,write", err: true},
		{in: " teleport", err: true},
		{in: "", err: true},
	} {
		eff, err := effects.ParseDirective(c.in)
		if (err != nil) != c.err {
			t.Errorf("ParseDirective(%q) error = %v, want error %t", c.in, err, c.err)
			continue
		}
		s := (&effects.Summary{Effects: eff}).String()
		if c.want == "" {
			c.want = "none"
		}
		if !c.err && s != c.want {
			t.Errorf("ParseDirective(%q) = %s, want %s", c.in, s, c.want)
		}
	}
}

// FuzzParseDirective checks that any directive text parses or fails
// cleanly, and that what parses renders back to kinds it accepts.
func FuzzParseDirective(f *testing.F) {
	for _, s := range []string{" none", " write,network", " delete update", " open-network", "", " x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		eff, err := effects.ParseDirective(s)
		if err != nil {
			return
		}
		for _, e := range eff {
			if e.Kind == 0 || e.Kind == effects.Unknown {
				t.Fatalf("ParseDirective(%q) produced kind %v", s, e.Kind)
			}
		}
	})
}

// TestEveryKindHasAMeaning checks that the directive parser gives every
// kind of package effectkind its effect.
func TestEveryKindHasAMeaning(t *testing.T) {
	for _, k := range effectkind.All {
		eff, err := effects.ParseDirective(" " + k.Name)
		if err != nil {
			t.Errorf("kind %q: %v", k.Name, err)
		}
		if k.Name != "none" && len(eff) != 1 {
			t.Errorf("kind %q declares %d effects", k.Name, len(eff))
		}
	}
}

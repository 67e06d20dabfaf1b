package driver_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/inventory"
	"github.com/annovet/annovet/internal/testenv"
)

// TestUnregisteredTools runs the program in testdata/src/program, whose
// tool types register themselves except one, a sub-tool its registered
// tool calls directly.
func TestUnregisteredTools(t *testing.T) {
	for _, tc := range []struct {
		name         string
		patterns     []string
		tools        []string // tools whose findings are reported
		unregistered []string
		escaped      []string // registrations used as values
		tests        bool     // load the test variants too, as the corpus does
	}{
		// The whole program: the sub-tool reaches no registration.
		{"program", []string{"./program/tools", "./program/server"}, []string{"search"}, []string{"lookup"}, nil, false},
		// The library alone: any importer may register either tool.
		{"library", []string{"./program/tools"}, []string{"lookup", "search"}, nil, nil, false},
		// With its tests: the main package the go command generates to
		// run them is no program.
		{"library with tests", []string{"./program/lib"}, []string{"libtool"}, nil, nil, true},
		// A program with a registration annovet cannot follow, which may
		// take either tool.
		{"unfollowed", []string{"./program/tools", "./program/server", "./program/opaque"}, []string{"lookup", "search"}, nil, nil, false},
		// A program that hands its server's AddTool to a helper: a
		// registration annovet does not follow, which may take either
		// tool, and which the summary names.
		{"escaped", []string{"./program/tools", "./program/escaped"}, []string{"lookup", "search"}, nil, []string{"s.AddTool"}, false},
		// A program whose helper only its tests call: that registration
		// never runs on the server; one in a handler the standard
		// library calls does.
		{"testonly", []string{"./program/testonly"}, []string{"live", "per_request"}, []string{"extra"}, nil, false},
		// The same with the test variant loaded, which declares every
		// function of the package again.
		{"testonly with tests", []string{"./program/testonly"}, []string{"live", "per_request"}, []string{"extra"}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := driver.Analyze(driver.Config{Dir: testenv.Src(), Patterns: tc.patterns, Tests: tc.tests})
			if res.Failed {
				t.Fatalf("analysis failed: %v", res.Problems)
			}
			var reported []string
			for _, f := range res.Findings {
				name, _, _ := strings.Cut(strings.TrimPrefix(f.Message, `tool "`), `"`)
				if !slices.Contains(reported, name) {
					reported = append(reported, name)
				}
			}
			slices.Sort(reported)
			if !slices.Equal(reported, tc.tools) {
				t.Errorf("findings about %v, want %v", reported, tc.tools)
			}
			if !slices.Equal(res.Unregistered, tc.unregistered) {
				t.Errorf("unregistered %v, want %v", res.Unregistered, tc.unregistered)
			}
			var escaped []string
			for _, e := range res.Escaped {
				escaped = append(escaped, e.Expr)
			}
			if !slices.Equal(escaped, tc.escaped) {
				t.Errorf("escaped registrations %v, want %v", escaped, tc.escaped)
			}
			escapeLine := slices.ContainsFunc(res.NotAnalyzed(func(s string) string { return s }), func(l string) bool {
				return strings.Contains(l, "s.AddTool is passed on as a value, not called")
			})
			if escapeLine != (tc.escaped != nil) {
				t.Errorf("summary line about the escaped registration: %v, want %v", escapeLine, tc.escaped != nil)
			}
			unfollowedLine := slices.ContainsFunc(res.NotAnalyzed(func(s string) string { return s }), func(l string) bool {
				return strings.Contains(l, "a registration whose tool annovet cannot follow to where it is built (") && strings.Contains(l, "opaque")
			})
			if unfollowedLine != (tc.name == "unfollowed") {
				t.Errorf("summary line about the registration annovet cannot follow: %v, want %v\n%s", unfollowedLine, tc.name == "unfollowed", strings.Join(res.NotAnalyzed(func(s string) string { return s }), "\n"))
			}
			if res.Tools != len(tc.tools) {
				t.Errorf("%d tools checked, want %d", res.Tools, len(tc.tools))
			}
			line := slices.ContainsFunc(res.NotAnalyzed(func(s string) string { return s }), func(l string) bool {
				return strings.Contains(l, "never reaches a server's registration, so no client sees it: not checked ("+strings.Join(tc.unregistered, ", ")+")")
			})
			if line != (tc.unregistered != nil) {
				t.Errorf("summary line about the unregistered tool: %v, want %v", line, tc.unregistered != nil)
			}
		})
	}
}

// TestRegisteredByType runs the composed shapes of testdata/src/discovery/
// compose: a project's tool type kept in a builder and registered by a
// method (inventory), and one converted by a function whose results reach
// an AddTool passed on as a value (k8smcp). Their tools are checked, bound
// to the handlers their values hold, and the summary says which type each
// registration takes instead of calling its tools unchecked.
func TestRegisteredByType(t *testing.T) {
	res := driver.Analyze(driver.Config{Dir: testenv.Src(), Patterns: []string{"./discovery/compose/..."}})
	if res.Failed {
		t.Fatalf("analysis failed: %v", res.Problems)
	}
	lines := res.NotAnalyzed(func(s string) string { return s })
	for _, want := range []string{
		"a registration of inventory.ServerTool values annovet cannot follow one by one: every inventory.ServerTool it finds built is checked, with the handler it holds, as registered through (*inventory.ServerTool).RegisterFunc",
		"a registration of api.ServerTool values annovet cannot follow one by one: every api.ServerTool it finds built is checked, with the handler it holds, as registered through k8smcp.ToSDK",
	} {
		if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, want) }) {
			t.Errorf("no line %q in\n%s", want, strings.Join(lines, "\n"))
		}
	}
	for _, l := range lines {
		if strings.Contains(l, "inventory.go") && strings.Contains(l, "the tools it registers are not checked") {
			t.Errorf("the registration by type is said to leave its tools unchecked: %s", l)
		}
	}
	var named []string
	for _, f := range res.Findings {
		name, _, _ := strings.Cut(strings.TrimPrefix(f.Message, `tool "`), `"`)
		named = append(named, name)
	}
	if !slices.Contains(named, "remove_file") {
		t.Errorf("no finding about remove_file, bound by type: %v", named)
	}
	inv := driver.Inventory(driver.Config{Dir: testenv.Src(), Patterns: []string{"./discovery/compose/..."}})
	for _, want := range []string{"remove_file", "pods_delete", "core_events_list"} {
		if !slices.ContainsFunc(inv.Inventory, func(e inventory.Entry) bool {
			return e.Name == want && e.Bound && e.RegisteredByType != "" && !e.Registered
		}) {
			t.Errorf("%s is not in the inventory bound and registered by type", want)
		}
	}
}

// TestTestHooks runs testdata/src/program/testhook with its tests loaded,
// as the corpus driver does: its read-only tool polls through a package
// hook only a test sets, to a clock that writes a file. What a test stores
// is not the program's, so the hook is nil, the handler reads, and the
// read-only tool draws no finding.
func TestTestHooks(t *testing.T) {
	cfg := driver.Config{Dir: testenv.Src(), Patterns: []string{"./program/testhook/..."}, Tests: true}
	res := driver.Analyze(cfg)
	if res.Failed {
		t.Fatalf("analysis failed: %v", res.Problems)
	}
	for _, f := range res.Findings {
		t.Errorf("unexpected finding: %s", f.Message)
	}
	inv := driver.Inventory(cfg)
	if !slices.ContainsFunc(inv.Inventory, func(e inventory.Entry) bool {
		return e.Name == "status" && e.Decided && len(e.Effects) == 0
	}) {
		t.Errorf("status is not in the inventory decided with no effects: %+v", inv.Inventory)
	}
}

// TestRunTimeRegistration runs testdata/src/program/runtimelist, a program
// that registers in a loop tools built at run time from values of its own
// (chronosphere-mcp's shape): the registration may take any tool the
// program builds, so list_items is checked, not called unregistered. It
// fails with the rule off (the program's tools "never reach a server's
// registration" and draw no finding).
func TestRunTimeRegistration(t *testing.T) {
	res := driver.Analyze(driver.Config{Dir: testenv.Src(), Patterns: []string{"./program/runtimelist"}})
	if res.Failed {
		t.Fatalf("analysis failed: %v", res.Problems)
	}
	if len(res.Unregistered) > 0 {
		t.Errorf("unregistered %v, want none", res.Unregistered)
	}
	if !slices.ContainsFunc(res.Findings, func(f driver.Finding) bool {
		return f.Category == "missing" && strings.Contains(f.Message, `tool "list_items"`)
	}) {
		t.Errorf("no missing finding about list_items: %v", res.Findings)
	}
}

// TestTestVariant runs testdata/src/program/testvariant with its tests, as
// go vet does: the package's test variant sees a hook only the tests set,
// the program does not. The tool's finding and its inventory entry are
// the program's, once (mcp-gdocs had two missing findings per tool, one
// from each build). It fails with the package's own view not preferred.
func TestTestVariant(t *testing.T) {
	cfg := driver.Config{Dir: testenv.Src(), Patterns: []string{"./program/testvariant/..."}, Tests: true}
	res := driver.Analyze(cfg)
	if res.Failed {
		t.Fatalf("analysis failed: %v", res.Problems)
	}
	var missing []string
	for _, f := range res.Findings {
		if f.Category == "missing" {
			missing = append(missing, f.Message)
		}
	}
	if len(missing) != 1 || !strings.Contains(missing[0], "annovet cannot decide what its handler does") {
		t.Errorf("missing findings = %q, want one, the program's (annovet cannot decide what its handler does)", missing)
	}
	inv := driver.Inventory(cfg)
	if !slices.ContainsFunc(inv.Inventory, func(e inventory.Entry) bool { return e.Name == "page" && !e.Decided }) {
		t.Errorf("page is not in the inventory undecided, as the program builds it: %+v", inv.Inventory)
	}
}

// TestUnreadAnnotations runs testdata/src/program/unread, two of whose
// tools take their options from a function a plugin sets: they draw no
// finding, and the summary names them instead of leaving them out in
// silence. A tool that sets readOnlyHint under a condition is read whole,
// with that hint unknown: no contradiction with NewTool's default
// destructiveHint.
func TestUnreadAnnotations(t *testing.T) {
	res := driver.Analyze(driver.Config{Dir: testenv.Src(), Patterns: []string{"./program/unread"}})
	if res.Failed {
		t.Fatalf("analysis failed: %v", res.Problems)
	}
	var unread []string
	for _, u := range res.Unread {
		unread = append(unread, u.Name)
	}
	if want := []string{"first_opaque", "second_opaque"}; !slices.Equal(unread, want) {
		t.Errorf("unread %v, want %v", unread, want)
	}
	for _, f := range res.Findings {
		if strings.Contains(f.Message, "_opaque") {
			t.Errorf("finding about a tool whose annotations annovet cannot read: %s", f.Message)
		}
		if strings.Contains(f.Message, `"flagged"`) {
			t.Errorf("finding about a tool whose readOnlyHint depends on a flag: %s", f.Message)
		}
	}
	lines := res.NotAnalyzed(func(s string) string { return s })
	want := `2 tools take their annotations from code annovet cannot read (the first, "first_opaque": `
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, want) }) {
		t.Errorf("no line %q in\n%s", want, strings.Join(lines, "\n"))
	}
}

package main

import (
	"runtime/debug"
	"testing"
)

func TestVersionOf(t *testing.T) {
	for _, c := range []struct {
		main     string
		settings map[string]string
		want     string
	}{
		{"v1.2.3", nil, "v1.2.3"}, // go install github.com/annovet/annovet/cmd/annovet@v1.2.3
		{"v0.0.0-20261130112000-0123456789ab+dirty", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "true"}, "v0.0.0-20261130112000-0123456789ab+dirty"},
		{"(devel)", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "true"}, "(devel) revision 0123456789ab, modified"},
		{"(devel)", map[string]string{"vcs.revision": "0123456789abcdef", "vcs.modified": "false"}, "(devel) revision 0123456789ab"},
		{"(devel)", nil, "(devel)"},
		{"", nil, "(devel)"},
	} {
		bi := &debug.BuildInfo{Main: debug.Module{Version: c.main}}
		for k, v := range c.settings {
			bi.Settings = append(bi.Settings, debug.BuildSetting{Key: k, Value: v})
		}
		if got := versionOf(bi); got != c.want {
			t.Errorf("versionOf(%q, %v) = %q, want %q", c.main, c.settings, got, c.want)
		}
	}
}

func TestMistypedCommand(t *testing.T) {
	for arg, want := range map[string]string{
		"inventroy": "inventory",
		"sarfi":     "sarif",
		"verison":   "version",
		"fmt":       "", // a standard package, not a command
		"./...":     "", // a pattern
		"xyzzy":     "",
		"net/http":  "",
	} {
		got, ok := mistypedCommand(arg)
		if got != want || ok != (want != "") {
			t.Errorf("mistypedCommand(%q) = %q, %t; want %q", arg, got, ok, want)
		}
	}
}

// TestSummaryNotes: a run that could not follow a registration, or that
// has tools whose annotations annovet cannot read, says so in its
// summary, so that "0 tools checked, no findings" never ends a run over a
// module that registers tools and their silence is not read as clean.
func TestSummaryNotes(t *testing.T) {
	for _, c := range []struct {
		tools int
		note  func(int) string
		cases map[int]string
	}{
		{0, unfollowedNote, map[int]string{
			0: "annovet: 0 tools checked, no findings",
			1: "annovet: 0 tools checked, no findings; 1 registration not followed (its tools are not checked)",
			3: "annovet: 0 tools checked, no findings; 3 registrations not followed (their tools are not checked)",
		}},
		{3, unreadNote, map[int]string{
			0: "annovet: 3 tools checked, no findings",
			1: "annovet: 3 tools checked, no findings; 1 tool's annotations unread (not checked)",
			2: "annovet: 3 tools checked, no findings; 2 tools' annotations unread (not checked)",
		}},
	} {
		for n, want := range c.cases {
			if got := summary(c.tools, 0, nil, 0) + c.note(n); got != want {
				t.Errorf("note for %d: %q, want %q", n, got, want)
			}
		}
	}
}

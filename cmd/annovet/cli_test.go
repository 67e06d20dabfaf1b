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

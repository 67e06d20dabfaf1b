package main_test

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeFirstRun runs the README's first-run command as written, from
// the repository root, and checks that its output ends with the summary the
// README shows, so the README cannot drift from the code. (The README's
// other command, the test command, is what CI runs.)
func TestReadmeFirstRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs annovet on the examples")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	cmdLine := regexp.MustCompile(`(?m)^    (go run ./cmd/annovet \S+)$`).FindSubmatch(readme)
	summary := regexp.MustCompile(`(?m)^    (annovet: \d+ tools checked.*)$`).FindSubmatch(readme)
	if cmdLine == nil || summary == nil {
		t.Fatal("README lacks the first-run command or its summary line")
	}
	test := regexp.MustCompile("(?m)^    (go test .*./...)$").FindSubmatch(readme)
	if test == nil {
		t.Error("README lacks the test command")
	} else if ci, err := os.ReadFile("../../.ci/run"); err != nil || !regexp.MustCompile("(?m)^"+regexp.QuoteMeta(string(test[1]))+"$").Match(ci) {
		t.Errorf("CI (.ci/run) does not run the README's test command %q", test[1])
	}
	args := strings.Fields(string(cmdLine[1]))
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = "../.."
	out, _ := cmd.Output() // exit status 3: there are findings
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if got := lines[len(lines)-1]; got != string(summary[1]) {
		t.Errorf("%s ends with\n\t%s\nthe README says\n\t%s", cmdLine[1], got, summary[1])
	}
	if len(lines) < 5 {
		t.Errorf("the first run shows too little:\n%s", out)
	}
}

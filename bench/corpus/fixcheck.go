package main

import (
	"bytes"
	"context"
	"fmt"
	"go/format"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// FixCheck is what applying annovet's fixes did to one module: the files it
// changed, whether the module still builds and vets, whether a second run
// changes nothing more, and the read-only hints it turned off without a
// readonly finding there.
type FixCheck struct {
	Server      string
	Changed     []string `json:",omitempty"` // files -fix changed
	Build, Vet  string   `json:",omitempty"` // the first lines of what failed; "" when it passed
	Unstable    []string `json:",omitempty"` // files a second -fix changed again
	Unformatted []string `json:",omitempty"` // files gofmt-clean before -fix and not after
	Flipped     []string `json:",omitempty"` // readOnlyHint true -> false without a readonly finding on the line
	FixFailures string   `json:",omitempty"` // annovet -fix failed
	Seconds     float64
}

func (c *FixCheck) ok() bool {
	return c.Build == "" && c.Vet == "" && len(c.Unstable) == 0 && len(c.Unformatted) == 0 && len(c.Flipped) == 0 && c.FixFailures == ""
}

// fixCheck copies a module, applies annovet's fixes twice, and builds and
// vets the result. readonly holds the positions (file:line) of the module's
// readonly findings, where turning readOnlyHint off is the finding's fix.
func fixCheck(annovet, dir string, s Server, readonly []string, timeout time.Duration) *FixCheck {
	start := time.Now()
	c := &FixCheck{Server: s.Name}
	defer func() { c.Seconds = time.Since(start).Seconds() }()
	repo := filepath.Join(dir, s.Name)
	tmp, err := os.MkdirTemp("", "annovet-fix-")
	if err != nil {
		c.FixFailures = err.Error()
		return c
	}
	defer os.RemoveAll(tmp)
	if out, err := exec.Command("cp", "-a", repo+"/.", tmp).CombinedOutput(); err != nil {
		c.FixFailures = "copy: " + string(out)
		return c
	}
	mod := filepath.Join(tmp, s.ModDir)
	env := moduleEnv(mod, s)
	run := func(name string, args ...string) (string, error) {
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		cmd := exec.CommandContext(ctx, name, args...)
		cmd.Dir, cmd.Env = mod, env
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return out.String(), err
	}
	// What fails to build or vet before any fix is the project's own: only
	// what the fixes add counts.
	build := append([]string{"build"}, s.Packages...)
	vet := append([]string{"vet"}, s.Packages...)
	buildBefore, _ := run("go", build...)
	vetBefore, _ := run("go", vet...)
	before := snapshot(mod)
	fix := append([]string{"-fix"}, s.Packages...)
	if out, err := run(annovet, fix...); err != nil && !isFindingsExit(err) {
		c.FixFailures = lastLines(out, 5)
		return c
	}
	once := snapshot(mod)
	for f, text := range once {
		if before[f] != text {
			c.Changed = append(c.Changed, f)
		}
	}
	slices.Sort(c.Changed)
	if len(c.Changed) == 0 {
		return c
	}
	c.Unformatted = unformatted(before, once, c.Changed)
	c.Flipped = flips(before, once, readonly)
	if out, err := run(annovet, fix...); err != nil && !isFindingsExit(err) {
		c.FixFailures = "second run: " + lastLines(out, 5)
		return c
	}
	for f, text := range snapshot(mod) {
		if once[f] != text {
			c.Unstable = append(c.Unstable, f)
		}
	}
	slices.Sort(c.Unstable)
	if out, err := run("go", build...); err != nil {
		c.Build = newProblems(buildBefore, out)
	}
	if out, err := run("go", vet...); err != nil {
		c.Vet = newProblems(vetBefore, out)
	}
	return c
}

// unformatted returns the changed files that were gofmt-clean before the
// fix and are not after it.
func unformatted(before, after map[string]string, changed []string) []string {
	var out []string
	for _, f := range changed {
		clean := func(text string) bool {
			b, err := format.Source([]byte(text))
			return err == nil && string(b) == text
		}
		if clean(before[f]) && !clean(after[f]) {
			out = append(out, f)
		}
	}
	return out
}

var position = regexp.MustCompile(`:\d+(:\d+)?`)

// newProblems returns the lines of after that before did not have, positions
// aside (a fix moves the lines below it).
func newProblems(before, after string) string {
	seen := map[string]bool{}
	for _, l := range strings.Split(before, "\n") {
		seen[position.ReplaceAllString(l, "")] = true
	}
	var out []string
	for _, l := range strings.Split(after, "\n") {
		if l = strings.TrimSpace(l); l != "" && !seen[position.ReplaceAllString(l, "")] && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if len(out) > 5 {
		out = out[:5]
	}
	return strings.Join(out, "\n")
}

// isFindingsExit reports annovet's exit status for findings, which -fix
// also returns when some finding has no fix.
func isFindingsExit(err error) bool {
	ee, ok := err.(*exec.ExitError)
	return ok && (ee.ExitCode() == 3 || ee.ExitCode() == 1)
}

// snapshot reads every .go file under dir, by path relative to it.
func snapshot(dir string) map[string]string {
	files := map[string]string{}
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (d.Name() == "vendor" || d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if strings.HasSuffix(path, ".go") {
			b, _ := os.ReadFile(path)
			rel, _ := filepath.Rel(dir, path)
			files[rel] = string(b)
		}
		return nil
	})
	return files
}

var readOnlyTrue = regexp.MustCompile(`ReadOnlyHint(Annotation)?\(true\)|ReadOnlyHint:\s*(true|[A-Za-z_.]*\(true\))`)

// flips returns the lines (file:line) where a fix turned an author's
// readOnlyHint true into false, and no readonly finding is on that line.
func flips(before, after map[string]string, readonly []string) []string {
	var out []string
	for f, old := range before {
		now, ok := after[f]
		if !ok || now == old {
			continue
		}
		oldLines, newLines := strings.Split(old, "\n"), strings.Split(now, "\n")
		// The fixes edit values in place or add lines; compare the lines
		// that held readOnlyHint=true, by content.
		for i, line := range oldLines {
			if !readOnlyTrue.MatchString(line) {
				continue
			}
			if slices.Contains(newLines, line) {
				continue
			}
			pos := fmt.Sprintf("%s:%d", f, i+1)
			if !slices.Contains(readonly, pos) {
				out = append(out, pos)
			}
		}
	}
	slices.Sort(out)
	return out
}

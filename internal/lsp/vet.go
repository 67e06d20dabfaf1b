package lsp

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// The server analyzes through the go command, as
//
//	go vet -vettool=ANNOVET -json -overlay=OVERLAY .
//
// so that dependencies' types and annovet's facts about them come from the
// go command's build cache, computed once per dependency version and reused
// across saves and editor sessions, the way go vet reuses them: after the
// first analysis, a save re-analyzes only the package that changed.

// A finding is one diagnostic, in byte offsets of the files as analyzed.
type finding struct {
	file       string
	start, end int
	category   string
	message    string
	fixes      []suggestedFix
}

type suggestedFix struct {
	message string
	edits   []edit
}

type edit struct {
	file       string
	start, end int
	text       string
}

// A failure is why the package could not be analyzed, where it was found
// (file "" when the go command gives no position).
type failure struct {
	file      string
	line, col int
	text      string
}

// vetResult is what one go vet run says about a package.
type vetResult struct {
	findings []finding
	failure  *failure
}

// vet analyzes the package in dir with the open documents in overlay in
// place of the files on disk, and content returns each file's text as
// analyzed.
func vet(ctx context.Context, tool, dir string, overlay map[string][]byte) (vetResult, error) {
	tmp, err := os.MkdirTemp("", "annovet-lsp-")
	if err != nil {
		return vetResult{}, err
	}
	defer os.RemoveAll(tmp)
	// The go command reads an overlaid file from its replacement, and the
	// vet tool reports positions in the replacement: map them back. A
	// replacement's directory is named by a hash of the file's path, since
	// the go command may replay an earlier run's output (same text, another
	// temporary directory) from its cache.
	replace := map[string]string{}
	original := map[string]string{} // by the replacement's directory name
	for path, text := range overlay {
		key := fmt.Sprintf("%x", sha256.Sum256([]byte(path)))[:16]
		r := filepath.Join(tmp, key, filepath.Base(path))
		if err := os.MkdirAll(filepath.Dir(r), 0o755); err != nil {
			return vetResult{}, err
		}
		if err := os.WriteFile(r, text, 0o644); err != nil {
			return vetResult{}, err
		}
		replace[path], original[key] = r, path
	}
	ov, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return vetResult{}, err
	}
	ovFile := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(ovFile, ov, 0o644); err != nil {
		return vetResult{}, err
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "go", "vet", "-vettool="+tool, "-json", "-overlay="+ovFile, ".")
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	if ctx.Err() != nil {
		return vetResult{}, ctx.Err()
	}
	name := func(f string) string {
		if o, ok := original[filepath.Base(filepath.Dir(f))]; ok && filepath.Base(o) == filepath.Base(f) {
			return o
		}
		return f
	}
	res, err := parseVetJSON(&stdout, name, func(f string) []byte {
		if b, ok := overlay[f]; ok {
			return b
		}
		b, _ := os.ReadFile(f)
		return b
	})
	if err != nil {
		return vetResult{}, err
	}
	if runErr != nil && res.failure == nil {
		res.failure = parseFailure(stderr.String(), name)
		if res.failure == nil {
			res.failure = &failure{text: strings.TrimSpace(runErr.Error())}
		}
	}
	return res, nil
}

// vetDiagnostic is a diagnostic of go vet -json (x/tools' JSONDiagnostic),
// or an analyzer's error.
type vetDiagnostic struct {
	Category       string `json:"category"`
	Posn           string `json:"posn"`
	End            string `json:"end"`
	Message        string `json:"message"`
	SuggestedFixes []struct {
		Message string `json:"message"`
		Edits   []struct {
			Filename string `json:"filename"`
			Start    int    `json:"start"`
			End      int    `json:"end"`
			New      string `json:"new"`
		} `json:"edits"`
	} `json:"suggested_fixes"`
}

// parseVetJSON reads go vet -json's output: one JSON object per package
// (and test variant), from package path to analyzer name to diagnostics or
// {"error": ...}. A diagnostic reported in both a package and its test
// variant is kept once.
func parseVetJSON(r io.Reader, name func(string) string, content func(string) []byte) (vetResult, error) {
	var res vetResult
	seen := map[string]bool{}
	dec := json.NewDecoder(r)
	for {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err == io.EOF {
			return res, nil
		} else if err != nil {
			return res, fmt.Errorf("reading go vet's output: %v", err)
		}
		for _, byAnalyzer := range tree {
			for analyzer, raw := range byAnalyzer {
				var failed struct {
					Error string `json:"error"`
				}
				if json.Unmarshal(raw, &failed) == nil && failed.Error != "" {
					if res.failure == nil {
						res.failure = parseFailure(failed.Error, name)
						if res.failure == nil {
							res.failure = &failure{text: failed.Error}
						}
					}
					continue
				}
				var diags []vetDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					return res, fmt.Errorf("reading go vet's output: %v", err)
				}
				for _, d := range diags {
					f, ok := toFinding(d, analyzer, name, content)
					key := fmt.Sprintf("%s|%d|%s|%s", f.file, f.start, f.category, f.message)
					if !ok || seen[key] {
						continue
					}
					seen[key] = true
					res.findings = append(res.findings, f)
				}
			}
		}
	}
}

func toFinding(d vetDiagnostic, analyzer string, name func(string) string, content func(string) []byte) (finding, bool) {
	file, line, col, ok := parsePosn(d.Posn)
	if !ok {
		return finding{}, false
	}
	file = name(file)
	text := content(file)
	f := finding{file: file, category: d.Category, message: d.Message}
	if f.category == "" {
		f.category = analyzer
	}
	f.start = offsetOf(text, line, col)
	f.end = f.start
	if efile, eline, ecol, ok := parsePosn(d.End); ok && name(efile) == file {
		f.end = max(offsetOf(text, eline, ecol), f.start)
	}
	for _, sf := range d.SuggestedFixes {
		fx := suggestedFix{message: sf.Message}
		for _, e := range sf.Edits {
			fx.edits = append(fx.edits, edit{file: name(e.Filename), start: e.Start, end: e.End, text: e.New})
		}
		f.fixes = append(f.fixes, fx)
	}
	return f, true
}

var posnRE = regexp.MustCompile(`^(.*\.go):(\d+):(\d+)$`)

// parsePosn parses "file.go:line:col".
func parsePosn(s string) (file string, line, col int, ok bool) {
	m := posnRE.FindStringSubmatch(s)
	if m == nil {
		return "", 0, 0, false
	}
	line, _ = strconv.Atoi(m[2])
	col, _ = strconv.Atoi(m[3])
	return m[1], line, col, true
}

var errorLineRE = regexp.MustCompile(`^(?:vet: )?(.*\.go):(\d+):(\d+): (.*)$`)

// parseFailure finds the first positioned error in the go command's or
// the vet tool's error text, and says how many more there are.
func parseFailure(text string, name func(string) string) *failure {
	var first *failure
	more := 0
	for _, l := range strings.Split(text, "\n") {
		m := errorLineRE.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			continue
		}
		if first != nil {
			more++
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		file := name(m[1])
		first = &failure{file: file, line: line, col: col, text: fmt.Sprintf("%s:%s:%s: %s", filepath.Base(file), m[2], m[3], m[4])}
	}
	if first == nil {
		// No position: the go command's own message, without its
		// "# package" header lines.
		var lines []string
		for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
			if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, l)
			}
		}
		if len(lines) == 0 {
			return nil
		}
		return &failure{text: strings.Join(lines, "; ")}
	}
	if more > 0 {
		first.text += fmt.Sprintf(" (and %d more error%s)", more, map[bool]string{true: "s"}[more > 1])
	}
	return first
}

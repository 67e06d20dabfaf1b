package main

import (
	"crypto/sha256"
	"flag"
	"fmt"
	"go/build"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/agnivade/levenshtein"
	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/sdk"
)

// commands are annovet's subcommands, with one line each for the usage.
var commands = []struct{ name, args, what string }{
	{"inventory", "[-json|-snapshot] packages...", "the static tools/list: every tool, its annotations, what clients see"},
	{"diff", "OLD.json NEW.json", "the drift gate: hints less cautious, tools added unannotated or removed (exit 3)"},
	{"sarif", "packages...", "findings as SARIF 2.1.0, for GitHub code scanning and other dashboards"},
	{"lsp", "", "a language server on stdio: findings and quick fixes in editors"},
	{"version", "", "annovet's version, the Go version, the SDK versions annovet models"},
	{"help", "[CHECK]", "this text, or the documentation of one check"},
}

func shortUsage(progname string) string {
	return fmt.Sprintf("usage: %[1]s [flags] packages...    (for example: %[1]s ./...)\n"+
		"       %[1]s inventory|diff|sarif|lsp|version|help ...\n"+
		"Run '%[1]s help' for what annovet checks and how to run it.\n", progname)
}

// usage is annovet's own help: what it checks, its commands, the common
// invocations, where the checks are documented, the exit statuses.
func usage(progname string) string {
	var b strings.Builder
	fmt.Fprintf(&b, `%[1]s checks the tool annotations of Go MCP servers (go-sdk and mcp-go): it finds
every tool a server registers, follows it to its handler, and reports annotations
that are missing, partial, contradictory or untrue, with fixes that fill them in.

Usage:
`, progname)
	lines := [][2]string{
		{progname + " [flags] packages...", "report findings with their check IDs, then a summary"},
		{progname + " -fix packages...", "apply the suggested fixes"},
		{progname + " -diff packages...", "show the suggested fixes as a diff"},
		{progname + " -json packages...", "findings as JSON"},
	}
	for _, c := range commands {
		lines = append(lines, [2]string{strings.TrimSpace(progname + " " + c.name + " " + c.args), c.what})
	}
	lines = append(lines,
		[2]string{"go vet -vettool=$(command -v " + progname + ") ./...", "the same checks under go vet"},
		[2]string{"go fix -fixtool=$(command -v " + progname + ") ./...", "apply the fixes under go fix"})
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, l := range lines {
		fmt.Fprintf(tw, "  %s\t%s\n", l[0], l[1])
	}
	tw.Flush()
	fmt.Fprintf(&b, `
Checks, with the analyzer whose -ANALYZER.disable flag turns each off (each finding
ends with its ID; '%[1]s help CHECK' documents one, all are in
%[2]s):
`, progname, checks.DocURL)
	for _, c := range checks.All {
		fmt.Fprintf(&b, "  %-14s %-12s %s\n", c.ID, c.Analyzer, c.Short)
	}
	fmt.Fprintf(&b, `
Suppress one finding with //annovet:ignore CHECK reason on its line, the tool's
construction or its registration. Turn a check off with -ANALYZER.disable=CHECK
or "disable": ["CHECK"] in .annovet.json, a whole analyzer with -ANALYZER=false.

Exit status: 0 no findings, 1 a package could not be loaded or analyzed,
2 a usage mistake, 3 findings.

Analyzers and their flags:
`)
	for _, a := range analyzer.Suite() {
		writeAnalyzer(&b, a)
	}
	b.WriteString(`
Checker flags: -fix, -diff, -json, -c=N (N lines of context), -test=false
(skip test files), -V=full (the version line go vet reads).
`)
	return b.String()
}

// writeAnalyzer lists an analyzer and its flags, as they are spelled on the
// command line.
func writeAnalyzer(w io.Writer, a *analysis.Analyzer) {
	title, _, _ := strings.Cut(a.Doc, "\n")
	fmt.Fprintf(w, "  -%-13s %s\n", a.Name, title)
	a.Flags.VisitAll(func(f *flag.Flag) {
		name, usage := f.Name, f.Usage
		fmt.Fprintf(w, "      -%s.%s  %s\n", a.Name, name, usage)
	})
}

// help prints the usage, or the documentation of the checks or analyzers
// named.
func help(progname string, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usage(progname))
		return exitClean
	}
	status := exitClean
	for _, name := range args {
		if c, ok := checks.Lookup(name); ok {
			fmt.Fprintf(stdout, "%s (%s, reported by the %s analyzer)\n\n%s\nSuppress: %s\n",
				c.ID, c.Level, c.Analyzer, checks.Text(c.Doc()), checks.Text(c.Suppress()))
			continue
		}
		if i := slices.IndexFunc(analyzer.Suite(), func(a *analysis.Analyzer) bool { return a.Name == name }); i >= 0 {
			a := analyzer.Suite()[i]
			fmt.Fprintf(stdout, "%s\n", a.Doc)
			writeAnalyzer(stdout, a)
			continue
		}
		fmt.Fprintf(stderr, "%s: no check or analyzer named %q; checks: %s\n", progname, name, strings.Join(checks.IDs(), ", "))
		status = exitUsage
	}
	return status
}

// versionText is what "annovet version" prints: the module version from
// the build info (or the VCS revision of a checkout), Go's version, and the
// SDK versions annovet's tables are tested against.
func versionText(progname string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s\n", progname, moduleVersion())
	fmt.Fprintf(&b, "built with %s %s/%s\n", runtime.Version(), runtime.GOOS, runtime.GOARCH)
	for _, s := range sdk.All {
		fmt.Fprintf(&b, "models %s (%s), tested against %s\n", s.SDK, s.Module, strings.Join(s.Releases(), ", "))
	}
	return b.String()
}

// moduleVersion is annovet's version: "v1.2.3" when installed with go
// install ...@v1.2.3; in a checkout, the pseudo-version the go command
// stamps, or "(devel)" with the VCS revision and whether it was modified.
func moduleVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown: built without module information)"
	}
	return versionOf(bi)
}

func versionOf(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev != "" && (v == "" || v == "(devel)") {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		v = "(devel) revision " + rev
		if modified == "true" {
			v += ", modified"
		}
	}
	if v == "" {
		v = "(devel)"
	}
	return v
}

// vetVersion answers go vet's -V=full: "NAME version devel VERSION
// buildID=HASH", where the hash of the executable lets the go command's
// cache tell builds apart.
func vetVersion(progname string, stdout, stderr io.Writer) int {
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		return exitFailed
	}
	data, err := os.ReadFile(exe)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		return exitFailed
	}
	fmt.Fprintf(stdout, "%s version devel %s buildID=%x\n", exe, strings.ReplaceAll(moduleVersion(), " ", "-"), sha256.Sum256(data))
	return exitClean
}

// mistypedCommand reports whether a first argument is a misspelled
// subcommand rather than a package: a bare word near a command's name that
// is no directory and no standard package.
func mistypedCommand(arg string) (string, bool) {
	if arg == "" || strings.ContainsAny(arg, "./\\-") {
		return "", false
	}
	if fi, err := os.Stat(arg); err == nil && fi.IsDir() {
		return "", false
	}
	if _, err := build.Default.Import(arg, ".", build.FindOnly); err == nil {
		return "", false
	}
	best, bestDist := "", 3
	for _, c := range commands {
		if d := levenshtein.ComputeDistance(arg, c.name); d < bestDist && d <= len(c.name)/2 {
			best, bestDist = c.name, d
		}
	}
	return best, best != ""
}

// checkerFlags are the flags of x/tools's checker that annovet passes on.
var checkerFlags = []string{"fix", "diff", "json", "c", "test", "V", "flags", "cpuprofile", "memprofile", "trace", "debug", "tags", "source", "v", "all"}

// unknownFlag returns the first flag of args that neither annovet nor the
// checker knows, with the nearest known one as a suggestion.
func unknownFlag(args []string) (bad, near string) {
	known := slices.Clone(checkerFlags)
	for _, a := range analyzer.Suite() {
		known = append(known, a.Name)
		a.Flags.VisitAll(func(f *flag.Flag) { known = append(known, a.Name+"."+f.Name) })
	}
	for _, arg := range args {
		if !strings.HasPrefix(arg, "-") || arg == "-" {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(arg, "-"), "=")
		if slices.Contains(known, name) {
			continue
		}
		best, bestDist := "", 3
		for _, k := range known {
			if d := levenshtein.ComputeDistance(name, k); d < bestDist {
				best, bestDist = k, d
			}
		}
		if best != "" {
			near = fmt.Sprintf("; did you mean -%s?", best)
		}
		return "-" + name, near
	}
	return "", ""
}

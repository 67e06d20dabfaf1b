package driver

import (
	"cmp"
	"fmt"
	"go/token"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/internal/inventory"
	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/passes/annotations"
	"github.com/annovet/annovet/passes/discover"
	"github.com/annovet/annovet/sdk"
)

// Config says what to analyze and how.
type Config struct {
	Progname string            // prefixes every line written to Stderr
	Dir      string            // the directory to load from ("" for the working directory)
	Overlay  map[string][]byte // file contents in place of the files on disk
	Patterns []string
	Tags     string    // comma-separated build tags
	Tests    bool      // load test variants too, like go vet
	Stderr   io.Writer // where problems and progress go
	Progress bool      // show progress on Stderr (a terminal)
	// Inventory asks for Results.Inventory (Inventory always builds it).
	Inventory bool
}

// Finding is one diagnostic with the file set that resolves its positions.
type Finding struct {
	analysis.Diagnostic
	Fset *token.FileSet
	Pos  token.Position
}

// Results is what one run of the suite found.
type Results struct {
	Findings []Finding
	Tools    int // tools constructed outside test files
	// Problems are what went wrong, one line each (also written to
	// Stderr), and the notes on what a load lacked (Problem.Note).
	Problems []Problem
	// Failed reports that some package was not analyzed.
	Failed bool
	// NothingLoaded reports that no package could be analyzed at all (a
	// pattern that matches nothing, a directory outside any module):
	// there is no result to present.
	NothingLoaded bool
	// Inventory is every tool the root packages build, as annovet
	// inventory prints it (tools built in _test.go files included), when
	// Config.Inventory asks for it.
	Inventory []inventory.Entry
	// UnmodelledSDKs are the modules of MCP SDKs annovet does not model
	// that the packages import: their tools are invisible to annovet.
	UnmodelledSDKs []string
	// RunTimeTools are registrations of tools whose name and annotations
	// are decided at run time, from data annovet cannot read (a JSON file
	// embedded with //go:embed, a configuration): nothing about them is
	// checked.
	RunTimeTools []RunTimeTool
	// Unregistered are the names of tools the root packages build that no
	// registration in the analyzed program takes (see registeredTools):
	// they are not checked.
	Unregistered []string
	// ByType are the registrations of a project's tool type whose values
	// annovet cannot follow one by one (discover's model adapters).
	ByType []ByType
	// Escaped are the SDK registrations the root packages use as values
	// instead of calling them (discover.Result.Escaped).
	Escaped []Escaped
	// Unfollowed are the other registrations of the root packages whose
	// tool annovet could not follow to where it is built
	// (discover.Result.Unfollowed): the tools they register are not checked.
	Unfollowed []Unfollowed
	// Unread are the tools, their names known, whose annotations annovet
	// cannot read (an option or a slice of options it cannot follow,
	// annotations from a value it cannot resolve): what they send is
	// unknown, so no check reports on them, and the summary says so.
	Unread []Unread
}

// Unread is a tool whose annotations annovet cannot read.
type Unread struct {
	Pos  string // the tool's construction: file:line:col
	Name string
	Why  string // the first thing annovet could not resolve (model.Tool.Unknown)
	at   model.Position
}

// Unfollowed is a registration whose tool annovet could not follow.
type Unfollowed struct {
	Pos string // file:line:col
	Why string // what the tool is, as far as annovet can tell
}

// ByType is a registration of a project's tool type whose values annovet
// cannot follow one by one: every value of the type annovet finds built is
// checked, bound to the handler it holds.
type ByType struct {
	Pos     string // file:line:col
	Type    string // the tool type
	Adapter string // the function that registers its values
}

// Escaped is a registration function used as a value.
type Escaped struct {
	Pos  string // file:line:col
	Expr string // s.server.AddTool
}

// A RunTimeTool is a registration whose tool the source does not decide.
type RunTimeTool struct {
	Pos string // the tool's construction: file:line:col
	// Embeds are the data files the tool's package embeds (//go:embed):
	// where such definitions usually come from.
	Embeds []string
}

// NotAnalyzed renders, one line each, what the packages hold that annovet
// does not analyze: tools built with an SDK it does not model, and tools
// built at run time from data. rel shortens a file name for display.
func (r Results) NotAnalyzed(rel func(string) string) []string {
	var lines []string
	if len(r.UnmodelledSDKs) > 0 {
		lines = append(lines, fmt.Sprintf("these packages use %s, an MCP SDK annovet does not model (it models the go-sdk and mcp-go): the tools built with it are not checked",
			strings.Join(r.UnmodelledSDKs, " and ")))
	}
	for _, t := range r.RunTimeTools {
		from := "data annovet cannot read"
		if len(t.Embeds) > 0 {
			from += " (the package embeds " + strings.Join(t.Embeds, ", ") + " with //go:embed)"
		}
		lines = append(lines, fmt.Sprintf("%s: tools built at run time from %s: their names and annotations are not checked", rel(t.Pos), from))
	}
	for _, e := range r.Escaped {
		lines = append(lines, fmt.Sprintf("%s: %s is passed on as a value, not called: annovet follows the calls of a registration, so the tools registered through it are checked only where annovet finds them built",
			rel(e.Pos), e.Expr))
	}
	if n := len(r.Unfollowed); n > 0 {
		first := r.Unfollowed[0]
		if n == 1 {
			lines = append(lines, fmt.Sprintf("%s: a registration whose tool annovet cannot follow to where it is built (%s): the tools it registers are not checked",
				rel(first.Pos), first.Why))
		} else {
			lines = append(lines, fmt.Sprintf("%s: %d registrations whose tools annovet cannot follow to where they are built (the first: %s): the tools they register are not checked",
				rel(first.Pos), n, first.Why))
		}
	}
	for _, b := range r.ByType {
		lines = append(lines, fmt.Sprintf("%s: a registration of %s values annovet cannot follow one by one: every %s it finds built is checked, with the handler it holds, as registered through %s",
			rel(b.Pos), shortType(b.Type), shortType(b.Type), shortFunc(b.Adapter)))
	}
	if n := len(r.Unread); n > 0 {
		first := r.Unread[0]
		if n == 1 {
			lines = append(lines, fmt.Sprintf("%s: tool %q takes its annotations from code annovet cannot read (%s): what it sends is unknown, so it is not checked",
				rel(first.Pos), first.Name, first.Why))
		} else {
			lines = append(lines, fmt.Sprintf("%s: %d tools take their annotations from code annovet cannot read (the first, %q: %s): what they send is unknown, so they are not checked",
				rel(first.Pos), n, first.Name, first.Why))
		}
	}
	if n := len(r.Unregistered); n > 0 {
		names := r.Unregistered
		if n > 5 {
			names = append(slices.Clip(names[:5]), fmt.Sprintf("and %d more", n-5))
		}
		verb, them := "reach", "them"
		if n == 1 {
			verb, them = "reaches", "it"
		}
		lines = append(lines, fmt.Sprintf("%d tool%s built in these packages never %s a server's registration, so no client sees %s: not checked (%s)",
			n, plural(n), verb, them, strings.Join(names, ", ")))
	}
	return lines
}

// runTime reports whether a tool's name and annotations are both left to
// run time: a registration annovet can say nothing about.
func runTime(t *model.Tool) bool {
	if t.Name.Known {
		return false
	}
	if len(t.Unknown) > 0 {
		return true
	}
	for _, h := range model.Hints {
		if hv := t.Annotations.Get(h); hv.Set && !hv.Known {
			return true
		}
	}
	return false
}

// dataFiles are the embedded files that can hold tool definitions.
func dataFiles(pkg *packages.Package) []string {
	var files []string
	for _, f := range pkg.EmbedFiles {
		switch strings.ToLower(filepath.Ext(f)) {
		case ".json", ".yaml", ".yml", ".toml":
			files = append(files, filepath.Base(f))
		}
	}
	return files
}

// Analyze loads the packages and runs annovet's suite on them.
func Analyze(cfg Config) Results {
	return run(cfg, append(analyzer.Suite(), inventory.Analyzers...))
}

// Inventory loads the packages and runs only what the inventory needs.
func Inventory(cfg Config) Results {
	cfg.Inventory = true
	return run(cfg, inventory.Analyzers)
}

func run(cfg Config, analyzers []*analysis.Analyzer) Results {
	var res Results
	prog := startProgress(cfg.Stderr, cfg.Progname, cfg.Progress)
	prog.set("loading packages")
	pkgs, problems, err := load(cfg)
	if err != nil {
		prog.stop()
		res.report(cfg, err.Error())
		res.Failed, res.NothingLoaded = true, true
		return res
	}
	res.UnmodelledSDKs = unmodelledSDKs(pkgs)
	prog.set(fmt.Sprintf("analyzing %s", countPackages(pkgs)))
	graph, err := checker.Analyze(analyzers, pkgs, nil)
	prog.stop()
	for _, p := range problems {
		res.reportAt(cfg, Problem{Text: p.text, Pos: p.pos, Packages: p.pkgs, Note: p.note})
	}
	res.Failed = slices.ContainsFunc(problems, func(p problem) bool { return !p.note })
	res.NothingLoaded = !slices.ContainsFunc(pkgs, func(p *packages.Package) bool { return len(p.Syntax) > 0 })
	if err != nil {
		res.report(cfg, err.Error())
		res.Failed = true
		return res
	}
	seen := map[string]bool{}
	tools := map[string]bool{}
	runTimeSeen := map[string]bool{}
	unreadSeen := map[string]bool{}
	reaches := registeredTools(graph)
	unreached := map[string]string{} // tool key -> name, for tools that reach no registration
	builtAt := map[token.Pos]*model.Tool{}
	for act := range graph.All() {
		if r, ok := act.Result.(*discover.Result); ok {
			for _, t := range r.Tools {
				if t.At.Pos.IsValid() {
					builtAt[t.At.Pos] = t
				}
			}
		}
	}
	roots := map[string]bool{}
	for _, a := range analyzers {
		roots[a.Name] = true
	}
	variantsView := inventory.VariantsView(graph) // one finding per cause: the package's own view of its own files
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			// A package that did not type-check is reported once, at its
			// cause; its analyzers' "analysis skipped" is an echo of that,
			// and so is a check's failed prerequisite there (honesty
			// requires multimode, which skips it too).
			msg := act.Err.Error()
			if !strings.Contains(msg, "analysis skipped due to errors in package") && !rootsFailed(msg, roots) {
				res.report(cfg, fmt.Sprintf("%s: %v", act.Package.PkgPath, act.Err))
			}
			res.Failed = true
			continue
		}
		if r, ok := act.Result.(*discover.Result); ok {
			for _, e := range r.Escaped {
				if !slices.ContainsFunc(res.Escaped, func(x Escaped) bool { return x.Pos == e.At.String() }) {
					res.Escaped = append(res.Escaped, Escaped{Pos: e.At.String(), Expr: e.Expr})
				}
			}
			for _, u := range r.Unfollowed {
				if strings.HasSuffix(u.At.File, "_test.go") || slices.ContainsFunc(res.Escaped, func(x Escaped) bool { return x.Pos == u.At.String() }) {
					continue
				}
				if u.ByType != "" {
					if !slices.ContainsFunc(res.ByType, func(x ByType) bool { return x.Pos == u.At.String() }) {
						res.ByType = append(res.ByType, ByType{Pos: u.At.String(), Type: strings.TrimSuffix(strings.TrimPrefix(u.Why, "a "), " value"), Adapter: u.ByType})
					}
					continue
				}
				if !slices.ContainsFunc(res.Unfollowed, func(x Unfollowed) bool { return x.Pos == u.At.String() }) {
					res.Unfollowed = append(res.Unfollowed, Unfollowed{Pos: u.At.String(), Why: u.Why})
				}
			}
			for _, t := range r.Tools {
				if strings.HasSuffix(t.At.File, "_test.go") {
					continue
				}
				if !reaches(t) {
					unreached[t.Key()] = t.DisplayName()
					continue
				}
				tools[t.Key()] = true
				if t.Name.Known && len(t.Unknown) > 0 && !unreadSeen[t.Key()] {
					unreadSeen[t.Key()] = true
					res.Unread = append(res.Unread, Unread{Pos: t.At.String(), Name: t.Name.Value, Why: t.Unknown[0], at: t.At})
				}
			}
			for _, b := range r.Bindings {
				if b.Registered && runTime(b.Tool) && !strings.HasSuffix(b.Tool.At.File, "_test.go") && !runTimeSeen[b.Tool.At.String()] {
					runTimeSeen[b.Tool.At.String()] = true
					res.RunTimeTools = append(res.RunTimeTools, RunTimeTool{Pos: b.Tool.At.String(), Embeds: dataFiles(act.Package)})
				}
			}
		}
		fset := act.Package.Fset
		toolOf := findingTools(act)
		anchors, _ := act.Result.(*diag.Anchors)
		for _, d := range act.Diagnostics {
			if variantsView(act, fset.Position(d.Pos).Filename) {
				continue // the package's own file, found by the package itself
			}
			if t := toolOf[findingKey{d.Pos, d.Category, d.Message}]; t != nil && !reaches(t) {
				continue // a tool no server is given: nothing a client sees
			}
			if t := builtAt[anchors.Tool(d)]; t != nil && !reaches(t) {
				continue // a check's finding about such a tool
			}
			d.Category = cmp.Or(d.Category, act.Analyzer.Name)
			f := Finding{Diagnostic: d, Fset: fset, Pos: fset.Position(d.Pos)}
			key := fmt.Sprintf("%s|%s|%s", f.Pos, d.Category, d.Message)
			if seen[key] {
				continue // the same finding from two builds of a package
			}
			seen[key] = true
			res.Findings = append(res.Findings, f)
		}
	}
	slices.SortFunc(res.Findings, func(a, b Finding) int {
		return cmp.Or(cmp.Compare(a.Pos.Filename, b.Pos.Filename), cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Column, b.Pos.Column), cmp.Compare(a.Category, b.Category), cmp.Compare(a.Message, b.Message))
	})
	res.Tools = len(tools)
	slices.SortFunc(res.Unread, func(a, b Unread) int {
		return cmp.Or(cmp.Compare(a.at.File, b.at.File), cmp.Compare(a.at.Line, b.at.Line), cmp.Compare(a.at.Col, b.at.Col))
	})
	res.Unregistered = slices.Sorted(maps.Values(unreached))
	if cfg.Inventory {
		res.Inventory = inventory.Build(graph)
	}
	return res
}

// registeredTools returns whether a tool reaches a registration, as far as
// the analyzed packages show. A package alone cannot tell: a tool built in
// an exported function or method may be registered by any importer. The
// whole program can, when it is there and every registration in it was
// followed to its tools: then a tool none of them takes is built and never
// given to a server (a sub-tool called directly, a type left behind, a
// registration only tests make: reach.go), and no client sees it.
// Otherwise every tool counts as reaching one.
func registeredTools(graph *checker.Graph) func(*model.Tool) bool {
	all := func(*model.Tool) bool { return true }
	program := false
	registered := map[string]bool{}
	for act := range graph.All() {
		if act.IsRoot && isCommand(act.Package) {
			program = true
		}
		r, ok := act.Result.(*discover.Result)
		if !ok {
			continue
		}
		if len(r.Unfollowed) > 0 || len(r.Escaped) > 0 {
			return all // some registration was not resolved: no tool is claimed unreachable
		}
		for _, b := range r.Bindings {
			if b.Registered {
				registered[b.Tool.Key()] = true
			}
		}
	}
	if !program || len(registered) == 0 {
		return all
	}
	// A registration counts when the code that makes it may run.
	runs := newReachability(graph)
	registered = map[string]bool{}
	for act := range graph.All() {
		if r, ok := act.Result.(*discover.Result); ok {
			for _, b := range r.Bindings {
				if !b.Registered || !runs.runs(b.At) {
					continue
				}
				if runTime(b.Tool) && !strings.HasSuffix(b.Tool.At.File, "_test.go") {
					// A tool built at run time from data annovet cannot
					// read (a provider's list a loop registers): it may be
					// any tool the program builds.
					return all
				}
				registered[b.Tool.Key()] = true
			}
		}
	}
	return func(t *model.Tool) bool { return registered[t.Key()] }
}

// findingKey identifies a diagnostic of an action.
type findingKey struct {
	pos               token.Pos
	category, message string
}

// findingTools maps the diagnostics of an annotations action to the tools
// they are about.
func findingTools(act *checker.Action) map[findingKey]*model.Tool {
	r, ok := act.Result.(*annotations.Result)
	if !ok {
		return nil
	}
	m := map[findingKey]*model.Tool{}
	for _, f := range r.Findings {
		m[findingKey{f.Pos, f.Category, f.Message}] = f.Tool
	}
	return m
}

// A Problem is one thing that kept packages from being analyzed, or a
// note on what a load lacked that did not (Note).
type Problem struct {
	Text string
	// Pos is where it is, when it is in a file (the first type error), and
	// Packages the packages it kept from analysis.
	Pos      token.Position
	Packages []string
	// Note marks what annovet says of a load that left every package
	// analyzed (an embedded file a build step makes, missing): it does
	// not fail the run.
	Note bool
}

func (p Problem) String() string { return p.Text }

// report records a problem and writes it to Stderr.
func (r *Results) report(cfg Config, text string) { r.reportAt(cfg, Problem{Text: text}) }

func (r *Results) reportAt(cfg Config, p Problem) {
	text := p.Text
	r.Problems = append(r.Problems, p)
	if cfg.Stderr != nil {
		fmt.Fprintf(cfg.Stderr, "%s: %s\n", cmp.Or(cfg.Progname, "annovet"), text)
	}
}

// unmodelledSDKs returns the modules of MCP SDKs annovet does not model
// that the packages import, directly or not.
func unmodelledSDKs(roots []*packages.Package) []string {
	seen := map[string]bool{}
	packages.Visit(roots, nil, func(p *packages.Package) {
		if m, ok := sdk.UnmodelledSDK(p.PkgPath); ok {
			seen[m] = true
		}
	})
	return slices.Sorted(maps.Keys(seen))
}

// countPackages says how many packages will be analyzed: the matched ones
// (test variants counted once) and all with their dependencies.
func countPackages(roots []*packages.Package) string {
	matched := map[string]bool{}
	for _, p := range roots {
		matched[p.PkgPath] = true
	}
	all := 0
	packages.Visit(roots, nil, func(*packages.Package) { all++ })
	return fmt.Sprintf("%d packages (%d with dependencies)", len(matched), all)
}

// shortType shortens a qualified type name to its package's last element:
// github.com/o/r/pkg/inventory.ServerTool is inventory.ServerTool.
func shortType(t string) string {
	if i := strings.LastIndex(t, "/"); i >= 0 {
		return t[i+1:]
	}
	return t
}

// shortFunc shortens a function's full name the same way:
// (*github.com/o/r/pkg/inventory.ServerTool).RegisterFunc is
// (*inventory.ServerTool).RegisterFunc.
func shortFunc(f string) string {
	ptr := strings.HasPrefix(f, "(*")
	if strings.HasPrefix(f, "(") {
		f = strings.TrimPrefix(strings.TrimPrefix(f, "(*"), "(")
		if i := strings.Index(f, ")"); i >= 0 {
			recv, rest := shortType(f[:i]), f[i:]
			if ptr {
				return "(*" + recv + rest
			}
			return "(" + recv + rest
		}
	}
	return shortType(f)
}

// isCommand reports whether pkg is a program's main package, not the main
// package the go command generates to run a package's tests.
func isCommand(pkg *packages.Package) bool {
	return pkg.Types != nil && pkg.Types.Name() == "main" && !strings.HasSuffix(pkg.PkgPath, ".test")
}

// rootsFailed reports whether msg is the checker's "failed prerequisites"
// error naming only analyzers that run as roots themselves (honesty
// requires multimode): each of those reports its own error, or its own
// echo of a package that did not type-check, so this one says nothing
// more. A failed prerequisite that is no root (effects, discover) is the
// only trace of its error, and stays.
func rootsFailed(msg string, roots map[string]bool) bool {
	_, list, ok := strings.Cut(msg, "failed prerequisites: ")
	if !ok {
		return false
	}
	for _, p := range strings.Split(list, ", ") {
		name, _, _ := strings.Cut(p, "@")
		if !roots[name] {
			return false
		}
	}
	return true
}

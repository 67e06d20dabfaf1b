package driver

import (
	"fmt"
	"go/token"
	"maps"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/internal/display"
)

// A problem is one thing that kept packages from being analyzed, in one
// line, with the packages it concerns.
type problem struct {
	text string
	pos  token.Position // the first error's position, when it has one
	pkgs []string
	// note marks a problem that left every package analyzed: said, but
	// not a failure.
	note bool
}

// PackagesConfig returns how annovet's drivers load packages: every
// package from source, the standard library without its function bodies.
// (The benchmarks' floor loads with it.)
func PackagesConfig(cfg Config) *packages.Config {
	lc, _ := packagesConfig(cfg)
	return lc
}

// packagesConfig returns the load's configuration and the directory of
// the standard library's sources whose bodies it drops.
func packagesConfig(cfg Config) (*packages.Config, string) {
	lc := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule | packages.NeedEmbedFiles | packages.NeedEmbedPatterns, Tests: cfg.Tests, Dir: cfg.Dir, Overlay: cfg.Overlay}
	if cfg.Tags != "" {
		lc.BuildFlags = []string{"-tags=" + cfg.Tags}
	}
	src := gorootSrc(cfg.Dir)
	lc.ParseFile = parseFile(src)
	return lc, src
}

// load loads the packages for analysis. err is a failure of the go command
// itself; problems are packages it could not load or type-check, one line
// per cause.
func load(cfg Config) ([]*packages.Package, []problem, error) {
	lc, src := packagesConfig(cfg)
	pkgs, err := packages.Load(lc, cfg.Patterns...)
	if err != nil {
		return nil, nil, err
	}
	stdErrorsDropped(pkgs, src)
	var ps problems
	for _, n := range embedsMissing(pkgs) {
		ps.add(n)
	}
	// Patterns that match nothing come back as a package named after the
	// pattern, with nothing in it but the go command's error.
	var roots []*packages.Package
	for _, p := range pkgs {
		if len(p.GoFiles) == 0 && len(p.CompiledGoFiles) == 0 && len(p.Errors) > 0 && p.PkgPath == p.ID && slices.Contains(cfg.Patterns, p.ID) {
			ps.add(problem{text: patternProblem(p.ID, p.Errors[0].Msg)})
			continue
		}
		roots = append(roots, p)
	}
	if len(roots) == 0 && len(ps) == 0 {
		ps.add(problem{text: fmt.Sprintf("%s matches no packages", strings.Join(cfg.Patterns, " "))})
	}
	// A package that does not load or type-check is reported once, at its
	// cause: a module that does not download, a package that does not
	// load, a dependency or the package itself that does not type-check.
	// Its importers' "could not import" errors are echoes of that cause.
	causes := map[*packages.Package]*cause{}
	var order []*cause
	for _, p := range roots {
		c := causeOf(p, causes, map[*packages.Package]bool{})
		if c == nil || strings.HasSuffix(p.ID, ".test") {
			continue
		}
		if !slices.Contains(order, c) {
			order = append(order, c)
		}
		if !slices.Contains(c.affected, p.PkgPath) {
			c.affected = append(c.affected, p.PkgPath)
		}
	}
	for _, c := range order {
		ps.add(c.problem())
	}
	return roots, ps, nil
}

// A cause is why packages could not be analyzed.
type cause struct {
	pkg      *packages.Package
	pos      token.Position // where, for a package's own error
	text     string         // what went wrong, as said of the package itself
	own      bool           // the package itself failed (not a dependency of it)
	affected []string       // the matched packages not analyzed because of it
}

func (c *cause) problem() problem {
	switch {
	case c.own && len(c.affected) == 1 && c.affected[0] == c.pkg.PkgPath:
		return problem{text: fmt.Sprintf("%s is not analyzed: %s", c.pkg.PkgPath, c.text), pos: c.pos, pkgs: c.affected}
	case c.own:
		return problem{text: fmt.Sprintf("%s does not type-check (%s); not analyzed: %s", c.pkg.PkgPath, c.text, strings.Join(c.affected, ", ")), pos: c.pos, pkgs: c.affected}
	}
	return problem{text: fmt.Sprintf("%s; not analyzed: %s", c.text, strings.Join(c.affected, ", ")), pkgs: c.affected}
}

// causeOf returns why p cannot be analyzed, or nil when it can.
func causeOf(p *packages.Package, causes map[*packages.Package]*cause, busy map[*packages.Package]bool) *cause {
	if c, ok := causes[p]; ok {
		return c
	}
	if busy[p] {
		return nil
	}
	busy[p] = true
	var c *cause
	var own []packages.Error
	for _, e := range p.Errors {
		if !isImportEcho(e.Msg) {
			own = append(own, e)
		}
	}
	switch {
	case len(p.CompiledGoFiles) == 0 && len(p.Errors) > 0:
		if mod, why, ok := downloadError(p.Errors[0].Msg); ok {
			c = &cause{pkg: p, text: fmt.Sprintf("module %s does not download (%s)", mod, why)}
		} else {
			c = &cause{pkg: p, text: fmt.Sprintf("package %s does not load (%s)", p.PkgPath, firstLine(p.Errors[0].Msg))}
		}
	case len(own) > 0 && unloadedImport(p) != nil:
		// An import that did not load leaves its names undefined here:
		// those errors echo its cause.
		c = causeOf(unloadedImport(p), causes, busy)
	case len(own) > 0:
		text := describe(own[0])
		if n := len(own) - 1; n > 0 {
			text += fmt.Sprintf(" (and %d more error%s)", n, plural(n))
		}
		c = &cause{pkg: p, text: text, own: true, pos: errorPosition(own[0])}
	case len(p.Errors) > 0 || p.IllTyped:
		// Only echoes of imports that failed: the cause is theirs.
		for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
			if ic := causeOf(p.Imports[path], causes, busy); ic != nil {
				c = ic
				break
			}
		}
		if c == nil {
			c = &cause{pkg: p, text: "it does not load or type-check", own: true}
		}
	}
	causes[p] = c
	return c
}

// unloadedImport returns an import of p that did not load at all (a module
// that does not download, a package that is not there), or nil.
func unloadedImport(p *packages.Package) *packages.Package {
	for _, path := range slices.Sorted(maps.Keys(p.Imports)) {
		if imp := p.Imports[path]; len(imp.CompiledGoFiles) == 0 && len(imp.Errors) > 0 {
			return imp
		}
	}
	return nil
}

// isImportEcho reports whether a type error only echoes an import that
// failed to load.
func isImportEcho(msg string) bool {
	return strings.Contains(msg, "could not import ")
}

type problems []problem

// add adds a problem unless the same line is there already (a package and
// its test variant); the packages merge.
func (ps *problems) add(p problem) {
	for i := range *ps {
		if (*ps)[i].text == p.text {
			(*ps)[i].pkgs = append((*ps)[i].pkgs, p.pkgs...)
			return
		}
	}
	*ps = append(*ps, p)
}

// patternProblem turns the go command's complaint about a pattern into a
// line a newcomer reads.
func patternProblem(pattern, msg string) string {
	switch {
	case strings.Contains(msg, "no such file or directory"):
		return fmt.Sprintf("%s: no such directory", pattern)
	case strings.Contains(msg, "does not contain main module"), strings.Contains(msg, "go.mod file not found"),
		strings.Contains(msg, "outside main module"):
		return fmt.Sprintf("%s: not in the current module (no go.mod in this directory or above, or the directory belongs to another module); run annovet from the module's directory", pattern)
	}
	msg = strings.TrimPrefix(msg, "pattern "+pattern+": ")
	return fmt.Sprintf("%s: %s", pattern, firstLine(msg))
}

var (
	downloadRE = regexp.MustCompile(`(\S+@\S+): (?:reading|verifying|Get) \S+: (.*)`)
	serverRE   = regexp.MustCompile(`server response: (.*)`)
)

// downloadError recognizes the go command's report of a module it could not
// download, and returns the module and the reason.
func downloadError(msg string) (mod, why string, ok bool) {
	m := downloadRE.FindStringSubmatch(msg)
	if m == nil {
		return "", "", false
	}
	why = firstLine(m[2])
	if s := serverRE.FindStringSubmatch(msg); s != nil {
		why += ": " + strings.TrimSpace(s[1])
	}
	return m[1], why, true
}

// errorPosition parses a package error's "file:line:col" position.
func errorPosition(e packages.Error) token.Position {
	var p token.Position
	parts := strings.Split(e.Pos, ":")
	if len(parts) < 2 {
		return p
	}
	p.Filename = parts[0]
	fmt.Sscan(parts[1], &p.Line)
	if len(parts) > 2 {
		fmt.Sscan(parts[2], &p.Column)
	}
	return p
}

// describe renders a package error as "file:line:col: message", the file
// relative to the working directory when it is below it.
func describe(e packages.Error) string {
	msg := firstLine(e.Msg)
	if e.Pos != "" && e.Pos != "-" {
		return display.Rel(e.Pos) + ": " + msg
	}
	return msg
}

// firstLine returns the first line of a message, past the "# package"
// header the go command puts before a build tool's output (cgo's
// "guestfs.go:33:10: fatal error: guestfs.h: No such file or directory").
func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if header, rest, ok := strings.Cut(s, "\n"); ok && strings.HasPrefix(header, "# ") {
		// The tool's first error, past the lines that lead to it
		// ("In file included from ...").
		for line := range strings.Lines(rest) {
			if strings.Contains(line, "error") {
				return strings.TrimSpace(line)
			}
		}
		s = strings.TrimSpace(rest)
	}
	s, _, _ = strings.Cut(s, "\n")
	return s
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// dropErrors removes the errors drop selects and recomputes which packages
// are ill-typed (a package is when it or an import of it has errors).
func dropErrors(pkgs []*packages.Package, drop func(*packages.Package, packages.Error) bool) {
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		kept := p.Errors[:0]
		for _, e := range p.Errors {
			if !drop(p, e) {
				kept = append(kept, e)
			}
		}
		p.Errors = kept
		ill := len(p.Errors) > 0
		for _, imp := range p.Imports {
			ill = ill || imp.IllTyped
		}
		p.IllTyped = ill
	})
}

package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("corpus: ")
	if len(os.Args) > 1 && os.Args[1] == analyzeCmd {
		// The child: analyze one module in the working directory.
		if err := analyzeModule(os.Stdout, os.Args[2:]); err != nil {
			log.Fatal(err)
		}
		return
	}
	tmp := os.TempDir()
	list := flag.String("list", "../shared/corpus/open.list,bench/corpus/added.list", "the corpus `lists`, comma-separated (owner+name commit module-dir packages env)")
	launchPath := flag.String("launch", "bench/corpus/launch.list", "the launch `list` of the servers the oracle starts")
	oracle := flag.Bool("oracle", false, "also build each server that has a launch line, list its tools over stdio, and compare them with the inventory")
	record := flag.String("record", "", "append a first-contact row to this `file` (bench/corpus/firstcontact.json) for each server scored that has none")
	dir := flag.String("dir", filepath.Join(tmp, "annovet-corpus"), "the `directory` where the corpus is laid out")
	labelsPath := flag.String("labels", "bench/corpus/labels.json", "the labels `file`")
	out := flag.String("out", filepath.Join(tmp, "annovet-corpus-results"), "keep each module's raw result in this `directory`")
	from := flag.String("from", "", "score the raw results kept in this `directory` instead of running annovet")
	only := flag.String("only", "", "comma-separated `servers` to run or score (default all)")
	asJSON := flag.Bool("json", false, "print the tables as JSON")
	verbose := flag.Bool("v", false, "also print every finding with its verdict, per server, and the labels that matched nothing")
	readme := flag.String("readme", "", "rewrite the measured section of this `file` (README.md) with the tables")
	timeout := flag.Duration("timeout", 30*time.Minute, "time allowed for one module")
	fixcheck := flag.Bool("fixcheck", false, "also apply annovet -fix to a copy of each module, twice, and build and vet it")
	flag.Parse()

	servers, err := readLists(strings.Split(*list, ","))
	if err != nil {
		log.Fatal(err)
	}
	launches, err := readLaunches(*launchPath)
	if err != nil {
		log.Fatal(err)
	}
	if *only != "" {
		servers = selectServers(servers, strings.Split(*only, ","))
	}
	labels, err := loadLabels(*labelsPath)
	if err != nil {
		log.Fatal(err)
	}
	var results []*Analysis
	if *from != "" {
		results, err = loadResults(*from, servers)
		if err != nil {
			log.Fatal(err)
		}
	} else {
		self, err := os.Executable()
		if err != nil {
			log.Fatal(err)
		}
		if err := os.MkdirAll(*out, 0o755); err != nil {
			log.Fatal(err)
		}
		rev := revision()
		for _, s := range servers {
			start := time.Now()
			a := runModule(self, *dir, s, *timeout)
			a.Seconds = time.Since(start).Seconds()
			a.Commit, a.Annovet, a.Date = s.Commit, rev, start.UTC().Format("2006-01-02")
			fmt.Fprintf(os.Stderr, "%-40s %4.0fs %3d tools %4d findings %s\n", s.Name, a.Seconds, len(a.Tools), len(a.Findings), a.status())
			if err := saveResult(*out, a); err != nil {
				log.Fatal(err)
			}
			results = append(results, a)
		}
	}
	rep := score(results, labels)
	for _, a := range results {
		l, ok := launches[a.Server]
		if !ok {
			continue
		}
		var listed *Listed
		switch {
		case *oracle:
			s := servers[slices.IndexFunc(servers, func(s Server) bool { return s.Name == a.Server })]
			start := time.Now()
			listed = listServer(*dir, s, l, 2*time.Minute)
			fmt.Fprintf(os.Stderr, "%-40s %4.0fs oracle: %d tools listed %s\n", s.Name, time.Since(start).Seconds(), len(listed.Tools), listed.Failed)
			if err := saveListed(cmp.Or(*from, *out), listed); err != nil {
				log.Fatal(err)
			}
		default:
			if listed, err = loadListed(cmp.Or(*from, *out), a.Server); err != nil {
				log.Fatal(err)
			}
		}
		if listed != nil {
			rep.Oracle = append(rep.Oracle, agree(a, listed))
		}
	}
	if *record != "" {
		if err := recordFirstContact(*record, results, rep); err != nil {
			log.Fatal(err)
		}
	}
	if *fixcheck {
		bin, err := buildAnnovet()
		if err != nil {
			log.Fatal(err)
		}
		defer os.RemoveAll(filepath.Dir(bin))
		for _, s := range servers {
			var readonly []string
			for _, a := range results {
				if a.Server != s.Name {
					continue
				}
				for _, f := range a.Findings {
					if f.Check == "readonly" {
						file, line, _ := strings.Cut(f.Pos, ":")
						line, _, _ = strings.Cut(line, ":")
						readonly = append(readonly, file+":"+line)
					}
				}
			}
			c := fixCheck(bin, *dir, s, readonly, *timeout)
			fmt.Fprintf(os.Stderr, "%-40s %4.0fs fix: %d files changed, ok=%t\n", s.Name, c.Seconds, len(c.Changed), c.ok())
			rep.Fixes = append(rep.Fixes, c)
		}
	}
	switch {
	case *asJSON:
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			log.Fatal(err)
		}
	default:
		writeTables(os.Stdout, rep)
		if *verbose {
			writeDetails(os.Stdout, rep)
		}
	}
	if *readme != "" {
		cmd := "go run ./bench/corpus " + strings.Join(os.Args[1:], " ")
		if err := rewriteReadme(*readme, rep, cmd, time.Now()); err != nil {
			log.Fatal(err)
		}
		if err := rewriteFirstContact(*readme, firstContactFile); err != nil {
			log.Fatal(err)
		}
	}
}

// buildAnnovet builds the command from this checkout, for -fix.
func buildAnnovet() (string, error) {
	dir, err := os.MkdirTemp("", "annovet-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "annovet")
	if out, err := exec.Command("go", "build", "-o", bin, "./cmd/annovet").CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build ./cmd/annovet: %v\n%s", err, out)
	}
	return bin, nil
}

// A Server is one line of the corpus list.
type Server struct {
	Name     string   // owner+name
	Commit   string   // the commit measured
	ModDir   string   // the module's directory in the repository
	Packages []string // the patterns to analyze
	Env      []string // NAME=VALUE settings
}

// readLists reads the corpus lists in order; a server listed twice is an
// error.
func readLists(paths []string) ([]Server, error) {
	var all []Server
	for _, p := range paths {
		servers, err := readList(p)
		if err != nil {
			return nil, err
		}
		for _, s := range servers {
			if slices.ContainsFunc(all, func(o Server) bool { return o.Name == s.Name }) {
				return nil, fmt.Errorf("%s: %s is already in an earlier list", p, s.Name)
			}
			all = append(all, s)
		}
	}
	return all, nil
}

// revision is the commit of the annovet checkout this program runs in,
// "+dirty" when the work tree has changes, or "unknown".
func revision() string {
	out, err := exec.Command("git", "rev-parse", "--short=7", "HEAD").Output()
	if err != nil {
		return "unknown"
	}
	rev := strings.TrimSpace(string(out))
	if st, err := exec.Command("git", "status", "--porcelain", "--untracked-files=no").Output(); err == nil && len(bytes.TrimSpace(st)) > 0 {
		rev += "+dirty"
	}
	return rev
}

// readList parses a corpus list.
func readList(path string) ([]Server, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var servers []Server
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) != 5 {
			return nil, fmt.Errorf("%s:%d: want 5 fields (owner+name commit module-dir packages env), have %d", path, i+1, len(f))
		}
		s := Server{Name: f[0], Commit: f[1], ModDir: f[2], Packages: strings.Split(f[3], ",")}
		if f[4] != "-" {
			s.Env = strings.Split(f[4], ",")
		}
		servers = append(servers, s)
	}
	return servers, nil
}

func selectServers(all []Server, names []string) []Server {
	var out []Server
	for _, s := range all {
		if slices.Contains(names, s.Name) {
			out = append(out, s)
		}
	}
	return out
}

// runModule analyzes one server's module in a child process of this
// program, so that one module's crash or memory does not touch the others.
func runModule(self, dir string, s Server, timeout time.Duration) *Analysis {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, append([]string{analyzeCmd}, s.Packages...)...)
	cmd.Dir = filepath.Join(dir, s.Name, s.ModDir)
	cmd.Env = moduleEnv(cmd.Dir, s)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	a := &Analysis{Server: s.Name}
	if jerr := json.Unmarshal(stdout.Bytes(), a); jerr != nil || err != nil {
		a = &Analysis{Server: s.Name}
		msg := lastLines(stderr.String(), 20)
		switch {
		case ctx.Err() != nil:
			a.Crash = fmt.Sprintf("timed out after %s", timeout)
		case err != nil:
			a.Crash = fmt.Sprintf("%v: %s", err, msg)
		default:
			a.Crash = fmt.Sprintf("unreadable result: %v", jerr)
		}
	}
	a.Server = s.Name
	return a
}

// moduleEnv is the environment of a go command in a server's module dir:
// GOFLAGS=-mod=mod, so that a module whose go.sum lacks a line still
// loads, except inside a workspace (a go.work in dir or above it), where
// the go command refuses -mod=mod and resolves modules from the workspace
// as it does for the server's own developers; then the list's env.
func moduleEnv(dir string, s Server) []string {
	env := os.Environ()
	if !inWorkspace(dir) {
		env = append(env, "GOFLAGS=-mod=mod")
	}
	return append(env, s.Env...)
}

// inWorkspace reports whether a go.work file in dir or one of its parents
// puts dir in a workspace, as the go command finds one when GOWORK is
// unset.
func inWorkspace(dir string) bool {
	if w, ok := os.LookupEnv("GOWORK"); ok {
		return w != "" && w != "off"
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return false
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.work")); err == nil {
			return true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return false
		}
		dir = parent
	}
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func saveResult(dir string, a *Analysis) error {
	data, err := json.MarshalIndent(a, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, a.Server+".json"), append(data, '\n'), 0o644)
}

// loadResults reads the kept results of the servers; a server without one
// is reported as not run.
func loadResults(dir string, servers []Server) ([]*Analysis, error) {
	var out []*Analysis
	for _, s := range servers {
		data, err := os.ReadFile(filepath.Join(dir, s.Name+".json"))
		if errors.Is(err, os.ErrNotExist) {
			out = append(out, &Analysis{Server: s.Name, Crash: "not run (no result in " + dir + ")"})
			continue
		}
		if err != nil {
			return nil, err
		}
		a := new(Analysis)
		if err := json.Unmarshal(data, a); err != nil {
			return nil, fmt.Errorf("%s: %v", s.Name, err)
		}
		out = append(out, a)
	}
	return out, nil
}

// rewriteReadme replaces the measured section of a README with the tables.
func rewriteReadme(path string, rep *Report, cmd string, now time.Time) error {
	return rewriteSection(path, "corpus", true, func(b *bytes.Buffer) {
		fmt.Fprintf(b, "\nMeasured on %s with `%s`:\n\n", now.Format("2006-01-02"), cmd)
		writeMarkdown(b, rep)
	})
}

// rewriteSection replaces what a file holds between the markers
// "<!-- name:begin -->" and "<!-- name:end -->" with what render writes. A
// file without them is an error when the section is required, and is left
// alone otherwise.
func rewriteSection(path, name string, required bool, render func(*bytes.Buffer)) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	begin, end := "<!-- "+name+":begin -->", "<!-- "+name+":end -->"
	i, j := bytes.Index(data, []byte(begin)), bytes.Index(data, []byte(end))
	if i < 0 || j < i {
		if !required {
			return nil
		}
		return fmt.Errorf("%s has no %s ... %s section", path, begin, end)
	}
	var b bytes.Buffer
	b.Write(data[:i+len(begin)])
	render(&b)
	b.Write(data[j:])
	return os.WriteFile(path, b.Bytes(), 0o644)
}

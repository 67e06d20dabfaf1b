package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/annovet/annovet/internal/drift"
)

// diffMain runs "annovet diff [-sarif] OLD.json NEW.json": the drift gate.
// It exits with status 3 when a change needs a person to look: a hint that
// became less cautious, a tool added without hints, a tool removed, a title
// changed.
func diffMain(progname string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(progname+" diff", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asSARIF := fs.Bool("sarif", false, "print the changes as SARIF 2.1.0")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s diff [-sarif] OLD.json NEW.json\n\n"+
			"Compares two inventories (%[1]s inventory -snapshot, or -json) and reports what a\n"+
			"client would feel: hints that became less cautious, tools added without hints,\n"+
			"tools removed, titles changed (exit status 3), and, for information, hints that\n"+
			"became more cautious and tools added with hints.\n", progname)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() != 2 {
		fs.Usage()
		return exitUsage
	}
	var inv [2][]drift.Tool
	for i, path := range fs.Args() {
		f, err := os.Open(path)
		if err != nil {
			if !strings.HasSuffix(path, ".json") {
				fmt.Fprintf(stderr, "%s: %v (diff compares two inventories; '%[1]s -diff packages...' shows the suggested fixes)\n", progname, err)
				return exitUsage
			}
			fmt.Fprintf(stderr, "%s: %v\n", progname, err)
			return exitFailed
		}
		inv[i], err = drift.Read(f)
		f.Close()
		if err != nil {
			fmt.Fprintf(stderr, "%s: %s: %v\n", progname, path, err)
			return exitFailed
		}
	}
	changes := drift.Compare(inv[0], inv[1])
	status := exitClean
	for _, c := range changes {
		if c.Kind.Gates() {
			status = exitFindings
		}
	}
	if *asSARIF {
		if err := writeDriftSARIF(stdout, changes, fs.Arg(1)); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progname, err)
			return exitFailed
		}
		return status
	}
	gating := 0
	for _, c := range changes {
		fmt.Fprintf(stdout, "%s: %s\n", c.Kind, c.Message())
		if c.Kind.Gates() {
			gating++
		}
	}
	fmt.Fprintf(stdout, "annovet diff: %d tools before, %d after; %d changes, %d need a look\n", len(inv[0]), len(inv[1]), len(changes), gating)
	return status
}

// writeDriftSARIF writes the changes as SARIF: a rule per kind of change,
// each result at the tool's position when the newer inventory has it (the
// -json form), else at the newer inventory file.
func writeDriftSARIF(w io.Writer, changes []drift.Change, newer string) error {
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0"}
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "annovet diff", InformationURI: infoURI}}, Results: []sarifResult{}}
	kinds := []drift.Kind{drift.LessCautious, drift.AddedUnannotated, drift.Removed, drift.TitleChanged, drift.MoreCautious, drift.Added}
	index := map[drift.Kind]int{}
	for i, k := range kinds {
		index[k] = i
		level := "note"
		if k.Gates() {
			level = "error"
		}
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID:                   "drift/" + k.String(),
			ShortDescription:     sarifText{"Tool annotations drift: " + k.String()},
			FullDescription:      sarifText{"A change of a tool's annotations between two inventories: " + k.String() + "."},
			Help:                 sarifText{"Compare inventories with 'annovet diff OLD.json NEW.json'; update the committed snapshot when the change is intended."},
			HelpURI:              infoURI + "#drift-gate",
			DefaultConfiguration: sarifRuleConfig{level},
		})
	}
	for _, c := range changes {
		r := run.Tool.Driver.Rules[index[c.Kind]]
		run.Results = append(run.Results, sarifResult{RuleID: r.ID, RuleIndex: index[c.Kind], Level: r.DefaultConfiguration.Level,
			Message: sarifText{c.Message()}, Locations: []sarifLocation{driftLocation(c.Pos, newer)}})
	}
	log.Runs = []sarifRun{run}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

// driftLocation parses an inventory position, file:line:col.
func driftLocation(pos, fallback string) sarifLocation {
	loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{uriOf(fallback)}, Region: sarifRegion{StartLine: 1, StartColumn: 1}}}
	file, col, ok1 := cutLast(pos)
	file, line, ok2 := cutLast(file)
	if ok1 && ok2 {
		loc.PhysicalLocation = sarifPhysical{ArtifactLocation: sarifArtifact{uriOf(file)}, Region: sarifRegion{StartLine: line, StartColumn: col}}
	}
	return loc
}

func cutLast(s string) (string, int, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return s, 0, false
	}
	n, err := strconv.Atoi(s[i+1:])
	return s[:i], n, err == nil && n > 0
}

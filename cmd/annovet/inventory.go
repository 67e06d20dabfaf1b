package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/annovet/annovet/internal/display"
	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/inventory"
)

// inventoryMain runs "annovet inventory [-json] packages...": the static
// tools/list. When nothing could be analyzed, nothing is written to stdout.
func inventoryMain(progname string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(progname+" inventory", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the inventory as JSON")
	snapshot := fs.Bool("snapshot", false, "print the JSON without positions, handlers and effect paths, sorted by name: the stable form to commit and compare with 'diff'")
	tags := fs.String("tags", "", "comma-separated build tags")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s inventory [-json] [-snapshot] [-tags t] packages...\n\n"+
			"Prints the static tools/list of the packages: every MCP tool, its annotations\n"+
			"as the source sets them and as a client sees them, without running the server.\n"+
			"Commit '%[1]s inventory -snapshot ./...' and compare with '%[1]s diff' in CI.\n", progname)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	cfg := driverConfig(progname, patterns, stderr)
	cfg.Tests, cfg.Tags = false, *tags
	res := driver.Inventory(cfg)
	if res.NothingLoaded {
		return exitFailed
	}
	entries := res.Inventory
	for i := range entries {
		entries[i].Pos = display.Rel(entries[i].Pos)
	}
	if *asJSON || *snapshot {
		var out any = entries
		switch {
		case *snapshot:
			out = inventory.Snapshots(entries)
		case entries == nil:
			out = []inventory.Entry{}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", progname, err)
			return exitFailed
		}
	} else {
		inventory.PrintTable(stdout, entries)
	}
	for _, line := range res.NotAnalyzed(display.Rel) {
		fmt.Fprintf(stderr, "%s: %s\n", progname, line)
	}
	if res.Failed {
		return exitFailed
	}
	return exitClean
}

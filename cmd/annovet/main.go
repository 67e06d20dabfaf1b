// Command annovet checks the tool annotations of Go MCP servers.
//
// Usage:
//
//	annovet packages...                          report findings, then a summary line
//	annovet [-fix|-diff|-json] [flags] packages... the go/analysis checker's modes
//	annovet inventory [-json] packages...        print the static tools/list
//	go vet -vettool=$(command -v annovet) ./...  the same checks under go vet
//	go fix -fixtool=$(command -v annovet) ./...  apply the suggested fixes
//
// Run "annovet help" for the checks and their flags. Exit status: 0 when
// clean, 1 when a package could not be loaded or analyzed, 3 when there are
// findings.
package main

import (
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/inventory"
)

func main() {
	progname := filepath.Base(os.Args[0])
	args := os.Args[1:]
	if len(args) > 0 && args[0] == "inventory" {
		os.Exit(inventory.Main(progname, args[1:], os.Stdout, os.Stderr))
	}
	if plain(args) {
		os.Exit(report(progname, args, os.Stdout, os.Stderr))
	}
	multichecker.Main(analyzer.Suite()...)
}

// plain reports whether the command line is just packages: then annovet
// prints its findings with their check IDs and a summary. Any flag, "help",
// or the go vet protocol goes to the standard checker driver.
func plain(args []string) bool {
	if len(args) == 0 {
		return false
	}
	for _, a := range args {
		if strings.HasPrefix(a, "-") || a == "help" || strings.HasSuffix(a, ".cfg") {
			return false
		}
	}
	return true
}

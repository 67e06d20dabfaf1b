// Command annovet checks the tool annotations of Go MCP servers.
//
// Usage:
//
//	annovet packages...                          report findings, then a summary line
//	annovet [-fix|-diff|-json] [flags] packages... the go/analysis checker's modes
//	annovet inventory [-json] packages...        print the static tools/list
//	annovet sarif packages...                    findings as SARIF 2.1.0 (code scanning)
//	annovet lsp                                  a language server on stdio: findings and quick fixes in editors
//	go vet -vettool=$(command -v annovet) ./...  the same checks under go vet
//	go fix -fixtool=$(command -v annovet) ./...  apply the suggested fixes
//
// Run "annovet help" for the checks and their flags. Exit status: 0 when
// clean, 1 when a package could not be loaded or analyzed, 3 when there are
// findings.
package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/config"
	"github.com/annovet/annovet/internal/driver"
	"github.com/annovet/annovet/internal/inventory"
	"github.com/annovet/annovet/internal/lsp"
	"github.com/annovet/annovet/passes/effects"
)

func main() {
	progname := filepath.Base(os.Args[0])
	args := os.Args[1:]
	if err := findConfig(args); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", progname, err)
		os.Exit(1)
	}
	if len(args) > 0 && args[0] == "inventory" {
		os.Exit(inventory.Main(progname, args[1:], os.Stdout, os.Stderr))
	}
	if len(args) > 0 && args[0] == "lsp" {
		if err := lsp.Serve(context.Background(), stdio{}, os.Stderr); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", progname, err)
			os.Exit(1)
		}
		return
	}
	if len(args) > 0 && args[0] == "sarif" {
		os.Exit(sarif(progname, args[1:], os.Stdout, os.Stderr))
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

// sarif runs "annovet sarif packages...": the findings as a SARIF 2.1.0 log
// on stdout, for GitHub code scanning and other dashboards. Exit status as
// for the plain report.
func sarif(progname string, patterns []string, stdout, stderr io.Writer) int {
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	res := driver.Analyze(progname, "", nil, patterns, stderr)
	if err := writeSARIF(stdout, res); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", progname, err)
		return 1
	}
	return exitCode(res)
}

// findConfig loads the nearest .annovet.json above the working directory
// into the effects pass's -effects.config flag, unless the flag is given.
// A bad file is an error naming the file and the key.
func findConfig(args []string) error {
	for _, a := range args {
		if strings.HasPrefix(a, "-effects.config") || strings.HasPrefix(a, "--effects.config") {
			return nil
		}
	}
	path := config.Find(".")
	if path == "" {
		return nil
	}
	return effects.Analyzer.Flags.Set("config", path)
}

// stdio joins stdin and stdout into the language server's stream.
type stdio struct{}

func (stdio) Read(p []byte) (int, error)  { return os.Stdin.Read(p) }
func (stdio) Write(p []byte) (int, error) { return os.Stdout.Write(p) }
func (stdio) Close() error                { return os.Stdin.Close() }

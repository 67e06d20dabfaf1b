// Command annovet checks the tool annotations of Go MCP servers.
//
// Usage:
//
//	annovet [-fix] [-diff] [-json] packages...    check the packages
//	annovet inventory [-json] packages...        print their static tools/list
//	go vet -vettool=$(command -v annovet) ./...  the same checks under go vet
//	go fix -fixtool=$(command -v annovet) ./...  apply the suggested fixes
//
// Run "annovet help" for the checks and their flags.
package main

import (
	"os"
	"path/filepath"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/annovet/annovet/analyzer"
	"github.com/annovet/annovet/internal/inventory"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "inventory" {
		os.Exit(inventory.Main(filepath.Base(os.Args[0]), os.Args[2:], os.Stdout, os.Stderr))
	}
	multichecker.Main(analyzer.Suite()...)
}

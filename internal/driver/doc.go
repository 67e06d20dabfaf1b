// Package driver runs annovet's analyzers on packages and collects what they
// find, for the drivers annovet has besides the go/analysis checker: the
// plain report, inventory, SARIF, the language server and the corpus.
//
// It also turns what went wrong while loading into one line per mistake (a
// pattern that matches nothing, a directory outside any module, a module
// that does not download, a package that does not type-check, described by
// its first error, a build tool's own first line for cgo), so that a
// newcomer reads the cause once instead of the go command's and the
// checker's echoes of it. A //go:embed pattern that matches no file (a
// build step's output) keeps no package from analysis: the type checker
// checked it whole, and one note, not a failure, says what annovet
// analyzed without (embeds.go).
//
// It sees the whole program where the go/analysis checker sees one package:
// when the analyzed packages include a main package and every registration
// in them was followed to its tools, a tool that no registration takes (a
// tool type called directly by another tool, one left behind, one only a
// function the program never runs registers: a helper only its tests
// call, reach.go) is one no client sees. Its findings, every check's, are
// dropped and the summary names it once (Results.Unregistered). A
// registration of tools an MCP client lists (a server that wraps its own
// tools, a proxy) registers none built in the program. Analyzed alone, a package cannot know who imports
// it, and every tool it builds is checked, as under go vet -vettool and
// the standard checker's -fix, -diff and -json, which see one package at a
// time.
package driver

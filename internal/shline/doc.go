// Package shline reads what annovet can know of a shell command line from
// the source: the line as a template, its constant text with holes where
// the program fills in values it computes (fmt.Sprintf's verbs, operands
// of a concatenation that are not constants), and the simple commands the
// line runs, parsed as a shell parses it (mvdan.cc/sh), with what each
// does to its files (an output redirection writes one).
//
// A hole is taken for words of the program's own quoting: a value the
// line passes to a command, never shell syntax. So "tail -n %d %s" runs
// tail whatever fills it, while a hole where a command's name goes
// ("cd %q && %s") leaves the program to whoever fills it. The effects
// pass judges each command by its own table of programs (a read-only
// command line changes nothing however often it runs).
package shline

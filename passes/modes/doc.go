// Package modes defines an Analyzer that finds what makes a tool
// multi-mode, for the multimode check and for the decision of each tool's
// target annotations.
//
// # Analyzer modes
//
// modes: find the arguments that decide whether a tool reads or writes
//
// For every binding of a tool to a handler of the package, modes follows
// the tool's arguments (a field of the typed input, req.RequireString("sql"),
// req.GetArguments()["sql"], values computed from them, through helpers of
// the same package) to executors: SQL statements whose verb the argument
// chooses, exec.Command, template and script evaluators, an HTTP request
// whose method and URL both come from the arguments; and it finds switches
// and if-chains on a mode, action, operation, method or op argument whose
// branches have different effects (by the effects pass). A guard that keeps
// a passthrough to reads (a read-only transaction, a check that the
// statement is a SELECT or an EXPLAIN) is recorded. It reports nothing.
package modes

// Package multimode defines an Analyzer that finds tools whose behavior
// depends on their arguments, which no single annotation can describe.
//
// # Analyzer multimode
//
// multimode: report tools that read in one call and write in the next
//
// Hints are per tool, not per call. A run_sql tool that accepts any
// statement cannot honestly be read-only: whether it reads or writes depends
// on the arguments. multimode (the check ID) combines evidence:
//
//   - passthrough: a string from the tool's arguments (a field of the typed
//     input, req.RequireString("sql"), req.GetArguments()["sql"], values
//     computed from them, through helpers of the same package) reaches an
//     executor: SQL Exec/Query, exec.Command, template and script
//     evaluators, an HTTP request whose method and URL both come from the
//     arguments;
//   - action switch: a switch or if-chain on a mode, action, operation,
//     method or op argument whose branches have different effects (one
//     reads, another writes or deletes), by the effects pass;
//   - the name (run_*, exec*, eval*, *_command, query...), which only adds
//     to the message, never reports a tool alone.
//
// A multi-mode tool marked read-only or destructiveHint=false is reported
// with a fix to the worst case (readOnlyHint=false, destructiveHint=true). A
// multi-mode tool annotated for the worst case gets a note: splitting it
// would let clients auto-approve the read half. A handler that guards the
// passthrough so it can only read (a read-only transaction, a check that the
// statement is a SELECT or an EXPLAIN) is not reported, nor is a switch
// whose branches all have the same kind of effect.
package multimode

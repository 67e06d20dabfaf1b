// Package honesty defines an Analyzer that compares what each MCP tool
// declares with what its handler does, and reports the annotations that lie.
//
// # Analyzer honesty
//
// honesty: report annotations that the handler's effects contradict
//
// An annotation that is wrong is worse than one that is missing: a missing
// one gets the cautious default, a wrong one gets trusted. honesty follows
// each tool to its handler, reads the handler's effect summary (package
// effects), and reports, with the call path that shows it:
//
// readonly: the tool is marked read-only (clients auto-approve it), but its
// handler may write, delete, mutate or run a process. A cache write, a view
// counter, marking something seen: all count; the question is whether the
// environment differs after the call. Scratch files created and removed in
// the same call do not. Fix: readOnlyHint=false, with destructiveHint as
// the effects show.
//
// destructive: destructiveHint=false, but the handler may delete or
// overwrite (os.WriteFile over an existing path, SQL UPDATE or DELETE, HTTP
// PUT or DELETE). Additive writes (append, insert, create-if-absent) are not
// reported. Fix: destructiveHint=true.
//
// openworld: openWorldHint=false, but the handler reaches the network at an
// address that is not fixed in the code (taken from the tool's arguments,
// say). Content from the open world is where prompt injection comes from.
// Fix: openWorldHint=true.
//
// Where annovet cannot see part of the handler (a function value, an
// interface method it has no entry for), it reports only what it can show.
package honesty

const doc = `report annotations that the handler's effects contradict

Reports read-only tools whose handlers write, delete, mutate or exec
(readonly), destructiveHint=false on tools that delete or overwrite
(destructive), and openWorldHint=false on tools that reach the network at
an address not fixed in the code (openworld), each with the call path from
the handler to the API that shows it.`

// Package effects defines an Analyzer that summarizes what every function
// may do to its environment, for the checks that compare a tool's
// annotations with its handler.
//
// # Analyzer effects
//
// effects: summarize the effects of every function
//
// For every function, effects computes the kinds of effect it may have, each
// with a witness: the call path to the API that causes it.
//
//   - write: file system writes; os.OpenFile's flags decide whether a write
//     appends (additive) or overwrites (destructive).
//   - delete: os.Remove, SQL DELETE/DROP/TRUNCATE, HTTP DELETE, client
//     methods named Delete, Remove, Purge..., delete() on kept state.
//   - mutate: database/sql Exec, HTTP POST/PUT/PATCH, client methods named
//     Create, Update, Set..., and assignments to state that outlives a call
//     (package-level variables, what a receiver or captured variable reaches).
//   - exec: os/exec, syscall.Exec, plugin.Open.
//   - network: outbound I/O, marked open when the address is not fixed in the
//     code.
//   - unknown: calls annovet cannot follow (function values, interface
//     methods it has no entry for). Never treated as "no effect".
//
// Summaries are computed bottom-up over each package's functions to a fixed
// point (recursion converges), and exported as facts so that callers in other
// packages read them instead of analyzing again. The standard library is
// described by a declarative catalogue (catalogue.go), so effects works when
// a driver computes no facts for it. Temporary scratch space (os.CreateTemp,
// os.MkdirTemp and paths built from them) and statements after a return are
// not effects.
//
// A directive declares a function's or an interface method's effect where
// annovet cannot read it:
//
//	//annovet:effect none|write|overwrite|delete|mutate|update|exec|network|open-network
package effects

const doc = `summarize the effects of every function

effects computes, for every function, what it may do: write, delete,
mutate, exec, network, or unknown, each with the call path that shows it,
and exports the summaries as facts. It reports nothing itself: the
readonly, destructive and openworld checks and the annotation fixes read it.`

// Package decide defines an Analyzer that decides, once per tool, the
// annotations the tool should carry: its target. Every check that fixes a
// tool writes the target's values for the hints it is about, so two checks
// never propose contradicting edits, and applying every fix yields exactly
// the target.
//
// # Analyzer decide
//
// decide: decide each tool's target annotations
//
// The target starts from the values the author wrote. Certain evidence
// overrides them where it contradicts them: a read-only tool whose handler
// certainly changes its environment is not read-only; destructiveHint=false
// on a handler that certainly deletes or overwrites is true; openWorldHint=
// false on a handler that reaches an address its arguments choose is true.
// A multi-mode tool (package modes) takes the worst case, readOnlyHint=false
// and destructiveHint=true. The hints the author left undecided take the
// values the handler's effects decide, when annovet can decide them all
// (package effects: certainty), and stay undecided otherwise. Last,
// mcp-go's NewTool default destructiveHint=true is repaired on a tool that
// stays read-only. It reports nothing.
//
// The effects it decides from are each bound handler's (Result.Effects,
// which the checks and the inventory read too), with one thing only the
// package's tools together show: a change to data the server keeps in
// memory is data when a tool bound here reads it back (effects.Result.ReadsOf);
// one no tool reads is undecided (effects.ReadBack).
package decide

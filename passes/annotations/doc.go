// Package annotations defines an Analyzer that checks what each MCP tool
// declares: whether its annotations are there, whole, consistent and titled.
//
// # Analyzer annotations
//
// annotations: check that every MCP tool declares complete, consistent annotations
//
// Each check has a stable ID, the diagnostic's Category.
//
// missing: the author decided none of the tool's hints (go-sdk: Annotations
// is nil or holds only a title; mcp-go: NewTool without a hint option, so its
// worst-case defaults go out as if chosen). Clients treat such a tool as
// destructive, non-idempotent and open-world, and ask before every call, so
// people learn to click through. Fix: annovet adds annotations with the
// values the handler's effects show (read-only when it changes nothing);
// where it cannot see the handler whole it writes no hint, and the message
// names the hints the author has to decide. A title alone leaves a tool
// missing, so the title fix never turns missing into partial.
//
// partial: some hints are decided but one that matters is left to its
// default: readOnlyHint, or destructiveHint on a tool that is not read-only
// (be explicit even where the value is the default, so the next reader knows
// someone decided); or mcp-go's WithToolAnnotation replaces the whole struct
// and discards hints an earlier option set. destructiveHint and
// idempotentHint mean something only for a tool that is not read-only, so
// either written out decides readOnlyHint's default (false). Where
// readOnlyHint is a plain bool of a struct literal (go-sdk), leaving it out
// is how an author writes false: it is reported only for a handler annovet
// decides only reads, and a handler it decides changes is asked for
// destructiveHint instead. Fix: annovet writes the missing hints, inferred
// like missing's.
//
// contradiction: readOnlyHint=true together with destructiveHint=true; and
// mcp-go's default leak, where WithReadOnlyHintAnnotation(true) without
// WithDestructiveHintAnnotation(false) ships "read-only and destructive".
// Clients may trust either half of a contradiction. An explicit
// destructiveHint=false or idempotentHint on a read-only tool is no
// contradiction: the spec ignores it, and some clients ask for every hint.
// Fix: add destructiveHint=false for the leak.
//
// title: the tool has no title (neither the tool's nor the annotations'), or
// its title is just its snake_case name. Approval dialogs show the title to
// people. Fix: a title derived from the name ("delete_branch" becomes
// "Delete Branch"). Not reported where the SDK release cannot send a title:
// the missing finding names the upgrade, the one cause of both.
//
// description: a destructive tool (annotated so, or found by its handler to
// be) whose description presents it as a read or as safe ("Get ...",
// "safely", "read-only"), or whose handler certainly deletes or overwrites
// while the description does not say so. A description that names the
// tool's own destructive act (delete, remove, uninstall, revoke, abort,
// cancel, rollback, reset, overwrite, replace, move, rename, purge, drop...,
// or a warning: permanently, cannot be undone) passes; one that says the tool
// updates or modifies, or opens with edit, set, patch, apply or upgrade,
// names an overwrite, and is enough unless the handler
// certainly deletes; of a change that puts its target whatever was there
// (an HTTP PUT, an upsert), one that says the tool creates names the
// outcome its author means. A tool marked destructive out of caution whose handler
// annovet decides changes nothing or only adds is not reported, nor is a
// description written mostly in another script than English's, which the
// word tables cannot read. A tool built in another package is checked
// where it is bound, against its handler. The description is what every model reads, and clients may not pass
// annotations on. There is no mechanical fix: say what the tool deletes or
// overwrites.
//
// duplicate: the same tool name is registered twice on a server with
// definitions whose annotations differ; a server keeps one, so clients see
// annotations that depend on registration order. Give each tool its own
// name. Copies that differ only in schema or description, and registrations
// in branches that exclude each other, are not reported.
//
// profile: under a profile stricter than the spec (-profile=NAME: spec,
// anthropic-directory, chatgpt-apps, strict; see package profile), a hint
// the profile wants explicit on every tool that the SDK does not send
// (go-sdk drops a nil pointer; mcp-go's NewTool sends every hint). Some
// directories reject a server for it even where the spec's default is
// right. Fix: the hints the profile names, with the tool's target values.
//
// wire: a hint the source sets that the SDK release go.mod selects never
// sends (go-sdk before v1.7.0 drops a false readOnlyHint or idempotentHint;
// mcp-go before v0.27.0 drops every false hint, and before v0.21.1 every
// annotation; package sdk's version rows hold the rules). A client then
// applies the spec's default: reported when that default differs from the
// source's value (a dropped destructiveHint=false makes the tool look
// destructive), or when the selected profile wants the hint explicit. No fix:
// the remedy is the SDK release the message names.
//
// A finding that every tool taking its annotations from one shared value
// draws alike (a package-level preset, a helper's literal that builds
// tools of one shape) is reported once, at the value, naming how many tools
// take it; each tool's binding is a related location, and the fix writes
// the decision into the value. A value exported from its package stays
// per tool: tools of other packages may take it.
//
// Suppress a report with a comment on the line of the construction or
// registration: //annovet:ignore CHECK reason.
package annotations

// Package drift compares two inventories of a server's tools, an older
// one (a snapshot committed to the repository, or the base branch's) and a
// newer one, and says which changes a client would feel: hints that became
// less cautious, tools added without annotations, tools removed, titles
// changed. These are the changes that slip through review unnoticed,
// because the code that causes them (an option moved to a shared preset,
// an SDK upgrade, a refactored registration) rarely mentions the hint.
//
// An inventory is what "annovet inventory -json" prints; "-snapshot" drops
// what moves with unrelated edits (positions, handlers, effect paths) and
// sorts by tool name, so the file can be committed and diffed. Compare
// reads either form: it keys tools by name and SDK and compares what a
// client acts on (the effective hints, the title), skipping hints annovet
// could not know on either side.
package drift

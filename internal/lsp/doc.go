// Package lsp is annovet's language server: "annovet lsp" speaks the
// Language Server Protocol on stdin and stdout, analyzes a file's package
// when the file is opened or saved, publishes annovet's findings as
// diagnostics, and offers their suggested fixes as quick-fix code actions.
// gopls cannot load third-party analyzers (golang/go#59869); this gives any
// LSP editor annovet's findings and fixes today.
//
// Messages are handled one at a time, in the order the client sent them, so
// a didSave never overtakes the didChange before it. Analysis runs on one
// worker goroutine from a snapshot of the open documents, so requests are
// answered while it runs, through "go vet -vettool=annovet -json" with the
// open documents as an overlay (vet.go): dependencies' types and facts come
// from the go command's build cache, so a save re-analyzes one package. Every published diagnostic and code action is
// tied to the document versions it was computed on: after an unsaved edit,
// the older analysis's fixes are not offered, and edits carry the version
// they apply to. A package that does not load or type-check publishes one
// diagnostic that says why annovet has nothing to report on it.
//
// The protocol types are the handful annovet uses, written out in
// protocol.go; the JSON-RPC transport is github.com/sourcegraph/jsonrpc2.
package lsp

// Package effectdirective has //annovet:effect directives that declare
// nothing: the directive check says so.
package effectdirective

// Seal seals the vault.
//
//annovet:effect teleport // want `//annovet:effect: unknown kind "teleport"; want none, write, overwrite, delete, mutate, update, exec, network or open-network`
func Seal() {}

// Open opens it.
//
//annovet:effect // want `//annovet:effect needs at least one kind: none, write`
func Open() {}

func body() {
	//annovet:effect delete // want `//annovet:effect declares the effect of a function or an interface method: put it in the doc comment of one`
	_ = 1
}

// Purge is declared with a tab: that works.
//
//annovet:effect	delete
func Purge() {}

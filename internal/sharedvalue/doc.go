// Package sharedvalue merges the findings several tools draw from one value
// they share into one finding about the value.
//
// A hint, or the whole annotations, that several tools take from one value
// (a package-level preset, the literal of a helper that builds tools of one
// shape) has one cause when every one of those tools draws the same finding
// about it: the value. That finding is reported once, where the value is
// written, naming how many tools take it and the first three, with each
// tool's binding and witness as related locations; its fix edits the value
// once. When some of the tools draw no finding (the preset is right for
// them), draw another, or have it ignored, each finding stays its tool's.
// Only a value no other package can reach is merged (an unexported preset
// or helper, or one in package main): tools of other packages may take an
// exported one, and a pass does not see them.
package sharedvalue

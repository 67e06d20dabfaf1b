// want package:"analyzed"

// Package factsfirst calls methods of another module whose names start
// with a verb of change (Set) but whose own summaries, read from their
// source, say what they do: the facts win over the names.
package factsfirst

import "go.mongodb.org/mongo-driver/mongo/options"

// FindOptions sets fields of an options value the call builds: no effect,
// whatever "Set" suggests.
func FindOptions() *options.FindOptions {
	return options.Find().SetLimit(10).SetSkip(5).SetSort(map[string]int{"name": 1})
}

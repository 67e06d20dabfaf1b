// Package astutil holds the small syntax questions that several passes ask
// of type-checked code, answered one way for all of them.
package astutil

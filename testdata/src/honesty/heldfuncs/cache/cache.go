// Package cache holds, in an exported variable, the function that clears
// the notes index: made once by sync.OnceFunc, called from another
// package.
package cache

import (
	"os"
	"sync"
)

// Clear removes the notes index.
var Clear = sync.OnceFunc(func() {
	_ = os.Remove("notes.idx")
})

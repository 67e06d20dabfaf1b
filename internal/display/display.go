// Package display formats what annovet prints for people.
package display

import (
	"os"
	"path/filepath"
	"strings"
)

// Rel shortens a file position under the working directory to a relative
// one, as go vet prints them.
func Rel(pos string) string {
	wd, err := os.Getwd()
	if err != nil {
		return pos
	}
	if rel, err := filepath.Rel(wd, pos); err == nil && !strings.HasPrefix(rel, "..") {
		return rel
	}
	return pos
}

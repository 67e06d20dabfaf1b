// Package memstore keeps notes in another directory, and drafts nowhere.
package memstore

import (
	"context"
	"os"
	"path/filepath"

	"example.com/t/honesty/ifaceimpl/store"
)

// Scratch removes from a directory of its own and saves nothing.
type Scratch struct{ Dir string }

var _ store.Backend = Scratch{}

func (s Scratch) Remove(ctx context.Context, name string) error {
	return os.Remove(filepath.Join(s.Dir, name))
}

func (s Scratch) Save(ctx context.Context, name, text string) error { return nil }

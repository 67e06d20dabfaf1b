// Package diskstore keeps notes in files.
package diskstore

import (
	"context"
	"os"
	"path/filepath"

	"example.com/t/honesty/ifaceimpl/store"
)

// Disk is a directory of notes.
type Disk struct{ Dir string }

var _ store.Backend = Disk{}

func (d Disk) Remove(ctx context.Context, name string) error {
	return os.Remove(filepath.Join(d.Dir, name))
}

func (d Disk) Save(ctx context.Context, name, text string) error {
	return os.WriteFile(filepath.Join(d.Dir, name), []byte(text), 0o600)
}

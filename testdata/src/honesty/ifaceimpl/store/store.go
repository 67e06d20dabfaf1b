// Package store keeps notes in a Backend its importers implement.
package store

import "context"

// Backend holds the notes.
type Backend interface {
	Remove(ctx context.Context, name string) error
	Save(ctx context.Context, name, text string) error
}

// Notes are the notes of one backend.
type Notes struct{ b Backend }

// New returns the notes a backend holds.
func New(b Backend) *Notes { return &Notes{b: b} }

// Drop removes a note.
func (n *Notes) Drop(ctx context.Context, name string) error { return n.b.Remove(ctx, name) }

// Put saves a note.
func (n *Notes) Put(ctx context.Context, name, text string) error { return n.b.Save(ctx, name, text) }

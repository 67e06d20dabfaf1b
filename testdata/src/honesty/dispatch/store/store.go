// Package store is a project's storage layer: an interface, its one real
// implementation, and a mock for tests.
package store

import (
	"context"
	"os"
)

// Store is what the tools use.
type Store interface {
	Get(ctx context.Context, key string) (string, error)
	Drop(ctx context.Context, key string) error
}

// Files is the real Store: one file per key.
type Files struct{ Dir string }

func (f *Files) Get(ctx context.Context, key string) (string, error) {
	b, err := os.ReadFile(f.Dir + "/" + key)
	return string(b), err
}

func (f *Files) Drop(ctx context.Context, key string) error {
	return os.Remove(f.Dir + "/" + key)
}

// MockStore records calls for tests: it is no implementation of the program.
type MockStore struct{ Calls []string }

func (m *MockStore) Get(ctx context.Context, key string) (string, error) {
	m.Calls = append(m.Calls, "get "+key)
	return "", nil
}

func (m *MockStore) Drop(ctx context.Context, key string) error {
	m.Calls = append(m.Calls, "drop "+key)
	return nil
}

// Runner has two implementations: which one runs is the program's choice.
type Runner interface {
	Run(ctx context.Context, name string) error
}

type Local struct{}

func (Local) Run(ctx context.Context, name string) error { return os.Remove(name) }

type Dry struct{}

func (Dry) Run(ctx context.Context, name string) error { return nil }

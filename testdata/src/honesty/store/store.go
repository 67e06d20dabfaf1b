// Package store is a notes store in its own package: its writes are two
// calls deep, and the honesty checks must see them through facts.
package store

import (
	"os"
	"path/filepath"
	"sync"
)

type Store struct {
	mu    sync.Mutex
	dir   string
	views map[string]int
}

func New(dir string) *Store { return &Store{dir: dir, views: map[string]int{}} }

// Save overwrites a note.
func (s *Store) Save(name, body string) error {
	return s.persist(name, []byte(body))
}

func (s *Store) persist(name string, b []byte) error {
	return os.WriteFile(filepath.Join(s.dir, name), b, 0o644)
}

// Append adds to a note without touching what is there.
func (s *Store) Append(name, line string) error {
	f, err := os.OpenFile(filepath.Join(s.dir, name), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.WriteString(line)
	return err
}

// Get reads a note.
func (s *Store) Get(name string) (string, error) {
	b, err := os.ReadFile(filepath.Join(s.dir, name))
	return string(b), err
}

// View reads a note and counts the view: the environment differs after.
func (s *Store) View(name string) (string, error) {
	s.mu.Lock()
	s.views[name]++
	s.mu.Unlock()
	return s.Get(name)
}

// Views reports how often a note was viewed: the views are data a tool
// reads back.
func (s *Store) Views(name string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.views[name]
}

// Walk recurses; it only reads.
func (s *Store) Walk(dir string, depth int) []string {
	if depth == 0 {
		return nil
	}
	entries, _ := os.ReadDir(dir)
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
		out = append(out, s.Walk(filepath.Join(dir, e.Name()), depth-1)...)
	}
	return out
}

// Purge removes everything; no tool calls it.
func (s *Store) Purge() error { return os.RemoveAll(s.dir) }

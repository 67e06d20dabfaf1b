// want package:"analyzed" package:"methods " package:"funcvalues "

// Package store is an in-memory store whose writes check that the key is
// there (update, delete) or is not (create) and return an error otherwise:
// each is a change to data the store's reads return, not a cache filled
// after a miss. Beside it, the cache shapes a lookup guards, which are no
// effect.
package store

import (
	"errors"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"
)

var (
	ErrExists   = errors.New("exists")
	ErrNotFound = errors.New("not found")
)

type Note struct{ ID, Body string }

type Store struct {
	mu    sync.Mutex
	notes map[string]Note
	cache map[string]string
}

// Create adds a note that is not there yet: a change, though never an
// overwrite (the key is absent when it writes).
func (s *Store) Create(n Note) error { // want Create:`^effects mutate=@recv\(assignment to s.notes\[n.ID\]\)$`
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[n.ID]; ok {
		return ErrExists
	}
	s.notes[n.ID] = n
	return nil
}

// Update replaces a note that is there.
func (s *Store) Update(n Note) error { // want Update:`^effects mutate!=@recv\(assignment to s.notes\[n.ID\]\)$`
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[n.ID]; !ok {
		return ErrNotFound
	}
	s.notes[n.ID] = n
	return nil
}

// Replace replaces a note only when it is there.
func (s *Store) Replace(n Note) { // want Replace:`^effects mutate!=@recv\(assignment to s.notes\[n.ID\]\)$`
	if _, ok := s.notes[n.ID]; ok {
		s.notes[n.ID] = n
	}
}

// Delete removes a note that is there.
func (s *Store) Delete(id string) error { // want Delete:`^effects delete!@recv\(delete\(s.notes\)\)$`
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.notes[id]; !ok {
		return ErrNotFound
	}
	delete(s.notes, id)
	return nil
}

// Get reads a note back: what the writes above change is data.
func (s *Store) Get(id string) (Note, error) { // want Get:`^effects none reads\(store\.Store\.notes\)$`
	s.mu.Lock()
	defer s.mu.Unlock()
	n, ok := s.notes[id]
	if !ok {
		return Note{}, ErrNotFound
	}
	return n, nil
}

// Rendered is a cache: it returns what it found, and fills a miss.
func (s *Store) Rendered(id string) string { // want Rendered:`^effects none reads\(store\.Store\.cache,store\.Store\.notes\)$`
	if r, ok := s.cache[id]; ok {
		return r
	}
	n, _ := s.Get(id)
	r := "<p>" + n.Body + "</p>"
	s.cache[id] = r
	return r
}

// Warm fills a missing entry in the body of the test.
func (s *Store) Warm(id string) {
	if _, ok := s.cache[id]; !ok {
		s.cache[id] = ""
	}
}

// Take removes the note it returns: a queue's pop, no cache eviction.
func (s *Store) Take(id string) (Note, bool) { // want Take:`^effects delete!@recv\(delete\(s.notes\)\) reads\(store\.Store\.notes\)$`
	s.mu.Lock()
	defer s.mu.Unlock()
	if n, ok := s.notes[id]; ok {
		delete(s.notes, id)
		return n, true
	}
	return Note{}, false
}

// Names is a read-through cache of the shape Logiphys/lgp-mcp-servers'
// MappingCache has: it returns an entry it found fresh, and fills a miss
// inside the function it hands singleflight, which runs after the test
// (if at all), where the literal is. A fill, however far the literal is
// from the test.
type Names struct {
	mu      sync.RWMutex
	entries map[string]entry
	group   singleflight.Group
}

type entry struct {
	name    string
	expires time.Time
}

func (c *Names) Get(id string, fetch func(string) (string, error)) (string, error) { // want Get:`^effects call@param1\(call of fetch\) reads\(store\.Names\.entries\)$`
	c.mu.RLock()
	if e, ok := c.entries[id]; ok && time.Now().Before(e.expires) {
		c.mu.RUnlock()
		return e.name, nil
	}
	c.mu.RUnlock()
	v, err, _ := c.group.Do(id, func() (any, error) {
		name, err := fetch(id)
		if err != nil {
			return nil, err
		}
		c.mu.Lock()
		c.entries[id] = entry{name: name, expires: time.Now().Add(time.Minute)}
		c.mu.Unlock()
		return name, nil
	})
	if err != nil {
		return "", err
	}
	return v.(string), nil
}

// Record stores what it is given after the same test: the write is in a
// literal, but one the test does not guard (it runs on either outcome),
// so it is a change.
func (c *Names) Record(id, name string) { // want Record:`^effects mutate!=@recv\(assignment to c.entries\[id\]\) reads\(store\.Names\.entries\)$`
	c.mu.RLock()
	if e, ok := c.entries[id]; ok && e.name == name {
		c.mu.RUnlock()
	}
	c.mu.RUnlock()
	func() {
		c.mu.Lock()
		c.entries[id] = entry{name: name}
		c.mu.Unlock()
	}()
}

// A row and the builder that creates it, as ent generates them: saving
// records in the builder the id the database gave the row.
type row struct {
	id   *[16]byte
	done bool
}

type rowCreate struct{ mutation *row }

// record replaces the builder's id, one value (a UUID is an array): no
// entries of a collection change.
func (c *rowCreate) record(id [16]byte) {
	c.mutation.id = &id
	c.mutation.done = true
}

// Rows keeps rows by name; naming one replaces the id of an entry.
type Rows struct{ byName map[string]*row }

func (r *Rows) Rename(name string, id [16]byte) { // want Rename:`^effects mutate!=@recv\(assignment to r\.byName\[name\]\.id\)$`
	r.byName[name].id = &id
}

// ID reads back what Rename changes.
func (r *Rows) ID(name string) *[16]byte { return r.byName[name].id } // want ID:`^effects none reads\(store\.Rows\.byName\)$`

// Package clients keeps one HTTP client per session, in the shape of a
// real server's session cache: the lookup and the store are in different
// functions, and the store comes after the lookup missed.
package clients

import (
	"net/http"
	"sync"
)

var active sync.Map

// New builds a client for the session and remembers it.
func New(session string) *http.Client {
	c := &http.Client{}
	active.Store(session, c)
	return c
}

// Get returns the session's client, or nil.
func Get(session string) *http.Client {
	if v, ok := active.Load(session); ok {
		return v.(*http.Client)
	}
	return nil
}

// Delete forgets the session's client.
func Delete(session string) { active.Delete(session) }

// ForSession returns the session's client, building it the first time.
func ForSession(session string) *http.Client {
	c := Get(session)
	if c != nil {
		return c
	}
	return create(session)
}

func create(session string) *http.Client { return New(session) }

type entry struct {
	c     *http.Client
	token string
}

var byToken sync.Map

// ForToken returns the client built for the token, building it when the
// cached one is for another token.
func ForToken(session, token string) *http.Client {
	if v, ok := byToken.Load(session); ok {
		cached := v.(entry)
		if cached.token == token {
			return cached.c
		}
		byToken.Delete(session)
	}
	return remember(session, token)
}

func remember(session, token string) *http.Client {
	c := &http.Client{}
	byToken.Store(session, entry{c, token})
	return c
}

var notes []string

// Note reports whether a note exists.
func Note(text string) (string, bool) {
	for _, n := range notes {
		if n == text {
			return n, true
		}
	}
	return "", false
}

// AddNote adds a note unless it exists: a lookup, then a store, but what
// it returns when the note is there is an error, not what it found. The
// store is data.
func AddNote(text string) error {
	if _, ok := Note(text); ok {
		return errExists
	}
	return put(text)
}

func put(text string) error {
	notes = append(notes, text)
	return nil
}

type exists struct{}

func (exists) Error() string { return "exists" }

var errExists error = exists{}

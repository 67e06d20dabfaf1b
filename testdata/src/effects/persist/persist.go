// want package:"analyzed" package:"methods Docs:Cache Export:Notes Get:Cache List:Notes Put:Notes Set:Cache save:Cache"

// Package persist keeps collections in memory with a copy on disk (the
// shape of inja-online/golang-mcp's documentation cache): writing the copy
// is the write to the collection. A cache filled after a miss changes
// nothing of the user's, its copy included; a store another function reads
// back is data, and its copy a change as much as its entries. A collection
// written to a path the caller names is an export, a file like any.
package persist

import (
	"encoding/json"
	"os"
)

type Cache struct {
	entries map[string]string
	path    string
}

func (c *Cache) Get(key string) (string, bool) { // want Get:`^effects none reads\(persist\.Cache\.entries\)$`
	v, ok := c.entries[key]
	return v, ok
}

func (c *Cache) Set(key, value string) error { // want Set:`^effects mutate!=@recv\(assignment to c.entries\[key\]\) write!=@recv\(\(\*persist.Cache\).save -> os.WriteFile\) reads\(persist\.Cache\.entries\)$`
	c.entries[key] = value
	return c.save()
}

func (c *Cache) save() error { // want save:`^effects write!=@recv\(os.WriteFile\) reads\(persist\.Cache\.entries\)$`
	data, err := json.Marshal(c.entries)
	if err != nil {
		return err
	}
	return os.WriteFile(c.path, data, 0o644)
}

func fetch(key string) string { return "<doc " + key + ">" }

// Docs returns a document, from the cache when it is there.
func (c *Cache) Docs(key string) string { // want Docs:`^effects none reads\(persist\.Cache\.entries\)$`
	if v, ok := c.Get(key); ok {
		return v
	}
	v := fetch(key)
	_ = c.Set(key, v)
	return v
}

type Notes struct {
	items map[string]string
	path  string
}

func (n *Notes) Put(key, body string) error { // want Put:`^effects mutate!=@recv\(assignment to n.items\[key\]\) write!=@recv\(os.WriteFile\) reads\(persist\.Notes\.items\)$`
	n.items[key] = body
	data, err := json.MarshalIndent(n.items, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(n.path, data, 0o600)
}

func (n *Notes) List() map[string]string { return n.items } // want List:`^effects none reads\(persist\.Notes\.items\)$`

func (n *Notes) Export(path string) error { // want Export:`^effects write!\(path=param0\)\(os.WriteFile\) reads\(persist\.Notes\.items\)$`
	data, err := json.Marshal(n.items)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o600)
}

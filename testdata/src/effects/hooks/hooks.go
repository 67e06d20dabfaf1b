// want package:"analyzed"

// Package hooks uses lib as go-irodsclient's importers do: it builds the
// configuration with the library's constructor and sets other fields.
package hooks

import "example.com/t/effects/hooks/lib"

// open leaves the hook as the constructor made it, nil: the session never
// calls it, so opening has no effect of its own.
func open() string {
	cfg := lib.NewConfig("x")
	cfg.Conn.Timeout = 3
	return lib.Open(cfg)
}

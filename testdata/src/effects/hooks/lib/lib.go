// want package:"analyzed" package:`methods Logged:Config SetResolver:Config ToSession:Config}$` package:"exported NewConfig NewSession Open Remove" package:"funcvalues "

// Package lib is a client library with a hook its importers may set, in
// the shape of go-irodsclient's AddressResolver: the file system's
// configuration carries it, a method copies it into the session's
// configuration, and the session calls it only when it is set.
package lib

import "os"

// Resolver rewrites an address; importers may set one.
type Resolver func(address string) string

type Conn struct{ Timeout int }

type Config struct {
	Name     string
	Conn     Conn
	Resolver Resolver
}

func NewConfig(name string) *Config { // want NewConfig:`^effects \.Resolver\{none\} \.Name=param0$`
	return &Config{Name: name, Resolver: nil}
}

type SessionConfig struct {
	Name     string
	Resolver Resolver
}

// ToSession copies the hook: a call of the session's is a call of the
// receiver's field, not of the receiver.
func (c *Config) ToSession() *SessionConfig { // want ToSession:`^effects \.Resolver\{call@recv:Resolver\(call of \.Resolver\)\} \.Name=recv\.Name$`
	return &SessionConfig{Name: c.Name, Resolver: c.Resolver}
}

// SetResolver sets the hook.
func (c *Config) SetResolver(r Resolver) { c.Resolver = r }

// Logged wraps the hook: what it held is still called.
func (c *Config) Logged() { c.Resolver = logged(c.Resolver) } // want Logged:`^effects call@recv:Resolver\(lib\.logged -> call of r\)$`

func logged(r Resolver) Resolver { // want logged:`^effects call@param0\(call of r\)$`
	return func(a string) string { return r(a) }
}

func NewSession(cfg *SessionConfig) string { // want NewSession:`^effects call@param0:Resolver\(call of cfg\.Resolver\)$`
	host := cfg.Name
	if cfg.Resolver != nil {
		host = cfg.Resolver(host)
	}
	return host
}

func Open(cfg *Config) string { // want Open:`^effects call@param0:Resolver\(lib\.NewSession -> \(\*lib\.Config\)\.ToSession -> call of \.Resolver\)$`
	return NewSession(cfg.ToSession())
}

func Remove(name string) error { return os.Remove(name) } // want Remove:`^effects delete!\(path=param0\)\(os\.Remove\)$`

// want package:"analyzed" package:`unexported rm=delete!` package:"funcvalues "

// Package resolved sets lib's hook: opening calls it.
package resolved

import "example.com/t/effects/hooks/lib"

func rm(name string) string { // want rm:`^effects delete!\(path=param0\)\(lib\.Remove -> os\.Remove\)$`
	lib.Remove(name)
	return name
}

func open() string { // want open:`^effects delete!\(lib\.Open -> resolved\.rm -> lib\.Remove -> os\.Remove\)$`
	cfg := lib.NewConfig("x")
	cfg.Resolver = rm
	return lib.Open(cfg)
}

// openSet sets the hook through the library's setter: what the
// constructor put there is no longer what the field holds.
func openSet() string { // want openSet:`^effects unknown\(lib\.Open -> lib\.NewSession -> \(\*lib\.Config\)\.ToSession -> call of \.Resolver -> \(a function value annovet cannot follow\)\)$`
	cfg := lib.NewConfig("x")
	cfg.SetResolver(rm)
	return lib.Open(cfg)
}

func logged(r lib.Resolver) lib.Resolver { // want logged:`^effects call@param0\(call of r\)$`
	return func(a string) string { return r(a) }
}

// openLogged wraps the hook it set, reading the field in the value it
// assigns: followed once, the wrapper calls what the field held (what
// the wrapper's parameter holds is not followed further).
func openLogged() string { // want openLogged:`^effects unknown\(resolved\.logged -> call of r -> \(a function value annovet cannot follow\)\) delete!\(lib\.Open -> resolved\.rm -> lib\.Remove -> os\.Remove\)$`
	cfg := lib.NewConfig("x")
	cfg.Resolver = rm
	cfg.Resolver = logged(cfg.Resolver)
	return lib.Open(cfg)
}

// openPlain sets no hook: what open and openResolved assign to their own
// configurations is not in this one.
func openPlain() string {
	return lib.Open(lib.NewConfig("x"))
}

func openPlainLocal() string {
	cfg := lib.NewConfig("y")
	return lib.Open(cfg)
}

// want package:"analyzed" package:`unexported removeScratch=delete!\(os.Remove\)` package:"funcvalues "

// Package fieldopts has functions in fields of an options struct that a
// local takes from more than one place: a literal of defaults, or the
// options its caller passes (an HTTP client's error handling in
// atlassian-dc-mcp-go). A call of the field calls what any of them holds.
package fieldopts

import "os"

type Options struct {
	MaxBody int
	OnError func(status int) error
}

// check calls the OnError of the options its caller passes, else of
// defaults that leave it nil.
func check(status int, opts ...Options) error { // want check:`^effects call@param1:OnError\(call of o.OnError\)$`
	o := Options{MaxBody: 1 << 20}
	if len(opts) > 0 {
		o = opts[0]
	}
	if o.OnError != nil {
		return o.OnError(status)
	}
	return nil
}

// get passes no options: no hook runs.
func get() error {
	return check(404)
}

// cleanup passes a hook that removes a file.
func cleanup() error { // want cleanup:`^effects delete!\(fieldopts.check -> fieldopts.removeScratch -> os.Remove\)$`
	return check(500, Options{OnError: removeScratch})
}

func removeScratch(int) error { // want removeScratch:`^effects delete!\(os.Remove\)$`
	return os.Remove("/tmp/x")
}

// pick takes one of two literals, each with its own hook.
func pick(strict bool) error { // want pick:`^effects delete!\(when param0 in \{true\}\)\(os.Remove\) delete!\(call of o.OnError -> os.Remove\)$`
	o := Options{OnError: func(int) error { return nil }}
	if strict {
		o = Options{OnError: func(int) error { return os.Remove("/tmp/y") }}
	}
	return o.OnError(1)
}

// handedOn hands its local to code that may set the field: what the
// literals hold no longer says what it calls.
func handedOn(fill func(*Options)) error { // want handedOn:`unknown\(call of o.OnError -> \(a function value annovet cannot follow\)\)`
	o := Options{}
	if fill != nil {
		o = Options{MaxBody: 1}
	}
	fill(&o)
	return o.OnError(1)
}

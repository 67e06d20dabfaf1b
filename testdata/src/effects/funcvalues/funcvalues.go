// want package:"analyzed" package:"methods Handler:tool" package:`unexported defaultRemove=delete!\(os.Remove\)` package:"exported RemoveNamed" package:`\) funcvalues func`

// Package funcvalues calls functions through variables that hold them: a
// middleware that hands back what it was given, a local assigned from it,
// a default put in place of a nil argument, a package-level function made
// once, and a constructor that keeps a function in the struct it returns
// (not a function it returns).
package funcvalues

import (
	"context"
	"os"
	"sync"
	"time"
	"unsafe"
)

// pass hands back what it was given: a call of its result calls f.
func pass(f func() error) func() error { // want pass:`^effects call@param0\(call of f\)$`
	return f
}

func removeThrough(path string) error { // want removeThrough:`^effects delete!\(path=param0\)\(os\.Remove\)$`
	g := pass(func() error { return os.Remove(path) })
	return g()
}

func defaultRemove() error { // want defaultRemove:`^effects delete!\(os.Remove\)$`
	return os.Remove("scratch.db")
}

// orDefault calls f, or defaultRemove when f is nil.
func orDefault(f func() error) error { // want orDefault:`^effects call@param0\(call of f\) delete!\(call of f -> funcvalues.defaultRemove -> os.Remove\)$`
	if f == nil {
		f = defaultRemove
	}
	return f()
}

var truncateLog = sync.OnceValue(func() error { return os.Truncate("app.log", 0) })

func rotate() error { // want rotate:`^effects write!\(call of truncateLog -> os.Truncate\)$`
	return truncateLog()
}

type retrier struct{ check func() bool }

// newRetrier keeps check in the struct it returns: calling what it
// returns is not calling check.
func newRetrier(check func() bool) *retrier { return &retrier{check: check} } // want newRetrier:`^effects \.check\{call@param0\(call of \.check\)\}$`

func removeWith(path string, check func() bool) error { // want removeWith:`^effects delete!\(path=param0\)\(os\.Remove\)$`
	_ = newRetrier(check)
	return os.Remove(path)
}

// client keeps, in an unexported field only this package sets, the
// function that makes its backoff: a call of the field calls it.
type client struct {
	backoff func() error
}

func newClient() *client { return &client{backoff: defaultRemove} } // want newClient:`^effects \.backoff\{delete!\(call of \.backoff -> funcvalues.defaultRemove -> os.Remove\)\}$`

func (c *client) retry() error { // want retry:`^effects delete!\(call of c.backoff -> funcvalues.defaultRemove -> os.Remove\)$`
	return c.backoff()
}

// withTimeout hands back a context.CancelFunc it got from the context
// package or made itself: whichever it is, a call of it cancels a context.
func withTimeout(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) { // want withTimeout:"effects none"
	if d > 0 {
		return context.WithTimeout(ctx, d)
	}
	return ctx, func() {}
}

func timed(ctx context.Context) error { // want timed:`^effects delete!\(os.Remove\)$`
	_, cancel := withTimeout(ctx, time.Second)
	defer cancel()
	return os.Remove("timed.lock")
}

// begin hands back, with the context, the function that ends what it
// began: a call of finish is a call of that closure, and changes nothing
// more than calling begin already brought. begin2 hands back two, and
// annovet cannot tell which a call of one of them runs.
func begin(ctx context.Context, name string) (context.Context, func(error)) { // want begin:`^effects write!\(os.WriteFile\)$`
	return ctx, func(err error) {
		os.WriteFile("audit.log", []byte(name), 0o644)
	}
}

func audited(ctx context.Context) { // want audited:`^effects write!\(funcvalues.begin -> os.WriteFile\)$`
	ctx, finish := begin(ctx, "audited")
	finish(ctx.Err())
}

func begin2() (start, stop func()) { // want begin2:`^effects write!\(os.WriteFile\) delete!\(os.Remove\)$`
	return func() { os.WriteFile("run.pid", nil, 0o644) }, func() { os.Remove("run.pid") }
}

func stopped() { // want stopped:`^effects write!\(funcvalues\.begin2 -> os\.WriteFile\) delete!\(funcvalues\.begin2 -> os\.Remove\) unknown\(call of stop\)$`
	_, stop := begin2()
	stop()
}

// RemoveNamed removes the file b names, converting without copying:
// unsafe.String and unsafe.SliceData are builtins, not function values.
func RemoveNamed(b []byte) error { // want RemoveNamed:`^effects delete!\(os\.Remove\)$`
	return os.Remove(unsafe.String(unsafe.SliceData(b), len(b)))
}

// describe calls the function it is given.
func describe(text func() string) string { return text() } // want describe:`^effects call@param0\(call of text\)$`

// errText hands on the universe's error.Error as a value: a method of no
// package, which no catalogue row and no fact describes, and which
// changes nothing (cerberus-db-mcp crashed here).
func errText(err error) string { return describe(err.Error) }

// deps guards a map with a lock whose unlock it hands back by name, the
// method value of its mutex (panos-mcp-go's defer d.RLockReads()()): a
// call of what lock returns unlocks, no change, whether it is called at
// once or through a variable.
type deps struct {
	mu    sync.RWMutex
	names map[string]string
}

func (d *deps) lock() func() { // want lock:"effects none"
	d.mu.RLock()
	return d.mu.RUnlock
}

func (d *deps) name(k string) string {
	defer d.lock()()
	return d.names[k]
}

func (d *deps) nameVia(k string) string {
	unlock := d.lock()
	defer unlock()
	return d.names[k]
}

// purge is a named function another hands back: a call of what purger
// returns removes the file, and so does one through a variable.
func purge() error { // want purge:`^effects delete!\(os\.Remove\)$`
	return os.Remove("cache.db")
}

func purger() func() error { // want purger:`^effects delete!\(call of purge -> funcvalues\.purge -> os\.Remove\)$`
	return purge
}

func purgeNow() error { // want purgeNow:`^effects delete!\(funcvalues\.purger -> call of purge -> funcvalues\.purge -> os\.Remove\)$`
	return purger()()
}

// manyHooks calls function values of more distinct types than a summary
// keeps effects, then removes a file: the calls merge into one unknown
// call of no one type, and the removal is not crowded out.
func manyHooks(v any) error { // want manyHooks:`^effects unknown\(call of v\.\(func\(int\)\) -> \(a function value annovet cannot follow\)\) delete!\(os\.Remove\)$`
	v.(func(int))(*new(int))
	v.(func(int8))(*new(int8))
	v.(func(int16))(*new(int16))
	v.(func(int32))(*new(int32))
	v.(func(int64))(*new(int64))
	v.(func(uint))(*new(uint))
	v.(func(uint8))(*new(uint8))
	v.(func(uint16))(*new(uint16))
	v.(func(uint32))(*new(uint32))
	v.(func(uint64))(*new(uint64))
	v.(func(uintptr))(*new(uintptr))
	v.(func(float32))(*new(float32))
	v.(func(float64))(*new(float64))
	v.(func(complex64))(*new(complex64))
	v.(func(complex128))(*new(complex128))
	v.(func(string))(*new(string))
	v.(func(bool))(*new(bool))
	v.(func([]int))(nil)
	v.(func([]int8))(nil)
	v.(func([]int16))(nil)
	v.(func([]int32))(nil)
	v.(func([]int64))(nil)
	v.(func([]uint))(nil)
	v.(func([]uint8))(nil)
	v.(func([]uint16))(nil)
	v.(func([]uint32))(nil)
	v.(func([]uint64))(nil)
	v.(func([]uintptr))(nil)
	v.(func([]float32))(nil)
	v.(func([]float64))(nil)
	v.(func([]complex64))(nil)
	v.(func([]complex128))(nil)
	v.(func([]string))(nil)
	v.(func([]bool))(nil)
	return os.Remove("hooks.lock")
}

// access carries a cleanup out of the function that opened what it
// removes, and acquire hands it on as one result of several
// (ekaya-engine's AcquireToolAccess, whose cleanup closes a tenant
// scope): a call of it where a handler defers it is what the field holds,
// the lock file's removal, not a function value annovet cannot follow.
type access struct {
	Project string
	Cleanup func()
}

func openAccess(project string) (*access, error) { // want openAccess:`^effects delete!\(path=param0\)\(os\.Remove\) \.Cleanup\{delete!\(path=param0\)\(call of \.Cleanup -> os\.Remove\)\} \.Project=param0$`
	return &access{Project: project, Cleanup: func() { os.Remove(project + ".lock") }}, nil
}

func acquire(project string) (string, func(), error) { // want acquire:`^effects delete!\(path=param0\)\(funcvalues\.openAccess -> os\.Remove\)$`
	a, err := openAccess(project)
	if err != nil {
		return "", nil, err
	}
	return a.Project, a.Cleanup, nil
}

func useAccess() error { // want useAccess:`^effects delete!\(funcvalues\.acquire -> funcvalues\.openAccess -> os\.Remove\)$`
	_, cleanup, err := acquire("scratch")
	if err != nil {
		return err
	}
	defer cleanup()
	return nil
}

// removeLock is a named function openQuiet puts in the field, which it
// does not call: the removal reaches quietly only through the call of
// what acquireQuiet hands out.
func removeLock() { os.Remove("x.lock") } // want removeLock:`^effects delete!\(os\.Remove\)$`

func openQuiet() *access { return &access{Cleanup: removeLock} } // want openQuiet:`^effects \.Cleanup\{delete!\(call of \.Cleanup -> funcvalues\.removeLock -> os\.Remove\)\} \.Project=$`

func acquireQuiet() (int, func()) { // want acquireQuiet:`^effects delete!\(call of a\.Cleanup -> funcvalues\.openQuiet -> call of \.Cleanup -> funcvalues\.removeLock -> os\.Remove\)$`
	a := openQuiet()
	return 1, a.Cleanup
}

func quietly() { // want quietly:`^effects delete!\(funcvalues\.acquireQuiet -> call of a\.Cleanup -> funcvalues\.openQuiet -> call of \.Cleanup -> funcvalues\.removeLock -> os\.Remove\)$`
	_, done := acquireQuiet()
	defer done()
}

// tool hands out the handler its field holds.
type tool struct{ handler func() error }

func (t *tool) Handler() func() error { return t.handler } // want Handler:`^effects call@recv:handler\(call of t\.handler\)$`

// runFirst and runFirstDirect call the handler of a struct of the table
// they are given: which one, their callers' tables say.
func runFirst(tools []*tool) error { // want runFirst:`^effects call@param0:handler\(\(\*funcvalues\.tool\)\.Handler -> call of t\.handler\)$`
	t := tools[0]
	return t.Handler()()
}

func runFirstDirect(tools []*tool) error { // want runFirstDirect:`^effects call@param0:handler\(\(\*funcvalues\.tool\)\.Handler -> call of t\.handler\)$`
	return tools[0].Handler()()
}

// apply calls the function it is given; removeVia gives it os.Remove,
// whose row says what a call of it does.
func apply(f func(string) error, name string) error { return f(name) } // want apply:`^effects call@param0\(call of f\)$`

func removeVia(name string) error { // want removeVia:`^effects delete!\(funcvalues\.apply -> os\.Remove\)$`
	return apply(os.Remove, name)
}

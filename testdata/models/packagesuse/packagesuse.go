// want package:"analyzed" package:"exported Changed Current KeepLabelled Label Labelled Mark Name Pin PinNamed Pinned Remember Requested Select Star Starred"

// Package packagesuse loads Go packages with go/packages as code
// navigation servers do (zfullio/mcp-go-navigator): Load runs the go
// command, which reads the module's files, and the packages it returns,
// kept under the directory and mode that chose them, are a cache: a later
// lookup sees what loading again would show. Packages kept under a name
// the caller gives are the caller's data.
package packagesuse

import (
	"context"
	"fmt"
	"sync"
	"time"

	"golang.org/x/tools/go/packages"
)

type entry struct {
	pkgs       []*packages.Package
	loaded     time.Time
	lastAccess time.Time
	hits       int
}

var cache = struct {
	sync.RWMutex
	entries map[string]entry
}{entries: map[string]entry{}}

func key(dir string, mode packages.LoadMode) string { return fmt.Sprintf("%s|%d", dir, mode) }

// Load memoizes packages.Load by the directory and mode it is given: a
// fresh entry is touched and stored back, a stale or missing one loaded
// again.
func Load(ctx context.Context, dir string, mode packages.LoadMode) ([]*packages.Package, error) {
	k := key(dir, mode)
	cache.RLock()
	item, ok := cache.entries[k]
	cache.RUnlock()
	if ok {
		if time.Since(item.loaded) < 5*time.Second {
			item.lastAccess = time.Now()
			item.hits = item.hits + 1
			cache.Lock()
			cache.entries[k] = item
			cache.Unlock()
			return item.pkgs, nil
		}
	}
	return Reload(ctx, dir, mode)
}

// Reload loads the packages again and keeps them under what chose them,
// whatever was there: a refresh of the cache.
func Reload(ctx context.Context, dir string, mode packages.LoadMode) ([]*packages.Package, error) {
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: mode}, "./...")
	if err != nil {
		return nil, err
	}
	cache.Lock()
	cache.entries[key(dir, mode)] = entry{pkgs: pkgs, loaded: time.Now(), lastAccess: time.Now()}
	cache.Unlock()
	for _, p := range pkgs {
		for _, f := range p.GoFiles {
			watch(f, key(dir, mode))
		}
	}
	return pkgs, nil
}

// dependents records, for each file loaded, the entries it went into: an
// index of the cache, made of what Load read and what chose the read.
var dependents = map[string]map[string]bool{}

func watch(file, k string) { // want watch:`^effects mutate!=\(assignment to dependents\[file\]\[k\]\)$`
	if dependents[file] == nil {
		dependents[file] = map[string]bool{}
	}
	dependents[file][k] = true
}

// Changed drops the entries a changed file went into.
func Changed(file string) { // want Changed:`^effects none reads\(packagesuse\.dependents\)$`
	cache.Lock()
	defer cache.Unlock()
	for k := range dependents[file] {
		delete(cache.entries, k)
	}
}

// Evict drops the entries no call used for an hour.
func Evict() {
	cache.Lock()
	defer cache.Unlock()
	for k, item := range cache.entries {
		if time.Since(item.lastAccess) > time.Hour {
			delete(cache.entries, k)
		}
	}
}

var pinned = map[string][]*packages.Package{}

// Pin keeps the packages of dir under the name the caller gives: the name
// chose nothing Load read.
func Pin(ctx context.Context, name, dir string) error { // want Pin:`^effects mutate!=\(assignment to pinned\[name\]\)$`
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	pinned[name] = pkgs
	return nil
}

// Pinned returns what Pin kept.
func Pinned(name string) []*packages.Package { return pinned[name] } // want Pinned:`^effects none reads\(packagesuse\.pinned\)$`

type mark struct {
	pkgs  []*packages.Package
	label string
}

var marks = map[string]mark{}

// Mark loads dir again and keeps it under dir with the label the caller
// gives: what it stores back carries the label, the caller's data.
func Mark(ctx context.Context, dir, label string) error { // want Mark:`^effects mutate!=\(assignment to marks\[dir\]\)$`
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	m := marks[dir]
	m.pkgs = pkgs
	m.label = label
	marks[dir] = m
	return nil
}

// Label returns the label Mark kept.
func Label(dir string) string { return marks[dir].label } // want Label:`^effects none reads\(packagesuse\.marks\)$`

var names = map[string]string{}

// Describe keeps each package's name under its path, both what Load read;
// the note the caller gives goes into another part of the same row, which
// the entry does not carry.
func Describe(ctx context.Context, dir, note string) ([]map[string]string, error) {
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return nil, err
	}
	var rows []map[string]string
	for _, p := range pkgs {
		row := map[string]string{"path": p.PkgPath, "name": p.Name}
		row["note"] = note
		names[row["path"]] = row["name"]
		rows = append(rows, row)
	}
	return rows, nil
}

// Name returns the name Describe kept.
func Name(path string) string { return names[path] } // want Name:`^effects none reads\(packagesuse\.names\)$`

type pinRef struct{ Name, Dir string }

// PinNamed keeps the packages of a directory under a name, both put in
// one literal: the name chose nothing Load read.
func PinNamed(ctx context.Context, name, dir string) error { // want PinNamed:`^effects mutate!=\(assignment to pinned\[ref\.Name\]\)$`
	ref := pinRef{Name: name, Dir: dir}
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: ref.Dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	pinned[ref.Name] = pkgs
	return nil
}

var selected = map[string][]*packages.Package{}

// LoadSelectable keeps what Load read under the directory it read.
func LoadSelectable(ctx context.Context, dir string) error {
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	selected[dir] = pkgs
	return nil
}

// Select copies one directory's entry under another key: a move the
// caller chose, not the entry stored back.
func Select(dir string) { // want Select:`^effects mutate!=\(assignment to selected\["current"\]\)$`
	selected["current"] = selected[dir]
}

// Current returns the selected packages.
func Current() []*packages.Package { return selected["current"] } // want Current:`^effects none reads\(packagesuse\.selected\)$`

type starredEntry struct {
	pkgs    []*packages.Package
	starred bool
}

var starred = map[string]starredEntry{}

// LoadStarrable keeps what Load read under the directory it read.
func LoadStarrable(ctx context.Context, dir string) error {
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	starred[dir] = starredEntry{pkgs: pkgs}
	return nil
}

// Star marks an entry: stored back under its key, but given a constant
// the caller chose to set.
func Star(dir string) { // want Star:`^effects mutate!=\(assignment to starred\[dir\]\)$`
	e := starred[dir]
	e.starred = true
	starred[dir] = e
}

// Starred reports whether Star marked dir.
func Starred(dir string) bool { return starred[dir].starred } // want Starred:`^effects none reads\(packagesuse\.starred\)$`

var labelled = map[string]mark{}

// keep stores m under dir with its label set: what it stores carries the
// label as well as what m carries.
func keep(dir string, m mark, label string) { // want keep:`^effects mutate!=\(assignment to labelled\[dir\]\)$`
	m.label = label
	labelled[dir] = m
}

// KeepLabelled loads dir and keeps it labelled: the label is the caller's.
func KeepLabelled(ctx context.Context, dir, label string) error { // want KeepLabelled:`^effects mutate!=\(packagesuse\.keep -> assignment to labelled\[dir\]\)$`
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	keep(dir, mark{pkgs: pkgs}, label)
	return nil
}

// Labelled returns the label KeepLabelled kept.
func Labelled(dir string) string { return labelled[dir].label } // want Labelled:`^effects none reads\(packagesuse\.labelled\)$`

// requests holds the arguments of each directory's last request.
var requests = map[string][]string{}

// Remember keeps the request's arguments under dir after swapping them
// end for end, as bcrypt_pbkdf swaps its output's bytes
// (out[i+3], ..., out[i] = out[i], ..., out[i+3]): what the entry carries
// meets each part write of the parameter once on the way, or following
// them would take time exponential in their number. The arguments are the
// caller's data.
func Remember(dir string, args []string) { // want Remember:`^effects mutate!=@param1\(assignment to args\[i\]\) mutate!=\(assignment to requests\[dir\]\)$`
	for i := 0; i+11 < len(args); i += 12 {
		args[i], args[i+1], args[i+2], args[i+3], args[i+4], args[i+5], args[i+6], args[i+7], args[i+8], args[i+9], args[i+10], args[i+11] = args[i+11], args[i+10], args[i+9], args[i+8], args[i+7], args[i+6], args[i+5], args[i+4], args[i+3], args[i+2], args[i+1], args[i]
	}
	requests[dir] = args
}

// Requested returns what Remember kept.
func Requested(dir string) []string { return requests[dir] } // want Requested:`^effects none reads\(packagesuse\.requests\)$`

// RememberLoaded keeps the names of dir's packages through Remember: a
// copy of what loading dir read, kept under dir, no change (which the
// parameter's part writes, followed once each, leave to the call to say).
func RememberLoaded(ctx context.Context, dir string) error {
	pkgs, err := packages.Load(&packages.Config{Context: ctx, Dir: dir, Mode: packages.NeedName}, "./...")
	if err != nil {
		return err
	}
	names := make([]string, len(pkgs))
	for i, p := range pkgs {
		names[i] = p.Name
	}
	Remember(dir, names)
	return nil
}

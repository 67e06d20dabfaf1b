package effects

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// This file decides memoization by data flow: an entry that stores what a
// read returned under what chose the read (a page under the address it was
// fetched from, packages under the directory they were loaded from) is a
// copy of the world, whatever guards its write, since a later lookup of
// that key sees what reading again would show. A parameter the entry
// carries only where it chose a read whose result the entry carries
// (memoization's key, and the same value kept beside the result) makes
// no data of the caller's: it is dropped from the entry's origin. One that
// chose nothing the entry carries (a bookmark's name beside the page it
// names) is the caller's data, as before.
//
// A parameter's access path (req, req.GetString("name"), cfg.Dir) tells
// the parts of one parameter apart: a read chosen by req.GetString("path")
// did not choose a key req.GetString("name"), nor a read given the whole
// ref a key ref.Name. Reading an entry of a location the server keeps
// (m[k]) is a read of its own memory chosen by its key: an entry read from
// a location and stored back under the same key (a cache's entry with its
// access time touched) carries what the location held, a copy where every
// other entry of the location is one (worldCopies); one given a constant
// (s.on = true) or handed to code that may change it (&item, a pointer
// method) carries what the call chose.

// A leaf is the access path of a parameter an expression carries: the
// parameter's name followed by field selections, constant indexes and
// calls of methods with constant arguments.
type leaf struct {
	param int
	path  string
}

// appendNew appends the elements of add that list lacks.
func appendNew[T comparable](list []T, add ...T) []T {
	for _, x := range add {
		if !slices.Contains(list, x) {
			list = append(list, x)
		}
	}
	return list
}

// along extends the access path of a value that carries exactly one
// parameter, and nothing else, by a selection (".Dir", "[0]").
func (t traced) along(step string) traced {
	if len(t.leaves) != 1 || t.World || len(t.reads) > 0 || t.other {
		return t
	}
	l := t.leaves[0]
	t.leaves = []leaf{{param: l.param, path: l.path + step}}
	return t
}

// alongCall extends the access path of what a method call on one
// parameter returns when every argument is a constant
// (req.GetString("name", "")): the result is that part of the parameter.
func (t traced) alongCall(info *types.Info, call *ast.CallExpr) traced {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return t
	}
	if s := info.Selections[sel]; s == nil || s.Kind() != types.MethodVal {
		return t
	}
	consts := make([]string, len(call.Args))
	for i, arg := range call.Args {
		tv, ok := info.Types[arg]
		if !ok || tv.Value == nil {
			return t
		}
		consts[i] = tv.Value.ExactString()
	}
	return t.along("." + sel.Sel.Name + "(" + strings.Join(consts, ",") + ")")
}

// worldRead is what a read of the outside world returns: world data,
// chosen by what the call was given (args).
func worldRead(args traced) traced {
	return traced{Origin: Origin{World: true}, inputs: appendNew(slices.Clone(args.leaves), args.inputs...)}
}

// entryRead returns, for an index of a location of the package the
// server keeps (s.m[k] on a package variable or the receiver; not a
// parameter's field of the same type), a read of the server's own memory
// chosen by the key, which it records (readKeys) for the write that
// stores the entry back.
func (a *analyzer) entryRead(x *ast.IndexExpr, u *unit, depth int) (traced, bool) {
	obj, ok := a.collectionOf(x.X, 0)
	if !ok || a.location(obj) == nil {
		return traced{}, false
	}
	if root, _ := a.rootOf(x.X, u, 0); root != RootEnv && root != RootRecv {
		return traced{}, false
	}
	key := a.originOf(x.Index, u, depth+1)
	return traced{reads: []types.Object{obj}, readKeys: []string{types.ExprString(x.Index)}, inputs: appendNew(slices.Clone(key.leaves), key.inputs...)}, true
}

// dropChoosers removes from t's parameters each one all of whose access
// paths chose a read whose result t carries (memoization's key).
func (t *traced) dropChoosers() {
	if !t.World && len(t.reads) == 0 {
		return
	}
	t.Params = slices.DeleteFunc(t.Params, func(p int) bool {
		for _, l := range t.leaves {
			// The same parameter by the same path: a part of what a read
			// was given (ref.Name of a read given ref) did not choose it.
			if l.param == p && !slices.Contains(t.inputs, l) {
				return false
			}
		}
		return true
	})
}

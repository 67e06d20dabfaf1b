package effects

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"
)

// A Chooser is a part of a call whose arguments choose what runs: the SQL
// statement, the program or its subcommand, a script, or the HTTP method
// together with the address. A tool whose arguments reach a Chooser is a
// passthrough: what one call does depends on them.
type Chooser struct {
	Args []int // the call's arguments that choose, together
	// Fields, beside Args, is the string field of the struct argument that
	// chooses ("" for the argument as a whole): CallAPI(ctx,
	// Params{Method: m, URL: u}).
	Fields  []string
	What    string   // "SQL statement", "program", "subcommand", "script", "shell script", "HTTP method", "HTTP method and URL"
	Witness []string // from the callee to the API that runs it
	role    Role     // what the arguments are to the API (RoleMethod for a method with its address)
}

// Choosers returns what the arguments of call, a call in this package,
// choose: from the catalogue for an API, from the summary (a fact across
// packages) for a function annovet read, so a statement handed through a
// helper package is seen as one handed to the driver. An argument fixed at
// the call (a constant, or a constant prefix that decides a statement's
// verb: "SHOW CREATE TABLE " + name; a command line the code writes, with
// values filled in as words, in every form the call may pass it) chooses
// nothing. A function whose
// effect a directive or the configuration declares has no Choosers.
func (r *Result) Choosers(call *ast.CallExpr) []Chooser {
	if r.an == nil {
		return nil
	}
	a := r.an
	fn := typeutil.StaticCallee(a.pass.TypesInfo, call)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	fn = fn.Origin()
	u := r.enclosing(call)
	if u == nil {
		u = &unit{node: call}
	}
	var out []Chooser
	if api := catalogueRow(fn); api != nil {
		if api.Special == goTemplate {
			if funcs, ok := a.templateFuncs(call, u); ok && !slices.ContainsFunc(funcs, a.hasEffects) {
				return nil // a template given no functions, or only functions with no effect, only formats
			}
		}
		deps := a.apiDeps(api, call)
		if api.Special == command && a.shellScript(call) {
			deps = append(deps, a.apiDeps(&shellAPI, call)...)
		}
		if api.Special == remoteCommand {
			deps = append(deps, a.apiDeps(&remoteScriptAPI, call)...)
		}
		out = choosersOf(deps, []string{FuncName(fn)})
	} else {
		out = r.FuncChoosers(fn)
	}
	// An argument fixed here chooses nothing.
	return slices.DeleteFunc(out, func(c Chooser) bool {
		for j, i := range c.Args {
			if i >= len(call.Args) {
				return true
			}
			arg := call.Args[i]
			if c.role == RoleSubcommand {
				arg = a.firstOfList(arg, u) // the list passed whole: its first element
			}
			if c.role == RoleShell {
				// A line the code writes: the values it fills in are
				// words given to the commands it names, unless one names
				// a command itself (commandline.go).
				switch filler, fixed := a.programFiller(arg); {
				case fixed:
					return true
				case filler != nil:
					arg = filler
				}
			}
			if a.fixedAt(call, arg, c.Fields[j], u) {
				return true
			}
		}
		return false
	})
}

// FuncChoosers returns what the arguments of a call of fn would choose,
// from fn's summary (a fact across packages), before any call fixes one:
// the parameters that choose the statement, program or script fn runs.
// The modes pass asks it of the method an interface call dispatches to
// where the registration names the implementation (an executor handed to a
// handler factory). A function of the catalogue, or one without a summary,
// has none here.
func (r *Result) FuncChoosers(fn *types.Func) []Chooser {
	if r.an == nil || fn == nil || fn.Pkg() == nil || catalogueRow(fn.Origin()) != nil {
		return nil
	}
	sum := r.an.summaryOf(fn.Origin())
	if sum == nil {
		return nil
	}
	var out []Chooser
	for _, e := range sum.Effects {
		out = append(out, choosersOf(e.Deps, append([]string{FuncName(fn)}, e.Witness...))...)
	}
	return out
}

// fixedAt reports whether arg, or its field when field is set, is a
// constant at call in u.
func (a *analyzer) fixedAt(call *ast.CallExpr, arg ast.Expr, field string, u *unit) bool {
	if field == "" {
		return a.source(arg, u, 0).kind == srcConst
	}
	val, src, st := a.heldField(arg, field, call, u, 0)
	switch {
	case st != heldKnown:
		return false
	case val != nil:
		return a.source(val, u, 0).kind == srcConst
	}
	return src.kind == srcConst
}

// choosersOf returns the Choosers among the dependencies of one effect: the
// statement, the program, the subcommand of a program fixed by the code
// (when the program is a dependency, it is the choice), a script, and the
// HTTP method only with the address.
func choosersOf(deps []Dep, witness []string) []Chooser {
	var out []Chooser
	dep := func(r Role) (Dep, bool) {
		for _, d := range deps {
			if d.Role == r && !d.Outer && d.Param >= 0 {
				return d, true
			}
		}
		return Dep{}, false
	}
	param := func(r Role) (int, string, bool) {
		d, ok := dep(r)
		return d.Param, d.Field, ok
	}
	for _, r := range []Role{RoleSQL, RoleRedis, RoleProgram, RoleSubcommand, RoleScript, RoleShell} {
		d, ok := dep(r)
		if !ok {
			continue
		}
		if _, _, prog := param(RoleProgram); r == RoleSubcommand && prog {
			continue
		}
		out = append(out, Chooser{Args: []int{d.Param}, Fields: []string{d.Field}, What: r.chosen(), Witness: witness, role: r})
	}
	if m, mf, ok := param(RoleMethod); ok {
		if h, hf, ok := param(RoleHost); ok {
			out = append(out, Chooser{Args: []int{m, h}, Fields: []string{mf, hf}, What: "HTTP method and URL", Witness: witness, role: RoleMethod})
		} else {
			// The method alone, to an address the code fixes: GET reads
			// it, DELETE deletes it.
			out = append(out, Chooser{Args: []int{m}, Fields: []string{mf}, What: "HTTP method", Witness: witness, role: RoleMethod})
		}
	}
	return out
}

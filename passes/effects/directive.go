package effects

import (
	"fmt"
	"go/ast"
	"go/token"
	"strings"
	"unicode"

	"github.com/annovet/annovet/internal/effectkind"
)

// DirectivePrefix starts a comment that declares a function's or an
// interface method's effects, for code annovet cannot read (generated
// clients, interfaces, assembly):
//
//	//annovet:effect none
//	//annovet:effect delete
//	//annovet:effect write,network
//
// The kinds are those of package effectkind: none, write (additive),
// overwrite, delete, mutate (additive), update (mutate, destructive), exec,
// network (a fixed or configured host), open-network (a host the arguments
// choose).
const DirectivePrefix = "//annovet:effect"

// directive returns the effects a doc comment declares. A directive that
// does not parse declares an unknown effect (nothing is assumed) and is
// reported by the directive check.
func directive(doc *ast.CommentGroup) ([]Effect, bool) {
	if doc == nil {
		return nil, false
	}
	for _, c := range doc.List {
		rest, ok := directiveText(c.Text)
		if !ok {
			continue
		}
		eff, err := ParseDirective(rest)
		if err != nil {
			return []Effect{{Kind: Unknown, Root: RootEnv, Witness: []string{"//annovet:effect that does not parse"}, Cause: "an //annovet:effect directive that does not parse"}}, true
		}
		return eff, true
	}
	return nil, false
}

// directiveText returns the kinds part of an //annovet:effect comment: the
// prefix followed by any white space.
func directiveText(text string) (string, bool) {
	rest, ok := strings.CutPrefix(text, DirectivePrefix)
	if !ok || rest != "" && !unicode.IsSpace(rune(rest[0])) {
		return "", false
	}
	// A further "//" starts an ordinary comment, as after //annovet:ignore.
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i]
	}
	return rest, true
}

// hasDirective reports whether a file has an //annovet:effect comment: most
// files have none, and their syntax need not be walked for one.
func hasDirective(f *ast.File) bool {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if _, ok := directiveText(c.Text); ok {
				return true
			}
		}
	}
	return false
}

// meaning gives each kind of package effectkind its effect.
var meaning = map[string]Effect{
	"write":        {Kind: Write},
	"overwrite":    {Kind: Write, Destructive: true},
	"delete":       {Kind: Delete, Destructive: true},
	"mutate":       {Kind: Mutate},
	"update":       {Kind: Mutate, Destructive: true},
	"exec":         {Kind: Exec, Destructive: true},
	"network":      {Kind: Network, Host: HostFixed},
	"open-network": {Kind: Network, Host: HostArgs},
}

// ParseDirective parses the kinds of an //annovet:effect directive: kinds
// of package effectkind, separated by commas or white space.
func ParseDirective(s string) ([]Effect, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || unicode.IsSpace(r) })
	if len(fields) == 0 {
		return nil, fmt.Errorf("%s needs at least one kind: %s", DirectivePrefix, effectkind.List())
	}
	var out []Effect
	for _, f := range fields {
		if f == "none" {
			if len(fields) > 1 {
				return nil, fmt.Errorf("%s: none cannot be combined with other kinds", DirectivePrefix)
			}
			return nil, nil
		}
		e, ok := meaning[f]
		if !ok {
			return nil, fmt.Errorf("%s: unknown kind %q; want %s", DirectivePrefix, f, effectkind.List())
		}
		e.Root = RootEnv
		out = append(out, e)
	}
	return out, nil
}

// A DirectiveProblem is an //annovet:effect comment that declares nothing:
// it does not parse, or it is not the doc comment of a function or an
// interface method.
type DirectiveProblem struct {
	Pos     token.Pos
	Message string
}

// directiveProblems finds the malformed and misplaced //annovet:effect
// comments of the package.
func (a *analyzer) directiveProblems() []DirectiveProblem {
	placed := map[*ast.Comment]bool{}
	for _, f := range a.pass.Files {
		if !hasDirective(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			var doc *ast.CommentGroup
			switch n := n.(type) {
			case *ast.FuncDecl:
				doc = n.Doc
			case *ast.InterfaceType:
				for _, m := range n.Methods.List {
					if len(m.Names) > 0 && m.Doc != nil {
						for _, c := range m.Doc.List {
							placed[c] = true
						}
					}
				}
			}
			if doc != nil {
				for _, c := range doc.List {
					placed[c] = true
				}
			}
			return true
		})
	}
	var out []DirectiveProblem
	for _, f := range a.pass.Files {
		if !hasDirective(f) {
			continue
		}
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				rest, ok := directiveText(c.Text)
				if !ok {
					continue
				}
				if _, err := ParseDirective(rest); err != nil {
					out = append(out, DirectiveProblem{c.Pos(), err.Error()})
					continue
				}
				if !placed[c] {
					out = append(out, DirectiveProblem{c.Pos(), DirectivePrefix + " declares the effect of a function or an interface method: put it in the doc comment of one (here it declares nothing)"})
				}
			}
		}
	}
	return out
}

package effects

import (
	"fmt"
	"go/ast"
	"strings"
)

// DirectivePrefix starts a comment that declares a function's or an
// interface method's effects, for code annovet cannot read (generated
// clients, interfaces, assembly):
//
//	//annovet:effect none
//	//annovet:effect delete
//	//annovet:effect write,network
//
// Kinds: none, write (additive), overwrite, delete, mutate (additive),
// update (mutate, destructive), exec, network (fixed host), open-network
// (a host from the arguments).
const DirectivePrefix = "//annovet:effect"

// directive returns the effects a doc comment declares.
func directive(doc *ast.CommentGroup) ([]Effect, bool) {
	if doc == nil {
		return nil, false
	}
	for _, c := range doc.List {
		rest, ok := strings.CutPrefix(c.Text, DirectivePrefix)
		if !ok || rest != "" && rest[0] != ' ' {
			continue
		}
		eff, err := ParseDirective(rest)
		if err != nil {
			return []Effect{{Kind: Unknown, Root: RootEnv}}, true
		}
		return eff, true
	}
	return nil, false
}

// ParseDirective parses the kinds of an //annovet:effect directive.
func ParseDirective(s string) ([]Effect, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("%s needs at least one kind (none, write, overwrite, delete, mutate, update, exec, network, open-network)", DirectivePrefix)
	}
	var out []Effect
	for _, f := range fields {
		e := Effect{Root: RootEnv}
		switch f {
		case "none":
			if len(fields) > 1 {
				return nil, fmt.Errorf("%s: none cannot be combined with other kinds", DirectivePrefix)
			}
			return nil, nil
		case "write":
			e.Kind = Write
		case "overwrite":
			e.Kind, e.Destructive = Write, true
		case "delete":
			e.Kind, e.Destructive = Delete, true
		case "mutate":
			e.Kind = Mutate
		case "update":
			e.Kind, e.Destructive = Mutate, true
		case "exec":
			e.Kind, e.Destructive = Exec, true
		case "network":
			e.Kind, e.Host = Network, HostFixed
		case "open-network":
			e.Kind, e.Host = Network, HostArgs
		default:
			return nil, fmt.Errorf("%s: unknown kind %q (want none, write, overwrite, delete, mutate, update, exec, network or open-network)", DirectivePrefix, f)
		}
		out = append(out, e)
	}
	return out, nil
}

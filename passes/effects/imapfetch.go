package effects

import (
	"go/ast"
	"go/constant"
)

// This file reads what an IMAP FETCH asks for, where go-imap's Fetch is
// given its options as a literal: a body section that does not peek
// (BODY[] rather than BODY.PEEK[]) makes the server set \Seen on the
// message, a change of the mailbox; envelopes, flags, structure and sections
// that peek only read.
//
//	section := &imap.FetchItemBodySection{}          // marks the message seen
//	c.Fetch(uids, &imap.FetchOptions{Envelope: true, BodySection: []*imap.FetchItemBodySection{section}})
//
//	c.Fetch(uids, &imap.FetchOptions{UID: true, Flags: true})                                        // reads
//	c.Fetch(uids, &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{Peek: true}}})      // reads
//
// Options built elsewhere, or sections whose Peek annovet cannot read, leave
// the row's worst case (Open), which never makes a finding.

// imapFetch returns e decided by the options of call, a Fetch(numSet,
// options): a read when no section it asks for marks a message seen, a set
// of \Seen when one certainly does, e unchanged otherwise.
func (a *analyzer) imapFetch(e Effect, call *ast.CallExpr, u *unit) Effect {
	if len(call.Args) != 2 {
		return e
	}
	opts := a.literalOf(call.Args[1], u, "BodySection", "BinarySection")
	if opts == nil {
		return e
	}
	seen := false
	for _, field := range []string{"BodySection", "BinarySection"} {
		v := keyedValue(opts, field)
		if v == nil {
			continue // none asked for
		}
		list, ok := ast.Unparen(v).(*ast.CompositeLit)
		if !ok {
			return e
		}
		for _, el := range list.Elts {
			sec := a.literalOf(el, u, "Peek")
			if sec == nil {
				return e
			}
			switch peek := keyedValue(sec, "Peek"); {
			case peek == nil:
				seen = true // Peek left false: BODY[]
			default:
				tv, ok := a.pass.TypesInfo.Types[peek]
				if !ok || tv.Value == nil || tv.Value.Kind() != constant.Bool {
					return e
				}
				seen = seen || !constant.BoolVal(tv.Value)
			}
		}
	}
	e.Unresolved = false
	if !seen {
		e.Kind, e.Sets = Network, false
	}
	return e
}

package discover

import (
	"go/ast"
	"slices"

	"github.com/annovet/annovet/model"
)

// This file keeps options that exclusive branches add apart. A builder
// that appends one annotation option when read-only and another otherwise
//
//	if readOnly {
//		opts = append(opts, mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: ptr(true)}))
//	} else {
//		opts = append(opts, mcp.WithToolAnnotation(mcp.ToolAnnotation{DestructiveHint: ptr(true)}))
//	}
//
// builds one of two option lists, never both in sequence: the appends of
// the two branches are alternatives (appendAlternatives), and alternatives
// apply each to the tool as the options before them left it, keeping what
// they all agree on; a hint or a title they set differently is set to a
// value annovet cannot tell, and makes no finding (applyAlternatives).

// maxAlternatives bounds the option lists a variable's exclusive appends
// expand to; past it they are taken in sequence, as before this file.
const maxAlternatives = 16

// appendAlternatives returns the elements the appends to a variable add, as
// the lists they may make: appends in exclusive branches (of one if-else
// chain or one switch) are alternatives, one under a condition or in a
// loop that may not run is there or not (unconditional), the others
// follow in order.
func (s *state) appendAlternatives(appends []ast.Expr, lists []listV) []listV {
	// Group consecutive appends that exclude each other.
	var groups [][]int
	for i := range appends {
		if n := len(groups); n > 0 && !slices.ContainsFunc(groups[n-1], func(j int) bool { return !s.exclusive(appends[i], appends[j]) }) {
			groups[n-1] = append(groups[n-1], i)
			continue
		}
		groups = append(groups, []int{i})
	}
	out := []listV{{}}
	for _, g := range groups {
		if len(g) == 1 && len(out)*2 <= maxAlternatives && !s.unconditional(appends[g[0]].(*ast.CallExpr)) {
			// One append under a condition, or in a loop that may not
			// run: the list with it or without it.
			i := g[0]
			var next []listV
			for _, l := range out {
				next = append(next, l, listV{Elems: append(slices.Clip(l.Elems), lists[i].Elems...), Open: l.Open || lists[i].Open})
			}
			out = next
			continue
		}
		if len(g) == 1 || len(out)*len(g) > maxAlternatives {
			// One append, or too many alternatives: in sequence.
			for k := range out {
				for _, i := range g {
					out[k].Elems = append(slices.Clip(out[k].Elems), lists[i].Elems...)
					out[k].Open = out[k].Open || lists[i].Open
				}
			}
			continue
		}
		var next []listV
		for _, l := range out {
			for _, i := range g {
				next = append(next, listV{Elems: append(slices.Clip(l.Elems), lists[i].Elems...), Open: l.Open || lists[i].Open})
			}
		}
		out = next
	}
	return out
}

// exclusive reports whether two expressions are in branches of which at
// most one runs: the body and the else of one if statement (an else-if
// chain included), or two clauses of one switch or select.
func (s *state) exclusive(a, b ast.Node) bool {
	pa, pb := s.pathTo(a), s.pathTo(b)
	if pa == nil || pb == nil {
		return false
	}
	i := 0
	for i < len(pa) && i < len(pb) && pa[i] == pb[i] {
		i++
	}
	if i == 0 || i >= len(pa) || i >= len(pb) {
		return false
	}
	switch common := pa[i-1].(type) {
	case *ast.IfStmt:
		return pa[i] == common.Body && pb[i] == common.Else || pa[i] == common.Else && pb[i] == common.Body
	case *ast.BlockStmt:
		// The body of a switch or select: two different clauses.
		_, ca := pa[i].(*ast.CaseClause)
		_, cb := pb[i].(*ast.CaseClause)
		_, ka := pa[i].(*ast.CommClause)
		_, kb := pb[i].(*ast.CommClause)
		return ca && cb || ka && kb
	}
	return false
}

// pathTo returns the nodes enclosing n, from its file in, computed once.
func (s *state) pathTo(n ast.Node) []ast.Node {
	return s.enclosing.To(n)
}

// applyAlternatives applies options that are alternatives (the lists of
// exclusive branches, the values of several assignments): each to the
// tool as the options before it left it. What they all agree on is kept;
// a hint or a title set differently is set to a value annovet cannot
// tell; a whole-annotations replacement that discards hints set before
// them is kept from each.
func (s *state) applyAlternatives(t *model.Tool, syn *model.Syntax, alts []value) {
	base := *t
	var outs []model.Tool
	for _, a := range alts {
		c := base
		c.Unknown = slices.Clone(base.Unknown)
		c.Resets = slices.Clone(base.Resets)
		s.applyOptions(&c, syn, a) // the syntax as before: each in turn
		outs = append(outs, c)
	}
	if len(outs) == 0 {
		return
	}
	m := outs[0]
	for _, o := range outs[1:] {
		for _, h := range model.Hints {
			if mh, oh := m.Annotations.Hint(h), o.Annotations.Get(h); !sameHint(*mh, oh) {
				if mh.Set || oh.Set {
					at := mh.At
					if at == (model.Position{}) {
						at = oh.At
					}
					*mh = model.Hint{Set: true, At: at}
				}
			}
		}
		m.Annotations.Title = agreeText(m.Annotations.Title, o.Annotations.Title)
		m.Title = agreeText(m.Title, o.Title)
		m.Description = agreeText(m.Description, o.Description)
		m.HasAnnotations = m.HasAnnotations || o.HasAnnotations
		if m.AnnotationsAt == (model.Position{}) {
			m.AnnotationsAt = o.AnnotationsAt
		}
		for _, u := range o.Unknown {
			if !slices.Contains(m.Unknown, u) {
				m.Unknown = append(m.Unknown, u)
			}
		}
		for _, r := range o.Resets {
			if !slices.ContainsFunc(m.Resets, func(x model.Reset) bool { return x.At == r.At }) {
				m.Resets = append(m.Resets, r)
			}
		}
	}
	*t = m
}

// sameHint reports whether two alternatives give a hint the same value,
// wherever each sets it.
func sameHint(a, b model.Hint) bool {
	return a.Set == b.Set && a.Known == b.Known && a.Value == b.Value && a.Implicit == b.Implicit
}

// agreeText is the text two alternatives give: the same, or one annovet
// cannot tell.
func agreeText(a, b model.Text) model.Text {
	if a.Set == b.Set && a.Known == b.Known && a.Value == b.Value {
		return a
	}
	if !a.Set && !b.Set {
		return a
	}
	at := a.At
	if at == (model.Position{}) {
		at = b.At
	}
	return model.Text{Set: true, Value: "?", At: at}
}

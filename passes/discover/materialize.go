package discover

import (
	"go/ast"
	"go/types"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// materialize folds a construction's steps into a tool, the way the SDK
// would at run time: constructor defaults first, then each field or option
// in order.
func (s *state) materialize(b buildV, node ast.Node) *model.Tool {
	spec := sdk.SpecFor(b.SDK)
	t := &model.Tool{SDK: b.SDK, Origin: b.Origin, At: b.At}
	var syn *model.Syntax
	if node != nil && b.At.Pos.IsValid() {
		syn = &model.Syntax{File: s.fileOf(node.Pos())}
		if e, ok := node.(ast.Expr); ok {
			syn.Construction = e
		}
	}
	if b.Origin == model.Constructor {
		for _, c := range spec.Constructors {
			if c.Origin == model.Constructor && c.PrefillsAll {
				for _, h := range model.Hints {
					*t.Annotations.Hint(h) = model.Hint{Set: true, Known: true, Value: h.Default(), Implicit: true}
				}
				break
			}
		}
		if syn != nil {
			syn.OptionsClosed = true
		}
	}
	if syn != nil {
		for _, st := range b.Steps {
			if st.Op != stepOption {
				continue
			}
			if _, ok := st.V.(optV); !ok {
				syn.OptionsClosed = false // spread from a slice, or unknown
			}
			if call, ok := syn.Construction.(*ast.CallExpr); ok {
				syn.Options = inlineOptions(call, spec)
			}
		}
	}
	if syn != nil && b.Origin != model.Constructor {
		s.projectOptions(syn)
	}
	s.applySteps(t, syn, b.Steps, b.At)
	if syn != nil && t.Name.At.InData() {
		syn.Shared = true // the construction builds whatever the data holds
	}
	if syn != nil && syn.File != nil {
		t.SetSyntax(syn)
	}
	return t
}

// inlineOptions returns the option arguments written in a constructor call.
func inlineOptions(call *ast.CallExpr, spec *sdk.Spec) []ast.Expr {
	for _, c := range spec.Constructors {
		if c.OptionsArg >= 0 && c.OptionsArg <= len(call.Args) {
			return call.Args[c.OptionsArg:]
		}
	}
	return nil
}

func textOf(v value) model.Text {
	switch v := v.(type) {
	case strV:
		return v.text()
	case multiV:
		return model.Text{Set: true, Value: v.String()}
	}
	if u, ok := unknownOf(v); ok {
		return model.Text{Set: true, Value: u.Why}
	}
	return model.Text{Set: true, Value: v.String()}
}

// setAnnotations applies a whole annotations value: a struct field, or
// mcp-go's WithToolAnnotation.
func (s *state) setAnnotations(t *model.Tool, syn *model.Syntax, v value, at model.Position) {
	switch v := v.(type) {
	case annV:
		var lost []model.HintName
		for _, h := range model.Hints {
			if old := t.Annotations.Get(h); old.Set && !old.Implicit && !v.Ann.Get(h).Set {
				lost = append(lost, h)
			}
		}
		if len(lost) > 0 {
			t.Resets = append(t.Resets, model.Reset{At: v.At, Lost: lost})
		}
		t.Annotations = v.Ann
		t.HasAnnotations = true
		t.AnnotationsAt = v.At
		if syn != nil {
			syn.Annotations = nil
			if v.lit != nil && within(v.lit, syn.Construction) {
				syn.Annotations = v.lit
			}
			syn.Hints = [len(model.Hints)]ast.Node{}
			for _, h := range model.Hints {
				if v.nodes[h] != nil && within(v.nodes[h], syn.Construction) {
					syn.Hints[h] = v.nodes[h]
				}
			}
		}
	case nilV:
		t.HasAnnotations = false
		t.Annotations = model.Annotations{}
	case multiV:
		// Annotations chosen among several values: hints that all
		// alternatives agree on are known, the rest are not.
		var merged *model.Annotations
		for _, a := range v.Alts {
			av, ok := a.(annV)
			if !ok {
				s.setAnnotations(t, nil, unknownV{"annotations from " + a.String()}, at)
				return
			}
			if merged == nil {
				m := av.Ann
				merged = &m
				continue
			}
			for _, h := range model.Hints {
				if mh, ah := merged.Hint(h), av.Ann.Get(h); mh.Set != ah.Set || mh.Known != ah.Known || mh.Value != ah.Value {
					*mh = model.Hint{Set: mh.Set || av.Ann.Get(h).Set, At: mh.At}
				}
			}
		}
		if merged != nil {
			s.setAnnotations(t, nil, annV{Ann: *merged, At: at}, at)
		}
	default:
		t.HasAnnotations = true
		t.AnnotationsAt = at
		for _, h := range model.Hints {
			*t.Annotations.Hint(h) = model.Hint{Set: true, At: at}
		}
		t.Annotations.Title = model.Text{Set: true, Value: "?", At: at}
		t.Unknown = append(t.Unknown, "annotations come from "+v.String())
	}
}

// applyOptions applies functional options in order.
func (s *state) applyOptions(t *model.Tool, syn *model.Syntax, v value) {
	switch v := v.(type) {
	case listV:
		for _, e := range v.Elems {
			s.applyOptions(t, syn, e)
		}
		if v.Open {
			// Options annovet cannot see, anywhere in the list.
			unknownOption(t, "options from a slice annovet cannot see whole")
		}
	case multiV:
		s.applyAlternatives(t, syn, v.Alts)
	case nilV:
	case setterV:
		s.applySteps(t, syn, v.Steps, v.At)
	case funcV:
		// A function of the project's option type used as an option.
		var sv value
		if v.h != nil && v.h.Func != nil && s.isOptionSig(v.h.Func.Type().(*types.Signature)) {
			sv = s.setterOf(v.h.Func)
		} else if fn := s.resolveFunc(v.Pkg, v.ObjPath); fn != nil && !v.Via && s.isOptionSig(fn.Type().(*types.Signature)) {
			sv = s.setterOf(fn)
		} else {
			unknownOption(t, "an option annovet cannot resolve ("+v.String()+")")
			return
		}
		if sv != nil {
			s.applyOptions(t, syn, sv)
		}
	case optV:
		switch v.Kind {
		case sdk.OptHint:
			h := t.Annotations.Hint(v.Hint)
			*h = model.Hint{Set: true, At: v.At}
			if b, ok := v.Arg.(boolV); ok && b.At.InData() {
				h.At = b.At
			}
			if b, ok := v.Arg.(boolV); ok {
				h.Known, h.Value = b.Known, b.V
			}
			t.HasAnnotations = true
			if syn != nil {
				syn.Hints[v.Hint] = nil
				if v.call != nil && within(v.call, syn.Construction) {
					syn.Hints[v.Hint] = v.call
				}
			}
		case sdk.OptAnnotations:
			s.setAnnotations(t, syn, v.Arg, v.At)
			if syn != nil && v.call != nil {
				syn.Annotations = nil
				if a, ok := v.Arg.(annV); ok && a.lit != nil && within(a.lit, syn.Construction) {
					syn.Annotations = a.lit
				}
			}
		case sdk.OptAnnTitle:
			t.Annotations.Title = textOf(v.Arg)
			t.Annotations.Title.At = v.At
			t.HasAnnotations = true
		case sdk.OptToolTitle:
			t.Title = textOf(v.Arg)
			t.Title.At = v.At
		case sdk.OptDescription:
			t.Description = textOf(v.Arg)
			t.Description.At = v.At
		}
	case toolV, buildV, pairV, annV:
		unknownOption(t, "unexpected option value "+v.String())
	default:
		unknownOption(t, "an option annovet cannot resolve ("+v.String()+")")
	}
}

// unknownOption records an option annovet cannot read: it may set any
// hint to any value, so each is unknown from there on (until an option
// after it sets it again), and no check takes the hints set before it
// for what the tool sends.
func unknownOption(t *model.Tool, why string) {
	for _, h := range model.Hints {
		hv := t.Annotations.Hint(h)
		*hv = model.Hint{Set: true, At: hv.At}
	}
	t.Unknown = append(t.Unknown, why)
}

// within reports whether n lies inside outer (both in this package).
func within(n, outer ast.Node) bool {
	return outer != nil && n != nil && n.Pos() >= outer.Pos() && n.End() <= outer.End()
}

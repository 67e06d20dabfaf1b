package sdk

import "github.com/annovet/annovet/model"

// Wire computes the annotations object the SDK release the tool is built
// with sends for it: which keys it writes for hints the source leaves unset
// or sets to false, and whether it sends an object at all.
func (s *Spec) Wire(t *model.Tool) model.Wire {
	var w model.Wire
	row, _ := s.Row(t.SDKVersion)
	w.Present = !row.NoAnnotations && (t.HasAnnotations || s.SendsAnnotationsAlways || !s.AnnotationsPointer)
	if !w.Present {
		return w
	}
	if title := t.Annotations.Title; title.Set {
		if !title.Known {
			w.Unknown = append(w.Unknown, model.TitleKey)
		} else if title.Value != "" {
			v := title.Value
			w.Title = &v
		}
	}
	for _, h := range model.Hints {
		hv := t.Annotations.Get(h)
		switch {
		case hv.Set && !hv.Known:
			w.Unknown = append(w.Unknown, h.Wire())
		case hv.Set && !row.Drops(h, hv.Value):
			v := hv.Value
			w.Hints[h] = &v
		case !hv.Set && row.Hints[h] == WireAlways:
			v := false // a plain bool field without omitempty is always sent, zero when unset
			w.Hints[h] = &v
		}
	}
	return w
}

// FieldFor returns the annotations struct field that holds h.
func (s *Spec) FieldFor(h model.HintName) (string, AnnotationField) {
	for name, f := range s.AnnotationFields {
		if !f.Title && f.Hint == h {
			return name, f
		}
	}
	return "", AnnotationField{}
}

// SpecFor returns the spec of the named SDK.
func SpecFor(name model.SDK) *Spec {
	for _, s := range All {
		if s.SDK == name {
			return s
		}
	}
	return nil
}

package sharedvalue

import (
	"fmt"
	"go/ast"
	"go/token"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/model"
)

// Values holds, for the values of a package that several of its tools take
// annotations from, those tools, and the findings held about them until the
// pass has checked every tool.
type Values struct {
	pass    *analysis.Pass
	users   map[token.Pos][]*model.Tool // by where the value is written
	pending map[key][]Finding
}

type key struct {
	pos      token.Pos
	category string
}

// A Finding is one tool's finding about a value it shares.
type Finding struct {
	Tool *model.Tool
	// Diag is the tool's own finding, reported as it is when the findings
	// are not merged; Anchors are where the tool is built and bound, for
	// ignore directives.
	Diag    analysis.Diagnostic
	Anchors []token.Pos
	// Bind is where the tool is bound: the related location of a merged
	// finding.
	Bind token.Pos
	// Claim is what the tools take from the value ("destructiveHint=false",
	// "their annotations"); Does what each does instead, or leaves undone
	// ("one's handler overwrites existing data"); Witness what shows it
	// for this tool; Advice why a client cares and what to do. Merged
	// findings agree on Claim, Does, Advice and Agree, which holds what
	// the fix writes.
	Claim, Does, Witness, Advice, Agree string
	// Fix, when set, is the merged finding's fix: its message and the
	// edits of the value.
	Fix func() (string, []analysis.TextEdit)
}

// New finds the values of the pass's package that only it can reach and
// that two or more of its tools take annotations from.
func New(pass *analysis.Pass, tools []*model.Tool) *Values {
	v := &Values{pass: pass, users: map[token.Pos][]*model.Tool{}, pending: map[key][]Finding{}}
	for _, t := range tools {
		at := []model.Position{t.AnnotationsAt}
		for _, h := range model.Hints {
			at = append(at, t.Annotations.Get(h).At)
		}
		for _, p := range at {
			if !p.Pos.IsValid() || t.Written(p) || slices.ContainsFunc(v.users[p.Pos], sameTool(t)) {
				continue
			}
			v.users[p.Pos] = append(v.users[p.Pos], t)
		}
	}
	for pos, ts := range v.users {
		if len(ts) < 2 || !local(pass, pos) {
			delete(v.users, pos)
		}
	}
	return v
}

func sameTool(t *model.Tool) func(*model.Tool) bool {
	return func(u *model.Tool) bool { return u.Key() == t.Key() }
}

// local reports whether the declaration that holds pos is one only this
// package reaches: an unexported variable or function, or any in package
// main.
func local(pass *analysis.Pass, pos token.Pos) bool {
	if pass.Pkg.Name() == "main" {
		return true
	}
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		for _, decl := range f.Decls {
			if pos < decl.Pos() || pos >= decl.End() {
				continue
			}
			switch decl := decl.(type) {
			case *ast.FuncDecl:
				return !decl.Name.IsExported()
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					if vs, ok := spec.(*ast.ValueSpec); ok && vs.Pos() <= pos && pos < vs.End() {
						return !slices.ContainsFunc(vs.Names, (*ast.Ident).IsExported)
					}
				}
			}
		}
	}
	return false
}

// Take holds f, a finding about the value written at pos, when several
// tools of the package take annotations from it, and reports whether it
// did; a finding not held is the caller's to report.
func (v *Values) Take(pos token.Pos, f Finding) bool {
	if len(v.users[pos]) < 2 {
		return false
	}
	k := key{pos, f.Diag.Category}
	v.pending[k] = append(v.pending[k], f)
	return true
}

// Flush reports the findings held: once, at the value, when every tool
// that takes it drew the same finding and would have it reported; else
// each as its tool's own.
func (v *Values) Flush(r *diag.Reporter) {
	keys := make([]key, 0, len(v.pending))
	for k := range v.pending {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.pos != b.pos {
			return int(a.pos - b.pos)
		}
		return strings.Compare(a.category, b.category)
	})
	for _, k := range keys {
		fs := v.pending[k]
		if d, ok := v.merge(r, k, fs); ok {
			r.Report(d)
			continue
		}
		for _, f := range fs {
			r.Report(f.Diag, f.Anchors...)
		}
	}
}

// merge returns the findings as one finding at the value, if they are
// every tool's that takes it, each would be reported, and they agree.
func (v *Values) merge(r *diag.Reporter, k key, fs []Finding) (analysis.Diagnostic, bool) {
	var one []Finding // one finding per tool, in the order of the users
	for _, t := range v.users[k.pos] {
		i := slices.IndexFunc(fs, func(f Finding) bool { return f.Tool.Key() == t.Key() })
		if i < 0 {
			return analysis.Diagnostic{}, false // a tool the value is right for
		}
		one = append(one, fs[i])
	}
	first := one[0]
	for _, f := range one {
		if r.Dropped(f.Diag.Category, f.Diag.Pos, f.Anchors...) {
			return analysis.Diagnostic{}, false // ignored for one tool: the others' findings are theirs
		}
		if f.Claim != first.Claim || f.Does != first.Does || f.Advice != first.Advice || f.Agree != first.Agree {
			return analysis.Diagnostic{}, false
		}
	}
	var names []string
	for _, f := range one[:min(3, len(one))] {
		names = append(names, strconv.Quote(f.Tool.DisplayName()))
	}
	if len(one) > 3 {
		names = append(names, fmt.Sprintf("and %d more", len(one)-3))
	}
	msg := fmt.Sprintf("%d tools take %s from here (%s), and each %s", len(one), first.Claim, strings.Join(names, ", "), first.Does)
	if first.Witness != "" {
		msg += fmt.Sprintf(" (%s: %s)", first.Tool.DisplayName(), first.Witness)
	}
	if first.Advice != "" {
		msg += "; " + first.Advice
	}
	d := analysis.Diagnostic{Pos: k.pos, Category: k.category, Message: msg}
	for _, f := range one {
		rel := fmt.Sprintf("tool %q is bound here", f.Tool.DisplayName())
		if f.Witness != "" {
			rel += ": " + f.Witness
		}
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: f.Bind, Message: rel})
	}
	if first.Fix != nil {
		fixMsg, edits := first.Fix()
		d = diag.WithFix(d, fixMsg, edits)
	}
	return d, true
}

package discover

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// projectOptions records, when the construction calls a project's own
// constructor whose last, variadic parameter is a project option type
// (func(*mcp.Tool), or a named type of it), the inline options, and the
// functions of the option type's package that set one hint or the title
// from their one argument: a fix appends a call of them, in the project's
// idiom, where the SDK's own options cannot be passed.
//
//	func NewTool(name string, opts ...ToolOption) mcp.Tool
//	func WithReadOnlyHint(v bool) ToolOption { return func(t *mcp.Tool) { ...ReadOnlyHint = v } }
func (s *state) projectOptions(syn *model.Syntax) {
	call, ok := syn.Construction.(*ast.CallExpr)
	if !ok {
		return
	}
	fn, _ := typeutil.Callee(s.pass.TypesInfo, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || sdk.IsSDKPackage(fn.Pkg().Path()) {
		return
	}
	sig := fn.Type().(*types.Signature)
	n := sig.Params().Len() - 1
	if !sig.Variadic() || len(call.Args) < n {
		return
	}
	opt := sig.Params().At(n).Type().(*types.Slice).Elem()
	if optSig, ok := opt.Underlying().(*types.Signature); !ok || !s.isOptionSig(optSig) {
		return
	}
	syn.Options = call.Args[n:]
	syn.OptionsClosed = !call.Ellipsis.IsValid()
	pkg := fn.Pkg()
	if named, ok := types.Unalias(opt).(*types.Named); ok && named.Obj().Pkg() != nil {
		pkg = named.Obj().Pkg()
	}
	var annTitle model.Func
	for _, name := range pkg.Scope().Names() {
		f, ok := pkg.Scope().Lookup(name).(*types.Func)
		if !ok || !f.Exported() && pkg != s.pass.Pkg {
			continue
		}
		fs := f.Type().(*types.Signature)
		if fs.TypeParams().Len() > 0 || fs.Params().Len() != 1 || fs.Results().Len() != 1 || !types.Identical(fs.Results().At(0).Type(), opt) {
			continue
		}
		st, ok := onlyStep(s.returns(f))
		if !ok || st.V != (paramV{Index: 0}) {
			continue
		}
		ref := model.Func{Path: pkg.Path(), Name: f.Name()}
		arg := fs.Params().At(0).Type().Underlying()
		switch {
		case st.Op == stepHint && types.Identical(arg, types.Typ[types.Bool]):
			if syn.ProjectHintOptions[st.Hint].IsZero() {
				syn.ProjectHintOptions[st.Hint] = ref
			}
		case st.Op == stepTitle && types.Identical(arg, types.Typ[types.String]):
			if syn.ProjectTitleOption.IsZero() {
				syn.ProjectTitleOption = ref
			}
		case st.Op == stepAnnTitle && types.Identical(arg, types.Typ[types.String]):
			if annTitle.IsZero() {
				annTitle = ref
			}
		}
	}
	if syn.ProjectTitleOption.IsZero() {
		syn.ProjectTitleOption = annTitle
	}
}

// onlyStep returns the one step an option applies, not counting creating
// the annotations when there are none.
func onlyStep(v value) (step, bool) {
	sv, ok := v.(setterV)
	if !ok {
		return step{}, false
	}
	var only []step
	var flatten func([]step)
	flatten = func(steps []step) {
		for _, st := range steps {
			switch {
			case st.Op == stepEnsure:
			case st.Op == stepOption:
				if inner, ok := st.V.(setterV); ok {
					flatten(inner.Steps)
					continue
				}
				only = append(only, st)
			default:
				only = append(only, st)
			}
		}
	}
	flatten(sv.Steps)
	if len(only) != 1 {
		return step{}, false
	}
	return only[0], true
}

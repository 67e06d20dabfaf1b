// Package fix builds suggested fixes in each SDK's own idiom: a field in an
// annotations literal for go-sdk, an option in a NewTool call for mcp-go.
// Every check that edits a tool asks this package, so that the edits merge
// with each other and read like code the author would have written.
package fix

import (
	"bytes"
	"go/ast"
	"go/token"
	"go/types"
	"go/version"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// Editable reports whether t's source can be edited from this pass: it was
// constructed in this package, in a file that is not generated, by a
// construction that builds no other tool.
func Editable(t *model.Tool) bool {
	syn := t.Syntax()
	return syn != nil && syn.File != nil && !syn.Shared && !ast.IsGenerated(syn.File)
}

// Hints returns the edits that write d into t's source, in the SDK's idiom,
// or nil when annovet cannot edit the tool mechanically (annotations from a
// shared preset, options spread from a slice, a generated file).
func Hints(pass *analysis.Pass, t *model.Tool, d model.Decision) []analysis.TextEdit {
	if !Editable(t) || d.Empty() {
		return nil
	}
	syn := t.Syntax()
	e := newEditor(pass, syn.File, t)
	spec := e.spec
	if t.Origin == model.Constructor && syn.Annotations == nil && d.Write[model.ReadOnly] && d.Value[model.ReadOnly] && !d.Write[model.Destructive] {
		// A constructor that pre-fills destructiveHint=true (mcp-go's
		// NewTool) would ship "read-only and destructive": undo it too.
		if hv := t.Annotations.Get(model.Destructive); hv.Implicit {
			d.Set(model.Destructive, false)
		}
	}
	switch {
	case syn.Annotations != nil:
		// An annotations literal written in the construction: edit its fields.
		return e.fields(syn.Annotations, syn.Hints, d, annotationsFields(spec))
	case syn.OptionsClosed && t.Origin != model.Constructor:
		// A project constructor's options: call the project's own.
		return e.projectOptions(syn, d)
	case t.HasAnnotations && t.Origin == model.Literal:
		return nil // annotations from a preset or a call: editing them would change other tools
	case t.Origin == model.Constructor && syn.OptionsClosed:
		call, ok := syn.Construction.(*ast.CallExpr)
		if !ok {
			return nil
		}
		return e.options(call, syn.Hints, d)
	case t.Origin == model.Literal && !t.HasAnnotations:
		lit := toolLiteral(syn.Construction)
		if lit == nil {
			return nil
		}
		return e.insertAnnotations(lit, d)
	}
	return nil
}

// UnwritableOptions names the options of t's SDK that Hints would call to
// write d into t's constructor call and that the SDK version this package
// builds against does not have (mcp-go before v0.27.0 has only
// WithToolAnnotation): the fix then writes nothing, and the finding says
// why.
func UnwritableOptions(pass *analysis.Pass, t *model.Tool, d model.Decision) []string {
	if !Editable(t) || d.Empty() {
		return nil
	}
	syn := t.Syntax()
	if syn.Annotations != nil || t.Origin != model.Constructor || !syn.OptionsClosed {
		return nil
	}
	e := newEditor(pass, syn.File, t)
	var missing []string
	for _, h := range model.Hints {
		if opt := e.spec.HintOption[h]; d.Write[h] && opt.Name != "" && syn.Hints[h] == nil && !e.has(opt) {
			missing = append(missing, opt.Name)
		}
	}
	return missing
}

// Title returns the edits that give t the title s.
func Title(pass *analysis.Pass, t *model.Tool, s string) []analysis.TextEdit {
	if !Editable(t) {
		return nil
	}
	syn := t.Syntax()
	e := newEditor(pass, syn.File, t)
	spec := e.spec
	quoted := strconv.Quote(s)
	// A title already written as a literal (the snake_case name): replace it.
	if title := t.AnyTitle(); title.Set && title.At.Pos.IsValid() {
		if lit := e.stringLitAt(syn.Construction, title.At.Pos); lit != nil {
			return []analysis.TextEdit{{Pos: lit.Pos(), End: lit.End(), NewText: []byte(quoted)}}
		}
	}
	if lit := toolLiteral(syn.Construction); lit != nil && t.Origin == model.Literal {
		for name, f := range spec.ToolFields {
			if f == sdk.FieldTitle && e.hasFields(spec.ToolType, name) {
				return e.insertField(lit, name+": "+quoted)
			}
		}
	}
	if call, ok := syn.Construction.(*ast.CallExpr); ok && t.Origin == model.Constructor && syn.OptionsClosed {
		for _, f := range spec.TitleOptions {
			if e.has(f) {
				return e.appendArg(call, e.qualified(f)+"("+quoted+")")
			}
		}
	}
	if call, ok := syn.Construction.(*ast.CallExpr); ok && t.Origin != model.Constructor && syn.OptionsClosed {
		if f := projectFunc(syn.ProjectTitleOption); f.Name != "" && e.has(f) {
			return e.appendArg(call, e.qualified(f)+"("+quoted+")")
		}
	}
	return nil
}

// SupportsAnnotations reports whether the SDK version a tool's package
// builds against can carry annotations to clients at all (mcp-go before
// v0.21.1 cannot).
func SupportsAnnotations(pass *analysis.Pass, t *model.Tool) bool {
	e := newEditor(pass, nil, t)
	spec := e.spec
	if _, known := spec.Row(t.SDKVersion); known && e.row.NoAnnotations {
		return false // the type may exist (mcp-go v0.21.0), but the tool's JSON never carries it
	}
	for name, f := range spec.ToolFields {
		if f == sdk.FieldAnnotations {
			p := visiblePackage(pass.Pkg, spec.ToolType.Path)
			if p == nil {
				return true // the SDK is not in sight from here: not known to lack them
			}
			return hasStructFields(p, spec.ToolType.Name, name)
		}
	}
	return true
}

// visiblePackage returns the package path pkg imports, directly or
// through its imports, or nil.
func visiblePackage(pkg *types.Package, path string) *types.Package {
	seen := map[*types.Package]bool{}
	queue := []*types.Package{pkg}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p.Path() == path {
			return p
		}
		for _, imp := range p.Imports() {
			if !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return nil
}

// has reports whether the SDK version the package builds against has the
// function or method f: older versions lack the annotation options, and a
// fix must compile.
func (e editor) has(f sdk.FuncName) bool {
	p := e.importedPackage(f.Path)
	if p == nil {
		return f.Path == e.pass.Pkg.Path() && e.pass.Pkg.Scope().Lookup(f.Name) != nil
	}
	return p.Scope().Lookup(f.Name) != nil
}

// hasFields reports whether the SDK version's type t has every field named.
func (e editor) hasFields(t sdk.TypeName, fields ...string) bool {
	p := e.importedPackage(t.Path)
	return p != nil && hasStructFields(p, t.Name, fields...)
}

// hasStructFields reports whether the struct type name of package p has
// every one of fields.
func hasStructFields(p *types.Package, name string, fields ...string) bool {
	tn, ok := p.Scope().Lookup(name).(*types.TypeName)
	if !ok {
		return false
	}
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for _, name := range fields {
		found := false
		for i := range st.NumFields() {
			found = found || st.Field(i).Name() == name
		}
		if !found {
			return false
		}
	}
	return true
}

type editor struct {
	pass *analysis.Pass
	file *ast.File
	spec *sdk.Spec
	row  *sdk.Version // the SDK release's spelling: *bool or plain bool hints
}

func newEditor(pass *analysis.Pass, file *ast.File, t *model.Tool) editor {
	spec := sdk.SpecFor(t.SDK)
	row, _ := spec.Row(t.SDKVersion)
	return editor{pass: pass, file: file, spec: spec, row: row}
}

func annotationsFields(spec *sdk.Spec) [len(model.Hints)]string {
	var names [len(model.Hints)]string
	for _, h := range model.Hints {
		names[h], _ = spec.FieldFor(h)
	}
	return names
}

// fields writes d into an annotations literal: replacing the value of a field
// that exists, inserting the fields that do not.
func (e editor) fields(lit *ast.CompositeLit, nodes [len(model.Hints)]ast.Node, d model.Decision, names [len(model.Hints)]string) []analysis.TextEdit {
	var edits []analysis.TextEdit
	var add []string
	for _, h := range model.Hints {
		if !d.Write[h] {
			continue
		}
		name, _ := e.spec.FieldFor(h)
		if !e.hasFields(e.spec.AnnotationsType, name) {
			return nil // this SDK version cannot say it
		}
		val := e.boolExpr(d.Value[h], e.row.Pointer(h))
		if kv, ok := nodes[h].(*ast.KeyValueExpr); ok && within(kv, lit) {
			if e.orphans(kv.Value) {
				return nil // the value names a variable nothing else uses: replacing it would break the build
			}
			edits = append(edits, analysis.TextEdit{Pos: kv.Value.Pos(), End: kv.Value.End(), NewText: []byte(val)})
			continue
		}
		add = append(add, names[h]+": "+val)
	}
	if len(add) > 0 {
		edits = append(edits, e.insertField(lit, add...)...)
	}
	return edits
}

// orphans reports whether replacing e would leave a local variable unused:
// a variable e names that nothing else in the package uses (yes := true;
// DestructiveHint: &yes).
func (e editor) orphans(x ast.Expr) bool {
	info := e.pass.TypesInfo
	inside := map[*types.Var]int{}
	ast.Inspect(x, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := info.Uses[id].(*types.Var); ok && !v.IsField() && v.Parent() != v.Pkg().Scope() {
				inside[v]++
			}
		}
		return true
	})
	if len(inside) == 0 {
		return false
	}
	total := map[*types.Var]int{}
	for _, obj := range info.Uses {
		if v, ok := obj.(*types.Var); ok && inside[v] > 0 {
			total[v]++
		}
	}
	for v, n := range inside {
		if total[v] <= n {
			return true
		}
	}
	return false
}

// insertAnnotations adds an annotations field to a tool literal.
func (e editor) insertAnnotations(lit *ast.CompositeLit, d model.Decision) []analysis.TextEdit {
	var fields []string
	for _, h := range model.Hints {
		if d.Write[h] {
			name, _ := e.spec.FieldFor(h)
			if !e.hasFields(e.spec.AnnotationsType, name) {
				return nil // this SDK version cannot say it
			}
			fields = append(fields, name+": "+e.boolExpr(d.Value[h], e.row.Pointer(h)))
		}
	}
	amp := ""
	if e.spec.AnnotationsPointer {
		amp = "&"
	}
	var annField string
	for name, f := range e.spec.ToolFields {
		if f == sdk.FieldAnnotations {
			annField = name
		}
	}
	if !e.hasFields(e.spec.ToolType, annField) {
		return nil // this SDK version has no annotations
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == annField {
				return nil // written, and nil: its value comes from elsewhere
			}
		}
	}
	typ := e.qualifiedType(e.spec.AnnotationsType)
	return e.insertField(lit, annField+": "+amp+typ+"{"+strings.Join(fields, ", ")+"}")
}

// options writes d into a constructor call: replacing the argument of an
// option that exists, appending the options that do not.
func (e editor) options(call *ast.CallExpr, nodes [len(model.Hints)]ast.Node, d model.Decision) []analysis.TextEdit {
	var edits []analysis.TextEdit
	var add []string
	for _, h := range model.Hints {
		if !d.Write[h] {
			continue
		}
		val := strconv.FormatBool(d.Value[h])
		if opt, ok := nodes[h].(*ast.CallExpr); ok && within(opt, call) && len(opt.Args) == 1 {
			if e.orphans(opt.Args[0]) {
				return nil // the value names a variable nothing else uses: replacing it would break the build
			}
			edits = append(edits, analysis.TextEdit{Pos: opt.Args[0].Pos(), End: opt.Args[0].End(), NewText: []byte(val)})
			continue
		}
		if !e.has(e.spec.HintOption[h]) {
			return nil // this SDK version cannot say it
		}
		add = append(add, e.qualified(e.spec.HintOption[h])+"("+val+")")
	}
	if len(add) > 0 {
		edits = append(edits, e.appendArg(call, add...)...)
	}
	return edits
}

// insertField inserts fields at the end of a composite literal, on a line
// of their own when the literal spans lines.
func (e editor) insertField(lit *ast.CompositeLit, fields ...string) []analysis.TextEdit {
	return e.appendList(lit.Lbrace, lit.Rbrace, lit.Elts, fields)
}

// projectOptions writes d through a project constructor's options: an
// option of the project's already in the call gets the new value, the
// others are appended. Nil when the project has no option for a hint d
// writes, or the file cannot name it.
func (e editor) projectOptions(syn *model.Syntax, d model.Decision) []analysis.TextEdit {
	call, ok := syn.Construction.(*ast.CallExpr)
	if !ok {
		return nil
	}
	var edits []analysis.TextEdit
	var add []string
	for _, h := range model.Hints {
		if !d.Write[h] {
			continue
		}
		f := projectFunc(syn.ProjectHintOptions[h])
		if f.Name == "" || !e.has(f) {
			return nil
		}
		val := strconv.FormatBool(d.Value[h])
		if opt := e.callOf(syn.Options, f); opt != nil {
			if e.orphans(opt.Args[0]) {
				return nil
			}
			edits = append(edits, analysis.TextEdit{Pos: opt.Args[0].Pos(), End: opt.Args[0].End(), NewText: []byte(val)})
			continue
		}
		add = append(add, e.qualified(f)+"("+val+")")
	}
	if len(add) > 0 {
		app := e.appendArg(call, add...)
		if app == nil {
			return nil
		}
		edits = append(edits, app...)
	}
	return edits
}

// callOf returns the one-argument call of f among the options.
func (e editor) callOf(opts []ast.Expr, f sdk.FuncName) *ast.CallExpr {
	for _, o := range opts {
		call, ok := ast.Unparen(o).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			continue
		}
		if fn := typeutil.StaticCallee(e.pass.TypesInfo, call); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == f.Path && fn.Name() == f.Name {
			return call
		}
	}
	return nil
}

func projectFunc(f model.Func) sdk.FuncName { return sdk.FuncName{Path: f.Path, Name: f.Name} }

// appendArg appends arguments to a call.
func (e editor) appendArg(call *ast.CallExpr, args ...string) []analysis.TextEdit {
	if call.Ellipsis.IsValid() {
		return nil
	}
	return e.appendList(call.Lparen, call.Rparen, call.Args, args)
}

// appendList inserts items at the end of a bracketed list: "{a, b}" or a
// list with one item a line and the closing bracket on its own line.
func (e editor) appendList(open, close token.Pos, list []ast.Expr, items []string) []analysis.TextEdit {
	tf := e.pass.Fset.File(open)
	if tf == nil {
		return nil
	}
	multiline := tf.Line(open) != tf.Line(close) && (len(list) == 0 || tf.Line(list[len(list)-1].End()) != tf.Line(close))
	if !multiline {
		text := strings.Join(items, ", ")
		if len(list) > 0 {
			return []analysis.TextEdit{{Pos: list[len(list)-1].End(), End: list[len(list)-1].End(), NewText: []byte(", " + text)}}
		}
		return []analysis.TextEdit{{Pos: close, End: close, NewText: []byte(text)}}
	}
	// Indent like the last item, or one tab deeper than the closing bracket.
	src := e.source(tf)
	indent := lineIndent(src, tf, close) + "\t"
	if len(list) > 0 {
		indent = lineIndent(src, tf, list[len(list)-1].Pos())
	}
	var b bytes.Buffer
	for _, it := range items {
		b.WriteString(indent + it + ",\n")
	}
	lineStart := tf.LineStart(tf.Line(close))
	return []analysis.TextEdit{{Pos: lineStart, End: lineStart, NewText: b.Bytes()}}
}

func (e editor) source(tf *token.File) []byte {
	src, err := e.pass.ReadFile(tf.Name())
	if err != nil {
		return nil
	}
	return src
}

func lineIndent(src []byte, tf *token.File, p token.Pos) string {
	start := tf.Offset(tf.LineStart(tf.Line(p)))
	end := start
	for end < len(src) && (src[end] == ' ' || src[end] == '\t') {
		end++
	}
	if end > len(src) {
		return ""
	}
	return string(src[start:end])
}

// boolExpr spells a bool, or a pointer to one, in the package's idiom: its
// own pointer helper if it has one, the SDK's, jsonschema.Ptr if the file
// imports it, new(v) from Go 1.26 on.
func (e editor) boolExpr(v bool, pointer bool) string {
	s := strconv.FormatBool(v)
	if !pointer {
		return s
	}
	if h := e.pointerHelper(); h != "" {
		return h + "(" + s + ")"
	}
	for _, f := range e.spec.BoolPtrFuncs {
		if name := e.importName(f.Path); name != "" || f.Path == e.pass.Pkg.Path() {
			return e.qualified(f) + "(" + s + ")"
		}
	}
	if v := e.pass.TypesInfo.FileVersions[e.file]; v == "" || version.Compare(v, "go1.26") >= 0 {
		return "new(" + s + ")"
	}
	return "func() *bool { v := " + s + "; return &v }()"
}

// pointerHelper finds a package-level function of this package that turns a
// bool into a *bool: func ptr(b bool) *bool, or func Ptr[T any](v T) *T.
func (e editor) pointerHelper() string {
	scope := e.pass.Pkg.Scope()
	var best string
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		sig := fn.Type().(*types.Signature)
		if sig.Params().Len() != 1 || sig.Results().Len() != 1 || sig.Recv() != nil {
			continue
		}
		res, ok := sig.Results().At(0).Type().(*types.Pointer)
		if !ok {
			continue
		}
		param := sig.Params().At(0).Type()
		if tp, ok := param.(*types.TypeParam); ok && types.Identical(res.Elem(), tp) {
			best = name
			continue
		}
		if types.Identical(param, types.Typ[types.Bool]) && types.Identical(res.Elem(), types.Typ[types.Bool]) {
			return name
		}
	}
	return best
}

// importName returns the name under which the file imports path, or "".
func (e editor) importName(path string) string {
	for _, imp := range e.file.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == path {
			if imp.Name != nil {
				return imp.Name.Name
			}
			if pkg := e.importedPackage(path); pkg != nil {
				return pkg.Name()
			}
			return path[strings.LastIndex(path, "/")+1:]
		}
	}
	return ""
}

func (e editor) importedPackage(path string) *types.Package {
	for _, p := range e.pass.Pkg.Imports() {
		if p.Path() == path {
			return p
		}
	}
	return nil
}

// qualified spells a function of an SDK package as the file refers to it.
func (e editor) qualified(f sdk.FuncName) string {
	if f.Path == e.pass.Pkg.Path() {
		return f.Name
	}
	name := e.importName(f.Path)
	switch name {
	case ".":
		return f.Name
	case "":
		name = f.PkgName()
	}
	return name + "." + f.Name
}

func (e editor) qualifiedType(t sdk.TypeName) string {
	return e.qualified(sdk.FuncName{Path: t.Path, Name: t.Name})
}

// stringLitAt finds the string literal at pos inside n.
func (e editor) stringLitAt(n ast.Node, pos token.Pos) *ast.BasicLit {
	var found *ast.BasicLit
	ast.Inspect(n, func(x ast.Node) bool {
		if found != nil {
			return false
		}
		if lit, ok := x.(*ast.BasicLit); ok && lit.Kind == token.STRING && lit.Pos() == pos {
			found = lit
		}
		if kv, ok := x.(*ast.KeyValueExpr); ok && kv.Pos() == pos {
			if lit, ok := kv.Value.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				found = lit
			}
		}
		if call, ok := x.(*ast.CallExpr); ok && call.Pos() == pos && len(call.Args) == 1 {
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				found = lit
			}
		}
		return true
	})
	return found
}

// toolLiteral returns the tool composite literal of a construction (&T{} or T{}).
func toolLiteral(e ast.Expr) *ast.CompositeLit {
	switch x := ast.Unparen(e).(type) {
	case *ast.CompositeLit:
		return x
	case *ast.UnaryExpr:
		if lit, ok := x.X.(*ast.CompositeLit); ok {
			return lit
		}
	}
	return nil
}

func within(n, outer ast.Node) bool {
	return n != nil && outer != nil && n.Pos() >= outer.Pos() && n.End() <= outer.End()
}

// SharedHint returns the edit that gives hint h the value v where a value
// shared by several tools writes it (a preset's key: value, an option in
// a helper's list), at pos in this package: one edit for every tool that
// takes it. t is one of them, for the SDK's spelling. It returns nil when
// no such key or option starts at pos, or when the file cannot be edited.
func SharedHint(pass *analysis.Pass, t *model.Tool, h model.HintName, v bool, pos token.Pos) []analysis.TextEdit {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		if ast.IsGenerated(f) {
			return nil
		}
		e := newEditor(pass, f, t)
		if e.row == nil {
			return nil // an SDK release annovet does not know: no spelling to write
		}
		var edits []analysis.TextEdit
		ast.Inspect(f, func(n ast.Node) bool {
			if edits != nil || n == nil || n.End() <= pos || n.Pos() > pos {
				return false
			}
			var val ast.Expr
			var text string
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if n.Pos() == pos {
					val, text = n.Value, e.boolExpr(v, e.row.Pointer(h))
				}
			case *ast.CallExpr:
				if n.Pos() == pos && len(n.Args) == 1 {
					val, text = n.Args[0], strconv.FormatBool(v)
				}
			}
			if val != nil && !e.orphans(val) {
				edits = []analysis.TextEdit{{Pos: val.Pos(), End: val.End(), NewText: []byte(text)}}
			}
			return val == nil
		})
		return edits
	}
	return nil
}

// SharedAnnotations returns the edits that write d into the annotations
// literal several tools share (a preset), the one written at pos or around
// it: one edit for every tool that takes it. t is one of them, for the
// SDK's spelling. It returns nil when there is no such literal at pos.
func SharedAnnotations(pass *analysis.Pass, t *model.Tool, pos token.Pos, d model.Decision) []analysis.TextEdit {
	if d.Empty() {
		return nil
	}
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		if ast.IsGenerated(f) {
			return nil
		}
		e := newEditor(pass, f, t)
		if e.row == nil {
			return nil
		}
		var lit *ast.CompositeLit // the innermost annotations literal that holds pos
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil || n.End() <= pos || n.Pos() > pos {
				return false
			}
			if cl, ok := n.(*ast.CompositeLit); ok && e.isAnnotations(cl) {
				lit = cl
			}
			return true
		})
		if lit == nil {
			return nil
		}
		names := annotationsFields(e.spec)
		var nodes [len(model.Hints)]ast.Node
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			if id, ok := kv.Key.(*ast.Ident); ok {
				for _, h := range model.Hints {
					if id.Name == names[h] {
						nodes[h] = kv
					}
				}
			}
		}
		return e.fields(lit, nodes, d, names)
	}
	return nil
}

// isAnnotations reports whether lit is a literal of the SDK's annotations
// type.
func (e editor) isAnnotations(lit *ast.CompositeLit) bool {
	tv, ok := e.pass.TypesInfo.Types[lit]
	if !ok {
		return false
	}
	named, ok := types.Unalias(tv.Type).(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == e.spec.AnnotationsType.Path && named.Obj().Name() == e.spec.AnnotationsType.Name
}

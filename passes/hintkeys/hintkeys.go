package hintkeys

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"strconv"
	"strings"

	"github.com/agnivade/levenshtein"
	"golang.org/x/tools/go/analysis"

	"github.com/annovet/annovet/internal/analyzerdoc"
	"github.com/annovet/annovet/internal/diag"
	"github.com/annovet/annovet/internal/jsonkeys"
	"github.com/annovet/annovet/model"
)

// Category is the check ID of every diagnostic of this pass.
const Category = "hintkey"

//go:embed doc.go
var doc string

// Analyzer reports unknown and misspelled annotation keys in map literals,
// JSON text and struct tags.
var Analyzer = &analysis.Analyzer{
	Name:       "hintkeys",
	Doc:        analyzerdoc.MustExtract(doc, "hintkeys"),
	URL:        "https://github.com/annovet/annovet/blob/main/CHECKS.md#hintkey",
	Run:        run,
	ResultType: reflect.TypeFor[*diag.Anchors](),
}

// disabled holds the checks the analyzer's -disable flag turns off.
var disabled *diag.Disabled

func init() { disabled = diag.DisableFlag(Analyzer, Category) }

var (
	hintKeys = map[string]bool{}
	allKeys  = map[string]bool{}
	// aliases are the names people write for a hint without its suffix.
	aliases = map[string]string{
		"readonly":    "readOnlyHint",
		"destructive": "destructiveHint",
		"idempotent":  "idempotentHint",
		"openworld":   "openWorldHint",
	}
)

func init() {
	for _, h := range model.Hints {
		hintKeys[h.Wire()] = true
	}
	for _, k := range model.WireKeys {
		allKeys[k] = true
	}
}

func normalize(s string) string {
	return strings.ToLower(strings.NewReplacer("_", "", "-", "", " ", "").Replace(s))
}

// Nearest returns the valid annotation key that key is a near miss of: the
// same key up to case, '_' and '-'; a known alias (readOnly, openWorld...);
// or within a small edit distance (1 for short keys, 2 for long ones). ok is
// false for valid keys and for keys far from every hint.
func Nearest(key string) (valid string, ok bool) {
	if allKeys[key] || key == "" {
		return "", false
	}
	n := normalize(key)
	for _, v := range model.WireKeys {
		if normalize(v) == n {
			return v, true
		}
	}
	if v, ok := aliases[n]; ok {
		return v, true
	}
	best, bestD := "", 1<<30
	for _, v := range model.WireKeys {
		nv := normalize(v)
		limit := 2
		if len(nv) <= 6 {
			limit = 1
		}
		if d := levenshtein.ComputeDistance(n, nv); d <= limit && d < bestD {
			best, bestD = v, d
		}
	}
	for a, v := range aliases {
		if d := levenshtein.ComputeDistance(n, a); d <= 1 && d < bestD {
			best, bestD = v, d
		}
	}
	return best, best != ""
}

func run(pass *analysis.Pass) (any, error) {
	c := &checker{pass: pass, r: diag.New(pass, disabled, false, Category)}
	defer c.r.Finish()
	// One walk of the syntax, with the path to each node: a map literal's
	// key is judged by the literal that holds it.
	var stack []ast.Node
	parent := func(i int) ast.Node {
		if len(stack) > i {
			return stack[len(stack)-1-i]
		}
		return nil
	}
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			c.visit(n, parent(0), parent(1))
			stack = append(stack, n)
			return true
		})
	}
	return c.r.Anchors(), nil
}

// visit checks one node, given its parent and grandparent.
func (c *checker) visit(n, parent, grandparent ast.Node) {
	switch n := n.(type) {
	case *ast.CompositeLit:
		var enclosing *ast.CompositeLit
		if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Value == n {
			enclosing, _ = grandparent.(*ast.CompositeLit)
		}
		c.mapLiteral(n, parent, enclosing)
	case *ast.BasicLit:
		if n.Kind == token.STRING {
			c.jsonText(n)
		}
	case *ast.TypeSpec:
		c.structTags(n)
	}
}

type checker struct {
	pass *analysis.Pass
	r    *diag.Reporter
}

func misspelled(tool, key, valid string) string {
	prefix := ""
	if tool != "" {
		prefix = fmt.Sprintf("tool %q: ", tool)
	}
	return fmt.Sprintf("%sannotation key %q is not a hint and is silently dropped (the spec allows unknown keys and SDK decoders ignore them), so the tool loses its annotation without an error; did you mean %q?", prefix, key, valid)
}

func wrongKind(tool, key, got, want string) string {
	prefix := ""
	if tool != "" {
		prefix = fmt.Sprintf("tool %q: ", tool)
	}
	return fmt.Sprintf("%sannotation %q has a %s value, but it must be a %s: SDK decoders fail on it or drop it, and the hint is lost; write a %s", prefix, key, got, want, want)
}

func (c *checker) report(pos, end token.Pos, msg, fixMsg string, edits []analysis.TextEdit) {
	d := diag.WithFix(analysis.Diagnostic{Pos: pos, End: end, Category: Category, Message: msg}, fixMsg, edits)
	c.r.Report(d)
}

// mapLiteral checks a map[string]... literal that holds annotations: the
// value of an "annotations" key, or a map with at least one real hint key.
func (c *checker) mapLiteral(lit *ast.CompositeLit, parent ast.Node, enclosing *ast.CompositeLit) {
	m, ok := c.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Map)
	if !ok {
		return
	}
	if b, ok := m.Key().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return
	}
	keys := c.keys(lit)
	annotations := false
	if kv, ok := parent.(*ast.KeyValueExpr); ok && kv.Value == lit {
		if k, ok := c.constString(kv.Key); ok && k == "annotations" {
			annotations = true
		}
	}
	for _, k := range keys {
		annotations = annotations || hintKeys[k.name]
	}
	if !annotations {
		return
	}
	tool := ""
	if enclosing != nil {
		for _, k := range c.keys(enclosing) {
			if k.name == "name" {
				tool, _ = c.constString(k.kv.Value)
			}
		}
	}
	taken := map[string]bool{} // keys the literal has, or a fix gives it: a rename must not duplicate one
	for _, k := range keys {
		taken[k.name] = true
	}
	for _, k := range keys {
		if valid, ok := Nearest(k.name); ok {
			var edits []analysis.TextEdit
			if bl, ok := k.kv.Key.(*ast.BasicLit); ok && !taken[valid] {
				edits = []analysis.TextEdit{{Pos: bl.Pos(), End: bl.End(), NewText: []byte(strconv.Quote(valid))}}
				taken[valid] = true
			}
			c.report(k.kv.Key.Pos(), k.kv.Key.End(), misspelled(tool, k.name, valid), "Use "+strconv.Quote(valid), edits)
			continue
		}
		c.valueKind(tool, k.name, k.kv.Value)
	}
}

type mapKey struct {
	name string
	kv   *ast.KeyValueExpr
}

func (c *checker) keys(lit *ast.CompositeLit) []mapKey {
	var keys []mapKey
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if k, ok := c.constString(kv.Key); ok {
			keys = append(keys, mapKey{k, kv})
		}
	}
	return keys
}

// valueKind reports a value of the wrong kind for a valid key: hints are
// booleans, the title a string.
func (c *checker) valueKind(tool, key string, v ast.Expr) {
	tv, ok := c.pass.TypesInfo.Types[v]
	if !ok {
		return
	}
	if key == model.TitleKey {
		return // any string-ish value: too many legitimate forms to judge
	}
	if !hintKeys[key] || tv.Value == nil {
		return
	}
	switch tv.Value.Kind() {
	case constant.Bool:
		return
	case constant.String:
		s := constant.StringVal(tv.Value)
		var edits []analysis.TextEdit
		if b, err := strconv.ParseBool(s); err == nil {
			edits = []analysis.TextEdit{{Pos: v.Pos(), End: v.End(), NewText: []byte(strconv.FormatBool(b))}}
		}
		c.report(v.Pos(), v.End(), wrongKind(tool, key, "string", "boolean"), "Write a boolean", edits)
	default:
		c.report(v.Pos(), v.End(), wrongKind(tool, key, tv.Value.Kind().String(), "boolean"), "", nil)
	}
}

// jsonText checks JSON in a string literal: the keys of every
// "annotations" object that belongs to a tool (it holds a real hint, or its
// owner has a name and a description or input schema).
func (c *checker) jsonText(lit *ast.BasicLit) {
	text, offsets, ok := decodeLiteral(lit.Value)
	if !ok || !strings.Contains(text, `"annotations"`) {
		return
	}
	trimmed := strings.TrimSpace(text)
	if trimmed == "" || trimmed[0] != '{' && trimmed[0] != '[' {
		return
	}
	keys, err := jsonkeys.Scan([]byte(text))
	if err != nil {
		return
	}
	for _, k := range keys {
		if k.ParentKey < 0 || keys[k.ParentKey].Name != "annotations" || keys[k.ParentKey].Value != jsonkeys.Object {
			continue
		}
		owner := keys[k.ParentKey]
		if !toolLike(owner.Siblings) && !anyHint(k.Name, k.Siblings) {
			continue
		}
		tool := nameIn(keys, owner)
		pos := lit.Pos() + token.Pos(offsets[k.Start])
		end := lit.Pos() + token.Pos(offsets[k.End])
		if valid, ok := Nearest(k.Name); ok {
			edit := analysis.TextEdit{Pos: pos, End: end, NewText: []byte(requote(lit.Value, valid))}
			c.report(pos, end, misspelled(tool, k.Name, valid), "Use "+strconv.Quote(valid), []analysis.TextEdit{edit})
			continue
		}
		if hintKeys[k.Name] && k.Value != jsonkeys.Bool && k.Value != jsonkeys.Null {
			c.report(pos, end, wrongKind(tool, k.Name, k.Value.String(), "boolean"), "", nil)
		}
	}
}

// nameIn returns the string "name" next to the annotations key.
func nameIn(keys []jsonkeys.Key, owner jsonkeys.Key) string {
	for _, k := range keys {
		if k.ParentKey == owner.ParentKey && k.Depth == owner.Depth && k.Name == "name" && k.Value == jsonkeys.String {
			return k.String
		}
	}
	return ""
}

func toolLike(siblings []string) bool {
	has := map[string]bool{}
	for _, s := range siblings {
		has[s] = true
	}
	return has["name"] && (has["description"] || has["inputSchema"])
}

func anyHint(key string, siblings []string) bool {
	if hintKeys[key] {
		return true
	}
	for _, s := range siblings {
		if hintKeys[s] {
			return true
		}
	}
	return false
}

// requote spells a key as it must appear inside the Go literal src: plain
// in a raw string, with escaped quotes in an interpreted one.
func requote(src, key string) string {
	if strings.HasPrefix(src, "`") {
		return `"` + key + `"`
	}
	return `\"` + key + `\"`
}

// decodeLiteral returns the value of a Go string literal and, for each byte
// of the value, the offset in the literal's source of the byte that produced
// it (offsets has one extra entry for the end).
func decodeLiteral(src string) (string, []int, bool) {
	if len(src) < 2 {
		return "", nil, false
	}
	if src[0] == '`' {
		body := src[1 : len(src)-1]
		if strings.Contains(body, "\r") {
			return "", nil, false // the compiler drops carriage returns: offsets would drift
		}
		offsets := make([]int, len(body)+1)
		for i := range offsets {
			offsets[i] = i + 1
		}
		return body, offsets, true
	}
	if src[0] != '"' {
		return "", nil, false
	}
	var b strings.Builder
	var offsets []int
	rest := src[1 : len(src)-1]
	at := 1
	for len(rest) > 0 {
		r, multibyte, tail, err := strconv.UnquoteChar(rest, '"')
		if err != nil {
			return "", nil, false
		}
		n := b.Len()
		if multibyte || r >= 0x80 {
			b.WriteRune(r)
		} else {
			b.WriteByte(byte(r))
		}
		for range b.Len() - n {
			offsets = append(offsets, at)
		}
		at += len(rest) - len(tail)
		rest = tail
	}
	offsets = append(offsets, at)
	return b.String(), offsets, true
}

var jsonTag = regexp.MustCompile(`json:"([^",]*)`)

// structTags checks the json tags of structs that hold annotations: named
// like them, or with a field tagged with a real hint key.
func (c *checker) structTags(spec *ast.TypeSpec) {
	st, ok := spec.Type.(*ast.StructType)
	if !ok {
		return
	}
	type tagged struct {
		name string
		tag  *ast.BasicLit
	}
	var fields []tagged
	annotations := strings.Contains(strings.ToLower(spec.Name.Name), "annotation") || strings.Contains(strings.ToLower(spec.Name.Name), "hint")
	for _, f := range st.Fields.List {
		if f.Tag == nil {
			continue
		}
		tag, err := strconv.Unquote(f.Tag.Value)
		if err != nil {
			continue
		}
		name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
		if name == "" || name == "-" {
			continue
		}
		fields = append(fields, tagged{name, f.Tag})
		annotations = annotations || hintKeys[name]
	}
	if !annotations {
		return
	}
	taken := map[string]bool{}
	for _, f := range fields {
		taken[f.name] = true
	}
	for _, f := range fields {
		valid, ok := Nearest(f.name)
		if !ok {
			continue
		}
		var edits []analysis.TextEdit
		if loc := jsonTag.FindStringSubmatchIndex(f.tag.Value); loc != nil && f.tag.Value[loc[2]:loc[3]] == f.name && !taken[valid] {
			taken[valid] = true
			start := f.tag.Pos() + token.Pos(loc[2])
			edits = []analysis.TextEdit{{Pos: start, End: start + token.Pos(len(f.name)), NewText: []byte(valid)}}
		}
		c.report(f.tag.Pos(), f.tag.End(),
			fmt.Sprintf("struct %s tags a field json:%q, which is not an annotation key: marshaled as a tool's annotations, the hint is silently dropped; did you mean %q?", spec.Name.Name, f.name, valid),
			"Use "+strconv.Quote(valid), edits)
	}
}

func (c *checker) constString(e ast.Expr) (string, bool) {
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

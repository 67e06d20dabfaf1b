package discover

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/annovet/annovet/sdk"
)

// Tool definitions embedded as data: a package-level string or []byte
// variable that a //go:embed directive fills with a file of the package,
// decoded at run time into the project's own structs, whose fields then
// build the tools. annovet reads the file as the decoder would, guided by
// the target's Go type, so every value decoded is one the evaluator knows,
// positioned in the file.

// decoders lists the functions that decode the document in one argument
// into the value another argument points to.
var decoders = []struct {
	name         sdk.FuncName
	data, target int
}{
	{sdk.FuncName{Path: "encoding/json", Name: "Unmarshal"}, 0, 1},
}

// decodeTarget reports whether call decodes a document into a variable:
// the variable, and the argument that holds the document.
func (s *state) decodeTarget(call *ast.CallExpr) (*types.Var, ast.Expr) {
	fn := s.callee(call)
	if fn == nil {
		return nil, nil
	}
	name := sdk.NameOf(fn)
	for _, d := range decoders {
		if name != d.name || d.target >= len(call.Args) {
			continue
		}
		addr, ok := ast.Unparen(call.Args[d.target]).(*ast.UnaryExpr)
		if !ok || addr.Op != token.AND {
			return nil, nil
		}
		id, ok := ast.Unparen(addr.X).(*ast.Ident)
		if !ok {
			return nil, nil
		}
		v, _ := s.pass.TypesInfo.ObjectOf(id).(*types.Var)
		return v, call.Args[d.data]
	}
	return nil, nil
}

// embedded returns the contents of the file a //go:embed directive puts in
// a package-level string or []byte variable, as a string value positioned
// at the file's start; nil when v is no such variable.
func (s *state) embedded(v *types.Var) value {
	switch t := v.Type().Underlying().(type) {
	case *types.Basic:
		if t.Kind() != types.String {
			return nil
		}
	case *types.Slice:
		if b, ok := t.Elem().Underlying().(*types.Basic); !ok || b.Kind() != types.Byte {
			return nil
		}
	default:
		return nil
	}
	spec, doc := s.valueSpec(v)
	if spec == nil || doc == nil || len(spec.Values) > 0 {
		return nil
	}
	var pattern string
	for _, c := range doc.List {
		if rest, ok := strings.CutPrefix(c.Text, "//go:embed "); ok {
			pattern = strings.TrimSpace(rest)
		}
	}
	// One plain file name: a pattern or several files make a string of
	// the first match only, which annovet does not guess.
	if pattern == "" || strings.ContainsAny(pattern, "*?[ \t\"`") {
		return nil
	}
	name := filepath.Join(filepath.Dir(s.pass.Fset.File(spec.Pos()).Name()), filepath.FromSlash(pattern))
	data, err := os.ReadFile(name)
	if err != nil {
		return nil
	}
	tf := s.pass.Fset.AddFile(name, -1, len(data))
	tf.SetLinesForContent(data)
	return strV{Known: true, V: string(data), At: s.pos(tf.Pos(0))}
}

// valueSpec returns the declaration of a package-level variable, and the
// comments above it (the GenDecl's when it declares one spec).
func (s *state) valueSpec(v *types.Var) (*ast.ValueSpec, *ast.CommentGroup) {
	f := s.fileOf(v.Pos())
	if f == nil {
		return nil, nil
	}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR || v.Pos() < gd.Pos() || v.Pos() > gd.End() {
			continue
		}
		for _, sp := range gd.Specs {
			vs := sp.(*ast.ValueSpec)
			for _, n := range vs.Names {
				if n.Pos() == v.Pos() {
					if vs.Doc != nil {
						return vs, vs.Doc
					}
					return vs, gd.Doc
				}
			}
		}
	}
	return nil, nil
}

// decode evaluates a document decoded into a value of type t: what the
// decoder would store, for the string, bool, struct and slice fields a
// tool is built from. doc is the document's value; a document annovet
// does not have is unknown.
func (s *state) decode(doc value, t types.Type) value {
	d, ok := doc.(strV)
	if !ok || !d.Known || !d.At.Pos.IsValid() {
		return unknownV{"decoded from " + doc.String()}
	}
	tf := s.pass.Fset.File(d.At.Pos)
	if tf == nil || tf.Size() != len(d.V) {
		return unknownV{"decoded from a string annovet did not read"}
	}
	root, err := parseJSON([]byte(d.V))
	if err != nil {
		return unknownV{"a document that does not decode: " + err.Error()}
	}
	return s.decodeNode(root, t, tf, 0)
}

func (s *state) decodeNode(n *jsonNode, t types.Type, tf *token.File, depth int) value {
	if depth > maxDepth {
		return unknownV{"document nested too deep"}
	}
	at := s.pos(tf.Pos(n.offset))
	if decodesItself(t) {
		return unknownV{types.TypeString(t, nil) + " decodes itself"}
	}
	switch u := t.Underlying().(type) {
	case *types.Pointer:
		if n.kind == jsonNull {
			return nilV{Nil: true}
		}
		return s.decodeNode(n, u.Elem(), tf, depth+1)
	case *types.Basic:
		switch {
		case u.Kind() == types.String && n.kind == jsonString:
			return strV{Known: true, V: n.str, At: at}
		case u.Kind() == types.Bool && n.kind == jsonBool:
			return boolV{Known: true, V: n.b, At: at}
		}
	case *types.Slice:
		if n.kind == jsonNull {
			return nilV{Nil: true}
		}
		if n.kind == jsonArray {
			var l listV
			for _, e := range n.elems {
				l.Elems = append(l.Elems, s.decodeNode(e, u.Elem(), tf, depth+1))
			}
			return l
		}
	case *types.Struct:
		if n.kind != jsonObject {
			break
		}
		sv := structV{Type: types.TypeString(t, nil), Literal: true}
		var promoted []field // after the struct's own: a shallower field wins
		for i := range u.NumFields() {
			f := u.Field(i)
			tag, _, _ := strings.Cut(reflect.StructTag(u.Tag(i)).Get("json"), ",")
			if f.Embedded() && tag == "" {
				// Its fields are decoded as this struct's own (and its
				// selections name them through it).
				emb := s.decodeNode(n, f.Type(), tf, depth+1)
				sv.Fields = append(sv.Fields, field{f.Name(), emb})
				if es, ok := emb.(structV); ok {
					promoted = append(promoted, es.Fields...)
				} else {
					return unknownV{"decoded " + types.TypeString(t, nil) + " with an embedded " + f.Name()}
				}
				continue
			}
			if !f.Exported() || tag == "-" {
				continue
			}
			if e := n.member(jsonName(f, u.Tag(i))); e != nil {
				sv.Fields = append(sv.Fields, field{f.Name(), s.decodeNode(e, f.Type(), tf, depth+1)})
			}
		}
		sv.Fields = append(sv.Fields, promoted...)
		return sv
	}
	return unknownV{"decoded " + types.TypeString(t, nil)}
}

// decodesItself reports whether a value of type t (or a pointer to one)
// has its own UnmarshalJSON or UnmarshalText: what it holds after decoding
// is that method's choice.
func decodesItself(t types.Type) bool {
	if _, isPtr := t.(*types.Pointer); !isPtr {
		t = types.NewPointer(t)
	}
	for _, name := range []string{"UnmarshalJSON", "UnmarshalText"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name); obj != nil {
			if _, ok := obj.(*types.Func); ok {
				return true
			}
		}
	}
	return false
}

// jsonName is the object key encoding/json decodes into field f.
func jsonName(f *types.Var, tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	if name == "" {
		return f.Name()
	}
	return name
}

// A jsonNode is a JSON value with the offset where it starts in its
// document, so that what annovet reports about a decoded value points at
// the value in the file.
type jsonNode struct {
	kind    jsonKind
	offset  int
	str     string
	b       bool
	elems   []*jsonNode
	keys    []string // an object's keys, in order, beside elems
	members []*jsonNode
}

type jsonKind int

const (
	jsonNull jsonKind = iota
	jsonBool
	jsonNumber
	jsonString
	jsonArray
	jsonObject
)

// member returns the value of an object's key, matched as encoding/json
// matches a field's name: exactly, else without regard to case.
func (n *jsonNode) member(key string) *jsonNode {
	for i, k := range n.keys {
		if k == key {
			return n.members[i]
		}
	}
	for i, k := range n.keys {
		if strings.EqualFold(k, key) {
			return n.members[i]
		}
	}
	return nil
}

// parseJSON reads a document with encoding/json's tokenizer, keeping
// where each value starts.
func parseJSON(data []byte) (*jsonNode, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	start := func() int {
		off := int(dec.InputOffset())
		for off < len(data) && strings.IndexByte(" \t\r\n,:", data[off]) >= 0 {
			off++
		}
		return off
	}
	var value func() (*jsonNode, error)
	value = func() (*jsonNode, error) {
		off := start()
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		n := &jsonNode{offset: off}
		switch tok := tok.(type) {
		case nil:
			n.kind = jsonNull
		case bool:
			n.kind, n.b = jsonBool, tok
		case json.Number:
			n.kind = jsonNumber
		case string:
			n.kind, n.str = jsonString, tok
		case json.Delim:
			switch tok {
			case '[':
				n.kind = jsonArray
				for dec.More() {
					e, err := value()
					if err != nil {
						return nil, err
					}
					n.elems = append(n.elems, e)
				}
			case '{':
				n.kind = jsonObject
				for dec.More() {
					k, err := dec.Token()
					if err != nil {
						return nil, err
					}
					e, err := value()
					if err != nil {
						return nil, err
					}
					n.keys = append(n.keys, k.(string))
					n.members = append(n.members, e)
				}
			}
			if _, err := dec.Token(); err != nil { // the closing delimiter
				return nil, err
			}
		}
		return n, nil
	}
	return value()
}

package effects

import (
	"go/ast"
	"go/token"

	"github.com/annovet/annovet/internal/astutil"
)

// This file reads a file write that stores a collection the server keeps
// in memory, encoded whole, at a path of the server's own: the file is
// that collection's copy on disk, and writing it is what the write to the
// collection is. inja-online/golang-mcp's documentation cache does so:
//
//	func (c *Cache) Set(key string, value any) error {
//		c.entries[key] = &CacheEntry{Value: value, ExpiresAt: ...}
//		return c.saveToDisk() // data, _ := json.Marshal(c.entries); os.WriteFile(c.path, data, 0o644)
//	}
//
// called after a lookup of the same cache missed: the entry and its copy
// fill a cache, and neither is a change of the user's. Where the
// collection is data (a store another tool reads back), its copy is data
// too, as much a change as the write to memory.

// contentArgs are the library functions that store bytes as a file's
// whole content, as rows: the function and the argument that holds the
// bytes.
var contentArgs = map[funcKey]int{
	{"os", "", "WriteFile"}:        1,
	{"os", "*Root", "WriteFile"}:   1,
	{"io/ioutil", "", "WriteFile"}: 1,
}

// encoders are the functions that encode a value whole, by the argument
// that holds it.
var encoders = map[funcKey]int{
	{"encoding/json", "", "Marshal"}:       0,
	{"encoding/json", "", "MarshalIndent"}: 0,
	{"gopkg.in/yaml.v3", "", "Marshal"}:    0,
	{"sigs.k8s.io/yaml", "", "Marshal"}:    0,
}

// persistedCollection returns the collection (a field or a package-level
// variable of the package) whose encoding call, a call of api, writes
// whole to a path of the server's own; nil otherwise.
func (a *analyzer) persistedCollection(u *unit, api *API, call *ast.CallExpr, paths []ast.Expr) ast.Expr {
	i, ok := contentArgs[funcKey{api.Pkg, api.Recv, api.Name}]
	if !ok || i >= len(call.Args) || len(paths) != 1 || !a.ownPath(paths[0], u, 0) {
		return nil
	}
	enc := a.encoding(call.Args[i])
	if enc == nil {
		return nil
	}
	fn := staticCallee(a.pass.TypesInfo, enc)
	if fn == nil || fn.Pkg() == nil {
		return nil
	}
	j, ok := encoders[keyOf(fn)]
	if !ok || j >= len(enc.Args) {
		return nil
	}
	coll := ast.Unparen(enc.Args[j])
	if obj, ok := a.collectionOf(coll, 0); !ok || a.location(obj) == nil {
		return nil
	}
	return coll
}

// encoding returns the encoding call whose bytes e holds: the call itself,
// or the one a local assigned once holds.
func (a *analyzer) encoding(e ast.Expr) *ast.CallExpr {
	e = ast.Unparen(e)
	if v := astutil.IdentVar(a.pass.TypesInfo, e); v != nil && a.assigns[v] == 1 {
		if rhs, ok := a.aliases[v]; ok {
			e = ast.Unparen(rhs)
		}
	}
	call, _ := e.(*ast.CallExpr)
	return call
}

// persistWrite records the write of coll's copy on disk as a write to the
// collection in memory, as the same change (memoryWrite), leaving the
// collection's counts of insertions as the writes to memory make them.
func (a *analyzer) persistWrite(u *unit, coll ast.Expr, pos token.Pos, witness string) {
	root, captured := a.rootOf(coll, u, 0)
	obj, _ := a.collectionOf(coll, 0)
	at := a.pos(pos)
	u.sites = append(u.sites, site{
		direct: &Effect{Kind: Write, Destructive: true, Sets: true, Memory: true, Root: root, Witness: []string{witness}, At: at, captured: captured},
		at:     at, loc: a.location(obj),
	})
}

package driver

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/annovet/annovet/model"
)

// A registration counts for the program when the function that makes it
// may run: a server registers the tools its running code registers, not
// those of a helper only its tests call (a package's RegisterMeta that the
// server's own setup never calls). reachability computes which functions
// of the program may run, conservatively, from its syntax:
//
//   - the roots: main.main of the program's main packages, every init
//     function and every package-level variable's initializer;
//   - every function or method a reachable body names, called or taken as
//     a value (a handler in a table, a callback handed to a library);
//   - for a method named through an interface, every method of that name;
//   - every method of a type a reachable body names (a value the standard
//     library calls through an interface it never names in the program:
//     an http.Handler's ServeHTTP, a json.Marshaler), and of the types its
//     declaration holds or embeds;
//
// test files excluded. What this misses (reflection by name) keeps a
// registration in rather than out only where it names the function.
type reachability struct {
	decls     map[*types.Func]*ast.FuncDecl
	infos     map[*ast.FuncDecl]*types.Info
	byName    map[string][]*types.Func // methods by name
	byType    map[*types.TypeName][]*types.Func
	funcs     map[*types.Func]bool
	types     map[*types.TypeName]bool
	names     map[string]bool // methods named through an interface
	work      []*types.Func
	fileDecls map[string][]*ast.FuncDecl
	files     map[*ast.FuncDecl]*token.File
	// at holds the file and name of each reachable function's
	// declaration: a package and its test variant declare the same
	// functions twice, as different objects, and either may run.
	at   map[string]bool
	posn map[*ast.FuncDecl]string
	// specs are the type declarations: a type named where code may run
	// names the types its declaration holds and embeds.
	specs map[*types.TypeName]typeSpec
}

type typeSpec struct {
	spec *ast.TypeSpec
	info *types.Info
}

// newReachability computes what the program's non-test code may run.
func newReachability(graph *checker.Graph) *reachability {
	r := &reachability{
		decls:     map[*types.Func]*ast.FuncDecl{},
		infos:     map[*ast.FuncDecl]*types.Info{},
		byName:    map[string][]*types.Func{},
		byType:    map[*types.TypeName][]*types.Func{},
		funcs:     map[*types.Func]bool{},
		types:     map[*types.TypeName]bool{},
		names:     map[string]bool{},
		fileDecls: map[string][]*ast.FuncDecl{},
		files:     map[*ast.FuncDecl]*token.File{},
		at:        map[string]bool{},
		posn:      map[*ast.FuncDecl]string{},
		specs:     map[*types.TypeName]typeSpec{},
	}
	seen := map[*packages.Package]bool{}
	var roots []func()
	for act := range graph.All() {
		pkg := act.Package
		if seen[pkg] || pkg.TypesInfo == nil || pkg.Types == nil {
			continue
		}
		seen[pkg] = true
		info := pkg.TypesInfo
		for _, f := range pkg.Syntax {
			tf := pkg.Fset.File(f.Pos())
			if tf == nil || strings.HasSuffix(tf.Name(), "_test.go") {
				continue
			}
			name := tf.Name()
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					fn, ok := info.Defs[d.Name].(*types.Func)
					if !ok {
						continue
					}
					r.decls[fn] = d
					r.infos[d] = info
					r.fileDecls[name] = append(r.fileDecls[name], d)
					r.files[d] = tf
					r.posn[d] = declKey(name, d)
					if sig := fn.Type().(*types.Signature); sig.Recv() != nil {
						r.byName[fn.Name()] = append(r.byName[fn.Name()], fn)
						if tn := recvTypeName(sig); tn != nil {
							r.byType[tn] = append(r.byType[tn], fn)
						}
					}
					if d.Recv == nil && (d.Name.Name == "init" || d.Name.Name == "main" && isCommand(pkg)) {
						roots = append(roots, func() { r.reach(fn) })
					}
				case *ast.GenDecl:
					switch d.Tok {
					case token.VAR:
						roots = append(roots, func() { r.walk(d, info) })
					case token.TYPE:
						for _, spec := range d.Specs {
							ts := spec.(*ast.TypeSpec)
							if tn, ok := info.Defs[ts.Name].(*types.TypeName); ok {
								r.specs[tn] = typeSpec{ts, info}
							}
						}
					}
				}
			}
		}
	}
	for _, root := range roots {
		root()
	}
	for len(r.work) > 0 {
		fn := r.work[len(r.work)-1]
		r.work = r.work[:len(r.work)-1]
		if d := r.decls[fn]; d != nil {
			r.at[r.posn[d]] = true
			if d.Body != nil {
				r.walk(d.Body, r.infos[d])
			}
		}
	}
	return r
}

func recvTypeName(sig *types.Signature) *types.TypeName {
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// reach marks fn as one the program may run.
func (r *reachability) reach(fn *types.Func) {
	fn = fn.Origin()
	if r.funcs[fn] {
		return
	}
	r.funcs[fn] = true
	r.work = append(r.work, fn)
}

// walk marks what the code in n names.
func (r *reachability) walk(n ast.Node, info *types.Info) {
	ast.Inspect(n, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		switch obj := info.Uses[id].(type) {
		case *types.Func:
			sig, _ := obj.Type().(*types.Signature)
			if sig != nil && sig.Recv() != nil && types.IsInterface(sig.Recv().Type()) {
				if !r.names[obj.Name()] {
					r.names[obj.Name()] = true
					for _, m := range r.byName[obj.Name()] {
						r.reach(m)
					}
				}
				return true
			}
			r.reach(obj)
		case *types.TypeName:
			if !r.types[obj] {
				r.types[obj] = true
				for _, m := range r.byType[obj] {
					r.reach(m)
				}
				if ts, ok := r.specs[obj]; ok {
					r.walk(ts.spec.Type, ts.info) // the types it embeds or holds
				}
			}
		}
		return true
	})
}

// runs reports whether the code at p may run: it lies outside any
// function (a package-level initializer), or in a function the program may
// run.
func (r *reachability) runs(p model.Position) bool {
	for _, d := range r.fileDecls[p.File] {
		if tf := r.files[d]; tf.Line(d.Pos()) <= p.Line && p.Line <= tf.Line(d.End()) {
			return r.at[r.posn[d]]
		}
	}
	return true
}

// declKey names a function declaration by its file, receiver and name.
func declKey(file string, d *ast.FuncDecl) string {
	recv := ""
	if d.Recv != nil && len(d.Recv.List) > 0 {
		recv = types.ExprString(d.Recv.List[0].Type) + "."
	}
	return file + "#" + recv + d.Name.Name
}

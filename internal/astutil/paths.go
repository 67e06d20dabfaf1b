package astutil

import (
	"go/ast"
	"slices"

	xastutil "golang.org/x/tools/go/ast/astutil"
)

// Paths answers, for the files of one package, which nodes enclose a node,
// computing each answer once.
type Paths struct {
	files []*ast.File
	cache map[ast.Node][]ast.Node
}

// NewPaths returns the enclosing paths of the nodes of files.
func NewPaths(files []*ast.File) *Paths {
	return &Paths{files: files, cache: map[ast.Node][]ast.Node{}}
}

// To returns the nodes that enclose n, outermost first and n itself last
// (the reverse of PathEnclosingInterval), or nil when n is in none of the
// files.
func (p *Paths) To(n ast.Node) []ast.Node {
	if path, ok := p.cache[n]; ok {
		return path
	}
	var out []ast.Node
	for _, f := range p.files {
		if f.FileStart <= n.Pos() && n.End() <= f.FileEnd {
			if path, exact := xastutil.PathEnclosingInterval(f, n.Pos(), n.End()); exact {
				out = slices.Clone(path)
				slices.Reverse(out)
			}
			break
		}
	}
	p.cache[n] = out
	return out
}

// AssignmentOf returns the assignment or declaration statement that gives
// the value e to a variable (e is its right-hand side, or part of it
// outside any other statement), or nil.
func (p *Paths) AssignmentOf(e ast.Expr) ast.Node {
	path := p.To(e)
	for i := len(path) - 1; i >= 0; i-- {
		switch n := path[i].(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
			return n
		case ast.Stmt:
			return nil
		}
	}
	return nil
}

package effects

import (
	"go/ast"
	"go/types"

	"github.com/annovet/annovet/internal/astutil"
)

// This file decides writes to a running program's standard input. A
// server that keeps a shell open (an SSH session's login shell, a local
// bash started once) runs each tool call's command by writing it to the
// shell's stdin pipe: the call's only effect is that write, to a value of
// a standard interface (io.Writer), which annovet otherwise takes for
// output. A local, or a field of the package's structs, that holds what a
// row marked Input returned (ssh's Session.StdinPipe) on some path is
// such a pipe, wherever it was obtained; a
// write to it may run what it is given in that program, which annovet
// does not judge: an exec it leaves open, so the tool is undecided and no
// fix calls it read-only.

// programInputAPI is a write to a program's standard input, seen as an
// API of its own.
var programInputAPI = API{Kind: Exec, Destructive: true, Open: true, Host: HostConfig}

// collectProgramInputs finds the locals and fields of the package that
// hold a program's standard input on some path (inputs).
func (a *analyzer) collectProgramInputs() {
	info := a.pass.TypesInfo
	add := func(v *types.Var, val ast.Expr) {
		if v != nil && v.IsField() && a.isProgramInput(val) {
			a.inputs[v] = true // a pipe on some paths: a write may run a command
		}
	}
	for _, f := range a.pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.AssignStmt:
				if len(n.Rhs) == 1 && len(n.Lhs) >= 1 {
					if call, ok := ast.Unparen(n.Rhs[0]).(*ast.CallExpr); ok && a.inputCall(call) {
						if v := astutil.IdentVar(info, n.Lhs[0]); v != nil && !v.IsField() {
							a.inputs[v] = true // stdin, err := s.StdinPipe()
						}
					}
				}
				if len(n.Lhs) == len(n.Rhs) {
					for i, lhs := range n.Lhs {
						if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok {
							if v, ok := info.ObjectOf(sel.Sel).(*types.Var); ok {
								add(v, n.Rhs[i]) // e.stdin = stdin
							}
						}
					}
				}
			case *ast.CompositeLit:
				if _, ok := underStruct(info.TypeOf(n)); !ok {
					return true
				}
				for _, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							v, _ := info.ObjectOf(id).(*types.Var)
							add(v, kv.Value) // &ShellExecutor{stdin: stdin}
						}
					}
				}
			}
			return true
		})
	}
}

// inputCall reports whether call calls a row marked Input.
func (a *analyzer) inputCall(call *ast.CallExpr) bool {
	fn := staticCallee(a.pass.TypesInfo, call)
	if fn == nil {
		return false
	}
	api := catalogueRow(fn)
	return api != nil && api.Input
}

// isProgramInput reports whether e is a program's standard input: a
// call of a row marked Input, or a local that holds one.
func (a *analyzer) isProgramInput(e ast.Expr) bool {
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		return a.inputCall(call)
	}
	v := astutil.IdentVar(a.pass.TypesInfo, e)
	return v != nil && a.inputs[v] && a.assigns[v] <= 1
}

// writesProgramInput reports whether call writes to a program's standard
// input: stdin.Write(b), e.stdin.Write(b), WriteString likewise.
func (a *analyzer) writesProgramInput(call *ast.CallExpr, m *types.Func) bool {
	if m.Name() != "Write" && m.Name() != "WriteString" {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	switch x := ast.Unparen(sel.X).(type) {
	case *ast.Ident:
		return a.isProgramInput(x)
	case *ast.SelectorExpr:
		v, ok := a.pass.TypesInfo.ObjectOf(x.Sel).(*types.Var)
		return ok && v.IsField() && a.inputs[v]
	}
	return false
}

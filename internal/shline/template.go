package shline

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A Piece is constant text of a line, or a hole the program fills: with
// the expression that fills it, where one does (a verb's argument, an
// operand of the concatenation).
type Piece struct {
	Text string
	Hole bool
	Expr ast.Expr
}

// A Line is a command line as the source builds it: constant text and
// holes, in order.
type Line []Piece

// Of returns the line a string expression builds: a constant, a
// concatenation, fmt.Sprintf with a constant format (each verb a hole), a
// local through alias, which gives the one value a local holds (nil when
// it is not one). ok is false when no constant text is known at all: the
// whole line is a value annovet cannot read.
func Of(info *types.Info, e ast.Expr, alias func(*types.Var) ast.Expr) (Line, bool) {
	return Template(info, e, alias).Known()
}

// Template returns the line a string expression builds, as Of reads it,
// known or not: a value annovet cannot read at all is one hole.
func Template(info *types.Info, e ast.Expr, alias func(*types.Var) ast.Expr) Line {
	return of(info, e, alias, 0).joined()
}

// Known returns the line, and ok false when it has no constant text at
// all.
func (l Line) Known() (Line, bool) {
	for _, p := range l {
		if !p.Hole && strings.TrimSpace(p.Text) != "" {
			return l, true
		}
	}
	return nil, false
}

func of(info *types.Info, e ast.Expr, alias func(*types.Var) ast.Expr, depth int) Line {
	hole := Line{{Hole: true, Expr: e}}
	if depth > 8 || e == nil {
		return hole
	}
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return Line{{Text: constant.StringVal(tv.Value)}}
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		if x.Op == token.ADD {
			return append(of(info, x.X, alias, depth+1), of(info, x.Y, alias, depth+1)...)
		}
	case *ast.CallExpr:
		fn := typeutil.StaticCallee(info, x)
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(x.Args) == 0 {
			break
		}
		tv, ok := info.Types[x.Args[0]]
		if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
			break
		}
		l := format(constant.StringVal(tv.Value))
		if strings.ContainsAny(constant.StringVal(tv.Value), "*[") {
			return l // arguments out of order: which fills a verb is not read
		}
		args := x.Args[1:]
		for i := range l {
			if l[i].Hole && len(args) > 0 {
				l[i].Expr, args = args[0], args[1:]
			}
		}
		return l
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok && alias != nil {
			if rhs := alias(v); rhs != nil {
				return of(info, rhs, alias, depth+1)
			}
		}
	}
	return hole
}

// format splits a fmt format into its text and a hole per verb.
func format(f string) Line {
	var l Line
	var text strings.Builder
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			text.WriteByte(f[i])
			continue
		}
		i++
		if i < len(f) && f[i] == '%' {
			text.WriteByte('%')
			continue
		}
		// Flags, width, precision and argument indexes, then the verb.
		for i < len(f) && strings.IndexByte("+-# 0123456789.*[]", f[i]) >= 0 {
			i++
		}
		if text.Len() > 0 {
			l = append(l, Piece{Text: text.String()})
			text.Reset()
		}
		l = append(l, Piece{Hole: true})
	}
	if text.Len() > 0 {
		l = append(l, Piece{Text: text.String()})
	}
	return l
}

// joined merges adjacent text.
func (l Line) joined() Line {
	var out Line
	for _, p := range l {
		if n := len(out); n > 0 && !p.Hole && !out[n-1].Hole {
			out[n-1].Text += p.Text
			continue
		}
		out = append(out, p)
	}
	return out
}

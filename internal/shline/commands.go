package shline

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// holeWord stands for a hole in the text the shell parser reads, followed
// by the hole's index: a word no program is named.
const holeWord = "ANNOVETHOLE"

// A Command is a simple command a line runs: the program its first word
// names and the words after it. A word that is not literal text (a hole,
// a variable, a command substitution) is Unknown in Args.
type Command struct {
	Name string
	// Chosen says that a hole names the program: whoever fills the hole
	// (the line's piece Hole) picks what runs.
	Chosen bool
	Hole   int
	Args   []string
}

// Unknown stands in Args for a word that is not literal text.
const Unknown = "\x00"

// Text returns the line with each hole a word of its own kind.
func (l Line) Text() string {
	var b strings.Builder
	for i, p := range l {
		if p.Hole {
			b.WriteString(holeWord + strconv.Itoa(i))
			continue
		}
		b.WriteString(p.Text)
	}
	return b.String()
}

// A Reading is what a line runs: its simple commands, in the order they
// appear (those of pipelines, lists, conditions, loops and command
// substitutions alike, whichever run), and whether it writes a file by
// redirecting output (anywhere but /dev/null and the standard streams).
type Reading struct {
	Commands []Command
	Writes   bool
}

// Read parses the line, ok false when no command-by-command reading can
// say what it runs: it does not parse, it defines a function or starts a
// coprocess, or a command's name is neither literal text nor a hole (a
// variable's value).
func (l Line) Read() (r Reading, ok bool) {
	f, err := syntax.NewParser().Parse(strings.NewReader(l.Text()), "")
	if err != nil {
		return Reading{}, false
	}
	ok = true
	syntax.Walk(f, func(n syntax.Node) bool {
		if !ok {
			return false
		}
		switch x := n.(type) {
		case *syntax.FuncDecl, *syntax.CoprocClause:
			ok = false
		case *syntax.Redirect:
			r.Writes = r.Writes || writes(x)
		case *syntax.CallExpr:
			if len(x.Args) == 0 {
				return true // assignments only: the shell's own variables
			}
			name, lit := wordText(x.Args[0])
			cmd := Command{Name: name}
			switch {
			case strings.Contains(name, holeWord):
				cmd = Command{Chosen: true, Hole: holeIndex(name)}
			case !lit:
				ok = false
				return false
			}
			for _, w := range x.Args[1:] {
				text, lit := wordText(w)
				if !lit || strings.Contains(text, holeWord) {
					text = Unknown
				}
				cmd.Args = append(cmd.Args, text)
			}
			r.Commands = append(r.Commands, cmd)
		}
		return true
	})
	if !ok {
		return Reading{}, false
	}
	return r, true
}

// writes reports whether a redirection writes a file: output sent
// anywhere but a sink or a standard stream, or a file opened for reading
// and writing.
func writes(r *syntax.Redirect) bool {
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrInOut, syntax.RdrClob, syntax.AppClob, syntax.RdrAll, syntax.RdrAllClob, syntax.AppAll, syntax.AppAllClob:
		target, lit := wordText(r.Word)
		switch {
		case !lit:
			return true
		case target == "/dev/null", target == "/dev/stdout", target == "/dev/stderr":
			return false
		}
		return true
	case syntax.DplOut:
		// >&2 and >&- duplicate or close a descriptor; >& FILE is &>.
		target, lit := wordText(r.Word)
		return !lit || strings.Trim(target, "0123456789-") != "" && target != "/dev/null"
	}
	return false
}

// wordText returns a word's text when it is literal: plain, single- or
// double-quoted text, with no expansion.
func wordText(w *syntax.Word) (string, bool) {
	if w == nil {
		return "", false
	}
	var b strings.Builder
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			b.WriteString(p.Value)
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				lit, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				b.WriteString(lit.Value)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}

// holeIndex returns the index of the first hole a word holds.
func holeIndex(word string) int {
	_, after, _ := strings.Cut(word, holeWord)
	end := 0
	for end < len(after) && after[end] >= '0' && after[end] <= '9' {
		end++
	}
	i, _ := strconv.Atoi(after[:end])
	return i
}

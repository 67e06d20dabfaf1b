package lsp

import (
	"bytes"
	"net/url"
	"path/filepath"
	"unicode/utf16"
	"unicode/utf8"
)

// offsetOf returns the byte offset of a 1-based line and byte column in
// text, clamped to the text.
func offsetOf(text []byte, line, col int) int {
	off := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(text[off:], '\n')
		if i < 0 {
			return len(text)
		}
		off += i + 1
	}
	return min(off+max(col-1, 0), len(text))
}

// positionAt converts a byte offset in text to an LSP position: 0-based
// line, column in UTF-16 code units.
func positionAt(text []byte, offset int) Position {
	offset = min(max(offset, 0), len(text))
	line := bytes.Count(text[:offset], []byte("\n"))
	lineStart := bytes.LastIndexByte(text[:offset], '\n') + 1
	chars := 0
	for s := text[lineStart:offset]; len(s) > 0; {
		r, n := utf8.DecodeRune(s)
		chars += utf16.RuneLen(r)
		s = s[n:]
	}
	return Position{Line: line, Character: chars}
}

func rangeAt(text []byte, start, end int) Range {
	return Range{Start: positionAt(text, start), End: positionAt(text, max(end, start))}
}

func overlaps(a, b Range) bool {
	return !before(a.End, b.Start) && !before(b.End, a.Start)
}

func before(p, q Position) bool {
	return p.Line < q.Line || p.Line == q.Line && p.Character < q.Character
}

func pathOf(uri string) string {
	u, err := url.Parse(uri)
	if err != nil || u.Scheme != "file" {
		return uri
	}
	return filepath.FromSlash(u.Path)
}

func uriOf(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// Package analyzerdoc gives an analyzer its Doc from the "# Analyzer NAME"
// section of its package's doc.go, so that the text lives once: in the
// package documentation that go doc shows, and in the analyzer's help. It
// follows x/tools's passes, whose helper for this is internal to x/tools.
package analyzerdoc

import (
	"fmt"
	"go/parser"
	"go/token"
	"strings"
)

// MustExtract returns the section "# Analyzer name" of the package doc
// comment of content (a doc.go), up to the next heading, without its
// "name: " prefix: a title line, a blank line, the body. It panics when
// there is no such section, which a test of the package catches.
func MustExtract(content, name string) string {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil || f.Doc == nil {
		panic(fmt.Sprintf("analyzerdoc: doc.go of %s has no package comment: %v", name, err))
	}
	text := f.Doc.Text()
	heading := "# Analyzer " + name + "\n"
	i := strings.Index(text, heading)
	if i < 0 {
		panic(fmt.Sprintf("analyzerdoc: doc.go has no %q section", strings.TrimSpace(heading)))
	}
	text = text[i+len(heading):]
	if j := strings.Index(text, "\n# "); j >= 0 {
		text = text[:j]
	}
	text = strings.TrimSpace(text)
	prefix := name + ": "
	if !strings.HasPrefix(text, prefix) {
		panic(fmt.Sprintf("analyzerdoc: the %s section does not start with %q", name, prefix))
	}
	return strings.TrimPrefix(text, prefix)
}

package driver

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// embedMissing matches the go command's errors for a //go:embed pattern
// that matches no file, or a directory with nothing to embed in it (a
// dist/.gitkeep): a build step's output (a web UI's dist directory, a
// helper binary) that a checkout does not hold.
var embedMissing = regexp.MustCompile(`^(?:pattern (.+): no matching files found|pattern (.+): cannot embed directory .+: contains no embeddable files)$`)

// embedsMissing removes the errors of //go:embed patterns that match no
// file and returns one note for each. The go command refuses to build such
// a package, but its types do not depend on the files: the type checker
// checked it whole, so it and its importers are analyzed. What the files
// would have held (a table of tools in JSON, say) is unknown to annovet,
// as the note says.
func embedsMissing(pkgs []*packages.Package) []problem {
	var notes []problem
	dropErrors(pkgs, func(p *packages.Package, e packages.Error) bool {
		m := embedMissing.FindStringSubmatch(e.Msg)
		if e.Kind != packages.ListError || m == nil {
			return false
		}
		pattern := m[1] + m[2]
		if !slices.ContainsFunc(p.EmbedPatterns, func(ep string) bool { // go/packages makes them absolute
			return ep == pattern || strings.HasSuffix(filepath.ToSlash(ep), "/"+pattern)
		}) {
			return false // not a pattern of the package's own
		}
		notes = append(notes, problem{
			text: fmt.Sprintf("%s embeds %s, which matches no file here (built by another step?): analyzed without it, so what it holds is unknown", p.PkgPath, pattern),
			pos:  errorPosition(e),
			note: true,
		})
		return true
	})
	return notes
}

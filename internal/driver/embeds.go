package driver

import (
	"fmt"
	"regexp"

	"golang.org/x/tools/go/packages"
)

// embedMissing matches the go command's error for a //go:embed pattern
// that matches no file: a build step's output (a web UI's dist directory,
// a helper binary) that a checkout does not hold.
var embedMissing = regexp.MustCompile(`^pattern (.+): no matching files found$`)

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
		notes = append(notes, problem{
			text: fmt.Sprintf("%s embeds %s, which matches no file here (built by another step?): analyzed without it, so what it holds is unknown", p.PkgPath, m[1]),
			pos:  errorPosition(e),
			note: true,
		})
		return true
	})
	return notes
}

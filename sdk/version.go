package sdk

import (
	"slices"

	"golang.org/x/mod/semver"

	"github.com/annovet/annovet/model"
)

// A WireRule is how one range of an SDK's releases puts a hint into the
// annotations object of tools/list.
type WireRule int

const (
	// WirePointer: a *bool with omitempty, sent exactly when the source
	// sets it.
	WirePointer WireRule = iota + 1
	// WireAlways: a plain bool without omitempty, always sent (false when
	// the source leaves it unset).
	WireAlways
	// WireOmitFalse: a plain bool with omitempty, sent only when true: a
	// false value never reaches the wire, and clients apply the spec's
	// default instead.
	WireOmitFalse
)

// A Version is how a range of an SDK's releases spells annotations on the
// wire: from Since up to the next row's Since. Rows are declared in release
// order; the first row's Since is "" (every earlier release).
type Version struct {
	Since string
	// NoAnnotations: these releases never send an annotations object
	// (they have no annotations type, or do not marshal it).
	NoAnnotations bool
	// Hints gives each hint's wire rule.
	Hints [len(model.Hints)]WireRule
	// Restore is a run-time setting that brings back the previous row's
	// rules, when the SDK keeps one (go-sdk's MCPGODEBUG=hintomitempty=1).
	// annovet cannot see a server's environment: it assumes the setting
	// is off.
	Restore string
	// Tested are the releases whose marshalled tools the wire oracle test
	// compares with this row (testdata/wire/<sdk>-<version>).
	Tested []string
}

// Pointer reports whether the hint's field is a *bool in these releases.
func (v *Version) Pointer(h model.HintName) bool { return v.Hints[h] == WirePointer }

// Drops reports whether these releases leave the hint out of the wire when
// its value is value.
func (v *Version) Drops(h model.HintName, value bool) bool {
	return v.NoAnnotations || (v.Hints[h] == WireOmitFalse && !value)
}

// Row returns the row that describes release version of the SDK, and
// whether version named one; an unknown version (a replaced or vendored
// module, a build without module information) gets the newest row.
func (s *Spec) Row(version string) (*Version, bool) {
	if !semver.IsValid(version) {
		return &s.Versions[len(s.Versions)-1], false
	}
	for i := len(s.Versions) - 1; i > 0; i-- {
		if semver.Compare(version, s.Versions[i].Since) >= 0 {
			return &s.Versions[i], true
		}
	}
	return &s.Versions[0], true
}

// Fixed returns the first release after version whose rule sends h when it
// is false, or "" when none does.
func (s *Spec) Fixed(version string, h model.HintName) string {
	for _, v := range s.Versions {
		if v.Since != "" && semver.Compare(v.Since, version) > 0 && !v.Drops(h, false) {
			return v.Since
		}
	}
	return ""
}

// Releases lists, in release order, every release of the SDK a test checks
// this adapter against: the version rows' oracle releases and the release
// the reflection test reads the types of.
func (s *Spec) Releases() []string {
	var all []string
	for _, v := range s.Versions {
		all = append(all, v.Tested...)
	}
	all = append(all, s.Tested...)
	semver.Sort(all)
	return slices.Compact(all)
}

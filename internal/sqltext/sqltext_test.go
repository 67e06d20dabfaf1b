package sqltext

import "testing"

func TestVerbAndClassify(t *testing.T) {
	for s, want := range map[string]Action{
		"SELECT * FROM t":                Read,
		"  -- comment\nupdate t set x=1": Overwrite,
		"/* hint */ DELETE FROM t":       Delete,
		"BEGIN":                          Control,
		"insert into t values (1)":       Insert,
		"SHOW CREATE TABLE ":             Read,
		"":                               Unknown,
		"frobnicate":                     Unknown,
		"-- only a comment":              Unknown,
	} {
		if got := Classify(Verb(s)); got != want {
			t.Errorf("Classify(Verb(%q)) = %v, want %v", s, got, want)
		}
	}
}

// Package tags defines its own annotation structs with json tags.
package tags

// Annotations is converted to the SDK's annotations later.
type Annotations struct {
	Title       string `json:"title,omitempty"`
	ReadOnly    bool   `json:"readonly_hint"`                // want `struct Annotations tags a field json:"readonly_hint", which is not an annotation key.*did you mean "readOnlyHint"\?`
	Destructive *bool  `json:"destructiveHint,omitempty"`
	OpenWorld   *bool  `json:"openworld,omitempty" yaml:"ow"` // want `did you mean "openWorldHint"\?`
}

// Hints has a real hint key: a neighbor's near miss is reported.
type Hints struct {
	RO bool `json:"readOnlyHint"`
	ID bool `json:"idempotent_hint"` // want `struct Hints tags a field json:"idempotent_hint"`
}

// Not reported: structs whose tags are far from any hint.
type Page struct {
	Title    string `json:"title"`
	ReadOnly bool   `json:"read_only"`
}

type Config struct {
	Name        string `json:"name"`
	Description string `json:"description"`
}

// Package maps builds tool descriptions as maps, the way proxies and
// gateways do.
package maps

func Tools() []map[string]any {
	return []map[string]any{
		{
			"name":        "read_file",
			"description": "Read a file.",
			"annotations": map[string]any{
				"title":       "Read File",
				"readOnlyHnt": true,  // want `tool "read_file": annotation key "readOnlyHnt" is not a hint and is silently dropped .*; did you mean "readOnlyHint"\?`
				"openWorld":   false, // want `did you mean "openWorldHint"\?`
			},
		},
		{
			"name": "delete_file",
			"annotations": map[string]any{
				"read_only_hint":   false, // want `annotation key "read_only_hint" .* did you mean "readOnlyHint"\?`
				"destructive_hint": true,  // want `did you mean "destructiveHint"\?`
				"idempotent":       true,  // want `did you mean "idempotentHint"\?`
				"ReadOnlyHint":     false, // want `did you mean "readOnlyHint"\?`
				"readonlyHint":     false, // want `did you mean "readOnlyHint"\?`
			},
		},
	}
}

// A flat map with a real hint: its neighbors are checked too.
var flat = map[string]any{
	"readOnlyHint":    "true", // want `annotation "readOnlyHint" has a string value, but it must be a boolean`
	"destructivehint": false,  // want `did you mean "destructiveHint"\?`
}

// Not reported: unrelated maps with a title key, keys far from every hint.
var page = map[string]any{"title": "Home", "readonly": true, "name": "x"}

var labels = map[string]string{"name": "x", "description": "y", "title": "z"}

var fine = map[string]any{
	"readOnlyHint":   true,
	"openWorldHint":  false,
	"description":    "not an annotation, but far from every hint",
	"idempotentHint": true,
}

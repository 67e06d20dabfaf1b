// Package hintkeys defines an Analyzer that finds unknown and misspelled
// annotation keys where the compiler cannot see them.
//
// # Analyzer hintkeys
//
// hintkeys: report misspelled annotation keys in maps, JSON text and struct tags
//
// In Go, a misspelled field of mcp.ToolAnnotations does not compile. But
// tools also travel as data: proxies and gateways build map[string]any tool
// descriptions, servers load tools from JSON text, projects define their own
// annotation structs with json tags. There a misspelled hint is silently
// dropped (the spec's schema allows unknown keys and SDK decoders ignore
// them), and the tool quietly loses its annotation: no build error, no test
// failure, no runtime symptom.
//
// hintkey (the check ID) reports, with a fix to the nearest valid key:
//
//   - keys of map[string]... literals that hold annotations (the value of an
//     "annotations" key, or a map with at least one real hint key);
//   - keys under "annotations" in JSON text in string literals, raw or
//     interpreted (the fix keeps the literal's escaping), when the object
//     belongs to a tool (it holds a real hint, or its owner has a name and a
//     description or input schema);
//   - json struct tags of structs named like annotations or holding a real
//     hint key;
//   - values of the wrong kind for a real hint ("readOnlyHint": "true").
//
// The valid keys are exactly title, readOnlyHint, destructiveHint,
// idempotentHint and openWorldHint. A key is a near miss when it matches one
// up to case, '_' and '-' (read_only_hint, ReadOnlyHint), is a known alias
// (readOnly, destructive, idempotent, openWorld), or is within a small edit
// distance (readOnlyHnt). Keys far from every hint (name, description) are
// never reported.
//
// JSON files embedded with //go:embed are not read: the go/analysis contract
// gives an analyzer no access to them.
package hintkeys

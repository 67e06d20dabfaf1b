// Package profile holds annovet's profiles: what a consumer of a server's
// tools demands beyond the MCP specification's minimum. The specification
// lets every hint default; some clients and tool directories reject a
// server whose tools leave hints implicit, even when the defaults are
// right. A profile names such a consumer, the hints it wants explicit, and
// where it says so.
//
// The profile is chosen with the annotations analyzer's -profile flag
// (annovet -annotations.profile=chatgpt-apps ./...), the "profile" key of
// .annovet.json, or the golangci-lint plugin's "profile" setting. The
// default, spec, asks for nothing beyond the other checks.
package profile

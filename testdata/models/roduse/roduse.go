// want package:"analyzed"

// Package roduse closes a headless browser as browser-automation MCP
// servers do (xiaohongshu-mcp through headless_browser): the launcher's
// Cleanup removes the browser's user-data directory, its profile, which
// the launcher made under the OS temp directory. The server's own
// profile is its plumbing, not data a tool changes.
package roduse

import "github.com/go-rod/rod/lib/launcher"

func closeBrowser(l *launcher.Launcher) {
	l.Cleanup()
}

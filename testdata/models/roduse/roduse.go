// want package:"analyzed"

// Package roduse launches and closes a headless browser as
// browser-automation MCP servers do (xiaohongshu-mcp through
// headless_browser): the launcher's Browser downloads the browser into
// its own cache when it is missing, the launcher's Kill stops the browser process it
// started when the browser does not answer, and its Cleanup removes the
// browser's user-data directory, its profile, which the launcher made
// under the OS temp directory. The server's own browser and profile are
// its plumbing, not data a tool changes.
package roduse

import "github.com/go-rod/rod/lib/launcher"

func closeBrowser(l *launcher.Launcher) {
	l.Cleanup()
}

func stopBrowser(l *launcher.Launcher) {
	l.Kill()
}

func browserBinary() (string, error) {
	return launcher.NewBrowser().Get()
}

func launchBrowser() string {
	return launcher.New().MustLaunch()
}

// Package filecache has read-only tools: one lists channels from a cache
// file it refreshes when the file is missing or stale, one appends to a
// notes file it reads first, one creates the directory its caller names
// unless it exists; one fills the server's kubeconfig in a dot-directory
// of the home when it is missing, one a file in the home itself.
package filecache

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Provider struct {
	cachePath string
	notesPath string
	channels  []string
}

func (p *Provider) refresh(force bool) error {
	if !force {
		if data, err := os.ReadFile(p.cachePath); err == nil {
			if json.Unmarshal(data, &p.channels) == nil && len(p.channels) > 0 {
				return nil
			}
		}
	}
	p.channels = []string{"general"} // fetched
	data, _ := json.Marshal(p.channels)
	return os.WriteFile(p.cachePath, data, 0o644)
}

func (p *Provider) note(text string) error {
	data, err := os.ReadFile(p.notesPath)
	if err != nil {
		return err
	}
	return os.WriteFile(p.notesPath, append(data, text...), 0o644)
}

func (p *Provider) list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := p.refresh(req.GetBool("force", false)); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("ok"), nil
}

func (p *Provider) remember(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, p.note(req.GetString("text", ""))
}

func Register(s *server.MCPServer, p *Provider) {
	// The cache file is the server's: refreshing it changes nothing a
	// person asked for.
	s.AddTool(mcp.NewTool("channels_list", mcp.WithTitleAnnotation("List Channels"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), p.list)
	// The notes file is data: its read returns only when it fails.
	s.AddTool(mcp.NewTool("remember", mcp.WithTitleAnnotation("Remember"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "remember" is marked read-only, but its handler writes: \(\*filecache.Provider\).remember -> \(\*filecache.Provider\).note -> os.WriteFile;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), p.remember)
}

// mkdir creates a directory the caller names, after checking it is not
// there: a create, not a cache.
func mkdir(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := clean(req.GetString("path", ""))
	if _, err := os.Stat(path); err == nil {
		return mcp.NewToolResultText("exists"), nil
	}
	return nil, os.MkdirAll(path, 0o755)
}

func clean(p string) string { return p }

func RegisterDirs(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_directory", mcp.WithTitleAnnotation("Create Directory"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "create_directory" is marked read-only, but its handler writes: filecache.mkdir -> os.MkdirAll;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), mkdir)
}

// ensureKubeconfig writes the server's kubeconfig in a dot-directory of
// the user's home when there is none yet: the server's own file, filled
// when missing. ensureNotes does the same to a file in the home itself,
// which is the user's: a write, though one that only creates (it returns
// where the file is there), so destructiveHint=false stays.
func ensureKubeconfig() error {
	home, err := os.UserHomeDir()
	if err != nil {
		return err
	}
	file := filepath.Join(home, ".kube", "config")
	if _, err := os.Stat(file); err == nil {
		return nil
	}
	return os.WriteFile(file, []byte("apiVersion: v1"), 0o600)
}

func ensureNotes() error {
	home, err := os.UserHomeDir()
	if err != nil {
		return err
	}
	file := filepath.Join(home, "notes.txt")
	if _, err := os.Stat(file); err == nil {
		return nil
	}
	return os.WriteFile(file, nil, 0o600)
}

func RegisterKube(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("top_nodes", mcp.WithTitleAnnotation("Top Nodes"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, ensureKubeconfig()
		})
	s.AddTool(mcp.NewTool("open_notes", mcp.WithTitleAnnotation("Open Notes"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "open_notes" is marked read-only, but its handler writes: filecache.ensureNotes -> os.WriteFile;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, ensureNotes()
		})
}

// releaseNotes keeps the day's release notes in a file named for the day:
// read when it is there, else fetched and written, the same cache in an
// if and its else.
func releaseNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := "release-notes-" + time.Now().Format("2006-01-02") + ".html"
	var out []byte
	var err error
	if _, err = os.Stat(path); err == nil {
		out, err = os.ReadFile(path)
	} else {
		out = []byte("<html>fetched</html>")
		err = os.WriteFile(path, out, 0o600)
	}
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(out)), nil
}

func RegisterNotes(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("release_notes", mcp.WithTitleAnnotation("Release Notes"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)), releaseNotes)
}

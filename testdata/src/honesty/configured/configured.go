// Package configured has read-only tools whose handlers write only where
// the server's configuration says so (snyk's studio-mcp writes a scan's
// output to a file when the operator set an output directory): which
// configuration runs annovet cannot see, so those writes decide no hint.
// A write the tool's arguments turn on, or one behind a check that a
// handle is there, is the tool's.
package configured

import (
	"context"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Settings is what the server was started with.
type Settings struct {
	values map[string]string
}

// IsSet reports whether the operator set key.
func (s *Settings) IsSet(key string) bool { _, ok := s.values[key]; return ok }

// Get returns the value of key.
func (s *Settings) Get(key string) string { return s.values[key] }

const outputDir = "output_dir"

// deliver writes the result to the configured directory when one is set.
func deliver(settings *Settings, name, out string) (*mcp.CallToolResult, error) {
	if settings.IsSet(outputDir) {
		path := filepath.Join(settings.Get(outputDir), name+".json")
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("written to " + path), nil
	}
	return mcp.NewToolResultText(out), nil
}

// scanHandler makes the handler of a scan, given the settings once at
// registration.
func scanHandler(settings *Settings, name string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return deliver(settings, name, "{}")
	}
}

// Exporter keeps the settings it was made with.
type Exporter struct {
	settings *Settings
	file     *os.File
}

// export writes a copy when the exporter's settings ask for one.
func (x *Exporter) export(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if x.settings.Get("copy_to") != "" {
		if err := os.WriteFile(x.settings.Get("copy_to"), []byte("{}"), 0o644); err != nil {
			return nil, err
		}
	}
	return mcp.NewToolResultText("{}"), nil
}

// rotate removes the log when one is open: a test of a handle, not of a
// setting.
func (x *Exporter) rotate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if x.file != nil {
		if err := os.Remove(x.file.Name()); err != nil {
			return nil, err
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

type saveArgs struct {
	Path string `json:"path"`
	Keep bool   `json:"keep"`
}

func (a saveArgs) wantsCopy() bool { return a.Keep }

// save writes when the caller asks for it: the tool's arguments turn it on.
func save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args saveArgs
	if err := req.BindArguments(&args); err != nil {
		return nil, err
	}
	return keep(args)
}

func keep(args saveArgs) (*mcp.CallToolResult, error) {
	if args.wantsCopy() {
		if err := os.WriteFile(args.Path, []byte("{}"), 0o644); err != nil {
			return nil, err
		}
	}
	return mcp.NewToolResultText("ok"), nil
}

// job is a value the handler builds from the tool's arguments: a test of
// its fields is the caller's choice, not a setting.
type job struct {
	path  string
	prune bool
}

func (j *job) run() error {
	if j.prune {
		return os.RemoveAll(j.path)
	}
	return nil
}

func clean(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := &job{path: req.GetString("path", ""), prune: req.GetBool("prune", false)}
	return mcp.NewToolResultText("ok"), j.run()
}

func Register(s *server.MCPServer, settings *Settings, x *Exporter) {
	readOnly := []mcp.ToolOption{
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	}
	s.AddTool(mcp.NewTool("scan", append([]mcp.ToolOption{mcp.WithToolTitle("Scan")}, readOnly...)...), scanHandler(settings, "scan"))
	s.AddTool(mcp.NewTool("export", append([]mcp.ToolOption{mcp.WithToolTitle("Export")}, readOnly...)...), x.export)
	s.AddTool(mcp.NewTool("rotate", append([]mcp.ToolOption{mcp.WithToolTitle("Rotate")}, readOnly...)...), x.rotate) // want `tool "rotate" is marked read-only, but its handler deletes`
	s.AddTool(mcp.NewTool("clean", append([]mcp.ToolOption{mcp.WithToolTitle("Clean")}, readOnly...)...), clean)      // want `tool "clean" is marked read-only, but its handler deletes`
	s.AddTool(mcp.NewTool("save", append([]mcp.ToolOption{mcp.WithToolTitle("Save")}, readOnly...)...), save)         // want `tool "save" is marked read-only, but its handler writes`
}

// Package templates has tools that parse a Go template their caller
// writes: a template runs no code but the functions it was given, so one
// given none, or only functions with no effect, only formats, and one
// given a function with an effect is a script.
package templates

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os/exec"
	"strings"
	"text/template"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type entry struct{ Severity, Text string }

func render(t *template.Template, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, entry{"INFO", "started"}); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(b.String()), nil
}

// parseFormat parses a format in a helper, as the tools' own code does.
func parseFormat(format string) (*template.Template, error) {
	return template.New("format").Parse(format)
}

// randomString computes a value: a function with no effect.
func randomString(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "abcdef"[rand.IntN(6)]
	}
	return string(b)
}

func run(name string) string {
	out, _ := exec.Command(name).Output()
	return string(out)
}

func Register(s *server.MCPServer) {
	readOnly := []mcp.ToolOption{
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	}
	// The caller's format only lays out each entry.
	s.AddTool(mcp.NewTool("format_logs", append([]mcp.ToolOption{mcp.WithToolTitle("Format logs")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return render(template.New("log").Parse(req.GetString("format", "{{.Text}}")))
		})
	// The same through a local, with other delimiters.
	s.AddTool(mcp.NewTool("format_brackets", append([]mcp.ToolOption{mcp.WithToolTitle("Format with brackets")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t := template.New("log").Delims("[[", "]]")
			return render(t.Parse(req.GetString("format", "[[.Text]]")))
		})
	// The same through a helper.
	s.AddTool(mcp.NewTool("format_helper", append([]mcp.ToolOption{mcp.WithToolTitle("Format through a helper")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return render(parseFormat(req.GetString("format", "{{.Text}}")))
		})
	// Given functions that only compute (mcp-nats's publish: a message
	// template with a Random function): it only formats.
	s.AddTool(mcp.NewTool("format_random", append([]mcp.ToolOption{mcp.WithToolTitle("Format with random parts")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			funcs := template.FuncMap{"Random": randomString, "Upper": strings.ToUpper}
			return render(template.New("msg").Funcs(funcs).Parse(req.GetString("body", "{{Random 8}}")))
		})
	// Given a function that runs a program: the template is a script.
	s.AddTool(mcp.NewTool("render", append([]mcp.ToolOption{mcp.WithToolTitle("Render")}, readOnly...)...), // want `tool "render" passes argument "template" to \(\*template.Template\).Parse as a script, so what a call does depends on its arguments, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return render(template.New("t").Funcs(template.FuncMap{"run": run}).Parse(req.GetString("template", "")))
		})
	// Given the functions later, on the local.
	s.AddTool(mcp.NewTool("render_later", append([]mcp.ToolOption{mcp.WithToolTitle("Render later")}, readOnly...)...), // want `tool "render_later" passes argument "template" to \(\*template.Template\).Parse as a script, so what a call does depends on its arguments, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t := template.New("t")
			t.Funcs(template.FuncMap{"run": run})
			return render(t.Parse(req.GetString("template", "")))
		})
}

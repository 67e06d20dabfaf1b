// Package shell runs a fixed program with a command line, as
// mcp-kubernetes's command package does.
package shell

import (
	"context"
	"os/exec"
	"strings"
)

// Process runs Command.
type Process struct {
	Command string
}

// New returns a Process for the program command.
func New(command string) *Process { return &Process{Command: command} }

// Run runs the program with args, which may name the program itself;
// without args, the program alone.
func (p *Process) Run(ctx context.Context, args string) (string, error) {
	line := args
	if args != "" && !strings.HasPrefix(line, p.Command) {
		line = p.Command + " " + line
	} else if args == "" {
		line = p.Command
	}
	parts := strings.Fields(line)
	out, err := exec.CommandContext(ctx, parts[0], parts[1:]...).Output()
	return string(out), err
}

// want package:"analyzed" package:"exported RunLine" package:"methods Run:Process"

// Package shlexuse splits command lines with the real shlex, as the shell
// helpers of mcp-kubernetes and aks-mcp do: shlex only computes, so the
// words are the line's, and the program run is the one the line names.
package shlexuse

import (
	"os/exec"
	"strings"

	"github.com/google/shlex"
)

// RunLine runs the program and the arguments line names.
func RunLine(line string) error { // want RunLine:`^effects exec!\(program=param0\)\?\(exec.Command\)$`
	words, err := shlex.Split(line)
	if err != nil || len(words) == 0 {
		return err
	}
	return exec.Command(words[0], words[1:]...).Run()
}

// Process runs Command.
type Process struct{ Command string }

// Run runs the process's program with args, or args itself where it names
// the program, or the program alone: args is the program on some paths.
func (p *Process) Run(args string) error { // want Run:`^effects exec!\(program=may:param0\)\?\(shlexuse.RunLine -> exec.Command\)$`
	commands := args
	if args != "" && !strings.HasPrefix(commands, p.Command) {
		commands = p.Command + " " + commands
	} else if args == "" {
		commands = p.Command
	}
	return RunLine(commands)
}

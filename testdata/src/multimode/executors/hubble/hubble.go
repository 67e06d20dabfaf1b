// Package hubble runs the caller's hubble command line, and a fixed status
// query.
package hubble

import (
	"context"
	"fmt"

	"example.com/t/multimode/executors/shell"
)

// Executor runs the caller's hubble command.
type Executor struct{}

// Execute runs params["command"] with hubble.
func (e *Executor) Execute(ctx context.Context, params map[string]any) (string, error) {
	command, ok := params["command"].(string)
	if !ok {
		return "", fmt.Errorf("command is required")
	}
	return shell.New("hubble").Run(ctx, command)
}

// Status runs one fixed command whatever the call asks.
type Status struct{}

// Execute runs hubble status.
func (Status) Execute(ctx context.Context, params map[string]any) (string, error) {
	return shell.New("hubble").Run(ctx, "status")
}

// Observe fills one parameter of a fixed command.
type Observe struct{}

// Execute runs hubble observe for params["node"].
func (Observe) Execute(ctx context.Context, params map[string]any) (string, error) {
	node, _ := params["node"].(string)
	return shell.New("hubble").Run(ctx, "observe --node "+node)
}

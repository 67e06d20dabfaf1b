// Package adapter wraps an executor, as aks-mcp's WrapK8sExecutor wraps
// mcp-kubernetes's: the wrapper checks the call and hands it on to the
// executor it holds.
package adapter

import (
	"context"
	"errors"

	"example.com/t/multimode/executors/tools"
)

// Wrap returns an executor that runs e after checking the arguments.
func Wrap(e tools.CommandExecutor) tools.CommandExecutor {
	return &adapter{inner: e}
}

type adapter struct {
	inner tools.CommandExecutor
}

// Execute hands the arguments on to the executor it holds.
func (a *adapter) Execute(ctx context.Context, params map[string]any) (string, error) {
	if len(params) == 0 {
		return "", errors.New("no arguments")
	}
	return a.inner.Execute(ctx, params)
}

// Package wait polls, as melange-cli's internal/wait does.
package wait

import (
	"context"
	"time"
)

// Options configure Poll; a nil Sleep sleeps on the context.
type Options struct {
	Sleep func(ctx context.Context, d time.Duration) error
}

// Poll sleeps once with the options' Sleep.
func Poll(ctx context.Context, opts Options) error {
	sleep := opts.Sleep
	if sleep == nil {
		sleep = sleepContext
	}
	return sleep(ctx, time.Millisecond)
}

func sleepContext(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}

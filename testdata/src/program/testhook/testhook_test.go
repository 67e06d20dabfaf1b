package testhook

import (
	"context"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// fakeClock is the tests' clock: it records each sleep.
type fakeClock struct{ slept []time.Duration }

func (c *fakeClock) Sleep(_ context.Context, d time.Duration) error {
	c.slept = append(c.slept, d)
	return nil
}

func TestStatus(t *testing.T) {
	clock := &fakeClock{}
	pollSleep = clock.Sleep
	Register(server.NewMCPServer("test", "1.0.0"))
	if _, err := status(context.Background(), mcp.CallToolRequest{}); err != nil {
		t.Fatal(err)
	}
}

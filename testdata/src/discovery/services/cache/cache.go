// Package cache keeps a service's tool definitions once they are built.
package cache

import (
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
)

type ToolsCache struct {
	mu     sync.Mutex
	tools  []mcp.Tool
	cached bool
}

func NewToolsCache() *ToolsCache { return &ToolsCache{} }

// Get returns the cached tools, or what provider builds.
func (c *ToolsCache) Get(provider func() []mcp.Tool) []mcp.Tool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.cached {
		return c.tools
	}
	c.tools = provider()
	c.cached = true
	return c.tools
}

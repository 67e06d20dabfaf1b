// Package gitlab declares tools as (tool, handler) pairs returned by
// constructors and passed whole to toolsets.NewServerTool.
package gitlab

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/compose/toolsets"
)

// GetFile reads a file.
func GetFile(dir string) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("get_file", mcp.WithReadOnlyHintAnnotation(true)), // want `mcp-go tool "get_file"`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, err := os.ReadFile(dir + "/" + req.GetString("path", ""))
			return nil, err
		}
}

// Client is a file client.
type Client struct{ dir string }

// Read reads a file.
func (c *Client) Read(name string) ([]byte, error) { return os.ReadFile(c.dir + "/" + name) }

// ReadFile reads a file through a client its getter makes: the handler calls
// the getter for the client, not to forward the call, so it stays the
// handler.
func ReadFile(getClient func(ctx context.Context) (*Client, error)) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("read_file", mcp.WithReadOnlyHintAnnotation(true)), // want `mcp-go tool "read_file"`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			c, err := getClient(ctx)
			if err != nil {
				return nil, err
			}
			data, err := c.Read(req.GetString("path", ""))
			return mcp.NewToolResultText(string(data)), err
		}
}

// DeleteFile deletes a file.
func DeleteFile(dir string) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("delete_file"), // want `mcp-go tool "delete_file"`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, os.Remove(dir + "/" + req.GetString("path", ""))
		}
}

// Files is the files toolset.
func Files(dir string) *toolsets.Toolset {
	ts := &toolsets.Toolset{Enabled: true}
	ts.AddReadTools(toolsets.NewServerTool(GetFile(dir)))     // want `bind "get_file" -> func literal at gitlab.go:18 \(ServerTool\) unregistered by type through AddTool`
	ts.AddReadTools(toolsets.NewServerTool(ReadFile(nil)))    // want `bind "read_file" -> func literal at gitlab.go:35 \(ServerTool\) unregistered by type through AddTool`
	ts.AddWriteTools(toolsets.NewServerTool(DeleteFile(dir))) // want `bind "delete_file" -> func literal at gitlab.go:48 \(ServerTool\) unregistered by type through AddTool`
	return ts
}

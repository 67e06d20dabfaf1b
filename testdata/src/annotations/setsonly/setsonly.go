// Package setsonly has unannotated tools whose handlers set values whatever
// was there (an HTTP PUT, an SQL upsert, an UPDATE to values from its
// arguments): a repeated call changes nothing more, so the fix says
// idempotent. A PATCH and an UPDATE computed from the old value are not.
package setsonly

import (
	"context"
	"database/sql"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

func send(ctx context.Context, method, id, body string) error {
	req, err := http.NewRequestWithContext(ctx, method, "https://api.example.com/items/"+id, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func putItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, send(ctx, http.MethodPut, req.GetString("id", ""), req.GetString("body", ""))
}

func patchItem(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, send(ctx, http.MethodPatch, req.GetString("id", ""), req.GetString("body", ""))
}

func saveSetting(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := db.ExecContext(ctx, "INSERT INTO settings (k, v) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET v = excluded.v", req.GetString("k", ""), req.GetString("v", ""))
	return nil, err
}

func renameUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := db.ExecContext(ctx, "UPDATE users SET name = $1 WHERE id = $2", req.GetString("name", ""), req.GetString("id", ""))
	return nil, err
}

func bumpCounter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := db.ExecContext(ctx, "UPDATE counters SET n = n + 1 WHERE id = $1", req.GetString("id", ""))
	return nil, err
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("put_item", mcp.WithDescription("Replace an item."), mcp.WithToolTitle("Put Item")), putItem)                                    // want `tool "put_item" has no annotations.*`
	s.AddTool(mcp.NewTool("patch_item", mcp.WithDescription("Change an item, overwriting the fields given."), mcp.WithToolTitle("Patch Item")), patchItem) // want `tool "patch_item" has no annotations.*`
	s.AddTool(mcp.NewTool("save_setting", mcp.WithDescription("Save a setting."), mcp.WithToolTitle("Save Setting")), saveSetting)                         // want `tool "save_setting" has no annotations.*`
	s.AddTool(mcp.NewTool("rename_user", mcp.WithDescription("Rename a user, replacing the old name."), mcp.WithToolTitle("Rename User")), renameUser)     // want `tool "rename_user" has no annotations.*`
	s.AddTool(mcp.NewTool("bump_counter", mcp.WithDescription("Count one more, overwriting the count."), mcp.WithToolTitle("Bump Counter")), bumpCounter)  // want `tool "bump_counter" has no annotations.*`
}

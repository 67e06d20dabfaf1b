// Package destructive has tools that say destructiveHint=false.
package destructive

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/store"
)

type DB struct{ db *sql.DB }

func (d *DB) rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "UPDATE notes SET name = ? WHERE id = ?", req.GetString("name", ""), req.GetInt("id", 0))
	return nil, err
}

func (d *DB) add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "INSERT INTO notes(name) VALUES (?)", req.GetString("name", ""))
	return nil, err
}

func unpublish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://api.example.com/posts/"+req.GetString("id", ""), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	return nil, resp.Body.Close()
}

// setReplicas fills a count into a merge patch whose fields are its own:
// the caller's count overwrites the one there, a constant only sets.
func setReplicas(ctx context.Context, name string, n int) error {
	patch := fmt.Sprintf(`{"spec":{"replicas":%d}}`, n)
	r, err := http.NewRequestWithContext(ctx, http.MethodPatch, "https://api.example.com/deployments/"+name, strings.NewReader(patch))
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(r)
	return err
}

func scale(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, setReplicas(ctx, req.GetString("name", ""), req.GetInt("replicas", 1))
}

func stop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, setReplicas(ctx, req.GetString("name", ""), 0)
}

func additive() []mcp.ToolOption {
	return []mcp.ToolOption{mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithIdempotentHintAnnotation(false)}
}

func Register(s *server.MCPServer, d *DB, st *store.Store) {
	s.AddTool(mcp.NewTool("rename_note", mcp.WithToolTitle("Rename Note"), mcp.WithDescription("Rename a note, replacing its name."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "rename_note" says destructiveHint=false, but its handler overwrites existing data: \(\*destructive.DB\).rename -> \(\*sql.DB\).ExecContext; clients may skip the warning`
		mcp.WithOpenWorldHintAnnotation(false),
	), d.rename)

	s.AddTool(mcp.NewTool("unpublish", mcp.WithToolTitle("Unpublish"), mcp.WithDescription("Delete a published post."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "unpublish" says destructiveHint=false, but its handler deletes existing data: destructive.unpublish -> http.NewRequestWithContext`
	), unpublish)

	s.AddTool(mcp.NewTool("scale", mcp.WithToolTitle("Scale"), mcp.WithDescription("Scale a deployment."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "scale" says destructiveHint=false, but its handler overwrites existing data: destructive.scale -> destructive.setReplicas -> http.NewRequestWithContext`
		mcp.WithOpenWorldHintAnnotation(false),
	), scale)

	// Not reported: additive writes, a state the program sets.
	s.AddTool(mcp.NewTool("stop", mcp.WithToolTitle("Stop"), mcp.WithDescription("Scale a deployment to zero."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), stop)
	s.AddTool(mcp.NewTool("add_note", append(additive(), mcp.WithToolTitle("Add Note"), mcp.WithOpenWorldHintAnnotation(false))...), d.add)
	s.AddTool(mcp.NewTool("append_note", append(additive(), mcp.WithToolTitle("Append Note"), mcp.WithOpenWorldHintAnnotation(false))...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, st.Append(req.GetString("name", ""), req.GetString("line", ""))
		})
}

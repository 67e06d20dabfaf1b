// Package destructive has tools that say destructiveHint=false.
package destructive

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"net/http"
	"strings"
	"time"

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

// newID makes a name no earlier call had.
func newID() (string, error) {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	return fmt.Sprintf("%x", b[:]), nil
}

// putCard PUTs a card to the address book at url.
func putCard(ctx context.Context, url, card string) error {
	r, err := http.NewRequestWithContext(ctx, http.MethodPut, url, strings.NewReader(card))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// createContact puts the card at a new name: it creates a contact, and
// overwrites none.
func createContact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := newID()
	if err != nil {
		return nil, err
	}
	return nil, putCard(ctx, "https://dav.example.com/contacts/"+id+".vcf", req.GetString("card", ""))
}

// saveContact puts the card at the name the caller gives: it replaces the
// contact there.
func saveContact(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, putCard(ctx, "https://dav.example.com/contacts/"+req.GetString("id", "")+".vcf", req.GetString("card", ""))
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

// folderOf spells a folder the way the program names it.
func folderOf(name string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "inbox", "":
		return "inbox", nil
	case "archive", "archived":
		return "archive", nil
	}
	return "", fmt.Errorf("no folder %q", name)
}

// setFolder files a note in one of the folders the program names.
func (d *DB) setFolder(ctx context.Context, id, folder string) error {
	f, err := folderOf(folder)
	if err != nil {
		return err
	}
	_, err = d.db.ExecContext(ctx, "UPDATE notes SET folder = ? WHERE id = ?", f, id)
	return err
}

// archive moves a note between the folders, a state it sets and sets
// back: whatever the caller spells, the folder is one of the program's.
func (d *DB) archive(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, d.setFolder(ctx, req.GetString("id", ""), req.GetString("folder", ""))
}

// setStatus puts jobs in a status, stamped with the time.
func (d *DB) setStatus(ctx context.Context, ids []string, status string) error {
	now := time.Now().UTC().Format(time.RFC3339)
	for _, id := range ids {
		if _, err := d.db.ExecContext(ctx, `UPDATE jobs SET status = ?, updated_at = ? WHERE id = ?`, status, now, id); err != nil {
			return err
		}
	}
	return nil
}

// retry puts failed jobs back in the queue.
func (d *DB) retry(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, d.setStatus(ctx, req.GetStringSlice("ids", nil), "pending")
}

// closeJob closes a job, stamped with the database's clock.
func (d *DB) closeJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "UPDATE jobs SET status = 'closed', closed_at = CURRENT_TIMESTAMP WHERE id = ?", req.GetString("id", ""))
	return nil, err
}

// relabel sets a status the caller chooses: what it replaces is theirs.
func (d *DB) relabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, d.setStatus(ctx, req.GetStringSlice("ids", nil), req.GetString("status", ""))
}

// retitle puts the caller's title, trimmed by a function of another
// package: the caller's value.
func (d *DB) retitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "UPDATE notes SET title = ? WHERE id = ?", strings.TrimSpace(req.GetString("title", "")), req.GetString("id", ""))
	return nil, err
}

// blank empties a note's body: the program's value, and a deletion.
func (d *DB) blank(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := d.db.ExecContext(ctx, "UPDATE notes SET body = '' WHERE id = ?", req.GetString("id", ""))
	return nil, err
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
	// An UPDATE whose columns and values the program fixes, as a PATCH's
	// (content.go): a state it sets.
	s.AddTool(mcp.NewTool("archive_note", mcp.WithToolTitle("Archive Note"), mcp.WithDescription("Archive or unarchive a note."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), d.archive)
	s.AddTool(mcp.NewTool("retry_jobs", mcp.WithToolTitle("Retry Jobs"), mcp.WithDescription("Retry failed jobs."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), d.retry)
	s.AddTool(mcp.NewTool("close_job", mcp.WithToolTitle("Close Job"), mcp.WithDescription("Close a job."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	), d.closeJob)
	// ...but the caller's value, or an emptied one, replaces what was there.
	s.AddTool(mcp.NewTool("relabel_jobs", mcp.WithToolTitle("Relabel Jobs"), mcp.WithDescription("Give jobs a status."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "relabel_jobs" says destructiveHint=false, but its handler overwrites existing data: \(\*destructive.DB\).relabel -> \(\*destructive.DB\).setStatus -> \(\*sql.DB\).ExecContext`
		mcp.WithOpenWorldHintAnnotation(false),
	), d.relabel)
	s.AddTool(mcp.NewTool("retitle_note", mcp.WithToolTitle("Retitle Note"), mcp.WithDescription("Retitle a note."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "retitle_note" says destructiveHint=false, but its handler overwrites existing data: \(\*destructive.DB\).retitle -> \(\*sql.DB\).ExecContext`
		mcp.WithOpenWorldHintAnnotation(false),
	), d.retitle)
	s.AddTool(mcp.NewTool("blank_note", mcp.WithToolTitle("Blank Note"), mcp.WithDescription("Blank a note."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "blank_note" says destructiveHint=false, but its handler overwrites existing data: \(\*destructive.DB\).blank -> \(\*sql.DB\).ExecContext`
		mcp.WithOpenWorldHintAnnotation(false),
	), d.blank)
	// A PUT to an address no earlier call had creates (fresh.go); one to
	// the address the caller names replaces what is there.
	s.AddTool(mcp.NewTool("create_contact", mcp.WithToolTitle("Create Contact"), mcp.WithDescription("Create a contact."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
	), createContact)
	s.AddTool(mcp.NewTool("save_contact", mcp.WithToolTitle("Save Contact"), mcp.WithDescription("Save a contact."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false), // want `tool "save_contact" says destructiveHint=false, but its handler overwrites existing data: destructive.saveContact -> destructive.putCard -> http.NewRequestWithContext`
	), saveContact)
	s.AddTool(mcp.NewTool("add_note", append(additive(), mcp.WithToolTitle("Add Note"), mcp.WithOpenWorldHintAnnotation(false))...), d.add)
	s.AddTool(mcp.NewTool("append_note", append(additive(), mcp.WithToolTitle("Append Note"), mcp.WithOpenWorldHintAnnotation(false))...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, st.Append(req.GetString("name", ""), req.GetString("line", ""))
		})
}

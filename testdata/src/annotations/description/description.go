// Package description has destructive tools whose descriptions do or do not
// say so: a description that presents a destructive tool as a read, or says
// nothing of a deletion its handler certainly makes, is reported; one that
// names the tool's own destructive act passes.
package description

import (
	"context"
	"net/http"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func remove(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err
	}
	return nil, os.Remove(path)
}

func quiet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// add only creates a file that was not there (O_EXCL).
func add(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.OpenFile("members.txt", os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	return nil, f.Close()
}

// setProject writes the project file of the working directory, replacing
// the one set before.
func setProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, os.WriteFile(".projectrc", []byte("demo"), 0o644)
}

// putSite sends a PUT to the site collection: it creates the site or
// replaces the one there, depending on what the API holds.
func putSite(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://rmm.example.com/api/v2/site", strings.NewReader(req.GetString("site", "")))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	return nil, resp.Body.Close()
}

// Handlers is set by the program: annovet cannot see which handler runs.
var Handlers = map[string]server.ToolHandlerFunc{}

func Register(s *server.MCPServer) {
	// Annotated destructive, presented as a read.
	s.AddTool(mcp.NewTool("prune_cache", mcp.WithToolTitle("Prune Cache"),
		mcp.WithDescription("Shows the cache entries."), // want `tool "prune_cache" is annotated destructive, but its description presents it as a read or as safe`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), Handlers["prune_cache"])
	s.AddTool(mcp.NewTool("sync_folder", mcp.WithToolTitle("Sync Folder"),
		mcp.WithDescription("Safely syncs the folder with the bucket."), // want `tool "sync_folder" is annotated destructive, but its description presents it as a read or as safe`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), Handlers["sync_folder"])

	// Found destructive by its handler, no description at all.
	s.AddTool(mcp.NewTool("tidy", mcp.WithToolTitle("Tidy"), // want `tool "tidy" can delete or overwrite: description.remove -> os.Remove, but it has no description to say so`
		mcp.WithReadOnlyHintAnnotation(false), // want `tool "tidy" is not read-only but leaves destructiveHint`
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// Found destructive by its handler, the description silent on it.
	s.AddTool(mcp.NewTool("archive", mcp.WithToolTitle("Archive"),
		mcp.WithDescription("Archives the project."), // want `tool "archive" can delete or overwrite: description.remove -> os.Remove, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)

	// Annotated destructive out of caution, the description silent, and
	// annovet cannot see the handler: nothing certain to report.
	s.AddTool(mcp.NewTool("archive_project", mcp.WithToolTitle("Archive Project"),
		mcp.WithDescription("Archives the project."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), Handlers["archive_project"])
	// Marked destructive out of caution, and the handler only adds: the
	// caution is in the annotation, there is nothing to warn of.
	s.AddTool(mcp.NewTool("add_member", mcp.WithToolTitle("Add Member"),
		mcp.WithDescription("Add a member to the team."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), add)
	s.AddTool(mcp.NewTool("list_members", mcp.WithToolTitle("List Members"),
		mcp.WithDescription("Lists the members of the team."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), quiet)

	// Descriptions that name the tool's own destructive act: not reported.
	for name, desc := range map[string]string{
		"delete_file":       "Deletes the file permanently. Cannot be undone.",
		"uninstall_release": "Uninstall a Helm release in the current namespace.",
		"revoke_token":      "Revoke the token.",
		"abort_build":       "Abort a build.",
		"rollback":          "Rollback a deployment to its previous revision.",
		"move_email":        "Move an email to another folder.",
		"get_and_delete":    "Gets the message and deletes it from the queue.",
		"release_ip":        "Release a reserved IP address.",
		"flush_cache":       "Flush the cache of a CDN.",
	} {
		s.AddTool(mcp.NewTool(name, mcp.WithToolTitle("Act"),
			mcp.WithDescription(desc),
			mcp.WithReadOnlyHintAnnotation(false),
			mcp.WithDestructiveHintAnnotation(true),
			mcp.WithOpenWorldHintAnnotation(false),
		), remove)
	}
	// A description in another script may name the act in words the
	// tables do not hold ("deletes the comment"): not reported.
	s.AddTool(mcp.NewTool("delete_issue_note", mcp.WithToolTitle("Delete Issue Note"),
		mcp.WithDescription("GitLab Issue のコメントを削除します"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// An update names an overwrite: not reported...
	s.AddTool(mcp.NewTool("update_setting", mcp.WithToolTitle("Update Setting"),
		mcp.WithDescription("Updates the setting's value."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), Handlers["update_setting"])
	// ...but not a deletion the handler certainly makes.
	s.AddTool(mcp.NewTool("update_note", mcp.WithToolTitle("Update Note"),
		mcp.WithDescription("Updates the note."), // want `tool "update_note" can delete or overwrite: description.remove -> os.Remove, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// "Sets" names the overwrite of what was set; "Set up" names a
	// creation, and says nothing of the file it replaces.
	s.AddTool(mcp.NewTool("set_project", mcp.WithToolTitle("Set Project"),
		mcp.WithDescription("Sets the current project of this directory."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), setProject)
	s.AddTool(mcp.NewTool("setup_project", mcp.WithToolTitle("Set Up Project"),
		mcp.WithDescription("Set up a project in this directory."), // want `tool "setup_project" can delete or overwrite: description.setProject -> os.WriteFile, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), setProject)
	// A PUT creates its target or replaces it: a description that says
	// the tool creates names one of the two, the author's; one that names
	// neither is reported, and so is a file write said to create.
	s.AddTool(mcp.NewTool("create_site", mcp.WithToolTitle("Create Site"),
		mcp.WithDescription("Create a new site."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	), putSite)
	s.AddTool(mcp.NewTool("sync_site", mcp.WithToolTitle("Sync Site"),
		mcp.WithDescription("Sync a site."), // want `tool "sync_site" can delete or overwrite: description.putSite -> http.NewRequestWithContext, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	), putSite)
	s.AddTool(mcp.NewTool("create_project", mcp.WithToolTitle("Create Project"),
		mcp.WithDescription("Create a project in this directory."), // want `tool "create_project" can delete or overwrite: description.setProject -> os.WriteFile, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), setProject)
	s.AddTool(mcp.NewTool("respell", mcp.WithToolTitle("Respell"),
		mcp.WithDescription("Converts the spelling of a file. Updates the file in place."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// A verb that moves its target to a state it names names the
	// overwrite (the PUT that enables or disables a policy)...
	s.AddTool(mcp.NewTool("set_policy_enabled", mcp.WithToolTitle("Set Policy Enabled"),
		mcp.WithDescription("Enable or disable a firewall policy."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
	), putSite)
	// ...not a deletion the handler certainly makes.
	s.AddTool(mcp.NewTool("disable_resource", mcp.WithToolTitle("Disable Resource"),
		mcp.WithDescription("Disable high availability for a resource."), // want `tool "disable_resource" can delete or overwrite: description.remove -> os.Remove, but its description does not mention it`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
	// An operation's name in the description is words: move_file names
	// the move.
	s.AddTool(mcp.NewTool("filesystem", mcp.WithToolTitle("Filesystem"),
		mcp.WithDescription("Filesystem operations.\n\n• read_file: path\n• move_file: source, destination"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), remove)
}

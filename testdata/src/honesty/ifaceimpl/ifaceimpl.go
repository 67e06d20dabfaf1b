// Package ifaceimpl registers tools whose handlers reach an interface
// that a library calls and the program implements elsewhere: where the
// handler is bound, the implementations are in sight, and what they do is
// what the tool does.
package ifaceimpl

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/honesty/ifaceimpl/client"
	"example.com/t/honesty/ifaceimpl/diskstore"
	"example.com/t/honesty/ifaceimpl/memstore"
	"example.com/t/honesty/ifaceimpl/store"
)

func Register(srv *server.MCPServer, site string) {
	c := client.New(site)
	// Must not report: the one implementation sends a GET.
	srv.AddTool(mcp.NewTool("get_issue", mcp.WithTitleAnnotation("Get issue"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := c.Issue.Get(ctx, req.GetString("key", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("delete_issue", mcp.WithTitleAnnotation("Delete issue"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(true)), // want `tool "delete_issue" is marked read-only, but its handler deletes: \(\*connector.IssueService\).Delete -> \(connector.Connector\).NewRequest = \(\*client.Client\).NewRequest -> http.NewRequestWithContext;`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := c.Issue.Delete(ctx, req.GetString("key", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("deleted"), nil
		})

	notes := store.New(diskstore.Disk{Dir: "notes"})
	drafts := store.New(memstore.Scratch{Dir: "drafts"})
	_ = drafts
	// Both implementations in sight remove a file: whichever runs, the
	// tool deletes.
	srv.AddTool(mcp.NewTool("remove_note", mcp.WithTitleAnnotation("Remove note"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)), // want `tool "remove_note" is marked read-only, but its handler deletes: \(\*store.Notes\).Drop -> \(store.Backend\).Remove = \(diskstore.Disk\).Remove -> os.Remove;`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := notes.Drop(ctx, req.GetString("name", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("removed"), nil
		})
	// Must not report: only one of the two implementations writes, and
	// annovet cannot tell which one runs.
	srv.AddTool(mcp.NewTool("save_draft", mcp.WithTitleAnnotation("Save draft"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := notes.Put(ctx, req.GetString("name", ""), req.GetString("text", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("saved"), nil
		})
}

// Package adapted has tools whose handlers a generic adapter of another
// package builds from a function of this one: the function is the handler,
// and its switch on the operation is the tool's.
package adapted

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/multimode/adapted/kit"
)

type silenceArgs struct {
	Operation string `json:"operation"`
	ID        string `json:"id"`
}

func manageSilences(ctx context.Context, args silenceArgs) (any, error) {
	switch args.Operation {
	case "list":
		return http.Get("https://alerts.example.com/api/silences")
	case "delete":
		req, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://alerts.example.com/api/silence/"+args.ID, nil)
		if err != nil {
			return nil, err
		}
		return http.DefaultClient.Do(req)
	}
	return nil, nil
}

func listSilences(ctx context.Context, args silenceArgs) (any, error) {
	return http.Get("https://alerts.example.com/api/silences")
}

var (
	manage = kit.MustTool("manage_silences", "List or delete alert silences.", manageSilences, // want `tool "manage_silences" switches on argument "operation" into modes that read \(list\) and delete \(delete\); annotated for the worst case`
		mcp.WithTitleAnnotation("Manage silences"),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	)
	// One mode only: nothing to split.
	list = kit.MustTool("list_silences", "List alert silences.", listSilences,
		mcp.WithTitleAnnotation("List silences"),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	)
)

func Register(s *server.MCPServer) {
	manage.Register(s)
	list.Register(s)
}

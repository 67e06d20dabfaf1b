// Package joined has tools whose modes two helpers dispatch: one the reads,
// tried first, the other the writes. Together they are one switch on the
// operation.
package joined

import (
	"context"
	"errors"
	"net/http"
	"regexp"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errUnknown = errors.New("unknown operation")

const base = "https://rules.example.com/api/rules/"

func read(ctx context.Context, operation, id string) (any, error) {
	switch operation {
	case "list":
		return http.Get(base)
	case "get":
		return http.Get(base + id)
	default:
		return nil, errUnknown
	}
}

func write(ctx context.Context, operation, id string) (any, error) {
	switch operation {
	case "delete":
		req, err := http.NewRequestWithContext(ctx, http.MethodDelete, base+id, nil)
		if err != nil {
			return nil, err
		}
		return http.DefaultClient.Do(req)
	default:
		return nil, errUnknown
	}
}

var idPattern = regexp.MustCompile(`^[a-z0-9-]+$`)

// validate checks the arguments of each operation: no mode reads here.
func validate(operation, id string) error {
	switch operation {
	case "create", "delete":
		if !idPattern.MatchString(id) {
			return errors.New("bad id")
		}
	}
	return nil
}

func manageRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	op, id := req.GetString("operation", ""), req.GetString("id", "")
	out, err := read(ctx, op, id)
	if !errors.Is(err, errUnknown) {
		return mcp.NewToolResultText("done"), err
	}
	if _, err := write(ctx, op, id); err != nil {
		return nil, err
	}
	_ = out
	return mcp.NewToolResultText("done"), nil
}

// dispatch switches on the operation the handler hands it: its modes are
// the tool's.
func dispatch(ctx context.Context, operation, id string) (any, error) {
	switch operation {
	case "get":
		return http.Get(base + id)
	case "delete":
		req, err := http.NewRequestWithContext(ctx, http.MethodDelete, base+id, nil)
		if err != nil {
			return nil, err
		}
		return http.DefaultClient.Do(req)
	}
	return nil, errUnknown
}

func handleRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := dispatch(ctx, req.GetString("operation", ""), req.GetString("id", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("done"), nil
}

// A validation's switch and a write helper's: every mode changes.
func changeRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	op, id := req.GetString("operation", ""), req.GetString("id", "")
	if err := validate(op, id); err != nil {
		return nil, err
	}
	if _, err := write(ctx, op, id); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("done"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("manage_rules", mcp.WithToolTitle("Manage rules"), mcp.WithDescription("List, get or delete rules."), // want `tool "manage_rules" switches on argument "operation" into modes that read \(list, get\) and delete \(delete\); annotated for the worst case`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), manageRules)
	s.AddTool(mcp.NewTool("handle_rules", mcp.WithToolTitle("Handle rules"), mcp.WithDescription("Get or delete a rule."), // want `tool "handle_rules" switches on argument "operation" into modes that read \(get\) and delete \(delete\); annotated for the worst case`
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), handleRules)
	s.AddTool(mcp.NewTool("change_rules", mcp.WithToolTitle("Change rules"), mcp.WithDescription("Delete rules."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(true),
		mcp.WithOpenWorldHintAnnotation(false),
	), changeRules)
}

// Package throughhelper has tools whose arguments reach executors through
// a helper package: a statement or a subcommand the caller chooses is a
// passthrough; a parameter of a fixed statement or command is not.
package throughhelper

import (
	"context"
	"database/sql"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/multimode/sqlstore"
)

func Register(s *server.MCPServer, st *sqlstore.Store) {
	readOnly := []mcp.ToolOption{
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithOpenWorldHintAnnotation(false),
	}
	// The statement goes to the driver through the helper package.
	s.AddTool(mcp.NewTool("sql", append([]mcp.ToolOption{mcp.WithToolTitle("SQL")}, readOnly...)...), // want `tool "sql" passes argument "statement" to \(\*sqlstore.Store\).Run -> \(\*sql.DB\).ExecContext as a SQL statement, so what a call does depends on its arguments, and its name says it executes, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, st.Run(ctx, req.GetString("statement", ""))
		})
	// The same through a generic helper.
	s.AddTool(mcp.NewTool("query", append([]mcp.ToolOption{mcp.WithToolTitle("Query")}, readOnly...)...), // want `tool "query" passes argument "sql" to sqlstore.Rows -> \(\*sql.DB\).QueryContext as a SQL statement, so what a call does depends on its arguments, and its name says it executes, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			names, err := sqlstore.Rows(ctx, st, req.GetString("sql", ""), func(r *sql.Rows) (string, error) {
				var s string
				return s, r.Scan(&s)
			})
			return mcp.NewToolResultText(strings.Join(names, "\n")), err
		})
	// The table name only fills in a fixed SHOW statement.
	s.AddTool(mcp.NewTool("describe", append([]mcp.ToolOption{mcp.WithToolTitle("Describe")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, st.Describe(ctx, req.GetString("table", ""))
		})
	// The author declares what the helper does.
	s.AddTool(mcp.NewTool("vetted", append([]mcp.ToolOption{mcp.WithToolTitle("Vetted")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, st.Vetted(ctx, req.GetString("statement", ""))
		})
	// kubectl get nodes NODE: the argument fills a parameter of a fixed
	// command.
	s.AddTool(mcp.NewTool("get_node", append([]mcp.ToolOption{mcp.WithToolTitle("Get node")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := sqlstore.Kubectl(ctx, "get", "nodes", req.GetString("node", ""))
			return mcp.NewToolResultText(string(out)), err
		})
	// git clone URL DIR: the same.
	s.AddTool(mcp.NewTool("clone", mcp.WithToolTitle("Clone"), mcp.WithReadOnlyHintAnnotation(false), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return nil, sqlstore.Clone(ctx, req.GetString("url", ""), req.GetString("dir", ""))
		})
	// The same fixed command built in a slice the handler appends to,
	// then passed whole: its first element names the subcommand.
	s.AddTool(mcp.NewTool("get_pod", append([]mcp.ToolOption{mcp.WithToolTitle("Get pod")}, readOnly...)...),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var args []string
			args = append(args, "get", "pod")
			if name := req.GetString("name", ""); name != "" {
				args = append(args, name)
			}
			out, err := sqlstore.Kubectl(ctx, args...)
			return mcp.NewToolResultText(string(out)), err
		})
	// A slice whose first element is the caller's: a choice again.
	s.AddTool(mcp.NewTool("kubectl_list", append([]mcp.ToolOption{mcp.WithToolTitle("kubectl list")}, readOnly...)...), // want `tool "kubectl_list" passes argument "verb" to sqlstore.Kubectl -> exec.CommandContext -> \(kubectl\) as a subcommand, so what a call does depends on its arguments, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			args := []string{req.GetString("verb", ""), "pods"}
			out, err := sqlstore.Kubectl(ctx, args...)
			return mcp.NewToolResultText(string(out)), err
		})
	// kubectl VERB NAME: the caller chooses the subcommand.
	s.AddTool(mcp.NewTool("kubectl", append([]mcp.ToolOption{mcp.WithToolTitle("kubectl")}, readOnly...)...), // want `tool "kubectl" passes argument "verb" to sqlstore.Kubectl -> exec.CommandContext -> \(kubectl\) as a subcommand, so what a call does depends on its arguments, yet it is marked read-only`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := sqlstore.Kubectl(ctx, req.GetString("verb", ""), req.GetString("name", ""))
			return mcp.NewToolResultText(string(out)), err
		})
}

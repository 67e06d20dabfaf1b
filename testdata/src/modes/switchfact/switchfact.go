// Package switchfact holds handlers bound in other packages: what makes one
// multi-mode travels to them as a fact; a switch whose modes all read has
// none.
package switchfact

import (
	"context"
	"database/sql"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Handle:`modes switches on argument "action" into reads, overwrites`
	switch req.GetString("action", "") {
	case "read":
		b, err := os.ReadFile("notes.txt")
		return mcp.NewToolResultText(string(b)), err
	case "write":
		return nil, os.WriteFile("notes.txt", []byte(req.GetString("text", "")), 0o644)
	}
	return nil, nil
}

// View switches too, but every mode reads: no fact.
func View(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("mode", "") {
	case "raw":
		b, err := os.ReadFile("notes.txt")
		return mcp.NewToolResultText(string(b)), err
	case "size":
		fi, err := os.Stat("notes.txt")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fi.Name()), nil
	}
	return nil, nil
}

// Query passes its argument to the database as the statement: a
// passthrough, whichever package binds it.
func Query(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want Query:`modes passes argument "sql" as a SQL statement`
	_, err := db.ExecContext(ctx, req.GetString("sql", ""))
	return nil, err
}

// Count runs a statement fixed by the code: nothing the arguments choose.
func Count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := db.ExecContext(ctx, "DELETE FROM sessions WHERE id = ?", req.GetString("id", ""))
	return nil, err
}

var db *sql.DB

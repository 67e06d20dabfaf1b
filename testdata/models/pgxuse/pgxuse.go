// want package:"analyzed"

// Package pgxuse calls pgx as Postgres MCP servers do: a statement queued
// on a Batch runs when the batch is sent, a transaction is the pgx.Tx
// interface, and a query tool passes its argument through: the statement
// decides each.
package pgxuse

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

func deleteRow(ctx context.Context, conn *pgx.Conn, id int) error { // want deleteRow:`^effects delete!\(\(\*pgx\.Batch\)\.Queue\)$`
	b := &pgx.Batch{}
	b.Queue("DELETE FROM items WHERE id = $1", id)
	return conn.SendBatch(ctx, b).Close()
}

func selectRows(ctx context.Context, conn *pgx.Conn) error {
	b := &pgx.Batch{}
	b.Queue("SELECT id FROM items")
	return conn.SendBatch(ctx, b).Close()
}

// The tool's argument is the statement: what a call does, its caller
// chooses.
func runQuery(ctx context.Context, pool *pgxpool.Pool, sql string) error { // want runQuery:`^effects mutate\(sql=param2\)\(\(\*pgx\.Batch\)\.Queue\)$`
	b := &pgx.Batch{}
	b.Queue(sql)
	return pool.SendBatch(ctx, b).Close()
}

// The new name is the caller's to give: from a tool's arguments, it
// overwrites the old one.
func rename(ctx context.Context, tx pgx.Tx, id int, name string) error { // want rename:`^effects mutate=\(fill=param3\)\(\(pgx\.Tx\)\.Exec\)$`
	_, err := tx.Exec(ctx, "UPDATE items SET name = $1 WHERE id = $2", name, id)
	return err
}

func count(ctx context.Context, tx pgx.Tx) (int, error) {
	var n int
	err := tx.QueryRow(ctx, "SELECT count(*) FROM items").Scan(&n)
	return n, err
}

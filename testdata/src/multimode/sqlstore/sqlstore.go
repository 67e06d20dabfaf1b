// Package sqlstore is a project's helper package between its tools and the
// database and the command line: what a tool passes through it decides
// whether the tool is multi-mode.
package sqlstore

import (
	"context"
	"database/sql"
	"os/exec"
)

type Store struct{ db *sql.DB }

// Run executes a statement its caller chose.
func (s *Store) Run(ctx context.Context, stmt string) error {
	_, err := s.db.ExecContext(ctx, stmt)
	return err
}

// Describe fills a table name into a fixed statement.
func (s *Store) Describe(ctx context.Context, table string) error {
	rows, err := s.db.QueryContext(ctx, "SHOW CREATE TABLE "+table)
	if err != nil {
		return err
	}
	return rows.Close()
}

// Vetted runs only statements the project checked elsewhere, as its author
// declares.
//
//annovet:effect none
func (s *Store) Vetted(ctx context.Context, stmt string) error {
	_, err := s.db.ExecContext(ctx, stmt)
	return err
}

// Kubectl runs kubectl with the arguments it is given.
func Kubectl(ctx context.Context, args ...string) ([]byte, error) {
	return exec.CommandContext(ctx, "kubectl", args...).Output()
}

// Clone runs git clone: the program and its subcommand are fixed.
func Clone(ctx context.Context, url, dir string) error {
	return exec.CommandContext(ctx, "git", "clone", url, dir).Run()
}

// Rows runs a query its caller chose and scans every row into a T: a
// generic helper.
func Rows[T any](ctx context.Context, s *Store, query string, scan func(*sql.Rows) (T, error)) ([]T, error) {
	rows, err := s.db.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

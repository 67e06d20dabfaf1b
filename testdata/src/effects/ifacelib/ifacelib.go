// want package:"analyzed" package:"exported Retitle"

// Package ifacelib declares interfaces over a library's types, as a store
// does that runs its statements on a *sql.DB or a *sql.Tx alike: a call
// through one is a call of the catalogued methods that implement it.
package ifacelib

import (
	"database/sql"
)

type execer interface {
	Exec(query string, args ...any) (sql.Result, error)
}

type queryer interface {
	Query(query string, args ...any) (*sql.Rows, error)
}

func retitle(db execer, id, title string) error { // want retitle:`^effects mutate=\(fill=param2\)\(\(ifacelib.execer\).Exec = \(\*sql.DB\).Exec\)$`
	_, err := db.Exec("UPDATE notes SET title = ? WHERE id = ?", title, id)
	return err
}

func count(db queryer) (int, error) {
	rows, err := db.Query("SELECT count(*) FROM notes")
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		if err := rows.Scan(&n); err != nil {
			return 0, err
		}
	}
	return n, rows.Err()
}

// Retitle renames a note in a transaction.
func Retitle(db *sql.DB, id, title string) error { // want Retitle:`^effects mutate=\(fill=param2\)\(ifacelib.retitle -> \(ifacelib.execer\).Exec = \(\*sql.DB\).Exec\)$`
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	if err := retitle(tx, id, title); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}

// Count counts the notes.
func Count(db *sql.DB) (int, error) {
	return count(db)
}

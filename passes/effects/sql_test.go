package effects

import "testing"

// TestStatementRepeats checks which statements add again on every run and
// which set values whatever was there (idempotent), and that neither is
// claimed for a statement annovet cannot be sure of.
func TestStatementRepeats(t *testing.T) {
	for _, c := range []struct {
		sql               string
		accumulates, sets bool
	}{
		{"INSERT INTO notes (body) VALUES ($1)", true, false},
		{"insert into kv (k, v) values (?, ?) on conflict (k) do update set v = excluded.v", false, true},
		{"INSERT INTO kv (k, v) VALUES (?, ?) ON DUPLICATE KEY UPDATE v = VALUES(v)", false, true},
		{"INSERT OR REPLACE INTO kv (k, v) VALUES (?, ?)", false, true},
		{"REPLACE INTO kv (k, v) VALUES (?, ?)", false, true},
		{"UPDATE users SET name = $1 WHERE id = $2", false, true},
		{"UPDATE users SET name = :name, active = TRUE, score = 0, note = 'x' WHERE id = :id", false, true},
		{"UPDATE users SET name = ? RETURNING id", false, true},
		{"UPDATE counters SET n = n + 1 WHERE id = $1", false, false},
		{"UPDATE users SET seen = NOW() WHERE id = $1", false, false},
		{"UPDATE users SET name = other.name FROM other", false, false},
		{"UPDATE users SET name = $1 || 'x'", false, false},
		{"DELETE FROM users WHERE id = $1", false, false},
		{"COPY notes FROM STDIN", true, false},
	} {
		if got := accumulatingSQL(c.sql); got != c.accumulates {
			t.Errorf("accumulatingSQL(%q) = %t, want %t", c.sql, got, c.accumulates)
		}
		if got := settingSQL(c.sql); got != c.sets {
			t.Errorf("settingSQL(%q) = %t, want %t", c.sql, got, c.sets)
		}
	}
}

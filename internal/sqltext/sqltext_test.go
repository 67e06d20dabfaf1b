package sqltext

import (
	"slices"
	"testing"
)

func TestVerbAndClassify(t *testing.T) {
	for s, want := range map[string]Action{
		"SELECT * FROM t":                Read,
		"  -- comment\nupdate t set x=1": Overwrite,
		"/* hint */ DELETE FROM t":       Delete,
		"BEGIN":                          Control,
		"insert into t values (1)":       Insert,
		"SHOW CREATE TABLE ":             Read,
		"":                               Unknown,
		"frobnicate":                     Unknown,
		"-- only a comment":              Unknown,
	} {
		if got := Classify(Verb(s)); got != want {
			t.Errorf("Classify(Verb(%q)) = %v, want %v", s, got, want)
		}
	}
}

func TestClassifyStatement(t *testing.T) {
	for s, want := range map[string]Action{
		"PRAGMA busy_timeout = 5000;":         Control,
		"pragma foreign_keys=ON":              Control,
		"PRAGMA journal_mode = WAL":           Overwrite,
		"PRAGMA main.user_version = 3":        Overwrite,
		"SET NAMES utf8mb4":                   Control,
		"SET @dolt_branch = 'main'":           Control,
		"SET SESSION sql_mode = ''":           Control,
		"SET GLOBAL max_connections = 500":    Overwrite,
		"set persist sql_mode=''":             Overwrite,
		"SET @@GLOBAL.read_only = 1":          Overwrite,
		"USE mydb":                            Control,
		"SELECT dolt_config('user.name', ?);": Read,
		"UPDATE t SET x = 1":                  Overwrite,
		"DELETE FROM t":                       Delete,
		"SET":                                 Unknown,
		"PRAGMA ":                             Unknown,
		"SET NAMES utf8mb4; DELETE FROM t":    Delete,
		"USE db; DROP TABLE t":                Delete,
		"SET @@PERSIST.max_connections = 1":   Overwrite,
		"SET PASSWORD FOR u = 'x'":            Overwrite,
		"PRAGMA default_cache_size = 100":     Overwrite,
		"BEGIN; SELECT 1; COMMIT;":            Control,
		"SET x = 1; frobnicate":               Unknown,
		"RESET app.current_project_id":        Control,
		"reset all":                           Control,
		"DISCARD ALL":                         Control,
		"RESET MASTER":                        Delete,
		"RESET BINARY LOGS AND GTIDS":         Delete,
		"RESET PERSIST max_connections":       Delete,
		"RESET ":                              Unknown,
	} {
		if got := ClassifyStatement(s); got != want {
			t.Errorf("ClassifyStatement(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSetOf(t *testing.T) {
	for s, want := range map[string][]int{
		"UPDATE hook_jobs SET status = ?, updated_at = ? WHERE id = ?":               {0, 1},
		"UPDATE conversations SET folder = ? WHERE conversation_id = ?":              {0},
		"update t set done = 1, note = 'x' where id = $2":                            {},
		"UPDATE t SET a = $2, b = $1 WHERE id = $3":                                  {1, 0},
		"UPDATE tasks SET status = $1, updated_at = CURRENT_TIMESTAMP WHERE id = $2": {0},
		"\n\t\t\tUPDATE tasks\n\t\t\tSET status = $1\n\t\t\tWHERE id = $2":           {0},
		"UPDATE t SET n = n + 1 WHERE id = ?":                                        nil,
		"UPDATE t SET name = LOWER(?) WHERE id = ?":                                  nil,
		"UPDATE t SET a = :a WHERE id = :id":                                         {-1},
		"UPDATE t SET a = ?, b = $1":                                                 {-1, -1},
		"INSERT INTO t (a) VALUES (?)":                                               nil,
		"UPDATE t SET note = 'it''s' WHERE id = ?":                                   {},
	} {
		got, ok := SetOf(s)
		if ok != (want != nil) || ok && !slices.Equal(got.Args, want) && len(got.Args)+len(want) > 0 {
			t.Errorf("SetOf(%q) = %v, %t, want %v", s, got.Args, ok, want)
		}
	}
	for s, want := range map[string][2]bool{
		"UPDATE notes SET body = ''":                             {true, false},
		"UPDATE users SET token = NULL WHERE id = ?":             {true, false},
		"UPDATE jobs SET status = 'pending', n = 0":              {false, false},
		"UPDATE jobs SET status = ?, at = NOW() WHERE id = ?":    {false, true},
		"UPDATE s SET ended_at = datetime('now'), summary = ?":   {false, true},
		"UPDATE s SET seen = strftime('%s', 'now') WHERE id = ?": {false, true},
	} {
		if got, _ := SetOf(s); got.Erases != want[0] || got.Stamps != want[1] {
			t.Errorf("SetOf(%q) erases, stamps = %t, %t, want %t, %t", s, got.Erases, got.Stamps, want[0], want[1])
		}
	}
}

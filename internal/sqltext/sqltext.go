// Package sqltext reads what annovet can know of a SQL statement from the
// source: the constant text it starts with, and what its verb does. The
// effects pass uses it to decide a statement's effect, the multimode pass to
// tell a passthrough (the caller chooses the statement) from a fixed
// statement with a parameter.
package sqltext

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// Prefix returns the constant text at the start of a string expression:
// the constant itself, the left operand of a concatenation, the format of
// fmt.Sprintf up to its first verb. alias, when not nil, gives the value a
// local variable was assigned, to follow it.
func Prefix(info *types.Info, e ast.Expr, alias func(*types.Var) ast.Expr) string {
	return prefix(info, e, alias, 0)
}

func prefix(info *types.Info, e ast.Expr, alias func(*types.Var) ast.Expr, depth int) string {
	if depth > 8 || e == nil {
		return ""
	}
	if tv, ok := info.Types[e]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
		return constant.StringVal(tv.Value)
	}
	switch x := ast.Unparen(e).(type) {
	case *ast.BinaryExpr:
		return prefix(info, x.X, alias, depth+1)
	case *ast.CallExpr:
		if fn := typeutil.StaticCallee(info, x); fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "fmt" && strings.HasPrefix(fn.Name(), "Sprint") && len(x.Args) > 0 {
			s := prefix(info, x.Args[0], alias, depth+1)
			if i := strings.IndexByte(s, '%'); i >= 0 && fn.Name() == "Sprintf" {
				s = s[:i]
			}
			return s
		}
	case *ast.Ident:
		if v, ok := info.Uses[x].(*types.Var); ok && alias != nil {
			if rhs := alias(v); rhs != nil {
				return prefix(info, rhs, alias, depth+1)
			}
		}
	}
	return ""
}

// Verb returns the first word of a statement, upper-cased, after comments.
func Verb(s string) string {
	s = skipComments(s)
	end := strings.IndexFunc(s, func(r rune) bool { return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') })
	if end < 0 {
		end = len(s)
	}
	return strings.ToUpper(s[:end])
}

// skipComments returns a statement from its first word on.
func skipComments(s string) string {
	s = strings.TrimSpace(s)
	for strings.HasPrefix(s, "--") || strings.HasPrefix(s, "/*") {
		if strings.HasPrefix(s, "--") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = strings.TrimSpace(s[i+1:])
				continue
			}
			return ""
		}
		if i := strings.Index(s, "*/"); i >= 0 {
			s = strings.TrimSpace(s[i+2:])
			continue
		}
		return ""
	}
	return s
}

// An Action is what a statement's verb does.
type Action int

const (
	Unknown   Action = iota // an empty or unfamiliar verb
	Read                    // SELECT, SHOW, EXPLAIN...
	Control                 // BEGIN, COMMIT, ROLLBACK, USE, a session's SET and PRAGMA: what a transaction writes is counted where it is written
	Insert                  // INSERT, CREATE, COPY: adds
	Overwrite               // UPDATE, ALTER, SET...: changes what is there
	Delete                  // DELETE, DROP, TRUNCATE
)

// Classify tells what a verb does.
func Classify(verb string) Action {
	switch verb {
	case "SELECT", "WITH", "SHOW", "EXPLAIN", "DESCRIBE", "DESC", "VALUES", "TABLE":
		return Read
	case "BEGIN", "START", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE", "END", "ABORT":
		return Control
	case "INSERT", "CREATE", "COPY":
		return Insert
	case "UPDATE", "REPLACE", "ALTER", "MERGE", "UPSERT", "GRANT", "REVOKE", "SET", "RENAME", "CALL", "EXEC", "EXECUTE", "DO", "VACUUM", "REINDEX", "PRAGMA", "ATTACH", "DETACH":
		return Overwrite
	case "DELETE", "DROP", "TRUNCATE":
		return Delete
	}
	return Unknown
}

// ClassifyStatement tells what a statement does, reading past its verb
// where the verb alone does not say. SET and PRAGMA change the session's
// own settings (SET NAMES utf8mb4, SET @v = 1, PRAGMA busy_timeout = 5000,
// PRAGMA foreign_keys = ON), which is connection plumbing, unless they
// name a setting that outlives the connection (SET GLOBAL, SET PERSIST; a
// PRAGMA that writes the database file, such as journal_mode or
// user_version). USE picks the connection's database; RESET and DISCARD
// put a session's settings back (RESET app.current_project_id), except
// MySQL's RESET of its logs and persisted settings, which removes them.
func ClassifyStatement(s string) Action {
	// Several statements in one text: the one that changes most decides,
	// and one annovet cannot read leaves the whole unknown.
	if parts := strings.Split(s, ";"); len(parts) > 1 {
		worst, seen := Read, false
		for _, p := range parts {
			if strings.TrimSpace(skipComments(p)) == "" {
				continue
			}
			a := classifyOne(p)
			if a == Unknown {
				return Unknown
			}
			if !seen || rank[a] > rank[worst] {
				worst, seen = a, true
			}
		}
		if !seen {
			return Unknown
		}
		return worst
	}
	return classifyOne(s)
}

// rank orders actions by how much they change.
var rank = map[Action]int{Read: 0, Control: 0, Insert: 1, Overwrite: 2, Delete: 3}

func classifyOne(s string) Action {
	verb := Verb(s)
	switch verb {
	case "USE", "DISCARD":
		return Control // DISCARD ALL: PostgreSQL's reset of the session's state
	case "RESET":
		// PostgreSQL's RESET name and RESET ALL put the session's settings
		// back to their defaults; MySQL's RESET MASTER, BINARY LOGS,
		// REPLICA, SLAVE and PERSIST remove logs or persisted settings.
		rest := strings.TrimSpace(skipComments(s)[len(verb):])
		switch name := strings.ToUpper(rest[:identEnd(rest)]); {
		case name == "":
			return Unknown // the setting is not in the text ("RESET " + name)
		case resetRemoves[name]:
			return Delete
		}
		return Control
	case "SET", "PRAGMA":
		rest := strings.TrimSpace(skipComments(s)[len(verb):])
		name := strings.ToUpper(rest[:identEnd(rest)])
		if name == "" {
			return Unknown // the setting is not in the text (a prefix, then a value)
		}
		if before, after, ok := strings.Cut(name, "."); ok {
			name = before // SET @@GLOBAL.read_only
			if verb == "PRAGMA" {
				name = after // PRAGMA main.journal_mode
			}
		}
		if verb == "SET" && persistentSet[name] || verb == "PRAGMA" && persistentPragma[name] {
			return Overwrite
		}
		return Control
	}
	return Classify(verb)
}

var (
	resetRemoves  = map[string]bool{"MASTER": true, "BINARY": true, "REPLICA": true, "SLAVE": true, "PERSIST": true}
	persistentSet = map[string]bool{"GLOBAL": true, "PERSIST": true, "PERSIST_ONLY": true, "@@GLOBAL": true, "@@PERSIST": true, "@@PERSIST_ONLY": true,
		"PASSWORD": true, "DEFAULT": true, "RESOURCE": true}
	persistentPragma = map[string]bool{"JOURNAL_MODE": true, "USER_VERSION": true, "APPLICATION_ID": true, "AUTO_VACUUM": true,
		"PAGE_SIZE": true, "ENCODING": true, "INCREMENTAL_VACUUM": true, "WAL_CHECKPOINT": true, "SCHEMA_VERSION": true, "OPTIMIZE": true, "DEFAULT_CACHE_SIZE": true, "LEGACY_FILE_FORMAT": true}
)

// identEnd returns the length of the identifier s starts with (letters,
// digits, underscores, dots and @ for a MySQL system variable).
func identEnd(s string) int {
	end := strings.IndexFunc(s, func(r rune) bool {
		return !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '_' || r == '.' || r == '@')
	})
	if end < 0 {
		return len(s)
	}
	return end
}

// An UpdateSet is what the SET clause of an UPDATE puts in place of what
// was there, where every new value is a placeholder, a literal or the
// current time ("UPDATE jobs SET status = ?, note = 'retried', updated_at
// = NOW() WHERE id = ?").
type UpdateSet struct {
	// Args are the statement's arguments that fill the clause, counted
	// from 0 (here [0]); -1 for a placeholder whose argument cannot be
	// counted (a named one, :name or @name, or ? mixed with $n).
	Args []int
	// Erases reports a literal that empties what was there (NULL, '').
	Erases bool
	// Stamps reports the current time (NOW(), CURRENT_TIMESTAMP,
	// datetime('now')): a value new on every run.
	Stamps bool
}

// SetOf reads the SET clause of an UPDATE; ok is false for any other
// statement and for a value that is none of the above (n = n + 1,
// LOWER(name)).
func SetOf(s string) (set UpdateSet, ok bool) {
	s = strings.Join(strings.Fields(skipComments(s)), " ") // one space between words: "UPDATE t\n\tSET ..."
	if Verb(s) != "UPDATE" {
		return set, false
	}
	upper := strings.ToUpper(s)
	start := strings.Index(upper, " SET ")
	if start < 0 {
		return set, false
	}
	end := len(s)
	for _, kw := range []string{" WHERE ", " RETURNING ", " FROM "} {
		if i := strings.Index(upper[start:], kw); i >= 0 && start+i < end {
			end = start + i
		}
	}
	// A placeholder before SET would shift the count.
	countable := !strings.ContainsAny(s[:start], "?$")
	n, dollar := 0, false // the ? placeholders seen so far, and whether $n is used
	for _, assign := range splitTop(s[start+len(" SET ") : end]) {
		_, v, found := strings.Cut(assign, "=")
		if !found {
			return set, false
		}
		switch v = strings.TrimSpace(v); {
		case v == "?":
			set.Args = append(set.Args, n)
			n++
		case len(v) > 1 && v[0] == '$':
			i, err := strconv.Atoi(v[1:])
			if err != nil || i < 1 {
				return set, false
			}
			set.Args = append(set.Args, i-1)
			dollar = true
		case len(v) > 1 && (v[0] == ':' || v[0] == '@') && !strings.ContainsAny(v[1:], " ()+-*/|"):
			set.Args = append(set.Args, -1)
		case literal(v):
			set.Erases = set.Erases || strings.EqualFold(v, "NULL") || v == "''"
		case currentTime(v):
			set.Stamps = true
		default:
			return set, false
		}
	}
	if !countable || dollar && n > 0 {
		for i := range set.Args {
			set.Args[i] = -1
		}
	}
	return set, true
}

// splitTop splits a list at its commas outside parentheses and quotes.
func splitTop(s string) []string {
	var out []string
	depth, quoted, from := 0, false, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'':
			quoted = !quoted
		case quoted:
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == ',' && depth == 0:
			out = append(out, s[from:i])
			from = i + 1
		}
	}
	return append(out, s[from:])
}

// currentTime reports whether an SQL value is the current time: NOW(),
// CURRENT_TIMESTAMP, CURRENT_DATE, LOCALTIMESTAMP, SQLite's
// datetime('now') and its kin, MySQL's UTC_TIMESTAMP().
func currentTime(v string) bool {
	u := strings.ToUpper(strings.Join(strings.Fields(v), ""))
	switch u {
	case "NOW()", "CURRENT_TIMESTAMP", "CURRENT_TIMESTAMP()", "CURRENT_DATE", "CURRENT_TIME", "LOCALTIMESTAMP", "LOCALTIME",
		"UTC_TIMESTAMP()", "SYSDATE()", "GETDATE()", "GETUTCDATE()", "TRANSACTION_TIMESTAMP()", "STATEMENT_TIMESTAMP()", "CLOCK_TIMESTAMP()":
		return true
	}
	for _, f := range []string{"DATETIME('NOW'", "DATE('NOW'", "TIME('NOW'", "STRFTIME('%S','NOW'", "UNIXEPOCH(", "JULIANDAY('NOW'"} {
		if strings.HasPrefix(u, f) {
			return true
		}
	}
	return false
}

// literal reports whether an SQL value is a literal: a number, a quoted
// string, NULL, TRUE or FALSE.
func literal(v string) bool {
	switch strings.ToUpper(v) {
	case "NULL", "TRUE", "FALSE":
		return true
	}
	if v != "" && v[0] == '\'' {
		return strings.Count(v, "'")%2 == 0 && v[len(v)-1] == '\''
	}
	_, err := strconv.ParseFloat(v, 64)
	return err == nil
}

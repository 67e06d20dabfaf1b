// want package:"analyzed" package:"methods "

// Package dispatch has a dispatcher whose kind argument decides what it
// does, called with constants; and an interface whose method names say
// whether they read.
package dispatch

import "os"

type Op int

const (
	Read Op = iota
	Remove
	Rewrite
)

type Store struct{ dir string }

func (s *Store) Do(op Op, name string) error { // want Do:`^effects delete!\(path=param1\)\(when param0 in \{1\}\)\(os\.Remove\) write!\(path=param1\)\(when param0 not in \{0,1\}\)\(os\.WriteFile\)$`
	switch op {
	case Read:
		_, err := os.ReadFile(name)
		return err
	case Remove:
		return os.Remove(name)
	default:
		return os.WriteFile(name, nil, 0o644)
	}
}

func (s *Store) read() error { return s.Do(Read, "x") }

func (s *Store) remove() error { // want remove:`^effects delete!\(\(\*dispatch.Store\).Do -> os.Remove\)$`
	return s.Do(Remove, "x")
}

func (s *Store) any(op Op) error { // want any:`^effects delete!\(when param0 in \{1\}\)\(\(\*dispatch.Store\).Do -> os.Remove\) write!\(when param0 not in \{0,1\}\)\(\(\*dispatch.Store\).Do -> os.WriteFile\)$`
	return s.Do(op, "x")
}

// prune calls itself under the condition its own parameter is checked
// against, as a recursive matcher or tree walker does: the effect reached
// through the recursion is the same effect under the same condition, so the
// summary keeps one entry, not one more per round of solving.
func (s *Store) prune(op Op, depth int) error { // want prune:`^effects delete!\(when param0 in \{1\}\)\(os.Remove\)$`
	if op == Remove {
		if depth > 0 {
			return s.prune(op, depth-1)
		}
		return os.Remove(s.dir)
	}
	return nil
}

type Querier interface {
	ExecuteReadQuery(q string) ([]string, error)
	ExecuteWrite(q string) error
}

func query(db Querier) ([]string, error) { return db.ExecuteReadQuery("SELECT 1") }

func write(db Querier) error { // want write:`^effects mutate!~\(\(dispatch.Querier\).ExecuteWrite\)$`
	return db.ExecuteWrite("UPDATE t SET x = 1")
}

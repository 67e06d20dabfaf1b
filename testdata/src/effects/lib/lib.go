// want package:"analyzed" package:"methods " package:"exported Even Odd Save"

// Package lib holds effects two calls deep, read by other packages through
// facts.
package lib

import "os"

func Save(path string, b []byte) error { // want Save:`^effects write!\(path=param0\)\(lib\.persist -> os\.WriteFile\)$`
	return persist(path, b)
}

func persist(path string, b []byte) error { // want persist:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	return os.WriteFile(path, b, 0o644)
}

func Read(path string) ([]byte, error) { return os.ReadFile(path) }

// Even recurses with Odd; only Odd deletes.
func Even(n int) error { // want Even:`^effects delete!\(lib.Odd -> os.Remove\)$`
	if n == 0 {
		return nil
	}
	return Odd(n - 1)
}

func Odd(n int) error { // want Odd:`^effects delete!\(when param0 in \{0\}\)\(os.Remove\) delete!\(lib.Even -> lib.Odd -> os.Remove\)$`
	if n == 0 {
		return os.Remove("odd")
	}
	return Even(n - 1)
}

type Counter struct{ n map[string]int }

// Hit changes its receiver's state.
func (c *Counter) Hit(k string) { // want Hit:`^effects mutate\+@recv\(assignment to c.n\[k\]\)$`
	c.n[k]++
}

// Count reads it back.
func (c *Counter) Count(k string) int { return c.n[k] } // want Count:`^effects none reads\(lib\.Counter\.n\)$`

type Log struct{ lines []string }

// Add writes to a slice nothing reads: no data a tool can read back.
func (l *Log) Add(line string) { l.lines = append(l.lines, line) }

package effects

import (
	"go/ast"
	"go/types"
	"path"
	"slices"
	"strings"

	"github.com/annovet/annovet/internal/astutil"
	"github.com/annovet/annovet/internal/shline"
)

// This file judges a command line a shell runs: sh -c's script, the line
// an SSH session runs on the remote host. Running a shell is a process
// whose effects are out of sight, as any program's are, unless the line
// is known: then the shell runs the commands it names, and a line whose
// every command is a well-known read (cat, ps, df, git status, docker
// ps: readOnlyPrograms, readOnlyCommands), with no output redirected to
// a file, changes nothing, however often it runs. The line is read from
// the source as a template (internal/shline): constant text, with holes
// where the program fills in values (fmt.Sprintf's verbs, operands of a
// concatenation), each taken for a word the program quotes: a value the
// line hands to a command. A hole where a command's name goes leaves the
// program to whoever fills it, and a line passed in as a parameter is
// judged at each call, where it is built (Role line).

// resolveLine decides, from the line a call passes, whether running it
// may change anything: no when every line it may be is known and every
// command in it is a read; otherwise as before, a dependency on the
// caller's parameter where the caller passes it.
func (a *analyzer) resolveLine(e Effect, arg ast.Expr, u *unit) (Effect, bool) {
	lines, ok := a.linesOf(arg)
	if !ok {
		return a.resolveSource(e, RoleLine, a.source(arg, u, 0), arg, nil)
	}
	// The commands a line names itself must read; a command a value
	// spliced in names (a wrapper's "cd %q && %s; pwd") is that value's
	// line, judged where it is built.
	var filler ast.Expr
	for _, line := range lines {
		r, ok := line.Read()
		if !ok || r.Writes || len(r.Commands) == 0 {
			return e, true
		}
		for _, c := range r.Commands {
			switch {
			case c.Chosen:
				f := line[c.Hole].Expr
				if f == nil || filler != nil && f != filler {
					return e, true
				}
				filler = f
			case !readOnlyUse(c):
				return e, true
			}
		}
	}
	if filler == nil {
		return e, false // every command reads
	}
	return a.resolveLine(e, filler, u)
}

// programFiller returns the expression that names a program of a line arg
// may be ("cd %q && %s"'s second argument): whoever passes it chooses what
// the line runs, as whoever passes a whole line does. fixed says that arg
// is lines annovet reads, none with such a command: the values they hold
// are words given to the programs the lines name, no choice of code.
func (a *analyzer) programFiller(arg ast.Expr) (filler ast.Expr, fixed bool) {
	lines, ok := a.linesOf(arg)
	if !ok {
		return nil, false
	}
	for _, line := range lines {
		r, ok := line.Read()
		if !ok {
			return nil, false
		}
		for _, c := range r.Commands {
			if c.Chosen {
				return line[c.Hole].Expr, false
			}
		}
	}
	return nil, true
}

// linesOf returns the command lines arg may be, ok false when annovet
// cannot read one: for a string local, each value the function assigns it
// (a constant, or one line per branch), followed by every text it appends
// (cmd += " | grep x"), in the order of the source; for anything else, the
// line it builds (internal/shline). A local is followed only while it
// holds what its assignments say (not one assigned from itself, or whose
// address is taken).
func (a *analyzer) linesOf(arg ast.Expr) ([]shline.Line, bool) {
	info := a.pass.TypesInfo
	alias := func(v *types.Var) ast.Expr {
		if len(a.appended[v]) > 0 {
			return nil // more than its first value: a hole where it is spliced in
		}
		return a.firstValue(v)
	}
	v := astutil.IdentVar(info, arg)
	if v == nil || !isStringLocal(v) || len(a.strings[v]) == 0 || len(a.appended[v]) == 0 && a.assigns[v] < 2 {
		line, ok := shline.Of(info, arg, alias)
		return []shline.Line{line}, ok
	}
	values := a.strings[v]
	if len(values) != a.assigns[v] || a.addressed[v] {
		return nil, false
	}
	var suffix shline.Line
	for _, app := range a.appended[v] {
		suffix = append(suffix, shline.Template(info, app, alias)...)
	}
	var lines []shline.Line
	for _, val := range values {
		if mentionsVar(info, val, v) {
			return nil, false // cmd = cmd + x: not listed among the appends
		}
		line, ok := shline.Of(info, val, alias)
		if !ok {
			return nil, false
		}
		lines = append(lines, append(slices.Clip(line), suffix...))
	}
	return lines, true
}

// readOnlyUse reports whether a simple command changes nothing: a program
// of readOnlyPrograms given none of the words that make it write and no
// more operands than it reads, or one of readOnlyCommands with a
// read-only subcommand first. sudo runs the command after it.
func readOnlyUse(c shline.Command) bool {
	if c.Chosen {
		return false
	}
	name := path.Base(c.Name)
	if name == "sudo" && len(c.Args) > 0 && !strings.HasPrefix(c.Args[0], "-") && c.Args[0] != shline.Unknown {
		return readOnlyUse(shline.Command{Name: c.Args[0], Args: c.Args[1:]})
	}
	if _, ok := readOnlyCommands[name]; ok {
		return len(c.Args) > 0 && readOnlyCommand(name, c.Args[0])
	}
	use, ok := readOnlyPrograms[name]
	if !ok {
		return false
	}
	operands := 0
	for _, arg := range c.Args {
		if word, _, _ := strings.Cut(arg, "="); slices.Contains(use.writes, word) {
			return false // --vacuum-size=1G as --vacuum-size
		}
		if !strings.HasPrefix(arg, "-") {
			operands++
		}
	}
	if use.first != nil && (len(c.Args) == 0 || !slices.Contains(use.first, c.Args[0])) {
		return false
	}
	return use.operands < 0 || operands <= use.operands
}

// A readOnly says how a program is used when it changes nothing.
type readOnly struct {
	// writes are the words (flags, or an object's verb) that make it
	// change something.
	writes []string
	// operands is how many operands it reads at most (-1: any): the next
	// one names what it writes or sets (uniq's output file, hostname's
	// new name).
	operands int
	// first, when set, are the only words its first argument may be
	// (command -v NAME looks a program up; command NAME runs it).
	first []string
}

// anyOperands is a program's use whatever its operands, with no word that
// makes it write.
var anyOperands = readOnly{operands: -1}

// readOnlyPrograms are programs that read and print (files, the system's
// state, the network's answers) and change nothing, used as listed.
var readOnlyPrograms = map[string]readOnly{
	// Files' content and names.
	"cat": anyOperands, "tac": anyOperands, "head": anyOperands, "tail": anyOperands, "nl": anyOperands,
	"grep": anyOperands, "egrep": anyOperands, "fgrep": anyOperands, "zcat": anyOperands, "zgrep": anyOperands,
	"ls": anyOperands, "tree": anyOperands, "stat": anyOperands, "file": anyOperands, "wc": anyOperands,
	"du": anyOperands, "df": anyOperands, "readlink": anyOperands, "realpath": anyOperands,
	"dirname": anyOperands, "basename": anyOperands, "diff": anyOperands, "cmp": anyOperands, "comm": anyOperands,
	"md5sum": anyOperands, "sha1sum": anyOperands, "sha256sum": anyOperands, "sha512sum": anyOperands, "cksum": anyOperands,
	"strings": anyOperands, "od": anyOperands, "hexdump": anyOperands,
	"find": {writes: []string{"-delete", "-exec", "-execdir", "-ok", "-okdir", "-fprint", "-fprint0", "-fprintf", "-fls"}, operands: -1},
	// Text filters: they print what they read. sort -o writes its output
	// to a file; uniq's second operand is its output file. (sed and awk
	// are not here: their scripts can write files.)
	"cut": anyOperands, "tr": anyOperands, "column": anyOperands, "fold": anyOperands, "rev": anyOperands,
	"jq": anyOperands, "base64": anyOperands, "seq": anyOperands, "expr": anyOperands,
	"sort": {writes: []string{"-o", "--output"}, operands: -1},
	"uniq": {operands: 1},
	// The shell's own words.
	"cd": anyOperands, "exit": anyOperands, "echo": anyOperands, "printf": anyOperands, "pwd": anyOperands, "test": anyOperands, "[": anyOperands,
	"true": anyOperands, "false": anyOperands, "sleep": anyOperands, "printenv": anyOperands, "which": anyOperands,
	"whereis": anyOperands, "type": anyOperands,
	"command": {operands: -1, first: []string{"-v", "-V"}},
	// The system's state. date and hostname set what an operand gives
	// them; dmesg and journalctl clear or rotate with these flags.
	"ps": anyOperands, "pgrep": anyOperands, "pidof": anyOperands, "top": anyOperands, "free": anyOperands,
	"uptime": anyOperands, "uname": anyOperands, "whoami": anyOperands, "id": anyOperands, "groups": anyOperands,
	"w": anyOperands, "who": anyOperands, "last": anyOperands, "nproc": anyOperands, "arch": anyOperands,
	"lsblk": anyOperands, "lscpu": anyOperands, "lsmod": anyOperands, "lsof": anyOperands, "lspci": anyOperands,
	"lsusb": anyOperands, "findmnt": anyOperands, "vmstat": anyOperands, "iostat": anyOperands, "mpstat": anyOperands,
	"getent": anyOperands, "ss": anyOperands, "netstat": anyOperands,
	"date":       {writes: []string{"-s", "--set"}, operands: 0},
	"hostname":   {writes: []string{"-F", "--file", "-b", "--boot"}, operands: 0},
	"dmesg":      {writes: []string{"-c", "-C", "--clear", "--read-clear", "-n", "--console-level", "-D", "--console-off", "-E", "--console-on"}, operands: 0},
	"journalctl": {writes: []string{"--vacuum-size", "--vacuum-time", "--vacuum-files", "--rotate", "--flush", "--sync", "--relinquish-var", "--smart-relinquish-var", "--setup-keys", "--update-catalog"}, operands: -1},
	// ip changes links, addresses and routes by the verb after the
	// object (ip link set, ip route add); without one it shows them.
	"ip": {writes: []string{"add", "del", "delete", "change", "replace", "set", "flush", "append", "prepend", "restore", "exec", "save"}, operands: -1},
	// The network's answers.
	"ping": anyOperands, "dig": anyOperands, "nslookup": anyOperands, "host": anyOperands,
}

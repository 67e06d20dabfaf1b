package shline

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"
)

func TestOf(t *testing.T) {
	const src = `package p

import "fmt"

const prefix = "docker "

func f(n int, s string) {
	_ = fmt.Sprintf("tail -n %d %s | grep -i %q", n, s, s)
	_ = prefix + "ps -a"
	_ = "cd " + s + " && " + s
	_ = fmt.Sprintf("%s", s)
	_ = s
	_ = fmt.Sprintf("df -h | awk '{print 100%%}'")
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Defs: map[*ast.Ident]types.Object{}}
	if _, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	var got []string
	ast.Inspect(f, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		l, ok := Of(info, as.Rhs[0], nil)
		if !ok {
			got = append(got, "-")
			return true
		}
		got = append(got, l.Text())
		return true
	})
	want := []string{
		"tail -n ANNOVETHOLE1 ANNOVETHOLE3 | grep -i ANNOVETHOLE5",
		"docker ps -a",
		"cd ANNOVETHOLE1 && ANNOVETHOLE3",
		"-",
		"-",
		"df -h | awk '{print 100%}'",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Of:\n got %q\nwant %q", got, want)
	}
}

func TestRead(t *testing.T) {
	for _, c := range []struct {
		line   Line
		want   []Command
		writes bool
		ok     bool
	}{
		{format("ps -eo pid,comm --sort=%s | head -n %d"), []Command{{Name: "ps", Args: []string{"-eo", "pid,comm", Unknown}}, {Name: "head", Args: []string{"-n", Unknown}}}, false, true},
		{Line{{Text: "cat /proc/loadavg 2>/dev/null\nfree -h 2>/dev/null || cat /proc/meminfo | head -5\n"}}, []Command{{Name: "cat", Args: []string{"/proc/loadavg"}}, {Name: "free", Args: []string{"-h"}}, {Name: "cat", Args: []string{"/proc/meminfo"}}, {Name: "head", Args: []string{"-5"}}}, false, true},
		{format("cd %q && %s"), []Command{{Name: "cd", Args: []string{Unknown}}, {Chosen: true, Hole: 3}}, false, true},
		{Line{{Text: "echo $(uname -r) \"$HOME\""}}, []Command{{Name: "echo", Args: []string{Unknown, Unknown}}, {Name: "uname", Args: []string{"-r"}}}, false, true},
		{Line{{Text: "command -v journalctl >/dev/null 2>&1 && echo systemd >&2"}}, []Command{{Name: "command", Args: []string{"-v", "journalctl"}}, {Name: "echo", Args: []string{"systemd"}}}, false, true},
		// Files written by redirecting output.
		{Line{{Text: "ps aux > /tmp/ps.txt"}}, []Command{{Name: "ps", Args: []string{"aux"}}}, true, true},
		{format("printf '%%s' %s >> %s"), []Command{{Name: "printf", Args: []string{"%s", Unknown}}}, true, true},
		{Line{{Text: "ls >& out"}}, []Command{{Name: "ls"}}, true, true},
		// Not read command by command: a program named by a variable,
		// a function defined, a line that does not parse.
		{Line{{Text: "$CMD --version"}}, nil, false, false},
		{Line{{Text: "f() { rm -rf /; }; f"}}, nil, false, false},
		{Line{{Text: "if then fi ("}}, nil, false, false},
	} {
		got, ok := c.line.Read()
		if ok != c.ok || ok && (!reflect.DeepEqual(got.Commands, c.want) || got.Writes != c.writes) {
			t.Errorf("%q: got %+v, %v; want %+v (writes %v), %v", c.line.Text(), got, ok, c.want, c.writes, c.ok)
		}
	}
}

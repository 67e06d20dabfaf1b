package modes

import "strings"

// A sink is an API that executes what it is given: a SQL statement, a
// command, a script, an HTTP method and path. A string from a tool's
// arguments reaching a sink makes the tool a passthrough: what one call does
// depends on its arguments.
type sink struct {
	Pkg, Recv, Name string // Name may end in "*"
	What            string // what the argument is, for messages
	Args            []int  // the arguments that must come from the tool's arguments (-1: any one)
	StringArg       bool   // the first string argument (a SQL text after a context)
}

var sinks = []sink{
	{Pkg: "database/sql", Recv: "*DB", Name: "Exec*", What: "SQL statement", StringArg: true},
	{Pkg: "database/sql", Recv: "*DB", Name: "Query*", What: "SQL statement", StringArg: true},
	{Pkg: "database/sql", Recv: "*Tx", Name: "Exec*", What: "SQL statement", StringArg: true},
	{Pkg: "database/sql", Recv: "*Tx", Name: "Query*", What: "SQL statement", StringArg: true},
	{Pkg: "database/sql", Recv: "*Conn", Name: "Exec*", What: "SQL statement", StringArg: true},
	{Pkg: "database/sql", Recv: "*Conn", Name: "Query*", What: "SQL statement", StringArg: true},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Exec", What: "SQL statement", StringArg: true},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Query*", What: "SQL statement", StringArg: true},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Exec", What: "SQL statement", StringArg: true},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Query*", What: "SQL statement", StringArg: true},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "*", What: "SQL statement", StringArg: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Raw", What: "SQL statement", StringArg: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Exec", What: "SQL statement", StringArg: true},
	{Pkg: "os/exec", Name: "Command", What: "command", Args: []int{-1}},
	{Pkg: "os/exec", Name: "CommandContext", What: "command", Args: []int{-1}},
	{Pkg: "text/template", Recv: "*Template", Name: "Parse", What: "template", Args: []int{0}},
	{Pkg: "html/template", Recv: "*Template", Name: "Parse", What: "template", Args: []int{0}},
	{Pkg: "github.com/dop251/goja", Recv: "*Runtime", Name: "RunString", What: "script", Args: []int{0}},
	{Pkg: "github.com/yuin/gopher-lua", Recv: "*LState", Name: "DoString", What: "script", Args: []int{0}},
	{Pkg: "github.com/robertkrimen/otto", Recv: "*Otto", Name: "Run", What: "script", Args: []int{0}},
	{Pkg: "github.com/expr-lang/expr", Name: "Eval", What: "expression", Args: []int{0}},
	{Pkg: "github.com/expr-lang/expr", Name: "Compile", What: "expression", Args: []int{0}},
	{Pkg: "net/http", Name: "NewRequest", What: "HTTP method and URL", Args: []int{0, 1}},
	{Pkg: "net/http", Name: "NewRequestWithContext", What: "HTTP method and URL", Args: []int{1, 2}},
}

func lookupSink(pkg, recv, name string) *sink {
	for i := range sinks {
		s := &sinks[i]
		if s.Pkg != pkg || s.Recv != recv {
			continue
		}
		if s.Name == name || s.Name == "*" || strings.HasSuffix(s.Name, "*") && strings.HasPrefix(name, strings.TrimSuffix(s.Name, "*")) {
			return s
		}
	}
	return nil
}

// modeArgs are argument names that select what a tool does.
var modeArgs = map[string]bool{
	"mode": true, "action": true, "operation": true, "op": true, "method": true,
	"command": true, "cmd": true, "verb": true, "task": true, "subcommand": true,
}

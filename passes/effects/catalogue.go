package effects

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// An API is one row of the catalogue: a function or method whose effect
// annovet knows without reading its source. Recv is the receiver type name
// ("*File", "DB"), empty for a package-level function; Name may end in "*" to
// match a prefix. Special names the evaluator that reads the call's
// arguments (open flags, SQL text, HTTP method, URL).
type API struct {
	Pkg         string
	Recv        string
	Name        string
	Kind        Kind
	Destructive bool
	Accumulates bool // each call adds again (an insert, a push, an increment)
	Sets        bool // puts a value whatever was there: repeating it changes nothing more
	// Open marks a row whose effect an argument annovet does not read
	// decides (IMAP's FETCH marks a message seen unless each body section
	// asks to peek): the worst case, which never makes a finding.
	Open    bool
	Special special
	Host    Host // for a row of kind network: where the address comes from
	// Paths lists the arguments that name the files a row of kind write
	// or delete changes, when they are not only the first: os.Rename
	// removes its first and writes its second, os.Symlink writes its
	// second.
	Paths []int
	// Collection says what a row does to a collection a file holds, for a
	// file written back whole after a load of it (writeback.go); Key names
	// the field of a put's entry that is its key.
	Collection collOp
	Key        string
	// Prepared marks a row that runs what the call that made its
	// receiver was given (a prepared statement's Exec runs the SQL its
	// Prepare read): where that call is in sight, its row carries the
	// effect, and this one adds nothing (prepared.go).
	Prepared bool
	// Dir marks a row that creates a directory (os.MkdirAll), which
	// holds no data of its own: at a path of the server's own it is
	// housekeeping (fileCopy).
	Dir bool
	// Source marks a row, of no effect of its own, whose result is what
	// it read from outside the program (the files go/packages loads):
	// world data, chosen by its arguments (origins.go, memo.go).
	Source bool
	// Input marks a row, of no effect of its own, whose result is the
	// standard input of the program its receiver runs (an SSH session's
	// shell): what is written to it is that program's input,
	// code where the program is a shell (programinput.go).
	Input bool
}

// changedPaths returns the arguments of call that name the files it
// changes.
func (api *API) changedPaths(call *ast.CallExpr) []ast.Expr {
	idx := api.Paths
	if idx == nil {
		idx = []int{0}
	}
	var out []ast.Expr
	for _, i := range idx {
		if i >= len(call.Args) {
			return nil // a call annovet cannot read: no path is exempt
		}
		out = append(out, call.Args[i])
	}
	return out
}

type special int

const (
	none           special = iota
	openFlags              // os.OpenFile: arg 1 holds the flags
	sqlExec                // arg holding SQL: the statement decides
	sqlQuery               // a query: a SELECT reads, anything else writes
	httpMethod             // http.NewRequest: arg 0 (or 1 with a context) is the method
	urlArg                 // arg 0 is the URL
	addrArg                // arg 1 is the address (net.Dial)
	targetArg              // arg 0 is the address (grpc.Dial, grpc.NewClient)
	scratchCreate          // os.CreateTemp, os.MkdirTemp: scratch space, no effect by itself
	command                // exec.Command: arg 0 is the program, arg 1 its subcommand (after a context)
	script                 // arg 0 is code the API runs: a script, an expression
	goTemplate             // arg 0 is a Go template: code only through the functions it was given (Funcs)
	shellScript            // the script of sh -c SCRIPT (shellAPI)
	reflectCall            // reflect.Value.Call: calls the function the value holds
	graphqlDoc             // arg 0 is a GraphQL document (its Query field): a query reads, a mutation changes
	restRequest            // a REST client's request builder: arg 0 (or 1 with a context) is the method, POST creates; the address is the client's
	operation              // arg 0 is an operation whose Method field is the HTTP method (go-openapi's ClientOperation); the address is the transport's
	redisCommand           // the first argument after a context names a Redis command (go-redis's Do): the command decides
	patchData              // client-go's Patch(ctx, name, pt, data, ...): data is the content (content.go)
	objectBody             // client-go's Update(ctx, obj, ...): the object is the content (content.go, readback.go)
	githubMutation         // githubv4's Mutate: the mutations its first argument's struct names decide (githubgraphql.go)
	podExec                // client-go's VersionedParams: a PodExecOptions literal's Command is a program the pod runs (podexec.go)
	imapFetch              // go-imap's Fetch: arg 1's body sections decide, each marking the message seen unless it peeks (imapfetch.go)
	rpcMethod              // a gRPC call: the argument after the context (Invoke) or after the stream's description (NewStream) is the method's full name, whose verb decides, as a name does
	remoteCommand          // x/crypto/ssh's Session.Run: arg 0 is a command line the remote host's shell runs (sshmodels.go)
	remoteScript           // the command line of a remoteCommand, seen as a script of its own (remoteScriptAPI)
)

// Catalogue is annovet's table of APIs with known effects: the standard
// library and the clients real MCP servers use. Rows are matched on the
// callee's package path, receiver type name and method name. Users add rows
// with an .annovet.json file (or -effects.config), and declare a function's
// effect with a //annovet:effect directive.
var Catalogue = slices.Concat(catalogue,
	gitlabClient("gitlab.com/gitlab-org/api/client-go"), gitlabClient("gitlab.com/gitlab-org/api/client-go/v2"),
	goGitHubClient("github.com/google/go-github/v70/github"), goGitHubClient("github.com/google/go-github/v87/github"), goGitHubClient("github.com/google/go-github/v89/github"), goGitHubClient("github.com/google/go-github/v90/github"),
	goGitHubSubIssues("github.com/google/go-github/v87/github"), goGitHubSubIssues("github.com/google/go-github/v89/github"), goGitHubSubIssues("github.com/google/go-github/v90/github"),
	kubernetesReviews("v1"), kubernetesReviews("v1beta1"), kubernetesMapping(), kubernetesExec(),
	tfeClient("github.com/hashicorp/go-tfe"), godoClient("github.com/digitalocean/godo"),
	forgejoClient("codeberg.org/mvdkleijn/forgejo-sdk/forgejo/v2"), imapClient("github.com/emersion/go-imap/v2/imapclient"),
	helmActions("helm.sh/helm/v3/pkg/action"), helmRepo("helm.sh/helm/v3/pkg/repo"), prismV3Client("github.com/nutanix-cloud-native/prism-go-client/v3"),
	centreonClient("github.com/tphakala/centreon-go-client"), s3Client("github.com/aws/aws-sdk-go-v2/service/s3"), autotaskClient("github.com/tphakala/go-autotask"),
	mongoDriver("go.mongodb.org/mongo-driver/mongo"), mongoDriver("go.mongodb.org/mongo-driver/v2/mongo"),
	genqlientClient("github.com/Khan/genqlient/graphql"),
	sshClient("golang.org/x/crypto/ssh"), sftpClient("github.com/pkg/sftp"))

var catalogue = []API{
	// reflect: an adapter that calls a handler through reflection calls it.
	{Pkg: "reflect", Recv: "Value", Name: "Call", Special: reflectCall},
	{Pkg: "reflect", Recv: "Value", Name: "CallSlice", Special: reflectCall},

	// os: the file system.
	{Pkg: "os", Name: "WriteFile", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Create", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "OpenFile", Kind: Write, Special: openFlags},
	{Pkg: "os", Name: "Truncate", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Rename", Kind: Write, Destructive: true, Paths: []int{0, 1}},
	{Pkg: "os", Name: "Chmod", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Chown", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Lchown", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Chtimes", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Mkdir", Kind: Write, Dir: true},
	{Pkg: "os", Name: "MkdirAll", Kind: Write, Dir: true},
	{Pkg: "os", Name: "Symlink", Kind: Write, Paths: []int{1}},
	{Pkg: "os", Name: "Link", Kind: Write, Paths: []int{1}},
	{Pkg: "os", Name: "CopyFS", Kind: Write, Destructive: true},
	{Pkg: "os", Name: "Remove", Kind: Delete, Destructive: true},
	{Pkg: "os", Name: "RemoveAll", Kind: Delete, Destructive: true},
	{Pkg: "os", Name: "CreateTemp", Special: scratchCreate},
	{Pkg: "os", Name: "MkdirTemp", Special: scratchCreate},
	{Pkg: "os", Recv: "*File", Name: "Truncate", Kind: Write, Destructive: true},
	{Pkg: "os", Recv: "*File", Name: "Chmod", Kind: Write, Destructive: true},
	{Pkg: "os", Recv: "*File", Name: "Chown", Kind: Write, Destructive: true},
	{Pkg: "os", Recv: "*Root", Name: "Create", Kind: Write, Destructive: true},
	{Pkg: "os", Recv: "*Root", Name: "WriteFile", Kind: Write, Destructive: true},
	{Pkg: "os", Recv: "*Root", Name: "OpenFile", Kind: Write, Special: openFlags},
	{Pkg: "os", Recv: "*Root", Name: "Mkdir", Kind: Write, Dir: true},
	{Pkg: "os", Recv: "*Root", Name: "MkdirAll", Kind: Write, Dir: true},
	{Pkg: "os", Recv: "*Root", Name: "Remove", Kind: Delete, Destructive: true},
	{Pkg: "os", Recv: "*Root", Name: "RemoveAll", Kind: Delete, Destructive: true},
	{Pkg: "os", Recv: "*Root", Name: "Rename", Kind: Write, Destructive: true, Paths: []int{0, 1}},
	{Pkg: "os", Recv: "*Root", Name: "Chmod", Kind: Write, Destructive: true},
	{Pkg: "io/ioutil", Name: "WriteFile", Kind: Write, Destructive: true},
	{Pkg: "io/ioutil", Name: "TempFile", Special: scratchCreate},
	{Pkg: "io/ioutil", Name: "TempDir", Special: scratchCreate},
	{Pkg: "syscall", Name: "Unlink", Kind: Delete, Destructive: true},
	{Pkg: "syscall", Name: "Rmdir", Kind: Delete, Destructive: true},

	// Processes.
	{Pkg: "os/exec", Name: "Command", Kind: Exec, Destructive: true, Special: command},
	{Pkg: "os/exec", Name: "CommandContext", Kind: Exec, Destructive: true, Special: command},
	{Pkg: "os", Name: "StartProcess", Kind: Exec, Destructive: true},
	{Pkg: "syscall", Name: "Exec", Kind: Exec, Destructive: true},
	{Pkg: "syscall", Name: "ForkExec", Kind: Exec, Destructive: true},
	{Pkg: "plugin", Name: "Open", Kind: Exec, Destructive: true},
	{Pkg: "os", Recv: "*Process", Name: "Kill", Kind: Delete, Destructive: true},
	{Pkg: "os", Recv: "*Process", Name: "Signal", Kind: Mutate, Destructive: true},

	// database/sql and the drivers' own APIs.
	{Pkg: "database/sql", Recv: "*DB", Name: "Exec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "database/sql", Recv: "*Tx", Name: "Exec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "database/sql", Recv: "*Conn", Name: "Exec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "database/sql", Recv: "*Stmt", Name: "Exec*", Kind: Mutate, Destructive: true, Prepared: true},
	{Pkg: "database/sql", Recv: "*DB", Name: "Query*", Special: sqlQuery},
	{Pkg: "database/sql", Recv: "*Tx", Name: "Query*", Special: sqlQuery},
	{Pkg: "database/sql", Recv: "*Conn", Name: "Query*", Special: sqlQuery},
	{Pkg: "database/sql", Recv: "*DB", Name: "Prepare*", Special: sqlQuery},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Query*", Special: sqlQuery},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Query*", Special: sqlQuery},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "Query*", Special: sqlQuery},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Tx", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Tx", Name: "Query*", Special: sqlQuery},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "Query*", Special: sqlQuery},
	// A queued statement runs when the batch is sent (SendBatch): the
	// statement decides what the batch does.
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Batch", Name: "Queue", Kind: Mutate, Special: sqlExec},
	// Sending a batch and reading results: what the statements do is
	// their own (Queue, Exec, Query), the connection's plumbing is not.
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "SendBatch"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "SendBatch"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "SendBatch"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "SendBatch"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Tx", Name: "SendBatch"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "BatchResults", Name: "*"},
	// A connection's life (acquired from the pool, pinged, released,
	// closed) and a transaction's control: the pool's own bookkeeping, not
	// a change of the database's; what a transaction writes is counted at
	// its statements. The rows also say that the pool's hooks
	// (pgxpool.Config.AfterRelease, BeforeAcquire) are plumbing: a
	// judgement about code the server may write, taken because a hook
	// that changed data on every release would be a bug of its own.
	// AcquireFunc runs the function it is given: its summary decides.
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Acquire"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "AcquireAllIdle"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Begin*"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Ping"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Close"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Pool", Name: "Stat"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "Release"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "Begin*"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Conn", Name: "Ping"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Tx", Name: "Commit"},
	{Pkg: "github.com/jackc/pgx/v5/pgxpool", Recv: "*Tx", Name: "Rollback"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Begin*"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Ping"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "*Conn", Name: "Close"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "Begin"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "Commit"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Tx", Name: "Rollback"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Row", Name: "Scan"},
	{Pkg: "github.com/jackc/pgx/v5", Recv: "Rows", Name: "*"},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "MustExec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "NamedExec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "Select*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "Get*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "Query*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*DB", Name: "NamedQuery*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*Tx", Name: "MustExec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*Tx", Name: "NamedExec*", Kind: Mutate, Special: sqlExec},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*Tx", Name: "Select*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*Tx", Name: "Get*", Special: sqlQuery},
	{Pkg: "github.com/jmoiron/sqlx", Recv: "*Tx", Name: "Query*", Special: sqlQuery},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Create", Kind: Mutate, Accumulates: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Save", Kind: Mutate, Destructive: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Update*", Kind: Mutate, Destructive: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Delete", Kind: Delete, Destructive: true},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Exec", Kind: Mutate, Special: sqlExec},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Raw", Special: sqlQuery},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "Find"},
	{Pkg: "gorm.io/gorm", Recv: "*DB", Name: "First"},

	// Code from a string: templates, scripts, expressions. Only a script
	// the caller chooses counts (a passthrough); one fixed in the program
	// is the program's own.
	{Pkg: "text/template", Recv: "*Template", Name: "Parse", Kind: Exec, Special: goTemplate},
	{Pkg: "html/template", Recv: "*Template", Name: "Parse", Kind: Exec, Special: goTemplate},
	{Pkg: "github.com/dop251/goja", Recv: "*Runtime", Name: "RunString", Kind: Exec, Special: script},
	{Pkg: "github.com/yuin/gopher-lua", Recv: "*LState", Name: "DoString", Kind: Exec, Special: script},
	{Pkg: "github.com/robertkrimen/otto", Recv: "Otto", Name: "Run", Kind: Exec, Special: script},
	{Pkg: "github.com/expr-lang/expr", Name: "Eval", Kind: Exec, Special: script},
	{Pkg: "github.com/expr-lang/expr", Name: "Compile", Kind: Exec, Special: script},

	// net/http and other network clients.
	{Pkg: "net/http", Name: "Get", Kind: Network, Special: urlArg},
	{Pkg: "net/http", Name: "Head", Kind: Network, Special: urlArg},
	{Pkg: "net/http", Name: "Post", Kind: Mutate, Special: urlArg},
	{Pkg: "net/http", Name: "PostForm", Kind: Mutate, Special: urlArg},
	{Pkg: "net/http", Name: "NewRequest", Kind: Network, Special: httpMethod},
	{Pkg: "net/http", Name: "NewRequestWithContext", Kind: Network, Special: httpMethod},
	{Pkg: "net/http", Recv: "*Client", Name: "Get", Kind: Network, Special: urlArg},
	{Pkg: "net/http", Recv: "*Client", Name: "Head", Kind: Network, Special: urlArg},
	{Pkg: "net/http", Recv: "*Client", Name: "Post", Kind: Mutate, Special: urlArg},
	{Pkg: "net/http", Recv: "*Client", Name: "PostForm", Kind: Mutate, Special: urlArg},
	// go-retryablehttp, under HashiCorp's, GitLab's and many API clients: a
	// request is decided where it is built, as with net/http; sending it,
	// retrying and setting its body are no effect of their own.
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "NewRequest", Kind: Network, Special: httpMethod},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "NewRequestWithContext", Kind: Network, Special: httpMethod},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "Get", Kind: Network, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "Head", Kind: Network, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "Post", Kind: Mutate, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "PostForm", Kind: Mutate, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Client", Name: "Get", Kind: Network, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Client", Name: "Head", Kind: Network, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Client", Name: "Post", Kind: Mutate, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Client", Name: "PostForm", Kind: Mutate, Special: urlArg},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Client", Name: "Do"},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Request", Name: "SetBody"},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Recv: "*Request", Name: "WithContext"},
	{Pkg: "github.com/hashicorp/go-retryablehttp", Name: "FromRequest"},
	// go/packages loads a module's packages by running the go command
	// (go list), which reads the module's files: a source, whose result
	// is what the files hold, and no change a tool's client sees (the go
	// command's own build and module caches aside).
	{Pkg: "golang.org/x/tools/go/packages", Name: "Load", Source: true},
	// Obtaining credentials is the client's plumbing, not the tool's
	// effect: an OAuth2 token source, GitLab's auth sources.
	{Pkg: "golang.org/x/oauth2", Recv: "TokenSource", Name: "Token"},
	{Pkg: "golang.org/x/oauth2", Recv: "*Config", Name: "PasswordCredentialsToken"},
	{Pkg: "golang.org/x/oauth2", Recv: "*Config", Name: "Exchange"},
	{Pkg: "golang.org/x/oauth2/clientcredentials", Recv: "*Config", Name: "Token"},
	{Pkg: "gitlab.com/gitlab-org/api/client-go", Recv: "AuthSource", Name: "*"},
	{Pkg: "gitlab.com/gitlab-org/api/client-go/v2", Recv: "AuthSource", Name: "*"},
	{Pkg: "gitlab.com/gitlab-org/api/client-go/v2", Recv: "AuthTokenStrategy", Name: "ApplyAuthHeader"},
	// go-rod's launcher starts the browser a server drives, as a client is
	// obtained: it finds the browser's binary (its Browser downloads it,
	// when missing, into its own cache, ~/.cache/rod/browser), writes the
	// preferences of the profile it made under the OS temp directory,
	// starts the browser, and stops it (Kill) and removes that profile
	// (Cleanup) when it is done. All of it is the server's plumbing, as a
	// CLI's own configuration directory is; what a tool does is what it
	// then asks the browser to do. The rows assume the launcher's own
	// profile: a program that gives it a user's profile directory
	// (UserDataDir) and then calls Cleanup removes that profile unseen.
	{Pkg: "github.com/go-rod/rod/lib/launcher", Recv: "*Launcher", Name: "*"},
	{Pkg: "github.com/go-rod/rod/lib/launcher", Recv: "*Browser", Name: "*"},
	// IBM's Go SDK core: an authenticator adds the request's credentials,
	// obtaining or refreshing a token from its token service when needed.
	{Pkg: "github.com/IBM/go-sdk-core/v5/core", Recv: "Authenticator", Name: "*"},
	// GitHub's GraphQL client: a query reads; a mutation does what GitHub
	// documents of the mutations it names (githubgraphql.go).
	{Pkg: "github.com/shurcooL/githubv4", Recv: "*Client", Name: "Query", Kind: Network, Host: HostConfig},
	{Pkg: "github.com/shurcooL/githubv4", Recv: "*Client", Name: "Mutate", Kind: Mutate, Destructive: true, Special: githubMutation, Host: HostConfig},
	// The GraphQL client under githubv4, used on its own (Spacelift's
	// spacectl): Query sends a query document built from its argument's
	// type, so it reads; Mutate is decided by its source.
	{Pkg: "github.com/shurcooL/graphql", Recv: "*Client", Name: "Query", Kind: Network, Host: HostConfig},
	// gRPC: every generated client's method calls Invoke (or NewStream)
	// on its connection with the method's full name, a constant
	// ("/temporal.api.cloud.cloudservice.v1.CloudService/GetNamespace").
	// The name is all there is to what the call does, as a method's name
	// is for an API annovet has no model of: its verb decides, and the
	// change it names stays uncertain (rpc.go). The address is the
	// connection's, which grpc.NewClient's row judges.
	{Pkg: "google.golang.org/grpc", Recv: "ClientConnInterface", Name: "Invoke", Kind: Network, Special: rpcMethod, Host: HostConfig},
	{Pkg: "google.golang.org/grpc", Recv: "ClientConnInterface", Name: "NewStream", Kind: Network, Special: rpcMethod, Host: HostConfig},
	{Pkg: "google.golang.org/grpc", Recv: "*ClientConn", Name: "Invoke", Kind: Network, Special: rpcMethod, Host: HostConfig},
	{Pkg: "google.golang.org/grpc", Recv: "*ClientConn", Name: "NewStream", Kind: Network, Special: rpcMethod, Host: HostConfig},
	// What a stream sends and receives is the call NewStream made; closing
	// a connection releases the server's own plumbing.
	{Pkg: "google.golang.org/grpc", Recv: "ClientStream", Name: "SendMsg"},
	{Pkg: "google.golang.org/grpc", Recv: "ClientStream", Name: "RecvMsg"},
	{Pkg: "google.golang.org/grpc", Recv: "ClientStream", Name: "CloseSend"},
	{Pkg: "google.golang.org/grpc", Recv: "*ClientConn", Name: "Close"},
	// go-openapi, under every client go-swagger generates (Grafana's
	// among them): each operation method builds a ClientOperation literal
	// whose Method field is the HTTP method and submits it to the
	// transport, the interface or its HTTP implementation.
	{Pkg: "github.com/go-openapi/runtime", Recv: "ClientTransport", Name: "Submit", Kind: Network, Special: operation, Host: HostConfig},
	{Pkg: "github.com/go-openapi/runtime/client", Recv: "*Runtime", Name: "Submit", Kind: Network, Special: operation, Host: HostConfig},
	// go-tfe builds each request in its client's NewRequest (tfeClient);
	// sending it runs the client's hooks, no effect of their own.
	{Pkg: "github.com/hashicorp/go-tfe", Recv: "ClientRequest", Name: "Do"},
	{Pkg: "github.com/hashicorp/go-tfe", Recv: "*ClientRequest", Name: "DoJSON"},
	{Pkg: "github.com/hashicorp/go-tfe", Recv: "*ClientRequest", Name: "DoRaw"},
	// hashicorp/jsonapi, under go-tfe: marshalling a request's body and
	// unmarshalling a response only encode, as encoding/json does; the
	// optional methods of the values they visit (links, meta) are
	// followed no more than a json.Marshaler is.
	{Pkg: "github.com/hashicorp/jsonapi", Name: "Marshal*"},
	{Pkg: "github.com/hashicorp/jsonapi", Name: "Unmarshal*"},
	// client-go: every typed clientset, the dynamic client and discovery
	// build a *rest.Request and choose its verb with Verb (RESTClient's
	// Get, Post, Put, Patch and Delete are Verb("GET")...): the verb
	// decides, a POST creates, and the address is the cluster's. Sending
	// the request is no effect of its own.
	{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "Verb", Kind: Network, Special: restRequest, Host: HostConfig},
	{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "Do"},
	{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "DoRaw"},
	{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "Stream"},
	{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "Watch"},
	// A typed clientset's and the dynamic client's Patch send the data
	// given as the content of a PATCH: the content the program fixes
	// decides whether it only sets ({"spec":{"suspend":true}}).
	{Pkg: "k8s.io/client-go/gentype", Recv: "*Client", Name: "Patch", Kind: Mutate, Destructive: true, Special: patchData, Host: HostConfig},
	{Pkg: "k8s.io/client-go/dynamic", Recv: "*dynamicResourceClient", Name: "Patch", Kind: Mutate, Destructive: true, Special: patchData, Host: HostConfig},
	// Update replaces the object with the one it is given: an update that
	// sends back what a read returned, with fields set, sets those.
	{Pkg: "k8s.io/client-go/gentype", Recv: "*Client", Name: "Update", Kind: Mutate, Destructive: true, Sets: true, Special: objectBody, Host: HostConfig},
	{Pkg: "k8s.io/client-go/dynamic", Recv: "*dynamicResourceClient", Name: "Update", Kind: Mutate, Destructive: true, Sets: true, Special: objectBody, Host: HostConfig},
	// A pod's ephemeral containers are only ever added: "Ephemeral
	// containers may not be removed or restarted" (k8s.io/api core/v1),
	// and the API server rejects an update of the subresource that
	// removes or changes one. Its PUT adds the containers it names, as a
	// create does, and a second with the same name is refused.
	{Pkg: "k8s.io/client-go/kubernetes/typed/core/v1", Recv: "*pods", Name: "UpdateEphemeralContainers", Kind: Mutate, Host: HostConfig},
	// Obtaining a client is no effect: building the transport of a
	// config (its TLS, credentials, auth providers and wrappers) and
	// loading the kubeconfig. The requests the client then sends are the
	// rows above.
	// clientcmd writes kubeconfig files: ModifyConfig puts the config
	// given into the files a ConfigAccess names (each under a lock file
	// it creates and removes itself), WriteToFile into the file named.
	{Pkg: "k8s.io/client-go/tools/clientcmd", Name: "ModifyConfig", Kind: Write, Destructive: true, Sets: true},
	// Loading the kubeconfig obtains a client's configuration: moving a
	// legacy file to where kubeconfigs now live (Migrate) is client-go's
	// housekeeping.
	{Pkg: "k8s.io/client-go/tools/clientcmd", Recv: "*ClientConfigLoadingRules", Name: "Load"},
	{Pkg: "k8s.io/client-go/tools/clientcmd", Name: "WriteToFile", Kind: Write, Destructive: true, Sets: true, Paths: []int{1}},
	// The discovery client's disk cache keeps what discovery read from
	// the API server under the user's cache directory, to spare the next
	// request: the library's own cache, as a map filled after a miss is.
	{Pkg: "k8s.io/client-go/discovery/cached/disk", Recv: "*CachedDiscoveryClient", Name: "writeCachedFile"},
	{Pkg: "k8s.io/client-go/rest", Name: "HTTPClientFor"},
	{Pkg: "k8s.io/client-go/rest", Name: "TransportFor"},
	{Pkg: "k8s.io/client-go/rest", Recv: "*Config", Name: "TransportConfig"},
	{Pkg: "k8s.io/client-go/transport", Name: "New"},
	{Pkg: "k8s.io/client-go/transport", Name: "HTTPWrappersForConfig"},
	{Pkg: "k8s.io/client-go/transport", Name: "TLSConfigFor"},
	{Pkg: "k8s.io/cli-runtime/pkg/genericclioptions", Recv: "*ConfigFlags", Name: "ToRESTConfig"},
	{Pkg: "k8s.io/cli-runtime/pkg/genericclioptions", Recv: "*ConfigFlags", Name: "ToRawKubeConfigLoader"},
	{Pkg: "net", Name: "Dial", Kind: Network, Special: addrArg},
	{Pkg: "net", Name: "DialTimeout", Kind: Network, Special: addrArg},
	{Pkg: "net", Recv: "*Dialer", Name: "Dial", Kind: Network, Special: addrArg},
	{Pkg: "net", Recv: "*Dialer", Name: "DialContext", Kind: Network, Special: addrArg},
	{Pkg: "google.golang.org/grpc", Name: "Dial", Kind: Network, Special: targetArg},
	{Pkg: "google.golang.org/grpc", Name: "DialContext", Kind: Network, Special: targetArg},
	{Pkg: "google.golang.org/grpc", Name: "NewClient", Kind: Network, Special: targetArg},

	// Sniffing a file's content type reads the bytes it was given: each
	// detector of mimetype's tree matches a signature.
	{Pkg: "github.com/gabriel-vasile/mimetype", Recv: "*MIME", Name: "match"},

	// sync and sync/atomic: state the server keeps in memory.
	{Pkg: "sync", Recv: "*Map", Name: "Store", Kind: Mutate, Destructive: true},
	{Pkg: "sync", Recv: "*Map", Name: "Swap", Kind: Mutate, Destructive: true},
	{Pkg: "sync", Recv: "*Map", Name: "LoadOrStore", Kind: Mutate},
	{Pkg: "sync", Recv: "*Map", Name: "Delete", Kind: Delete, Destructive: true},
	{Pkg: "sync", Recv: "*Map", Name: "LoadAndDelete", Kind: Delete, Destructive: true},
	{Pkg: "sync", Recv: "*Map", Name: "Clear", Kind: Delete, Destructive: true},
	{Pkg: "sync/atomic", Name: "Add*", Kind: Mutate},
	{Pkg: "sync/atomic", Name: "Store*", Kind: Mutate, Destructive: true},
	{Pkg: "sync/atomic", Name: "Swap*", Kind: Mutate, Destructive: true},
	{Pkg: "sync/atomic", Name: "CompareAndSwap*", Kind: Mutate, Destructive: true},
	{Pkg: "sync/atomic", Recv: "*Int32", Name: "Add", Kind: Mutate},
	{Pkg: "sync/atomic", Recv: "*Int64", Name: "Add", Kind: Mutate},
	{Pkg: "sync/atomic", Recv: "*Uint32", Name: "Add", Kind: Mutate},
	{Pkg: "sync/atomic", Recv: "*Uint64", Name: "Add", Kind: Mutate},
	{Pkg: "sync/atomic", Recv: "*Int64", Name: "Store", Kind: Mutate, Destructive: true, Sets: true},
	{Pkg: "sync/atomic", Recv: "*Value", Name: "Store", Kind: Mutate, Destructive: true, Sets: true},
	{Pkg: "sync/atomic", Recv: "*Bool", Name: "Store", Kind: Mutate, Destructive: true, Sets: true},
	{Pkg: "sync/atomic", Recv: "*Pointer", Name: "Store", Kind: Mutate, Destructive: true, Sets: true},

	// Key-value stores and document databases.
	// go-redis declares its commands on cmdable, which Client, ClusterClient,
	// Ring, Tx and Pipeline embed.
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "SetNX", Kind: Mutate},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "Set*", Kind: Mutate, Destructive: true, Sets: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "Del", Kind: Delete, Destructive: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "Incr*", Kind: Mutate, Accumulates: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "LPush", Kind: Mutate, Accumulates: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "RPush", Kind: Mutate, Accumulates: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "HSet", Kind: Mutate, Destructive: true, Sets: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "FlushAll", Kind: Delete, Destructive: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "FlushDB", Kind: Delete, Destructive: true},
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "Get"},
	// The generic executor: the command it names decides (redis.go).
	{Pkg: "github.com/redis/go-redis/v9", Recv: "cmdable", Name: "Do", Kind: Mutate, Special: redisCommand},
}

// Verbs classify the methods of external clients and interfaces that the
// catalogue does not list, by the verb their name starts with (go-github's
// Repositories.Delete, client-go's Pods().Create, an AWS client's
// PutObject, a project's Store interface). Read verbs are no effect.
var (
	deleteVerbs = []string{"Delete", "Remove", "Purge", "Destroy", "Drop", "Truncate", "Evict", "Revoke", "Uninstall", "Terminate", "Kill", "Erase", "Wipe", "Unlink", "Clear"}
	updateVerbs = []string{"Update", "Set", "Put", "Patch", "Replace", "Overwrite", "Apply", "Upsert", "Move", "Rename", "Restart", "Stop", "Reset", "Merge", "Edit", "Modify", "Write", "Save", "Store", "Flush", "Restore", "Cancel", "Disable", "Enable", "Transfer", "Archive", "Scale"}
	createVerbs = []string{"Create", "Add", "Insert", "Post", "Append", "Install", "Start", "Run", "Trigger", "Send", "Publish", "Upload", "Push", "Enqueue", "Submit", "Invoke", "Execute", "Exec", "Dispatch", "Fork", "Import", "Subscribe", "Mark", "Increment", "Incr", "Comment", "Approve", "Assign", "Tag", "Star", "Follow", "Invite"}
	readVerbs   = []string{"Get", "List", "Search", "Find", "Fetch", "Read", "Describe", "Query", "Count", "Exists", "Has", "Is", "Watch", "Head", "Stat", "Lookup", "Load", "Download", "Scan", "Select", "Show", "View", "Check", "Validate", "Compare", "Diff", "Explain", "Peek", "Inspect", "String", "Len", "Error", "Name", "ID", "Key", "Value", "Contains", "Equal", "Marshal", "Unmarshal", "Encode", "Decode", "Parse", "Format", "Render", "Resolve", "Match", "Filter", "Sort", "Map", "Each", "Iter", "Next", "Print", "Debug", "Info", "Warn", "Trace", "Span", "Context", "With", "Wait", "Done", "Err", "Ping", "Now", "Since", "Status", "Begin", "Commit", "Rollback", "Close", "Can"}
)

// executorVerbs only say that something runs: the words after them say what
// (ExecuteReadQuery reads).
var executorVerbs = []string{"Execute", "Exec", "Run", "Do", "Invoke", "Call", "Perform", "Process", "Handle"}

// verbEffect classifies a method name by its leading verb, or after a
// generic executor verb by the next one. ok is false when no verb matches.
func verbEffect(name string) (k Kind, destructive, ok bool) {
	for _, v := range executorVerbs {
		if rest, found := strings.CutPrefix(name, v); found && rest != "" && !isLower(rest[0]) {
			if k, d, ok := verbEffect(rest); ok {
				return k, d, true
			}
		}
	}
	return leadingVerb(name)
}

func leadingVerb(name string) (k Kind, destructive, ok bool) {
	has := func(verbs []string) bool {
		for _, v := range verbs {
			if strings.HasPrefix(name, v) && (len(name) == len(v) || !isLower(name[len(v)])) {
				return true
			}
		}
		return false
	}
	switch {
	case has(readVerbs):
		return 0, false, true
	case has(deleteVerbs):
		return Delete, true, true
	case has(updateVerbs):
		return Mutate, true, true
	case has(createVerbs):
		return Mutate, false, true
	}
	return 0, false, false
}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

// purePackages are packages (and their subpackages) whose calls change
// nothing a tool's client cares about: logging, tracing and metrics, the
// process's own synchronization and rate limiting, and libraries that only
// compute (HTML parsing and sanitizing).
var purePackages = []string{
	"go.opentelemetry.io",
	"github.com/microsoft/ApplicationInsights-Go", // Azure's telemetry: tracked events sent to the operator's own monitoring
	"github.com/prometheus/client_golang",
	"golang.org/x/telemetry",
	"github.com/pkg/errors",
	"golang.org/x/sync",
	"golang.org/x/time/rate",
	"github.com/google/uuid",
	"github.com/golang-jwt/jwt", // tokens parsed, verified and signed in memory (its signing methods are looked up in a registry of constructors)
	"github.com/google/jsonschema-go",
	"github.com/invopop/jsonschema",
	"github.com/microcosm-cc/bluemonday",
	"golang.org/x/net/html",
	"golang.org/x/net/idna",                // internationalized domain names: string mapping only
	"golang.org/x/net/http2",               // HTTP/2 under net/http: a request does what its net/http row says
	"golang.org/x/text",                    // Unicode, encodings, collation: computation only
	"github.com/fxamacker/cbor",            // CBOR encoding
	"github.com/bytedance/sonic",           // JSON encoding and decoding, compiled to machine code at run time: in memory
	"github.com/go-playground/validator",   // struct validation in memory, by its validation functions and those the program registers
	"github.com/mitchellh/mapstructure",    // maps decoded into structs in memory
	"github.com/go-viper/mapstructure",     // its maintained fork
	"github.com/mitchellh/go-homedir",      // the user's home directory: $HOME, or the shell's echo ~$USER when it is unset
	"k8s.io/apimachinery/pkg/util/runtime", // HandleError, HandleCrash: logging and re-panicking
	// Kubernetes' API types and their machinery: objects, schemes,
	// codecs and conversions over values in memory.
	"k8s.io/api",
	"k8s.io/apimachinery/pkg/runtime",
	"k8s.io/apimachinery/pkg/conversion",
	"k8s.io/apimachinery/pkg/apis",
	"google.golang.org/protobuf", // messages, their encoding and reflection
	"sigs.k8s.io/yaml",           // YAML converted to JSON and decoded, as encoding/json does, in memory
	// Query languages evaluated over values in memory: jq, and JSONPath
	// with the expression language it is built on.
	"github.com/itchyny/gojq",
	"github.com/PaesslerAG/gval",
	"github.com/PaesslerAG/jsonpath",
}

// wordSplitters are libraries that split a command line into words as a
// shell would, without running one: pure, and what their functions return
// are the words of their first argument (shlex.Split(line)), so what runs
// is what the words are handed to.
var wordSplitters = []string{
	"github.com/google/shlex",
	"github.com/kballard/go-shellquote",
	"github.com/mattn/go-shellwords",
}

func isPure(path string) bool {
	return underAny(path, purePackages) || underAny(path, wordSplitters) || !isStd(path) && underAny(path, loggingPackages)
}

// loggingPackages are the standard library's loggers and the logging
// libraries: what they write is the process's log (the ones of other
// modules are pure too), and a file handed to one is a log file.
var loggingPackages = []string{
	"log", "log/slog", // the standard library's, which the catalogue describes
	"go.uber.org/zap",
	"github.com/sirupsen/logrus",
	"github.com/rs/zerolog",
	"github.com/go-logr/logr",
	"k8s.io/klog",
	"github.com/golang/glog",
}

// underAny reports whether path is one of pkgs or a package under one.
func underAny(path string, pkgs []string) bool {
	for _, p := range pkgs {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// lookup finds the catalogue row for a callee.
func lookup(table []API, pkg, recv, name string) *API {
	for i := range table {
		a := &table[i]
		if a.Pkg != pkg || a.Recv != recv {
			continue
		}
		if a.Name == name || strings.HasSuffix(a.Name, "*") && strings.HasPrefix(name, strings.TrimSuffix(a.Name, "*")) {
			return a
		}
	}
	return nil
}

// implRow returns the row of table on an interface of fn's own package
// that fn implements a method of: IBM's core.Authenticator row for
// (*core.IamAuthenticator).Authenticate, called on the concrete type the
// library's builder returns. Only the package's own types: an
// implementation elsewhere is its author's code, summarized as it is.
func implRow(table []API, fn *types.Func) *API {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || fn.Pkg() == nil {
		return nil
	}
	path := fn.Pkg().Path()
	for i := range table {
		api := &table[i]
		if api.Pkg != path || api.Recv == "" || strings.HasPrefix(api.Recv, "*") || lookup(table[i:i+1], path, api.Recv, fn.Name()) == nil {
			continue
		}
		tn, ok := fn.Pkg().Scope().Lookup(api.Recv).(*types.TypeName)
		if !ok {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok || types.IsInterface(sig.Recv().Type()) {
			continue
		}
		if obj, _, _ := types.LookupFieldOrMethod(iface, false, fn.Pkg(), fn.Name()); obj != nil && types.Implements(sig.Recv().Type(), iface) {
			return api
		}
	}
	return nil
}

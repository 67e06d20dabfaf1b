// Package effects defines an Analyzer that summarizes what every function
// may do to its environment, for the checks that compare a tool's
// annotations with its handler.
//
// # Analyzer effects
//
// effects: summarize the effects of every function
//
// An effect is a change that outlives the call and that a person or a later
// call can observe: files and directories (not scratch space: a file the
// call creates with os.CreateTemp, written through its own methods, or
// under a directory from os.MkdirTemp, directly or through a local path
// built from it or an unexported package variable every value of which
// is (a test runner's storage directory, removed in its teardown); not
// the program's own cache, a path under os.UserCacheDir built only from
// what the program fixes, through the functions of the package that
// build it (a browser the server downloads there: paths.go); and a file whose name carries the current time or random
// bytes is new: writing it creates and overwrites nothing, and removing
// it removes only what the call made; the same for a file a callee
// writes or removes at a path its caller passes, judged by the caller's
// path (Role path: an archiver given os.TempDir()/x.tar.gz writes
// scratch, paths.go); not a device, /dev/tty or /dev/null,
// which a terminal UI opens; not a file opened only to be a logger's
// output, a library's trace log), databases, remote services (by the request's
// method; a PUT to an address that carries a new UUID or random bytes
// creates, as a file at such a name does: fresh.go), processes (not a signal to the one the code started itself:
// stopping cmd.Process changes nothing its start did not), and data the server keeps in memory that its tools
// read back (an in-memory store). The process's plumbing is not: caches and
// memoization (a value stored under a key after a lookup of that key
// missed, sync.Map.LoadOrStore, lazily built clients, anything inside
// sync.Once), scalar state (a client, a flag, a cached error, a counter or
// request ID), an entry the call adds and deletes before it returns, in a
// defer or later in the same block with no return between (a pending
// request's response channel, an in-flight marker), or deletes under a key
// it made anew (the time, random bytes, a UUID, the next value of a counter
// it advances: fresh.go; storing under such a key overwrites nothing, and
// adds again on every call), data nothing reads,
// values created in the
// call or handed in by the caller (a buffer, a builder, a CSV writer over
// it, a slice to append to), collections of handles (API clients and
// anything else whose methods reach the world, such as Helm's action
// configurations, connections, files and the wrappers around them, a
// dependency's client with its own header maps included, in a pool per session, refreshed or
// replaced: a tool returns data read through a handle, never the handle),
// obtaining a client, from a function value or by a static call
// (getClient(ctx) returning a *gitlab.Client, or with the request's
// context first, a struct of the program's that only bundles clients, a
// provider returning an interface whose methods take a context, or a
// dependency's struct that
// holds a client, as a Google API service holds its *http.Client; a
// library's constructor given a
// context, names, an *http.Client or its options, a session built from the
// user's profile: picking, building or refreshing it is the server's, its
// configuration directory included; so is a method that keeps its own
// client working, taking nothing but a context, returning at most an
// error, not named for a change, and storing in its receiver a value it
// got during the call: a login that keeps the token the server returned,
// run again when a request answers 401; what the tool asks the client to
// do is the tool's, clients.go), a
// local variable rebound to another value (fields = ProjectFields), a
// dependency's own in-memory state, transaction control and
// a session's own settings (BEGIN, COMMIT, ROLLBACK, USE, SET NAMES, PRAGMA
// busy_timeout, RESET and DISCARD; not SET GLOBAL, MySQL's RESET of its
// logs and persisted settings, or a PRAGMA that writes the database file),
// a pool's connections (acquired, pinged, released, closed: catalogue rows
// for pgx and pgxpool, whose release hooks they take for plumbing), a
// query in a pgx transaction begun read only (AccessMode: pgx.ReadOnly,
// one statement over the extended protocol), which the database refuses
// to let write whatever its text, so that the caller's statement chooses
// no mode there (readonlytx.go; not an Exec, which may carry several
// statements, nor database/sql's ReadOnly, which a driver may ignore),
// logging, metrics and tracing, and copies of the world: an entry whose
// key and value carry only what a read of the outside world returned (ids
// fetched from an API, remembered to build later request paths), with
// constants and the request's context, followed through assignments,
// ranges, fields, literals, calls with no effect of their own and the
// arguments of calls across functions (origins.go); and memoization by
// data flow, whatever guards the write: a parameter the entry carries only
// where it chose a read whose result the entry carries (packages loaded
// from a directory, kept under that directory; parts of one parameter told
// apart by their access paths, ref.Name from ref.Path) chooses no data of
// the caller's, and an entry read from a location and stored back under
// the key it was read from (a cache entry whose access time is touched)
// carries what the location held, a copy where every other entry is one
// (memo.go); an entry that carries the tool's arguments beyond that, or
// the server's own state, is data. Rows marked Source (go/packages' Load)
// return what they read from outside the program. The same
// property decides a file in a directory the server keeps for itself
// (under the user's configuration or cache directory, or a dot-directory
// of the home named for the program, ~/.clanker for a module .../clanker;
// not a constant path in the working directory, nor another program's
// ~/.ssh: ownDir): one whose content carries only what a request returned
// (an OAuth token a refresh fetched) is a copy of the world, and one whose
// content is what its caller passes is decided at each call; a directory
// there holds no data of its own (fileCopy). What a request returns is the
// world's whatever its method, with what the function was given when the
// request may change something (a created note's text); what the request
// changes stays its own effect. Data no tool
// reads back (a ring of recent errors only an HTTP dashboard shows) is no
// change annovet can show: where a tool's effects are decided, a change
// to a collection that no handler bound in the package reads, by its own
// code or what it calls, is undecided, never dropped, since a tool
// registered elsewhere or a call annovet cannot follow may read it; a
// function that writes a collection reads it only where what it returns
// comes from it (toolreads.go, returnflow.go). These are decided by data flow (where the
// written value lives, what it is, whether it is a collection, whether
// anything reads it, whether a lookup guards the write), not by package
// names; the catalogue (catalogue.go, and per client library
// clientmodels.go and sshmodels.go) describes APIs only. The lookup and the store may be in different functions of a
// package: a function that looked the key up and returned what it found
// (c := get(id); if c != nil { return c }) and then calls one that stores
// a new value fills a cache; one that returns an error when the key is
// there and then stores creates data. Which outcome of the lookup a test
// takes is read from its condition (ok or !ok, v != nil or v == nil): a
// write where the entry is there (if !ok { return ErrNotFound }; s.m[k] =
// v) is an update, and a delete is never a fill (except a stale entry
// evicted inside a cache's lookup that returns what it found). A write in
// a function literal is read by the tests of the functions around it too,
// at the literal's place, since the literal runs after it is made (a miss
// filled inside singleflight's Do). A file that holds a collection kept in
// memory, encoded whole at a path of the server's own, is that
// collection's copy, and writing it is the write to the collection: a
// cache's copy fills the cache, a store's is data (persist.go); and a file
// written back whole with the collection a load of the same path returned
// changes what was done to the collection in between: entries added, or
// put under a key a test just found missing, overwrite nothing (Helm's
// repositories file: writeback.go). So an
// in-memory store that checks existence before it creates, updates or
// deletes changes data; a create, made only where the key is missing,
// overwrites nothing. A file is a cache the same way: a
// function that read a path of the server's own (a constant, its
// configuration, a dot-directory of the user's home such as ~/.kube, the
// user's configuration or cache directory; not a file in the home itself),
// returned when the read succeeded (or writes it in the else of that
// test), and then writes the path refreshes or
// fills a cache file (a channel list kept between runs, a kubeconfig
// written where there is none); one that
// returns when the read fails and then writes changes the file's data,
// and a path from the tool's arguments is the user's.
//
// A file written only in the body of a test that a probe of the same path
// (os.Stat, os.Lstat, os.Open, os.ReadFile, or an os.Root's) found nothing
// there (os.IsNotExist(err), errors.Is(err, fs.ErrNotExist)) is created,
// as with O_EXCL, and overwrites nothing; so is one after a test that
// leaves the function where the probe found the path taken (if _, err :=
// os.Stat(dst); err == nil { return ... }), in the function or in a
// callee given the path (absent.go).
//
// Kinds: write (files; os.OpenFile's flags decide whether it overwrites),
// delete, mutate (a remote or stored change; destructive when it
// overwrites: PUT, PATCH, UPDATE, a map entry replaced), exec, network (a
// request that only reads), unknown (a call annovet cannot follow). A change
// accumulates when each call makes it again (an INSERT that is no upsert, an
// O_APPEND write, an append or increment, the catalogue's inserts and
// pushes): such a handler is not idempotent. A change sets ("=" in a
// summary) when it puts a value whatever was there: an HTTP PUT (not a
// PATCH, unless its content is fixed by the program and deletes nothing:
// content.go), an upsert, an UPDATE whose every new value is a placeholder or a
// literal (not "n = n + 1", not NOW()), the catalogue's key-value sets, a map
// entry or field replaced by a value not computed from the old one. A handler
// whose every change is a delete or a set is idempotent, and the fixes say
// so; a file write is not inferred idempotent (its path or content may differ
// on every call). Each effect carries its witness, the whole call path from
// the function to the API.
//
// A function literal in a package-level variable's value (a handler
// held in a table or a pair built at package level) is a unit like one
// in a function's body.
//
// # Summaries that depend on their arguments
//
// A summary may say that an effect depends on a parameter: the HTTP method
// ("network(method=param2)": a GET reads, a DELETE deletes), the address
// ("host=param1": fixed in the code, configured, or chosen by the tool's
// arguments), the SQL statement (its verb decides; a prepared statement's
// Exec runs what its Prepare read, which carries the effect where the
// Prepare is in the same function: prepared.go), the open flags, the
// program and its subcommand (the first of the arguments: for a list
// passed whole, args..., its first element), a shell's -c script and the
// line an SSH session runs (what running it does is what its commands do:
// a line the program builds, constant text with the values it fills in
// taken for words, parsed as a shell parses it, whose every command is a
// well-known read, df -h | head, docker ps, with no output redirected to
// a file, changes nothing; a command a spliced-in value names, "cd %q &&
// %s", is that value's line, judged where it is built and chosen by the
// caller who passes it: commandline.go), a
// template or script (code fixed by the program is no effect; code its
// caller passes is; a Go template given no functions runs none, and only
// formats, and one given only functions of the program that have no effect
// (a FuncMap literal of them: a random string) chooses nothing); or
// that it happens only in a branch of a dispatch on a parameter ("when param0 in {1}": switch op { case Remove:
// ... }, and if apply { ... } on a boolean parameter, its else when it is
// false; a parameter the function folds first, kind =
// strings.ToLower(kind), is compared folded, and one it assigns anything
// else no longer says what its caller passed); or that it happens only
// where a test of a setting holds ("gate=param1": if
// ctx.GetConfiguration().IsSet(OutputDir) { os.WriteFile(...) }, a field
// or method of a value, not a handle compared with nil): a change the
// server's configuration turns on (the receiver's or a package variable's
// setting, or a parameter's its callers fill with configuration or a
// handler factory was given at registration) decides no hint, since
// annovet cannot see which configuration runs, and is undecided, said in
// the inventory; one the tool's arguments turn on may happen (gates.go).
// Each call resolves them from the argument it passes: a constant,
// configuration (a receiver's or package variable, an environment
// variable), a parameter of the caller (the dependency travels on, across
// packages through facts, through generic functions), or what annovet
// cannot tell (the worst case, unresolved). A string local given the
// parameter on one path and anything else on another (commands := args;
// if args == "" { commands = s.Command }) depends on the parameter on some
// paths only ("program=may:param0"): the tool's arguments reaching it
// choose, as any dependency's do, but no caller's constant decides it, so
// it stays unresolved there, and wherever a value is resolved (a field a
// constructor fills, an address a function returns) it is as unknown as
// before. A command line split into words (shlex, go-shellquote,
// go-shellwords), as the standard library's string functions, hands its
// first argument's source on. Result.Choosers says what the arguments of a
// call choose, Result.FuncChoosers what those of any call of a function
// would (the modes pass asks it of the executor a registration names); an
// HTTP method alone chooses where the code fixes the address. A
// value a function of the program returns given nothing but the context
// (ConfigFromContext(ctx)) is configuration: none of the tool's arguments
// reach it. A model row may
// read the value from a field of the struct literal its argument is or a
// local holds (a GraphQL request's Query, go-openapi's ClientOperation
// Method) while no statement sets that field after. A string read from a field
// of the function's own receiver or parameter (r.Method) depends on that
// field, and each call resolves it from where the struct it passes was
// built (fieldvalues.go): a struct literal, a call of a function whose
// summary says what the struct it returns holds there (Summary.Values:
// Vault's NewRequest(method, path) returns &Request{Method: method}), or
// one assignment before the call (r.Method = GET), or a builder's chain
// (c.Put().Name(n).Do(): a method returning its receiver keeps the
// fields it does not set, a constructor returning another's call holds
// what that one returns); a field set in a
// branch, or by a function of its package the struct is handed to, is
// undecided, and a receiver's field no call decides is configuration. An
// address in a parameter's field (CallAPI(ctx, Params{Method: m, BaseURL:
// base, Path: p}), the URL being p.BaseURL with the path appended) is that
// field of the struct the caller built, where annovet sees it set, and the
// struct's origin as a whole where it does not; a Chooser names the field
// that chooses, so a constant method with an argument in the path is one
// operation, not a mode. A
// request built with one method and given another before it is sent
// (go-gitlab builds a GET and sets req.Method = PUT) has the second; one
// set in a branch is unresolved. What a PUT or a PATCH sends decides
// whether it overwrites (content.go): with no body (a PUT that puts a
// member in a group), or with a merge or JSON patch whose fields and
// operations the program fixes and that deletes nothing
// ({"spec":{"suspend":true}}, fmt.Sprintf(`{"spec":{"unschedulable":%t}}`,
// on), a marshalled map literal; client-go's Patch included), it only
// sets, and so does an update that sends back the object a read in the
// same function returned with only fields the program sets changed
// (node.Spec.Unschedulable = true, or an annotation at a key the program
// fixes set through the object's accessors; client-go's Update:
// readback.go); a
// timestamp filled in makes it a change each call makes again, a
// boolean, whoever fills it in, picks one of the two states the content
// names (cordoned or not: a set), a string or number the callers fill in
// is theirs ("fill=param2": from the tool's arguments, an overwrite), and the caller's whole content ("body=param2")
// or content given after the request was built overwrites. An SQL UPDATE
// is read the same way: one whose columns the program fixes, every new
// value a literal or a placeholder, moves the rows to a state the program
// names when the values are the program's (UPDATE jobs SET status = ?
// given "pending"; a retry, an archive and its undo), a set, unless it
// empties a value (NULL, an empty string); the time makes it a change each call makes
// again, and a value from the tool's arguments an overwrite. An
// address is followed through what hands it on (addresses.go): the library
// functions of a table (net/url's Parse and a URL's String and JoinPath,
// googleapi's ResolveRelative), and a function of the package that
// returns one (a URL builder given the configuration, a client's BaseURL
// behind an interface, resolved to its implementations here). At a
// handler, what depends on its parameters is chosen by the tool's
// arguments: an address from them reaches the open world (not a path
// relative to the base the client adds, "/users/"+id, which names no host:
// configuration); an address from
// what the registering code was given (a handler factory's config, the
// enclosing function's parameter) is configuration, set once at start-up; a statement, program or method from them makes
// the tool multi-mode. Result.Choosers answers, for one call, which of its
// arguments choose what runs, for the modes pass: the SQL, exec and script
// APIs live in this one catalogue.
//
// # Calls annovet resolves
//
// A catalogue row on a library's interface describes that method at an
// interface call and, for the library's own types that implement the
// interface, at a call of their method (implRow: IBM's core.Authenticator
// row for (*core.IamAuthenticator).Authenticate, where the builder returns
// the concrete type). A call of an interface method that no directive or
// catalogue row describes is resolved to the program's implementations in sight: the
// methods of the named types, in the interface's repository or the module
// analyzed and visible from the calling package, whose method sets
// implement it (test doubles named Mock*, Fake*, Stub* left out; each
// package indexes its types by method name once, in a MethodsFact its
// importers look names up in), and the
// concrete types the package converts to it, a library's included (an
// oapi-codegen client's HttpRequestDoer, which NewClient fills with
// &http.Client{}: flowtypes.go); a method promoted from an interface a
// struct embeds (ClientWithResponses{ClientInterface}) is that
// interface's. One implementation is the callee; several are a union in
// which a change only some make is undecided and one every implementation
// makes is certain (godo's reserved and floating IPs' Assign). An
// interface the program declares over a library's types, with no
// implementation of the program's in sight, is the catalogued methods
// that implement it on the types of the packages in sight: a store's
// execer, Exec(query string, args ...any), is *sql.DB's and *sql.Tx's Exec,
// and its statement decides (cataloguedImplementations). Where none is in sight (a library calling an interface its
// importers implement, go-atlassian's Connector), the call stays symbolic
// in the summaries, with the constants it passed, and each handler
// resolves it to the implementations visible from its package, those of
// the packages that import the interface's among them; there a change
// every implementation makes is certain (ifacecalls.go). In the program's
// own code, a method called on a parameter is the method of what each
// caller passes (a handler factory given its executor): the call stays
// bound to the parameter, a caller passing a value of a concrete type
// resolves it to that type's method, a call of a factory that returns a
// closure it made as the interface (ResourceHandlerFunc(func(...) {...}),
// through a function type whose method calls its receiver) resolves it to
// the closure, and any other value leaves it to the
// implementations in sight where the handler is bound. A function value
// made by a call (a middleware over a handler, an adapter, or the one
// function among a call's results: ctx, finish := audit.Begin(ctx)) is
// the callee's effects mapped through the call's arguments;
// reflect.Value.Call calls what reflect.ValueOf was given; the element of a
// range over a slice of functions (options applied in a loop) is each
// argument the caller passed for it, and for a slice passed with "..."
// each element of the local slice the caller built (from a literal, an
// empty make or a var without a value, by appends), or each function a
// list the callee returns holds (t.options()...). Functional options
// decide what a function does when it fills a configuration from them
// (cfg := &config{method: GET}; for _, f := range opts { f(cfg) }) and
// then acts on its fields: a field it reads (cfg.method, the request
// options in cfg.requestOpts) is what the last option the caller passes
// that sets it was given (withMethod(http.MethodPost), a literal option),
// the configuration's own value when none does, and the worst case when an
// option is code annovet cannot read (options.go; GitLab's client-go builds
// every request so). A variable of function type (a local, one a literal
// captures, a package-level one, a parameter the function reassigns) holds
// one of the values its package stores in it, its initializer and every
// assignment, and a call of it calls each (funcvalues.go): the handler a
// middleware returns (wrapped := wrap(name, base)), a client made once by
// sync.OnceValue, a default the function puts in place of a nil argument.
// A function of a library's named function type, or held in a library's
// field, does what the library documents, whoever made or set it, which
// for the rows of libfields.go is nothing (context.CancelFunc cancels a
// context; gophercloud's RetryFunc decides whether a failed request is
// sent again; net/http's Request.GetBody returns a new copy of the body).
// A conversion to a function type (comparator(byCount)) holds what it
// converts. Of an exported package-level variable annovet sees its own package's
// assignments, and exports what a call of it does as a fact on the
// variable. A function that hands back the function it was given is a
// middleware with nothing to add: a call of its result calls the argument.
// A table of functions (a map, slice or array of them in a local or an
// unexported package-level variable that does not escape) holds the
// elements of the literals assigned to it, what is stored at an index and
// what is appended; a call of an element, or of a range's value, calls one
// of them (functables.go: a registry of shapers, a list of checks). A
// function value whose values annovet cannot list this way (an element of
// an exported or escaping table, a variable assigned through a pointer, a
// setter's argument, a function a registry hands back) is resolved by its
// type where the handler is bound (funcsig.go, rapid type analysis): a
// function value is always made somewhere, as a literal or by naming a
// function or a concrete method without calling it, so it is one of the
// values of its signature the packages visible from the handler's make
// (FuncValuesFact), a change only some make undecided, one all make
// certain, none none. Values made in a package that imports the
// handler's are out of sight, as implementations are; a signature one of
// whose values annovet cannot say (an interface's method value, a change
// to what the function was given or captured) or with no value in sight
// stays unknown. A call of the function a call returns (defer
// d.RLockReads()()) is what the callee hands out, and a function returned
// by name (return d.mu.RUnlock, return purge) is what a call of that
// function does, one returned from a field (return a.Project, a.Cleanup,
// nil) what the field holds (setup.go). A function held in a struct
// field (a route table's route.Handler, a client's hook) is the one the
// struct was built with (fieldfuncs.go): the field's value in a struct
// literal or in each struct of a literal table, what a function that
// returns such a struct put there (Summary.Fields, through facts, also for
// a function that returns what another constructor returns: a route
// constructor wrapping another package's; a constructor annovet knows
// nothing of holds code it does not see, never a nil to skip), and for
// a struct a parameter holds, what each call passes (a meta-tool's handler
// factory given its route table); a local struct given several values
// (defaults, replaced by the options its caller passed) holds what the
// field of any of them holds, unless its address is taken. A handler factory's summary marks the effects of the closure it returns or
// registers (Returned): a tool bound to what a factory makes has only those,
// because what the factory does before it hands the closure out (recording
// routes, applying options, opening a connection) runs once, when the tool
// is registered. A factory that may also hand out a function it did not
// make keeps all its effects.
//
// # Certainty
//
// A package is the standard library's when its path's first element has
// no dot and the toolchain's source tree holds it: a module whose path has
// no dot (module atlassian-dc-mcp-go) is the program's, and its functions
// have summaries like any other's.
//
// An effect is certain when it rests on the catalogue or on source annovet
// read, with every argument it needs resolved. A method of another module
// is decided by its own summary, read from its source through facts; its
// name decides only where that package did not load. Effects inferred from
// a method's name (a client's DeleteAll), requests whose method leaves their
// meaning open (a POST, except to a REST API whose catalogue row says its
// POST creates, as GitLab's and GitHub's clients do, or whose body is a
// GraphQL request whose document is a query, httpbody.go, or whose path
// names a read such as /api/ds/query or _search, a heuristic read,
// httppath.go), a gRPC call, which its method's name decides as a name
// does (rpc.go: GetNamespace is a heuristic read, CreateNamespace a change
// annovet only guesses at), a catalogue row whose effect an argument annovet does not
// read decides (Open: IMAP's FETCH marks a message seen unless its body
// section peeks), processes (what a program does is out of sight,
// except well-known reads such as git status or kubectl get) and arguments
// annovet cannot resolve are shown in the inventory but never make a
// finding, and a handler with any of them gets no hint values in a fix.
//
// A GitHub GraphQL mutation sent with githubv4's Mutate does what GitHub
// documents of the mutations its struct names (githubgraphql.go: a comment
// adds, closing an issue sets a state reopening reverses, an update
// overwrites, a delete deletes), each a mutation githubv4 has an input type
// for; one with no model is the worst case, undecided.
//
// Before any body is walked, every function of the package has its unit
// and every local what its statements give it (collectAliases), so what a
// site reads of a function of its package (the address it returns) does
// not depend on which is declared first.
//
// Summaries are computed bottom-up over each package's functions to a fixed
// point (recursion converges) and exported as facts. The analysis hands a
// package the object facts of what its direct imports declare (and of
// methods) only, so a package's fact also carries the summaries of its
// exported package-level functions (ExportedFact) and of its unexported
// ones used as values (UnexportedFact): a handler factory of one package,
// called by a registry of another, is registered by a third that does not
// import it and reads the factory's summary in its package's fact. A
// summary keeps one
// effect per kind, certainty, address origin, dependency, condition and
// root (the shortest witness each), at most 32; beyond that the rest merge
// into one unknown effect, so a summary's size does not grow with the
// program. A condition is a set of tests on parameters, each kept once: an
// effect that reaches its function again through recursion under the same
// test is the same effect, so recursion adds nothing and the fixed point is
// reached in a few rounds.
//
// A directive declares a function's or an interface method's effect where
// annovet cannot read it:
//
//	//annovet:effect none|write|overwrite|delete|mutate|update|exec|network|open-network
package effects

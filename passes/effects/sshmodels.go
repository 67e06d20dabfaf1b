package effects

// This file holds the models of the SSH clients MCP servers use to act on
// another host: golang.org/x/crypto/ssh's sessions, which run a command
// line on the remote host, and github.com/pkg/sftp's client, the remote
// host's file system. Without them annovet walks into the libraries
// themselves, whose packets go out through interfaces and function values:
// a session's command is then a call annovet cannot follow, and an SFTP
// write, which only writes a packet to the connection, looks like no
// change at all.

// sshClient is the model of golang.org/x/crypto/ssh's client. Dialling,
// wrapping a connection and opening a session obtain a client, over the
// network, and change nothing; setting up a session (its environment, a
// terminal, its pipes) and waiting for it are the session's plumbing.
// Running a command (Run, Output, CombinedOutput, Start) runs a command
// line through the remote user's shell: a program runs, as sh -c runs one
// here (remoteCommand), and the line is code its caller may choose
// (remoteScriptAPI). Starting a login shell runs whatever its input says,
// and so may a raw request (an "exec" or "shell" request, SendRequest) or
// a subsystem the server starts. A connection forwarded through the
// client (Dial) is a request to the address it names; listening on the
// remote host (Listen) opens a port there for the connection's life.
// The session's stdin pipe is its program's input: what a later call
// writes to it runs in the shell (programinput.go).
func sshClient(pkg string) []API {
	rows := []API{
		{Pkg: pkg, Name: "Dial", Kind: Network, Special: addrArg},
		{Pkg: pkg, Name: "NewClient"},
		{Pkg: pkg, Name: "NewClientConn"},
		{Pkg: pkg, Recv: "*Client", Name: "NewSession", Kind: Network, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "Dial", Kind: Network, Special: addrArg},
		{Pkg: pkg, Recv: "*Client", Name: "DialContext", Kind: Network, Special: addrArg},
		{Pkg: pkg, Recv: "*Client", Name: "DialTCP", Kind: Network, Host: HostUnknown},
		{Pkg: pkg, Recv: "*Session", Name: "Shell", Kind: Exec, Destructive: true, Open: true, Host: HostConfig},
		{Pkg: pkg, Recv: "*Session", Name: "SendRequest", Kind: Exec, Destructive: true, Open: true, Host: HostConfig},
		{Pkg: pkg, Recv: "*Session", Name: "RequestSubsystem", Kind: Exec, Destructive: true, Open: true, Host: HostConfig},
	}
	for _, name := range []string{"Listen", "ListenTCP", "ListenUnix"} {
		rows = append(rows, API{Pkg: pkg, Recv: "*Client", Name: name, Kind: Mutate, Host: HostConfig})
	}
	rows = append(rows, API{Pkg: pkg, Recv: "*Session", Name: "StdinPipe", Input: true})
	for _, name := range []string{"Run", "Output", "CombinedOutput", "Start"} {
		rows = append(rows, API{Pkg: pkg, Recv: "*Session", Name: name, Kind: Exec, Destructive: true, Host: HostConfig, Special: remoteCommand})
	}
	for _, name := range []string{"Close", "Wait", "Setenv", "RequestPty", "WindowChange", "Signal", "StdoutPipe", "StderrPipe"} {
		rows = append(rows, API{Pkg: pkg, Recv: "*Session", Name: name})
	}
	return rows
}

// remoteScriptAPI is the command line a remote command runs, seen as an
// API of its own, as shellAPI is sh -c's script: a line fixed by the
// program is its own code; one the caller passes is a choice.
var remoteScriptAPI = API{Kind: Exec, Destructive: true, Host: HostConfig, Special: remoteScript}

// sftpClient is the model of github.com/pkg/sftp's client, the remote
// host's file system, as the os package's rows are the local one's.
// Opening, listing and reading files read over the connection. Creating a
// file truncates what is there, OpenFile's flags say what it does (as
// os.OpenFile's do), renaming takes the old name away (and PosixRename
// replaces the target, where Rename fails on one), removing deletes;
// making a directory adds one, and MkdirAll ends where it started when
// repeated. Writing to an open file is what opening it for writing
// decided.
func sftpClient(pkg string) []API {
	r := rowsOf(pkg)
	c, f := "*Client", "*File"
	rows := []API{
		{Pkg: pkg, Name: "NewClient"},
		{Pkg: pkg, Name: "NewClientPipe"},
		{Pkg: pkg, Recv: "*clientConn", Name: "Close"}, // (*Client).Close, promoted
		{Pkg: pkg, Recv: c, Name: "Join"},
		r.replace(c, "Create"),
		{Pkg: pkg, Recv: c, Name: "OpenFile", Kind: Mutate, Host: HostConfig, Special: openFlags},
		r.replace(c, "Rename"),
		r.replace(c, "PosixRename"),
		r.replace(c, "Chmod"),
		r.replace(c, "Chown"),
		r.replace(c, "Chtimes"),
		r.replace(c, "Truncate"),
		r.replace(c, "SetExtendedData"),
		r.erase(c, "Remove"),
		r.erase(c, "RemoveDirectory"),
		r.erase(c, "RemoveAll"),
		{Pkg: pkg, Recv: c, Name: "Mkdir", Kind: Mutate, Host: HostConfig},
		r.set(c, "MkdirAll"),
		{Pkg: pkg, Recv: c, Name: "Symlink", Kind: Mutate, Host: HostConfig},
		{Pkg: pkg, Recv: c, Name: "Link", Kind: Mutate, Host: HostConfig},
		r.replace(f, "Chmod"),
		r.replace(f, "Chown"),
		r.replace(f, "Truncate"),
		r.replace(f, "SetExtendedData"),
	}
	for _, name := range []string{"Open", "ReadDir", "ReadDirContext", "Stat", "Lstat", "ReadLink", "RealPath", "Getwd", "Glob", "StatVFS", "Walk"} {
		rows = append(rows, r.read(c, name))
	}
	for _, name := range []string{"Close", "Name", "Read", "ReadAt", "WriteTo", "Stat", "Write", "WriteAt", "ReadFrom", "ReadFromWithConcurrency", "Seek", "Sync"} {
		rows = append(rows, API{Pkg: pkg, Recv: f, Name: name})
	}
	return rows
}

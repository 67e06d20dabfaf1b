// want package:"analyzed" package:"exported AppendLine Containers Dial DialAddr Empty EmptyFile Extend ExtendFile Forward ForwardTCP ForwardUnix HardLink InDir Interactive Jump LinkTo List Logs MakeDir MakeDirs Move OpenShell Own OwnFile Protect ProtectFile Prune Purge Raw ReadFile Remove Replace Report Restart Rmdir Run Subsystem Tidy Touch Unaliased WriteFile" package:"methods Any:Remote DiskUsage:Remote Exec:Shell Print:Log Wrapped:Remote"

// Package sshuse acts on another host as the SSH MCP servers do, with the
// real golang.org/x/crypto/ssh and github.com/pkg/sftp: a pool dials and
// keeps a client per host, and each tool opens a session that runs one
// command line, or an SFTP client that reads or writes the remote file
// system. Dialling and opening sessions change nothing; a command line
// runs programs on the host, chosen by the caller when it passes the
// line or names a command in it, and a line of well-known reads (df, ps,
// docker ps) changes nothing; SFTP reads read, and its writes, renames and removals change the
// host's files as the os package's do here.
package sshuse

import (
	"fmt"
	"io"
	"net"
	"os"
	"time"

	"github.com/pkg/sftp"
	"golang.org/x/crypto/ssh"
)

func Dial(addr string, config *ssh.ClientConfig) (*ssh.Client, error) { // want Dial:`^effects network\(host=param0\)\(ssh.Dial\)$`
	return ssh.Dial("tcp", addr, config)
}

// Run runs the command line the caller passes: what running it does is
// the line's (line=param1), and the line is code the caller chooses
// (shell=param1).
func Run(c *ssh.Client, cmd string) (string, error) { // want Run:`^effects network\(config\)\(\(\*ssh.Client\).NewSession\) exec!\(config\)\(shell=param1\)\?\(\(\*ssh.Session\).CombinedOutput\) exec!\(config\)\(line=param1\)\?\(\(\*ssh.Session\).CombinedOutput\)$`
	s, err := c.NewSession()
	if err != nil {
		return "", err
	}
	defer s.Close()
	out, err := s.CombinedOutput(cmd)
	return string(out), err
}

// Containers runs a line of its own, docker ps with a flag it picks: a
// read, whatever the flag (commandline.go).
func Containers(c *ssh.Client, all bool) (string, error) { // want Containers:`^effects network\(config\)\(sshuse.Run -> \(\*ssh.Client\).NewSession\)$`
	flag := ""
	if all {
		flag = "-a"
	}
	return Run(c, fmt.Sprintf("docker ps %s", flag))
}

// Logs starts a command and waits for it: journalctl given the caller's
// unit as its argument, a read.
func Logs(c *ssh.Client, unit string) error { // want Logs:`^effects network\(config\)\(\(\*ssh.Client\).NewSession\)$`
	s, err := c.NewSession()
	if err != nil {
		return err
	}
	s.Stdout = io.Discard
	if err := s.Start("journalctl -u " + unit); err != nil {
		return err
	}
	return s.Wait()
}

func ReadFile(c *ssh.Client, path string) ([]byte, error) { // want ReadFile:`^effects network\(config\)\(\(\*sftp.Client\).Open\)$`
	fs, err := sftp.NewClient(c)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	f, err := fs.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(f)
}

func List(fs *sftp.Client, dir string) ([]os.FileInfo, error) { // want List:`^effects network\(config\)\(\(\*sftp.Client\).ReadDir\)$`
	return fs.ReadDir(dir)
}

// WriteFile truncates what is at path: the open decides, the write adds
// nothing.
func WriteFile(fs *sftp.Client, path string, data []byte) error { // want WriteFile:`^effects mutate!=\(config\)\(\(\*sftp.Client\).Create\)$`
	f, err := fs.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.Write(data)
	return err
}

// AppendLine adds a line at the end on every call.
func AppendLine(fs *sftp.Client, path, line string) error { // want AppendLine:`^effects mutate\+\(config\)\(\(\*sftp.Client\).OpenFile\)$`
	f, err := fs.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = f.Write([]byte(line + "\n"))
	return err
}

// ReadOnly opens for reading only: no change.
func ReadOnly(fs *sftp.Client, path string) (*sftp.File, error) {
	return fs.OpenFile(path, os.O_RDONLY)
}

func Remove(fs *sftp.Client, path string) error { // want Remove:`^effects delete!\(config\)\(\(\*sftp.Client\).Remove\)$`
	return fs.Remove(path)
}

func Move(fs *sftp.Client, from, to string) error { // want Move:`^effects mutate!=\(config\)\(\(\*sftp.Client\).Rename\)$`
	return fs.Rename(from, to)
}

func MakeDirs(fs *sftp.Client, dir string) error { // want MakeDirs:`^effects mutate=\(config\)\(\(\*sftp.Client\).MkdirAll\)$`
	return fs.MkdirAll(dir)
}

// Jump reaches a host through another, as SSH servers' jump hosts do: a
// connection forwarded through the first client, wrapped into a client
// of the second.
func Jump(jump *ssh.Client, addr string, config *ssh.ClientConfig) (*ssh.Client, error) { // want Jump:`^effects network\(host=param1\)\(\(\*ssh\.Client\)\.Dial\)$`
	conn, err := jump.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	c, chans, reqs, err := ssh.NewClientConn(conn, addr, config)
	if err != nil {
		return nil, err
	}
	return ssh.NewClient(c, chans, reqs), nil
}

// Uptime runs a line of its own with Output: a read. Usage reads with
// Run, through pipes, lists and a command substitution, its errors sent
// to /dev/null.
func Uptime(s *ssh.Session) ([]byte, error) { return s.Output("uptime") }

func Usage(s *ssh.Session, n int) error {
	return s.Run(fmt.Sprintf("cat /proc/loadavg 2>/dev/null; free -h || head -5 /proc/meminfo; df -h | head -n %d; echo $(uname -r)", n))
}

// Listening builds its line in one branch or the other, Journal appends
// to it: every line either may hold reads, and the caller's values in
// them are words given to ss, grep and journalctl, no choice of code.
func Listening(s *ssh.Session, port int) error {
	var cmd string
	if port > 0 {
		cmd = fmt.Sprintf("ss -tlnp 2>/dev/null | grep ':%d '", port)
	} else {
		cmd = "ss -tlnp 2>/dev/null"
	}
	return s.Run(cmd)
}

func Journal(s *ssh.Session, unit string, lines int) error {
	cmd := "journalctl --no-pager"
	if unit != "" {
		cmd += fmt.Sprintf(" -u %q", unit)
	}
	cmd += fmt.Sprintf(" -n %d", lines)
	return s.Run(cmd)
}

// Purge appends a removal in one branch: the line may delete, and the
// directory the caller passes is rm's operand, not code.
func Purge(s *ssh.Session, dir string, all bool) error { // want Purge:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Run\)$`
	cmd := "ls -la " + dir
	if all {
		cmd += " && rm -rf " + dir
	}
	return s.Run(cmd)
}

// Probe asks whether the host has journalctl: command -v looks a program
// up. Unaliased runs rm through command, which runs the program it names.
func Probe(s *ssh.Session) error {
	return s.Run("command -v journalctl >/dev/null 2>&1 && echo systemd || echo syslog")
}

func Unaliased(s *ssh.Session) error { return s.Run("command rm -f /tmp/report.txt") } // want Unaliased:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Run\)$`

// Report writes what it read to a file on the host; Restart restarts a
// service; Tidy deletes old files: a line that changes something is
// still a program that runs, out of sight.
func Report(s *ssh.Session) error { return s.Run("df -h > /tmp/report.txt") } // want Report:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Run\)$`

func Restart(s *ssh.Session, unit string) error { return s.Run("sudo systemctl restart " + unit) } // want Restart:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Run\)$`

func Tidy(s *ssh.Session, dir string) error { // want Tidy:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Run\)$`
	return s.Run(fmt.Sprintf("find %s -mtime +7 -delete", dir))
}

// Remote runs each command in the directory it keeps, and prints where it
// ended, as a remote shell's wrapper does: the command spliced in is the
// line that decides, judged where it is built. DiskUsage's reads; the
// caller's may do anything.
type Remote struct{ s *ssh.Session }

func (r *Remote) Wrapped(dir, cmd string) error { // want Wrapped:`^effects exec!\(config\)\(shell=param1\)\?\(\(\*ssh\.Session\)\.Run\) exec!\(config\)\(line=param1\)\?\(\(\*ssh\.Session\)\.Run\)$`
	return r.s.Run(fmt.Sprintf(`cd %q && %s; __EXIT__=$?; echo ""; pwd; exit $__EXIT__`, dir, cmd))
}

func (r *Remote) DiskUsage(dir string) error { return r.Wrapped(dir, "du -sh .") }

func (r *Remote) Any(dir, cmd string) error { // want Any:`^effects exec!\(config\)\(shell=param1\)\?\(\(\*sshuse\.Remote\)\.Wrapped -> \(\*ssh\.Session\)\.Run\) exec!\(config\)\(line=param1\)\?\(\(\*sshuse\.Remote\)\.Wrapped -> \(\*ssh\.Session\)\.Run\)$`
	return r.Wrapped(dir, cmd)
}

// InDir runs the caller's command in a directory: the command a value
// spliced in names is the caller's choice, as a whole line is, and what
// running the line does is that command's.
func InDir(s *ssh.Session, dir, cmd string) error { // want InDir:`^effects exec!\(config\)\(shell=param2\)\?\(\(\*ssh\.Session\)\.Run\) exec!\(config\)\(line=param2\)\?\(\(\*ssh\.Session\)\.Run\)$`
	return s.Run(fmt.Sprintf("cd %q && %s", dir, cmd))
}

// Interactive starts a login shell and types into it, as clanker does.
func Interactive(s *ssh.Session, line string) error { // want Interactive:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.Shell\)$`
	in, err := s.StdinPipe()
	if err != nil {
		return err
	}
	if err := s.Shell(); err != nil {
		return err
	}
	_, err = io.WriteString(in, line+"\n")
	return err
}

// Raw sends an exec request itself; Subsystem starts one on the host.
func Raw(s *ssh.Session, payload []byte) (bool, error) { return s.SendRequest("exec", true, payload) } // want Raw:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.SendRequest\)$`

func Subsystem(s *ssh.Session) error { return s.RequestSubsystem("netconf") } // want Subsystem:`^effects exec!\(config\)\?\(\(\*ssh\.Session\)\.RequestSubsystem\)$`

// Forward, ForwardTCP and ForwardUnix listen on the remote host;
// DialAddr forwards a connection to an address it is given whole.
func Forward(c *ssh.Client) (net.Listener, error) { return c.Listen("tcp", "127.0.0.1:8080") } // want Forward:`^effects mutate\(config\)\(\(\*ssh\.Client\)\.Listen\)$`

func ForwardTCP(c *ssh.Client, addr *net.TCPAddr) (net.Listener, error) { return c.ListenTCP(addr) } // want ForwardTCP:`^effects mutate\(config\)\(\(\*ssh\.Client\)\.ListenTCP\)$`

func ForwardUnix(c *ssh.Client, path string) (net.Listener, error) { return c.ListenUnix(path) } // want ForwardUnix:`^effects mutate\(config\)\(\(\*ssh\.Client\)\.ListenUnix\)$`

func DialAddr(c *ssh.Client, addr *net.TCPAddr) (net.Conn, error) { return c.DialTCP("tcp", nil, addr) } // want DialAddr:`^effects network\(host\?\)\(\(\*ssh\.Client\)\.DialTCP\)$`

// One function per change sftp makes to the remote files.
func Replace(fs *sftp.Client, from, to string) error { return fs.PosixRename(from, to) } // want Replace:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.PosixRename\)$`

func Prune(fs *sftp.Client, dir string) error { return fs.RemoveAll(dir) } // want Prune:`^effects delete!\(config\)\(\(\*sftp\.Client\)\.RemoveAll\)$`

func Rmdir(fs *sftp.Client, dir string) error { return fs.RemoveDirectory(dir) } // want Rmdir:`^effects delete!\(config\)\(\(\*sftp\.Client\)\.RemoveDirectory\)$`

func MakeDir(fs *sftp.Client, dir string) error { return fs.Mkdir(dir) } // want MakeDir:`^effects mutate\(config\)\(\(\*sftp\.Client\)\.Mkdir\)$`

func LinkTo(fs *sftp.Client, target, name string) error { return fs.Symlink(target, name) } // want LinkTo:`^effects mutate\(config\)\(\(\*sftp\.Client\)\.Symlink\)$`

func HardLink(fs *sftp.Client, target, name string) error { return fs.Link(target, name) } // want HardLink:`^effects mutate\(config\)\(\(\*sftp\.Client\)\.Link\)$`

func Protect(fs *sftp.Client, path string) error { return fs.Chmod(path, 0o600) } // want Protect:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.Chmod\)$`

func Own(fs *sftp.Client, path string, uid, gid int) error { return fs.Chown(path, uid, gid) } // want Own:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.Chown\)$`

func Touch(fs *sftp.Client, path string) error { return fs.Chtimes(path, time.Now(), time.Now()) } // want Touch:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.Chtimes\)$`

func Empty(fs *sftp.Client, path string) error { return fs.Truncate(path, 0) } // want Empty:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.Truncate\)$`

func Extend(fs *sftp.Client, path string, ext []sftp.StatExtended) error { // want Extend:`^effects mutate!=\(config\)\(\(\*sftp\.Client\)\.SetExtendedData\)$`
	return fs.SetExtendedData(path, ext)
}

func ProtectFile(f *sftp.File) error { return f.Chmod(0o600) } // want ProtectFile:`^effects mutate!=\(config\)\(\(\*sftp\.File\)\.Chmod\)$`

func OwnFile(f *sftp.File, uid, gid int) error { return f.Chown(uid, gid) } // want OwnFile:`^effects mutate!=\(config\)\(\(\*sftp\.File\)\.Chown\)$`

func EmptyFile(f *sftp.File) error { return f.Truncate(0) } // want EmptyFile:`^effects mutate!=\(config\)\(\(\*sftp\.File\)\.Truncate\)$`

func ExtendFile(f *sftp.File, ext []sftp.StatExtended) error { return f.SetExtendedData(f.Name(), ext) } // want ExtendFile:`^effects mutate!=\(config\)\(\(\*sftp\.File\)\.SetExtendedData\)$`

// Shell is a login shell kept open across calls, as denysvitali/mcp-ssh
// keeps one per connection: each command is written to its stdin pipe,
// so the write is what runs it.
type Shell struct {
	stdin io.WriteCloser
}

func OpenShell(c *ssh.Client) (*Shell, error) { // want OpenShell:`^effects network\(config\)\(\(\*ssh\.Client\)\.NewSession\) exec!\(config\)\?\(\(\*ssh\.Session\)\.Shell\)$`
	s, err := c.NewSession()
	if err != nil {
		return nil, err
	}
	stdin, err := s.StdinPipe()
	if err != nil {
		return nil, err
	}
	if err := s.Shell(); err != nil {
		return nil, err
	}
	return &Shell{stdin: stdin}, nil
}

// Exec writes a command to the shell: a program runs it.
func (sh *Shell) Exec(command string) error { // want Exec:`^effects exec!\(config\)\?\(\(io\.Writer\)\.Write\)$`
	_, err := sh.stdin.Write([]byte(command + "\n"))
	return err
}

// Log writes to a writer that is not a program's input: output, no
// effect.
type Log struct {
	out io.Writer
}

func NewLog() *Log { return &Log{out: os.Stderr} }

func (l *Log) Print(line string) {
	l.out.Write([]byte(line + "\n"))
}

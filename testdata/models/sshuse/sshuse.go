// want package:"analyzed" package:"exported AppendLine Containers Dial List Logs MakeDirs Move ReadFile Remove Run WriteFile"

// Package sshuse acts on another host as the SSH MCP servers do, with the
// real golang.org/x/crypto/ssh and github.com/pkg/sftp: a pool dials and
// keeps a client per host, and each tool opens a session that runs one
// command line, or an SFTP client that reads or writes the remote file
// system. Dialling and opening sessions change nothing; a command line
// runs a program on the host, chosen by the caller when it passes the
// line; SFTP reads read, and its writes, renames and removals change the
// host's files as the os package's do here.
package sshuse

import (
	"fmt"
	"io"
	"os"

	"github.com/pkg/sftp"
	"golang.org/x/crypto/ssh"
)

func Dial(addr string, config *ssh.ClientConfig) (*ssh.Client, error) { // want Dial:`^effects network\(host=param0\)\(ssh.Dial\)$`
	return ssh.Dial("tcp", addr, config)
}

// Run runs the command line the caller passes.
func Run(c *ssh.Client, cmd string) (string, error) { // want Run:`^effects network\(config\)\(\(\*ssh.Client\).NewSession\) exec!\(config\)\(shell=param1\)\?\(\(\*ssh.Session\).CombinedOutput\) exec!\(config\)\?\(\(\*ssh.Session\).CombinedOutput\)$`
	s, err := c.NewSession()
	if err != nil {
		return "", err
	}
	defer s.Close()
	out, err := s.CombinedOutput(cmd)
	return string(out), err
}

// Containers runs a line of its own: the program runs, no choice of the
// caller's.
func Containers(c *ssh.Client, all bool) (string, error) { // want Containers:`^effects network\(config\)\(sshuse.Run -> \(\*ssh.Client\).NewSession\) exec!\(config\)\?\(sshuse.Run -> \(\*ssh.Session\).CombinedOutput\)$`
	flag := ""
	if all {
		flag = "-a"
	}
	return Run(c, fmt.Sprintf("docker ps %s", flag))
}

// Logs starts a command and waits for it.
func Logs(c *ssh.Client, unit string) error { // want Logs:`^effects network\(config\)\(\(\*ssh.Client\).NewSession\) exec!\(config\)\?\(\(\*ssh.Session\).Start\)$`
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

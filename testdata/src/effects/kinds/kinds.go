// want package:"analyzed" package:"exported Cleanup KillPID StopAfter" package:"methods run:proc"

// Package kinds shows one function for each kind of effect, and functions
// that must have none.
package kinds

import (
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"example.com/t/effects/lib"
)

func overwrite() error { // want overwrite:`^effects write!\(os.Create\)$`
	_, err := os.Create("x")
	return err
}

// report saves a report under a name that carries the time it was made: a
// new file, which overwrites nothing.
func report(dir, node string) error { // want report:`^effects write\(path=param0\)\(os\.Create\)$`
	name := fmt.Sprintf("report-%s-%s.txt", node, time.Now().Format("2006-01-02-15-04-05"))
	path := filepath.Join(dir, name)
	path = filepath.Clean(path)
	_, err := os.Create(path)
	return err
}

// unreport removes a report by a name no file had before the call: it
// removes nothing that was there.
func unreport(dir, node string) {
	name := fmt.Sprintf("report-%s-%s.txt", node, time.Now().Format("2006-01-02-15-04-05"))
	_ = os.Remove(filepath.Join(dir, name))
}

// export writes under a name its caller gives: it may replace a file.
func export(dir, name string) error { // want export:`^effects write!\(path=param0\)\(os\.Create\)$`
	path := filepath.Join(dir, name)
	_, err := os.Create(path)
	return err
}

func appendOnly() error { // want appendOnly:`^effects write\+\(os.OpenFile\)$`
	_, err := os.OpenFile("log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	return err
}

func readOnlyOpen() error {
	_, err := os.OpenFile("log", os.O_RDONLY, 0)
	return err
}

func truncate() error { // want truncate:`^effects write!\(os.OpenFile\)$`
	_, err := os.OpenFile("log", os.O_TRUNC|os.O_WRONLY, 0)
	return err
}

func drop(db *sql.DB) error { // want drop:`^effects delete!\(\(\*sql.DB\).Exec\)$`
	_, err := db.Exec("DROP TABLE notes")
	return err
}

func query(db *sql.DB) error {
	_, err := db.Query("SELECT * FROM notes")
	return err
}

// addNote prepares an INSERT and runs it: what the statement does is what
// Prepare read, and the Exec adds nothing to it.
func addNote(db *sql.DB, body string) error { // want addNote:`^effects mutate\+\(\(\*sql.DB\).Prepare\)$`
	stmt, err := db.Prepare("INSERT INTO notes (body) VALUES (?)")
	if err != nil {
		return err
	}
	defer stmt.Close()
	_, err = stmt.Exec(body)
	return err
}

// execPrepared runs a statement prepared elsewhere: it may do anything.
func execPrepared(stmt *sql.Stmt, body string) error { // want execPrepared:`^effects mutate!\(\(\*sql.Stmt\).Exec\)$`
	_, err := stmt.Exec(body)
	return err
}

func post(ctx context.Context, body string) error { // want post:`^effects mutate\?\(http.Post\)$`
	_, err := http.Post("https://api.example.com/notes", "text/plain", nil)
	return err
}

func run(name string) error { // want run:`^effects exec!\(program=param0\)\?\(exec.Command\)$`
	return exec.Command(name).Run()
}

// GitLog builds the arguments in a slice and passes it whole: its first
// element is the subcommand, a well-known read.
func GitLog(dir string) error {
	var args []string
	args = append(args, "log", "--oneline")
	if dir != "" {
		args = append(args, "--", dir)
	}
	return exec.Command("git", args...).Run()
}

// runOr runs line, or a status query when line is empty: line is the
// program on some paths only, so it can choose what runs.
func runOr(line string) error { // want runOr:`^effects exec!\(program=may:param0\)\?\(exec.Command\)$`
	cmd := line
	if line == "" {
		cmd = "status"
	}
	return exec.Command(cmd).Run()
}

// runStatus gives runOr a constant; which path runOr then takes is not
// followed, so the program stays open.
func runStatus() error { // want runStatus:`^effects exec!\?\(kinds.runOr -> exec.Command\)$`
	return runOr("ls")
}

// runVia hands its own parameter on: still the program on some paths.
func runVia(line string) error { // want runVia:`^effects exec!\(program=may:param0\)\?\(kinds.runOr -> exec.Command\)$`
	return runOr(line)
}

// proc runs its Command; newProc gives it the program asked for, or sh:
// the field holds the parameter on some paths only, so no caller's
// constant decides what runs.
type proc struct{ Command string }

func newProc(cmd string) *proc {
	c := cmd
	if cmd == "" {
		c = "sh"
	}
	return &proc{Command: c}
}

func (p *proc) run() error { return exec.Command(p.Command).Run() } // want run:`^effects exec!\(program=recv:Command\)\?\(exec.Command\)$`

func runList() error { // want runList:`^effects exec!\?\(\(\*kinds.proc\).run -> exec.Command -> \(a program from the configuration\)\)$`
	return newProc("ls").run()
}

// DiskFree runs a shell line of well-known reads, piped: it changes
// nothing (commandline.go). Cleanup's line removes files: the shell runs
// a program that changes them, out of sight.
func DiskFree() ([]byte, error) { return exec.Command("sh", "-c", "df -h | tail -n +2").Output() }

func Cleanup(dir string) error { // want Cleanup:`^effects exec!\?\(exec.Command -> \(sh\)\)$`
	return exec.Command("sh", "-c", "rm -rf "+dir+"/cache").Run()
}

// gitPush's list starts with a subcommand that changes.
func gitPush(remote string) error { // want gitPush:`^effects exec!\?\(exec.Command -> \(git\)\)$`
	return exec.Command("git", []string{"push", remote}...).Run()
}

// StopAfter stops the process it started itself: only starting it is an
// effect.
func StopAfter(d time.Duration) error { // want StopAfter:`^effects exec!\?\(exec.Command -> \(sleep\)\)$`
	cmd := exec.Command("sleep", "60")
	if err := cmd.Start(); err != nil {
		return err
	}
	time.Sleep(d)
	return cmd.Process.Kill()
}

// runUntil starts the command its caller built and interrupts it when
// the context ends, as x/tools' gocommand does with the go command: the
// process it stops is the one it started.
func runUntil(ctx context.Context, cmd *exec.Cmd) error {
	if err := cmd.Start(); err != nil {
		return err
	}
	<-ctx.Done()
	return cmd.Process.Signal(os.Interrupt)
}

// server keeps the command one tool started for another to stop.
type server struct{ cmd *exec.Cmd }

// stop interrupts a process a previous call started: that process is
// not this call's own.
func (s *server) stop() error { // want stop:`^effects mutate!@recv\(\(\*os.Process\).Signal\)$`
	cmd := s.cmd
	return cmd.Process.Signal(os.Interrupt)
}

// stopGiven interrupts the process of a command it is handed but did not
// start: whose child it is, its caller says.
func stopGiven(cmd *exec.Cmd) error { // want stopGiven:`^effects mutate!@param0\(\(\*os.Process\).Signal\)$`
	return cmd.Process.Signal(os.Interrupt)
}

// runHanging starts a command it is handed and gives it to a helper that
// interrupts it (x/tools' runCmdContext and handleHangingGoCommand):
// whose child it is, its caller says, and hang built the command itself,
// so hang only runs sleep.
func runHanging(cmd *exec.Cmd) error { // want runHanging:`^effects mutate!@param0\(kinds.stopGiven -> \(\*os.Process\).Signal\)$`
	if err := cmd.Start(); err != nil {
		return err
	}
	return stopGiven(cmd)
}

func hang() error { // want hang:`^effects exec!\?\(exec.Command -> \(sleep\)\)$`
	return runHanging(exec.Command("sleep", "60"))
}

// stopServer interrupts, through the same helper, the process a previous
// call started and kept: a change.
func (s *server) stopServer() error { // want stopServer:`^effects mutate!@recv\(kinds.stopGiven -> \(\*os.Process\).Signal\)$`
	return stopGiven(s.cmd)
}

// KillPID kills a process it did not start.
func KillPID(pid int) error { // want KillPID:`^effects delete!\(\(\*os.Process\).Kill\)$`
	p, err := os.FindProcess(pid)
	if err != nil {
		return err
	}
	return p.Kill()
}

func dial(addr string) error { // want dial:`^effects network\(host=param0\)\(net.Dial\)$`
	_, err := net.Dial("tcp", addr)
	return err
}

func viaLib() error { // want viaLib:`^effects write!\(lib.Save -> lib.persist -> os.WriteFile\)$`
	return lib.Save("p", nil)
}

func readViaLib() error {
	_, err := lib.Read("p")
	return err
}

var hits int

// A counter is scalar state: no data a tool reads back.
func count() {
	hits++
}

// A local counter changes nothing outside.
func local() int {
	c := &lib.Counter{}
	c.Hit("k")
	n := 0
	n++
	return n
}

// The package-level counter through a method: the world.
var global = &lib.Counter{}

func hitGlobal() { // want hitGlobal:`^effects mutate\+\(\(\*lib.Counter\).Hit -> assignment to c.n\[k\]\)$`
	global.Hit("k")
}

// A write after return is dead.
func dead() error {
	return nil
	return os.Remove("x")
}

// A function nobody calls may write; that is its own business.
func unused() error { // want unused:`^effects delete!\(os.RemoveAll\)$`
	return os.RemoveAll("/")
}

//annovet:effect none
func declaredPure() { // want declaredPure:`^effects none$`
	_ = exec.Command("true").Run()
}

// purge is declared with a tab between the directive and its kind.
//
//annovet:effect	delete
func purge() {} // want purge:`^effects delete!\(//annovet:effect\)$`

// want package:"analyzed" package:"funcvalues "

// Package files holds the file calls whose target decides whether they
// change a file of data: a device is no file of data, a file opened only
// to be a logger's output is the process's log, and a call that names two
// paths changes what the second names.
package files

import (
	"errors"
	"fmt"
	"io/fs"
	"log"
	"os"
	"path/filepath"
	"time"
)

// A terminal UI opens the TTY: I/O, no file's data.
func openTTY() (*os.File, error) {
	return os.OpenFile("/dev/tty", os.O_RDWR, 0)
}

// A device that holds data is a file of data.
func wipeDisk(data []byte) error { // want wipeDisk:`^effects write!\(os\.WriteFile\)$`
	return os.WriteFile("/dev/sda", data, 0o600)
}

// Masking a unit links the unit's name to /dev/null: the unit changes.
func maskUnit(unit string) error { // want maskUnit:`^effects write\(path=param0\)\(os\.Symlink\)$`
	return os.Symlink("/dev/null", unit)
}

// An atomic write: the temporary file is scratch, the name it is renamed
// to is the caller's.
func atomicWrite(dest string, data []byte) error { // want atomicWrite:`^effects write!\(os\.Rename\)$`
	f, err := os.CreateTemp("", "atomic-*")
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(f.Name(), dest)
}

// A trace log at the server's own path, only a logger's output: the
// process's log.
func trace(msg string) error {
	f, err := os.OpenFile("trace.log", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	log.New(f, "trace ", 0).Print(msg)
	return f.Close()
}

// The server's code appending to a file its caller names writes there,
// logger or not (a dependency's own trace log, bubbletea's, is its own:
// testdata/models/tuiuse).
func traceTo(path, msg string) error { // want traceTo:`^effects write\+\(path=param0\)\(os\.OpenFile\)$`
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	log.New(f, "trace ", 0).Print(msg)
	return f.Close()
}

// A file the caller names, truncated to be a log: what it held is lost.
func logOver(path string) error { // want logOver:`^effects write!\(path=param0\)\(os\.Create\)$`
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	log.New(f, "", 0).Print("start")
	return f.Close()
}

// A callee writing the path its caller names changes what the caller
// names: the caller's path decides (an archiver's Archive(sources, dest)).
func pack(dest string) error { // want pack:`^effects write!\(path=param0\)\(os\.Create\)$`
	f, err := os.Create(filepath.Join(dest, "workspace.tar"))
	if err != nil {
		return err
	}
	return f.Close()
}

// Under os.TempDir: the caller's scratch space, no change.
func packTemp(id string) error {
	return pack(filepath.Join(os.TempDir(), "spacectl", id))
}

// Under a directory the caller made with os.MkdirTemp: scratch.
func packScratch() error {
	dir, err := os.MkdirTemp("", "pack-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	return pack(dir)
}

// A package's storage directory, made with os.MkdirTemp by the function
// that runs a test and kept in an unexported variable: packing there, in
// that function or in the teardown, is scratch. outputDir is the world's
// as soon as one assignment puts a path of the world's in it.
var (
	storageDir string
	outputDir  string
)

func runTests() error {
	dir, err := os.MkdirTemp(os.TempDir(), "unittest")
	if err != nil {
		return err
	}
	storageDir = dir
	defer tearDown()
	return pack(storageDir)
}

func tearDown() error {
	return pack(storageDir)
}

func packOutput(scratch bool) error { // want packOutput:`^effects write!\(files\.pack -> os\.Create\)$`
	if scratch {
		dir, err := os.MkdirTemp("", "out")
		if err != nil {
			return err
		}
		outputDir = dir
	} else {
		outputDir = "/var/backups"
	}
	return pack(outputDir)
}

// A name no file had before the call: the callee creates, and overwrites
// nothing.
func packFresh() error { // want packFresh:`^effects write\(files\.pack -> os\.Create\)$`
	return pack(fmt.Sprintf("backup-%d", time.Now().UnixNano()))
}

// The caller's own parameter: its callers decide.
func packNamed(name string) error { // want packNamed:`^effects write!\(path=param0\)\(files\.pack -> os\.Create\)$`
	return pack(name + ".d")
}

// A fixed path of the world's: a change.
func packBackups() error { // want packBackups:`^effects write!\(files\.pack -> os\.Create\)$`
	return pack("/var/backups")
}

// Written only where a probe of the same path found nothing: it creates,
// and overwrites nothing.
func writeDefaultConfig(data []byte) error { // want writeDefaultConfig:`^effects write\(os\.WriteFile\)$`
	const path = "/etc/demo/config.yaml"
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return os.WriteFile(path, data, 0o600)
	}
	return nil
}

// The same through an os.Root, opening what is there and creating what is
// not (mcp-scaleway-functions' unzip).
func extractInto(root *os.Root) error { // want extractInto:`^effects write\(\(\*os\.Root\)\.Create\)$`
	f, err := root.Open("main.py")
	if os.IsNotExist(err) {
		f, err = root.Create("main.py")
	}
	if err != nil {
		return err
	}
	return f.Close()
}

// Written after a test that returns where a probe found the path taken
// (mcp-filesystem-go-ultra's copy_file): it creates, also in the callee
// the path is passed to.
func copyNew(src, dst string) error { // want copyNew:`^effects write\(path=param1\)\(files\.copyTo -> os\.WriteFile\)$`
	if _, err := os.Stat(dst); err == nil {
		return fmt.Errorf("destination already exists: %s", dst)
	}
	return copyTo(src, dst)
}

// The same test before the write in one function.
func writeNew(dst string, data []byte) error { // want writeNew:`^effects write\(path=param0\)\(os\.WriteFile\)$`
	if _, err := os.Stat(dst); err == nil {
		return fmt.Errorf("%s already exists", dst)
	}
	return os.WriteFile(dst, data, 0o600)
}

// A test that may fall through where the path is taken (an overwrite
// flag) guards nothing: the write may replace the file.
func copyOver(dst string, data []byte, overwrite bool) error { // want copyOver:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	if _, err := os.Stat(dst); err == nil {
		if !overwrite {
			return fmt.Errorf("%s already exists", dst)
		}
	}
	return os.WriteFile(dst, data, 0o600)
}

// copyTo writes where its caller says, over whatever is there.
func copyTo(src, dst string) error { // want copyTo:`^effects write!\(path=param1\)\(os\.WriteFile\)$`
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o600)
}

// A test that returns where the probe found nothing guards the other way:
// the write replaces what is there.
func replaceExisting(dst string, data []byte) error { // want replaceExisting:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	if _, err := os.Stat(dst); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o600)
}

// A probe of another path guards nothing: the write may replace the file.
func writeOver(data []byte) error { // want writeOver:`^effects write!\(os\.WriteFile\)$`
	if _, err := os.Stat("/etc/demo/lock"); os.IsNotExist(err) {
		return os.WriteFile("/etc/demo/config.yaml", data, 0o600)
	}
	return nil
}

// A parameter cleaned in place still holds what the caller passed: the
// path is the caller's, not scratch space, nor a name made anew.
func saveCleaned(p string, data []byte) error { // want saveCleaned:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	p = filepath.Clean(p)
	return os.WriteFile(p, data, 0o600)
}

// checkedPath returns the path it was given, cleaned.
func checkedPath(p string) (string, error) {
	p = filepath.Clean(p)
	if p == "." {
		return "", errors.New("no path")
	}
	return p, nil
}

// The same through a helper of the package: what it returns carries the
// caller's path, so the write may replace a file.
func saveChecked(p string, data []byte) error { // want saveChecked:`^effects write!\(os\.WriteFile\)$`
	c, err := checkedPath(p)
	if err != nil {
		return err
	}
	return os.WriteFile(c, data, 0o600)
}

// backupName makes a name no file had: every call's is new.
func backupName() string {
	return fmt.Sprintf("backup-%d.tar", time.Now().UnixNano())
}

// A name a helper of the package makes anew: the callee creates, and
// overwrites nothing.
func packDated() error { // want packDated:`^effects write\(files\.pack -> os\.Create\)$`
	return pack(backupName())
}

// The program's own cache: a path under os.UserCacheDir built only from
// what the program fixes, through a function of the package that returns
// it (a browser a server downloads there, then marks executable when a
// walk of its directory finds it). Writing it is housekeeping.
func browserDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "mcp", "browser"), nil
}

func ensureBrowser() (string, error) {
	dir, err := browserDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return findBinary(dir, "chrome"), nil
}

// A file a walk of the caller's directory finds is the caller's to judge.
func findBinary(dir, name string) string { // want findBinary:`^effects write!\(path=param0\)\(os\.Chmod\)$`
	var found string
	_ = filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err == nil && filepath.Base(path) == name {
			found = path
		}
		return nil
	})
	if found != "" {
		_ = os.Chmod(found, 0o755)
	}
	return found
}

func chmodUnder(dir string) string { // want chmodUnder:`^effects write!\(path=param0\)\(files\.findBinary -> os\.Chmod\)$`
	return findBinary(dir, "run.sh")
}

// Under the cache, a name the caller gives is the caller's: a model it
// deletes is gone.
func deleteModel(name string) error { // want deleteModel:`^effects delete!\(os\.RemoveAll\)$`
	base, err := os.UserCacheDir()
	if err != nil {
		return err
	}
	return os.RemoveAll(filepath.Join(base, "models", name))
}

// A function that may return the caller's path, or a fixed path outside
// the cache, does not return only the cache.
func outputDirOr(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "mcp"), nil
}

func ensureOutput(dir string) error { // want ensureOutput:`^effects write\(os\.MkdirAll\)$`
	out, err := outputDirOr(dir)
	if err != nil {
		return err
	}
	return os.MkdirAll(out, 0o755)
}

func dataDir(system bool) (string, error) {
	if system {
		return "/var/lib/mcp", nil
	}
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "mcp"), nil
}

func saveData(system bool, data []byte) error { // want saveData:`^effects write!\(os\.WriteFile\)$`
	dir, err := dataDir(system)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "state.json"), data, 0o600)
}

// overlay writes in a directory it made itself, at a path it keeps in its
// named result until it returns it (x/tools' gocommand.WriteOverlays,
// which packages.Load calls): scratch, whatever the returns that leave
// early assign the result, since a return hands it on after.
func overlay(data []byte) (filename string, err error) {
	dir, err := os.MkdirTemp("", "overlay-*")
	if err != nil {
		return "", err
	}
	filename = filepath.Join(dir, "overlay.json")
	if err := os.WriteFile(filename, data, 0o666); err != nil {
		return "", err
	}
	return filename, nil
}

// exportTo writes where its caller says, through its named result.
func exportTo(dir string, data []byte) (path string, err error) { // want exportTo:`^effects write!\(path=param0\)\(os\.WriteFile\)$`
	path = filepath.Join(dir, "export.json")
	return path, os.WriteFile(path, data, 0o644)
}

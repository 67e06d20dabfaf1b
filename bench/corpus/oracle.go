package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"
)

// A Launch is how to start one server of the corpus over stdio without a
// backend: one line of the launch list.
type Launch struct {
	Name   string   // owner+name
	Target string   // the package to build, relative to the module directory
	Env    []string // NAME=VALUE settings (dummy tokens)
	Args   []string // the server's arguments
}

// readLaunches parses a launch list: "owner+name target env args...", env a
// comma-separated list of NAME=VALUE or "-", args the rest of the line.
func readLaunches(path string) (map[string]Launch, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	out := map[string]Launch{}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 3 {
			return nil, fmt.Errorf("%s:%d: want owner+name target env args..., have %d fields", path, i+1, len(f))
		}
		l := Launch{Name: f[0], Target: f[1], Args: f[3:]}
		if f[2] != "-" {
			l.Env = strings.Split(f[2], ",")
		}
		out[l.Name] = l
	}
	return out, nil
}

// Listed is what a running server lists: each tool's name and the
// annotations object exactly as it arrives (null when absent).
type Listed struct {
	Server string
	Tools  []ListedTool `json:",omitempty"`
	// Failed says why the server could not be listed: it did not build,
	// did not answer in time, or exited (one that needs a backend ends so,
	// because it runs without a network).
	Failed string `json:",omitempty"`
}

// A ListedTool is one entry of tools/list.
type ListedTool struct {
	Name        string
	Annotations json.RawMessage
}

// listServer builds the server of l in a temporary directory and lists its
// tools over stdio. The server runs in a network namespace of its own,
// where every outbound connection fails at once: the oracle never reaches
// out, and a server that needs a backend fails fast.
func listServer(dir string, s Server, l Launch, timeout time.Duration) *Listed {
	out := &Listed{Server: s.Name}
	tmp, err := os.MkdirTemp("", "annovet-oracle-")
	if err != nil {
		out.Failed = err.Error()
		return out
	}
	defer os.RemoveAll(tmp)
	mod := filepath.Join(dir, s.Name, s.ModDir)
	bin := filepath.Join(tmp, "server")
	build := exec.Command("go", "build", "-o", bin, l.Target)
	build.Dir = mod
	build.Env = moduleEnv(mod, s)
	if msg, err := build.CombinedOutput(); err != nil {
		out.Failed = fmt.Sprintf("go build %s: %v: %s", l.Target, err, lastLines(string(msg), 5))
		return out
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := isolated(ctx, bin, l.Args)
	cmd.Dir = tmp
	// A fresh home: the server writes no configuration or cache of the
	// person running the oracle.
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + tmp, "XDG_CONFIG_HOME=" + filepath.Join(tmp, ".config"), "XDG_CACHE_HOME=" + filepath.Join(tmp, ".cache"), "TMPDIR=" + tmp}
	cmd.Env = append(cmd.Env, l.Env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	tools, err := listTools(ctx, cmd)
	if err != nil {
		out.Failed = err.Error()
		if e := strings.TrimSpace(lastLines(stderr.String(), 3)); e != "" {
			out.Failed += ": " + e
		}
		return out
	}
	out.Tools = tools
	return out
}

// isolated returns the command that runs bin in a new network namespace.
func isolated(ctx context.Context, bin string, args []string) *exec.Cmd {
	c := exec.CommandContext(ctx, "unshare", append([]string{"--net", "--map-root-user", "--", bin}, args...)...)
	c.WaitDelay = time.Second
	return c
}

// listTools starts cmd, speaks MCP's stdio transport to it (one JSON-RPC
// message a line), and returns every page of tools/list.
func listTools(ctx context.Context, cmd *exec.Cmd) ([]ListedTool, error) {
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	defer func() {
		stdin.Close()
		cmd.Process.Kill()
		cmd.Wait()
	}()
	lines := make(chan []byte)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 64<<20)
		for sc.Scan() {
			select {
			case lines <- bytes.Clone(sc.Bytes()):
			case <-ctx.Done():
				return
			}
		}
	}()
	id := 0
	call := func(method string, params any) (json.RawMessage, error) {
		id++
		if err := send(stdin, map[string]any{"jsonrpc": "2.0", "id": id, "method": method, "params": params}); err != nil {
			return nil, fmt.Errorf("%s: the server closed its input (%v)", method, err)
		}
		for {
			select {
			case <-ctx.Done():
				return nil, fmt.Errorf("%s: no answer in time", method)
			case line, ok := <-lines:
				if !ok {
					return nil, fmt.Errorf("%s: the server exited without answering", method)
				}
				var msg struct {
					ID     *int            `json:"id"`
					Method string          `json:"method"`
					Result json.RawMessage `json:"result"`
					Error  *struct {
						Code    int    `json:"code"`
						Message string `json:"message"`
					} `json:"error"`
				}
				if json.Unmarshal(line, &msg) != nil || msg.ID == nil || msg.Method != "" || *msg.ID != id {
					continue // a log line, a notification, a request of the server's
				}
				if msg.Error != nil {
					return nil, fmt.Errorf("%s: error %d: %s", method, msg.Error.Code, msg.Error.Message)
				}
				return msg.Result, nil
			}
		}
	}
	if _, err := call("initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "annovet-oracle", "version": "1"},
	}); err != nil {
		return nil, err
	}
	if err := send(stdin, map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"}); err != nil {
		return nil, err
	}
	var tools []ListedTool
	cursor := ""
	for page := 0; ; page++ {
		params := map[string]any{}
		if cursor != "" {
			params["cursor"] = cursor
		}
		res, err := call("tools/list", params)
		if err != nil {
			return nil, err
		}
		var list struct {
			Tools []struct {
				Name        string          `json:"name"`
				Annotations json.RawMessage `json:"annotations"`
			} `json:"tools"`
			NextCursor string `json:"nextCursor"`
		}
		if err := json.Unmarshal(res, &list); err != nil {
			return nil, fmt.Errorf("tools/list: %v", err)
		}
		for _, t := range list.Tools {
			ann := t.Annotations
			if len(ann) == 0 {
				ann = json.RawMessage("null")
			}
			tools = append(tools, ListedTool{Name: t.Name, Annotations: ann})
		}
		if list.NextCursor == "" || page > 1000 {
			return tools, nil
		}
		cursor = list.NextCursor
	}
}

func send(w io.Writer, msg any) error {
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func saveListed(dir string, l *Listed) error {
	data, err := json.MarshalIndent(l, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, l.Server+".listed.json"), append(data, '\n'), 0o644)
}

// loadListed reads the kept listing of a server, nil when there is none.
func loadListed(dir, server string) (*Listed, error) {
	data, err := os.ReadFile(filepath.Join(dir, server+".listed.json"))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	l := new(Listed)
	return l, json.Unmarshal(data, l)
}

// Agreement compares what a running server lists with annovet's static
// inventory of it.
type Agreement struct {
	Server string
	Failed string `json:",omitempty"` // the server could not be listed: why
	Listed int    // tools the server lists
	Found  int    // of those, the tools annovet finds by name
	// Same counts the tools found whose annotations object annovet's
	// inventory says exactly as the server sends it; a tool whose object
	// annovet knows only in part is compared on the keys it knows.
	Same int
	// NotFound are tools the server lists that annovet does not find:
	// discovery misses.
	NotFound []string `json:",omitempty"`
	// Differ are the tools whose annotations differ, with both objects.
	Differ []string `json:",omitempty"`
	// Unregistered are tools the server lists that annovet finds but says
	// no registration takes: a false claim.
	Unregistered []string `json:",omitempty"`
	// NotListed are tools annovet finds that this launch does not list
	// (tools behind configuration the launch does not turn on, or tools
	// annovet should not have counted).
	NotListed []string `json:",omitempty"`
}

// agree compares a listing with the static tools of the same server.
func agree(a *Analysis, l *Listed) *Agreement {
	ag := &Agreement{Server: l.Server, Failed: l.Failed}
	if l.Failed != "" {
		return ag
	}
	static := map[string][]Tool{}
	for _, t := range a.Tools {
		if t.Known {
			static[t.Name] = append(static[t.Name], t)
		}
	}
	listed := map[string]bool{}
	for _, rt := range l.Tools {
		ag.Listed++
		listed[rt.Name] = true
		ts, ok := static[rt.Name]
		if !ok {
			ag.NotFound = append(ag.NotFound, rt.Name)
			continue
		}
		ag.Found++
		if !slices.ContainsFunc(ts, func(t Tool) bool { return t.Registered || t.ByType != "" }) {
			ag.Unregistered = append(ag.Unregistered, rt.Name)
		}
		var seen []string
		same := slices.ContainsFunc(ts, func(t Tool) bool {
			seen = append(seen, string(t.Wire))
			return sameWire(t.Wire, t.WireUnknown, rt.Annotations)
		})
		if same {
			ag.Same++
		} else {
			ag.Differ = append(ag.Differ, fmt.Sprintf("%s: annovet %s, server %s", rt.Name, strings.Join(seen, " or "), compact(rt.Annotations)))
		}
	}
	for name := range static {
		if !listed[name] {
			ag.NotListed = append(ag.NotListed, name)
		}
	}
	slices.Sort(ag.NotListed)
	return ag
}

// sameWire reports whether annovet's wire object says what the server
// sends: the same keys with the same values, apart from the keys whose
// value annovet cannot know, which must be present.
func sameWire(static json.RawMessage, unknown []string, sent json.RawMessage) bool {
	var s, r map[string]any
	if json.Unmarshal(static, &s) != nil || json.Unmarshal(sent, &r) != nil {
		return false
	}
	if len(s) == 0 && len(unknown) == 0 {
		return len(r) == 0 // none sent, or an empty object: the same to a client
	}
	for _, k := range unknown {
		if _, ok := r[k]; !ok {
			return false
		}
		delete(r, k)
	}
	if len(s) != len(r) {
		return false
	}
	for k, v := range s {
		if rv, ok := r[k]; !ok || !reflect.DeepEqual(rv, v) {
			return false
		}
	}
	return true
}

func compact(raw json.RawMessage) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

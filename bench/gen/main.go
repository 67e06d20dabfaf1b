// Command gen writes a generated MCP server module for annovet's
// benchmarks: N tools spread over packages, half on go-sdk and half on
// mcp-go, with handlers behind helper layers in a shared store package.
//
//	go run ./bench/gen -n 1000 -o /tmp/gen1000
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	n := flag.Int("n", 100, "number of tools")
	perPkg := flag.Int("per", 50, "tools per package")
	out := flag.String("o", "", "output directory (created)")
	flag.Parse()
	if *out == "" {
		log.Fatal("gen: -o is required")
	}
	if err := generate(*out, *n, *perPkg); err != nil {
		log.Fatal(err)
	}
}

func write(path, text string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

func generate(dir string, n, per int) error {
	gomod, err := os.ReadFile(filepath.Join("testdata", "src", "go.mod"))
	if err != nil {
		return fmt.Errorf("run gen from the annovet checkout: %v", err)
	}
	gosum, err := os.ReadFile(filepath.Join("testdata", "src", "go.sum"))
	if err != nil {
		return err
	}
	mod := strings.Replace(string(gomod), "module example.com/t", "module example.com/gen", 1)
	if err := write(filepath.Join(dir, "go.mod"), mod); err != nil {
		return err
	}
	if err := write(filepath.Join(dir, "go.sum"), string(gosum)); err != nil {
		return err
	}
	if err := write(filepath.Join(dir, "store", "store.go"), storeSrc); err != nil {
		return err
	}
	var imports, calls []string
	for p := 0; p*per < n; p++ {
		lo, hi := p*per, min((p+1)*per, n)
		name := fmt.Sprintf("tools%03d", p)
		var b strings.Builder
		gosdk := p%2 == 0
		if gosdk {
			fmt.Fprintf(&b, goSDKHeader, name)
		} else {
			fmt.Fprintf(&b, mcpGoHeader, name)
		}
		for i := lo; i < hi; i++ {
			kind := i % 4 // 0 read, 1 write, 2 delete, 3 read marked read-only via a preset
			if gosdk {
				fmt.Fprintf(&b, goSDKTool, i, kind)
			} else {
				fmt.Fprintf(&b, mcpGoTool, i, kind)
			}
		}
		b.WriteString("}\n")
		if err := write(filepath.Join(dir, name, name+".go"), b.String()); err != nil {
			return err
		}
		imports = append(imports, fmt.Sprintf("\t%q", "example.com/gen/"+name))
		if gosdk {
			calls = append(calls, fmt.Sprintf("\t%s.Register(gs, st)", name))
		} else {
			calls = append(calls, fmt.Sprintf("\t%s.Register(ms, st)", name))
		}
	}
	main := fmt.Sprintf(mainSrc, strings.Join(imports, "\n"), strings.Join(calls, "\n"))
	return write(filepath.Join(dir, "cmd", "server", "main.go"), main)
}

const storeSrc = `// Package store is the helper layer every handler goes through.
package store

import (
	"os"
	"path/filepath"
)

type Store struct{ Dir string }

func (s *Store) path(name string) string { return filepath.Join(s.Dir, filepath.Base(name)) }

func (s *Store) Read(name string) ([]byte, error) { return os.ReadFile(s.path(name)) }

func (s *Store) Write(name string, b []byte) error { return s.persist(name, b) }

func (s *Store) persist(name string, b []byte) error { return os.WriteFile(s.path(name), b, 0o644) }

func (s *Store) Delete(name string) error { return os.Remove(s.path(name)) }

// Op dispatches to the store by kind: a helper layer two calls deep.
func (s *Store) Op(kind int, name string) ([]byte, error) {
	switch kind {
	case 1:
		return nil, s.Write(name, nil)
	case 2:
		return nil, s.Delete(name)
	}
	return s.Read(name)
}
`

const goSDKHeader = `// Package %s registers generated go-sdk tools.
package %[1]s

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gen/store"
)

type in struct {
	Name string ` + "`json:\"name\"`" + `
}

func ptr[T any](v T) *T { return &v }

var readOnly = &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}

func Register(s *mcp.Server, st *store.Store) {
`

const goSDKTool = `	mcp.AddTool(s, &mcp.Tool{Name: fmt.Sprint("tool_", %[1]d), Annotations: readOnly}, func(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
		_, err := st.Op(%[2]d, a.Name)
		return nil, nil, err
	})
`

const mcpGoHeader = `// Package %s registers generated mcp-go tools.
package %[1]s

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/gen/store"
)

func Register(s *server.MCPServer, st *store.Store) {
`

const mcpGoTool = `	s.AddTool(mcp.NewTool("tool_%[1]d", mcp.WithDescription("Generated tool %[1]d."), mcp.WithReadOnlyHintAnnotation(%[2]d == 0)), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, err := st.Op(%[2]d, req.GetString("name", ""))
		return nil, err
	})
`

const mainSrc = `// Command server registers every generated tool.
package main

import (
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/gen/store"
%s
)

func main() {
	st := &store.Store{Dir: "."}
	gs := mcp.NewServer(&mcp.Implementation{Name: "gen", Version: "v1"}, nil)
	ms := server.NewMCPServer("gen", "v1")
%s
	_, _ = gs, ms
}
`

// Command files is a small MCP server (go-sdk) with the annotation mistakes
// real servers make. It is part of annovet's first-run example.
package main

import (
	"context"
	"io"
	"log"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type pathIn struct {
	Path string `json:"path" jsonschema:"the file"`
}

type fetchIn struct {
	URL  string `json:"url" jsonschema:"the page to fetch"`
	Path string `json:"path" jsonschema:"where to save it"`
}

func readFile(ctx context.Context, req *mcp.CallToolRequest, in pathIn) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Path)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

// download saves a page from any URL the caller names.
func download(ctx context.Context, req *mcp.CallToolRequest, in fetchIn) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get(in.URL)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, os.WriteFile(in.Path, b, 0o644)
}

func ptr[T any](v T) *T { return &v }

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "files", Version: "0.1.0"}, nil)

	mcp.AddTool(s, &mcp.Tool{
		Name:        "read_file",
		Description: "Read a file.",
	}, readFile)

	mcp.AddTool(s, &mcp.Tool{
		Name:        "download",
		Title:       "Download",
		Description: "Download a web page to a file.",
		Annotations: &mcp.ToolAnnotations{
			ReadOnlyHint:  true,
			OpenWorldHint: ptr(false),
		},
	}, download)

	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}

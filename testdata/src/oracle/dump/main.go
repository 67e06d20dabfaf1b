// Command dump starts the oracle servers in process and prints, as JSON, the
// tools a client lists: name, SDK and the annotations object as received.
package main

import (
	"context"
	"encoding/json"
	"log"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/t/oracle"
)

type tool struct {
	SDK         string          `json:"sdk"`
	Name        string          `json:"name"`
	Annotations json.RawMessage `json:"annotations"`
}

func main() {
	ctx := context.Background()
	var out []tool

	// go-sdk: its own client over the in-memory transport.
	st, ct := gomcp.NewInMemoryTransports()
	if _, err := oracle.GoSDK().Connect(ctx, st, nil); err != nil {
		log.Fatal(err)
	}
	cs, err := gomcp.NewClient(&gomcp.Implementation{Name: "oracle", Version: "v1"}, nil).Connect(ctx, ct, nil)
	if err != nil {
		log.Fatal(err)
	}
	res, err := cs.ListTools(ctx, nil)
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range res.Tools {
		a, err := json.Marshal(t.Annotations)
		if err != nil {
			log.Fatal(err)
		}
		out = append(out, tool{"go-sdk", t.Name, a})
	}

	// mcp-go: its in-process client and ListTools.
	c, err := client.NewInProcessClient(oracle.MCPGo())
	if err != nil {
		log.Fatal(err)
	}
	if err := c.Start(ctx); err != nil {
		log.Fatal(err)
	}
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "oracle", Version: "v1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		log.Fatal(err)
	}
	lres, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		log.Fatal(err)
	}
	for _, t := range lres.Tools {
		a, err := json.Marshal(t.Annotations)
		if err != nil {
			log.Fatal(err)
		}
		out = append(out, tool{"mcp-go", t.Name, a})
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		log.Fatal(err)
	}
}

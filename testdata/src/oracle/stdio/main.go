// Command stdio serves one of the oracle servers over stdio, as a real
// server does: "stdio go-sdk" or "stdio mcp-go". With -need-backend it
// first dials a backend, as a server that must reach its API before it
// lists its tools does, and exits when it cannot. The corpus driver's
// runtime oracle is tested on it (bench/corpus).
package main

import (
	"context"
	"flag"
	"log"
	"net"
	"os"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/server"

	"example.com/t/oracle"
)

func main() {
	backend := flag.String("need-backend", "", "dial this address before serving")
	flag.Parse()
	if *backend != "" {
		c, err := net.Dial("tcp", *backend)
		if err != nil {
			log.Fatalf("cannot reach the backend: %v", err)
		}
		c.Close()
	}
	switch flag.Arg(0) {
	case "go-sdk":
		if err := oracle.GoSDK().Run(context.Background(), &gomcp.StdioTransport{}); err != nil {
			log.Fatal(err)
		}
	case "mcp-go":
		if err := server.ServeStdio(oracle.MCPGo()); err != nil {
			log.Fatal(err)
		}
	default:
		log.Printf("usage: stdio [-need-backend ADDR] go-sdk|mcp-go")
		os.Exit(2)
	}
}

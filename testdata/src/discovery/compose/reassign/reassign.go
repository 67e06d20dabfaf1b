// Package reassign registers tools whose constructors return the tool and
// its handler, reusing two variables for each (meilisearch-mcp's
// route.go): each registration takes the pair the last assignment before
// it made, through a middleware chain its router applies.
package reassign

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/compose/reassign/proto"
)

type Middleware func(server.ToolHandlerFunc) server.ToolHandlerFunc

type Route struct {
	mc          *server.MCPServer
	proto       *proto.Protocol
	middlewares []Middleware
}

// chain wraps h in each middleware, the first outermost.
func chain(mw ...Middleware) Middleware {
	return func(h server.ToolHandlerFunc) server.ToolHandlerFunc {
		for i := len(mw) - 1; i >= 0; i-- {
			h = mw[i](h)
		}
		return h
	}
}

func (r *Route) apply(handler server.ToolHandlerFunc, mw ...Middleware) server.ToolHandlerFunc {
	if len(mw) == 0 {
		return handler
	}
	return chain(mw...)(handler)
}

func (r *Route) Register() {
	tool, handler := r.proto.CreateIndex()
	r.mc.AddTool(tool, handler) // want `bind "create_index" -> func literal at proto.go:15 \(AddTool\)$`

	tool, handler = r.proto.DeleteIndex()
	r.mc.AddTool(tool, r.apply(handler, r.middlewares...)) // want `bind "delete_index" -> func literal at proto.go:22 \(AddTool\)$`
}

// Either registers the pair a flag chooses: the assignment in the branch
// may or may not reach the registration, which takes either pair.
func (r *Route) Either(flag bool) {
	tool, handler := r.proto.CreateIndex()
	if flag {
		tool, handler = r.proto.DeleteIndex()
	}
	r.mc.AddTool(tool, handler) // want `bind "create_index" -> func literal at proto.go:15 \(AddTool\)$` `bind "delete_index" -> func literal at proto.go:22 \(AddTool\)$`
}

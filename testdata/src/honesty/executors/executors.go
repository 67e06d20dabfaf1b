// Package executors has handler factories given the executor their tools
// run (aks-mcp's CreateToolHandler(executor CommandExecutor)): a tool does
// what the executor its registration passes does, whatever other
// implementations of the interface the program has.
package executors

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Executor runs one tool's work.
type Executor interface {
	Execute(ctx context.Context, path string) (string, error)
}

type reader struct{}

func (reader) Execute(ctx context.Context, path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}

type remover struct{}

func (remover) Execute(ctx context.Context, path string) (string, error) {
	return "removed", os.Remove(path)
}

// ExecutorFunc lets a function be an Executor (aks-mcp's
// ResourceHandlerFunc): its method calls the function.
type ExecutorFunc func(ctx context.Context, path string) (string, error)

func (f ExecutorFunc) Execute(ctx context.Context, path string) (string, error) { return f(ctx, path) }

// truncator and peeker make the executor of a tool from a closure, as
// aks-mcp's InspektorGadgetHandler does: the tool does what the closure
// does.
func truncator(mode os.FileMode) Executor {
	return ExecutorFunc(func(ctx context.Context, path string) (string, error) {
		return "", os.WriteFile(path, nil, mode)
	})
}

func peeker() Executor {
	return ExecutorFunc(func(ctx context.Context, path string) (string, error) {
		b, err := os.ReadFile(path)
		return string(b), err
	})
}

// logged wraps the executor it is given in a closure: the tool does what
// the executor passed to it does.
func logged(next Executor) Executor {
	return ExecutorFunc(func(ctx context.Context, path string) (string, error) {
		out, err := next.Execute(ctx, path)
		println("executed", path)
		return out, err
	})
}

// handlerFor makes the handler of a tool that runs executor.
func handlerFor(executor Executor) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := executor.Execute(ctx, req.GetString("path", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(out), nil
	}
}

// run calls the executor it is given: a helper between the factory and
// the interface.
func run(ctx context.Context, e Executor, path string) (string, error) {
	return e.Execute(ctx, path)
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_file", mcp.WithTitleAnnotation("Read File"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(reader{}))
	s.AddTool(mcp.NewTool("remove_file", mcp.WithTitleAnnotation("Remove File"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "remove_file" is marked read-only, but its handler deletes: executors.handlerFor -> \(executors.Executor\).Execute = \(executors.remover\).Execute -> os.Remove;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(&remover{}))
	s.AddTool(mcp.NewTool("truncate_file", mcp.WithTitleAnnotation("Truncate File"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "truncate_file" is marked read-only, but its handler writes: executors.handlerFor -> \(executors.Executor\).Execute = executors.truncator -> os.WriteFile;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(truncator(0o600)))
	s.AddTool(mcp.NewTool("remove_logged", mcp.WithTitleAnnotation("Remove Logged"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "remove_logged" is marked read-only, but its handler deletes: executors.handlerFor -> \(executors.Executor\).Execute = executors.logged -> \(executors.Executor\).Execute = \(executors.remover\).Execute -> os.Remove;`
		mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(logged(remover{})))
	s.AddTool(mcp.NewTool("peek_logged", mcp.WithTitleAnnotation("Peek Logged"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(logged(reader{})))
	s.AddTool(mcp.NewTool("peek_file", mcp.WithTitleAnnotation("Peek File"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		handlerFor(peeker()))
	s.AddTool(mcp.NewTool("read_again", mcp.WithTitleAnnotation("Read Again"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithDestructiveHintAnnotation(false), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := run(ctx, reader{}, req.GetString("path", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(out), nil
		})
}

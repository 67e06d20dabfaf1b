// want package:"analyzed" package:"exported DeleteTask ListTasks" package:"methods Tasks:Factory"

// Package googleuse calls a Google API client as Google Workspace MCP
// servers do: a factory of the server's builds the service for the
// request's user (tasks.NewService with the user's *http.Client), and the
// handler asks the service's call builders for what it wants. Obtaining the
// service is plumbing: *tasks.Service holds the *http.Client it was built
// with, so it is a client although none of its own methods reaches the
// world. Each call builder's request goes to the service's BasePath,
// resolved with googleapi.ResolveRelative, which keeps the base's host:
// configuration.
package googleuse

import (
	"context"
	"net/http"

	"google.golang.org/api/option"
	tasks "google.golang.org/api/tasks/v1"
)

// A Factory builds a service per user.
type Factory struct {
	clients map[string]*http.Client
}

func (f *Factory) Tasks(ctx context.Context, user string) (*tasks.Service, error) { // want Tasks:"effects none"
	return tasks.NewService(ctx, option.WithHTTPClient(f.clients[user]))
}

func ListTasks(ctx context.Context, f *Factory, user, list string) (*tasks.Tasks, error) { // want ListTasks:`^effects network\(config\)\(\(\*tasks.TasksListCall\).Do -> \(\*tasks.TasksListCall\).doRequest -> http.NewRequest\)$`
	svc, err := f.Tasks(ctx, user)
	if err != nil {
		return nil, err
	}
	return svc.Tasks.List(list).Context(ctx).Do()
}

func DeleteTask(ctx context.Context, f *Factory, user, list, task string) error { // want DeleteTask:`^effects delete!\(config\)\(\(\*tasks.TasksDeleteCall\).Do -> \(\*tasks.TasksDeleteCall\).doRequest -> http.NewRequest\)$`
	svc, err := f.Tasks(ctx, user)
	if err != nil {
		return err
	}
	return svc.Tasks.Delete(list, task).Context(ctx).Do()
}

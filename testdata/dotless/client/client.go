// want package:"analyzed" package:"exported Execute"

// Package client is the request helper of a module whose path has no dot
// (module dotless): not the standard library, so its summaries are read
// like any other package's.
package client

import (
	"context"
	"net/http"
)

var base = "https://bitbucket.example.com"

func Execute(ctx context.Context, method, path string) error { // want Execute:`^effects network\(config\)\(method=param1\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, method, base+path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

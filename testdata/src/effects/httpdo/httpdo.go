// want package:"analyzed" package:"exported Call Do"

// Package httpdo is a generic request helper in a package of its own: the
// method and the URL its callers pass decide what a request does.
package httpdo

import (
	"context"
	"io"
	"net/http"
)

func Do(ctx context.Context, c *http.Client, method, url string, body io.Reader) (*http.Response, error) { // want Do:`^effects network\(method=param2\)\(host=param3\)\(body=param4\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, method, url, body)
	if err != nil {
		return nil, err
	}
	return c.Do(req)
}

// Call is the generic variant.
func Call[T any](ctx context.Context, method, url string) (T, error) { // want Call:`^effects network\(method=param1\)\(host=param2\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	var zero T
	_, err := Do(ctx, http.DefaultClient, method, url, nil)
	return zero, err
}

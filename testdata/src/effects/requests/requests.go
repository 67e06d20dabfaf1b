// want package:"analyzed"

// Package requests calls the helper of package httpdo: a GET reads, a
// DELETE deletes, an address from an environment variable is configured,
// one from the caller's argument is chosen by it.
package requests

import (
	"context"
	"io"
	"net/http"
	"os"

	"example.com/t/effects/httpdo"
)

var base = os.Getenv("API_URL")

func list(ctx context.Context) error { // want list:`^effects network\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, http.MethodGet, base+"/items", nil)
	return err
}

func remove(ctx context.Context, id string) error { // want remove:`^effects delete!\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, http.MethodDelete, os.Getenv("API_URL")+"/items/"+id, nil)
	return err
}

func get(ctx context.Context) (string, error) { // want get:`^effects network\(httpdo.Call -> httpdo.Do -> http.NewRequestWithContext\)$`
	return httpdo.Call[string](ctx, "GET", "https://api.example.com/v1/items")
}

func put(ctx context.Context) error { // want put:`^effects mutate!=\(httpdo.Call -> httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Call[string](ctx, "PUT", "https://api.example.com/v1/items/1")
	return err
}

func fetch(ctx context.Context, url string) error { // want fetch:`^effects network\(host=param1\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, http.MethodGet, url, nil)
	return err
}

// An empty method is GET to net/http: a request built with it (a proxy
// lookup's, in a client's configuration) reads.
func proxy() (*http.Request, error) { // want proxy:`^effects network\(http.NewRequest\)$`
	return http.NewRequest("", "https://api.example.com/v1", nil)
}

// A request built with one method and given another before it is sent
// (go-gitlab's PublishPackageFile builds a GET and sends a PUT of the
// content it then gives it) has the second.
func publish(ctx context.Context, content io.Reader) error { // want publish:`^effects mutate!=\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/v1/packages/1", nil)
	if err != nil {
		return err
	}
	req.Method = http.MethodPut
	req.Body = io.NopCloser(content)
	_, err = http.DefaultClient.Do(req)
	return err
}

// A method set in a branch may or may not be the one sent.
func maybeDelete(ctx context.Context, purge bool) error { // want maybeDelete:`^effects network\?\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com/v1/items/1", nil)
	if err != nil {
		return err
	}
	if purge {
		req.Method = http.MethodDelete
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// A method with a default the caller may replace (zara's http_request):
// the method is m on some paths, so m can choose the request, and no
// caller's constant decides it.
func send(ctx context.Context, m string) error { // want send:`^effects network\(method=may:param1\)\(http.NewRequestWithContext\)$`
	method := http.MethodGet
	if m != "" {
		method = m
	}
	req, err := http.NewRequestWithContext(ctx, method, "https://api.example.com/v1/items", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// sendDefault passes send the empty method: which path send then takes is
// not followed, so the request stays the worst a method can do.
func sendDefault(ctx context.Context) error { // want sendDefault:`^effects mutate!\?\(requests.send -> http.NewRequestWithContext\)$`
	return send(ctx, "")
}

// A path built by appending to itself keeps its first value's prefix.
func listPage(ctx context.Context, page string) error { // want listPage:`^effects network\(httpdo.Do -> http.NewRequestWithContext\)$`
	path := "https://api.example.com/v1/items"
	if page != "" {
		path = path + "?page=" + page
	}
	_, err := httpdo.Do(ctx, http.DefaultClient, http.MethodGet, path, nil)
	return err
}

// A method the code picks among constants: what they agree on.
func fetchEither(ctx context.Context, head bool) error { // want fetchEither:`^effects network\(http.NewRequestWithContext\)$`
	method := http.MethodGet
	if head {
		method = http.MethodHead
	}
	req, err := http.NewRequestWithContext(ctx, method, "https://api.example.com/v1/items", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// Constants that do not agree: the worst case.
func getOrDelete(ctx context.Context, purge bool) error { // want getOrDelete:`^effects network\?\(http.NewRequestWithContext\)$`
	method := http.MethodGet
	if purge {
		method = http.MethodDelete
	}
	req, err := http.NewRequestWithContext(ctx, method, "https://api.example.com/v1/items/1", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// WebDAV's queries are safe methods, as GET is (a CardDAV search is a
// REPORT, a listing a PROPFIND); MKCOL creates a collection and fails
// where one is; PROPPATCH, like any method annovet has no meaning for,
// may change anything.
func searchCards(ctx context.Context, body io.Reader) error { // want searchCards:`^effects network\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, "REPORT", base+"/addressbook/", body)
	return err
}

func listCollection(ctx context.Context) error { // want listCollection:`^effects network\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, "PROPFIND", base+"/calendars/", nil)
	return err
}

func makeCollection(ctx context.Context) error { // want makeCollection:`^effects mutate\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, "MKCOL", base+"/calendars/new/", nil)
	return err
}

func patchProperties(ctx context.Context, body io.Reader) error { // want patchProperties:`^effects mutate!\(config\)\(httpdo.Do -> http.NewRequestWithContext\)$`
	_, err := httpdo.Do(ctx, http.DefaultClient, "PROPPATCH", base+"/calendars/work/", body)
	return err
}

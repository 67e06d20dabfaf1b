// want package:"analyzed"

// Package content sends PUTs and PATCHes with net/http whose content the
// program fixes: a PUT with no body puts what its address names, a
// constant merge patch or JSON patch that deletes nothing only sets. A
// null member, an operation that removes, content from the caller, a PUT
// of constant content and a body given to the request after it was built
// or by whoever it is handed to stay overwrites.
package content

import (
	"context"
	"io"
	"net/http"
	"strings"
)

const api = "https://api.example.com/v1"

func send(req *http.Request, err error) error {
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// addMember puts a user in a group: no content replaced.
func addMember(ctx context.Context, group, user string) error { // want addMember:`^effects mutate=\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPut, api+"/groups/"+group+"/members/"+user, nil))
}

func star(ctx context.Context, repo string) error { // want star:`^effects mutate=\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPut, api+"/user/starred/"+repo, http.NoBody))
}

// suspend sets one field to a value the program chose.
func suspend(ctx context.Context, id string) error { // want suspend:`^effects mutate=\(http.NewRequestWithContext\)$`
	patch := `{"spec":{"suspend":true}}`
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/jobs/"+id, strings.NewReader(patch)))
}

func close(ctx context.Context, n string) error { // want close:`^effects mutate=\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, "PATCH", api+"/issues/"+n, strings.NewReader(`[{"op":"replace","path":"/state","value":"closed"}]`)))
}

// clearDescription's merge patch sets a member to null: it deletes it.
func clearDescription(ctx context.Context, id string) error { // want clearDescription:`^effects mutate!\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/repos/"+id, strings.NewReader(`{"description":null}`)))
}

func dropLabels(ctx context.Context, id string) error { // want dropLabels:`^effects mutate!\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/items/"+id, strings.NewReader(`[{"op":"remove","path":"/labels"}]`)))
}

// resetSettings replaces the whole resource with content of the
// program's: an overwrite all the same.
func resetSettings(ctx context.Context) error { // want resetSettings:`^effects mutate!=\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPut, api+"/settings", strings.NewReader(`{"theme":"light"}`)))
}

// patch sends its caller's content: suspendJob's is fixed, and sets;
// editJob's is the caller's, and overwrites.
func patch(ctx context.Context, id string, body io.Reader) error { // want patch:`^effects mutate!\(body=param2\)\(http.NewRequestWithContext\)$`
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/jobs/"+id, body))
}

func suspendJob(ctx context.Context, id string) error { // want suspendJob:`^effects mutate=\(content.patch -> http.NewRequestWithContext\)$`
	return patch(ctx, id, strings.NewReader(`{"suspended":true}`))
}

func editJob(ctx context.Context, id string, fields io.Reader) error { // want editJob:`^effects mutate!\(body=param2\)\(content.patch -> http.NewRequestWithContext\)$`
	return patch(ctx, id, fields)
}

// upload builds a PUT with no body and gives it one before it sends it.
func upload(ctx context.Context, path string, r io.Reader) error { // want upload:`^effects mutate!=\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, api+"/files/"+path, nil)
	if err != nil {
		return err
	}
	req.Body = io.NopCloser(r)
	return send(req, nil)
}

// newPut hands its request out: whoever it is handed to may give it a
// body.
func newPut(ctx context.Context, path string) (*http.Request, error) { // want newPut:`^effects mutate!=\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, api+path, nil)
	return req, err
}

// want package:"analyzed" package:"methods " package:"unexported patchJSON="

// Package content sends PUTs and PATCHes with net/http whose content the
// program fixes: a PUT with no body puts what its address names, a
// constant merge patch or JSON patch that deletes nothing only sets. A
// null member, an operation that removes, content from the caller, a PUT
// of constant content and a body given to the request after it was built
// or by whoever it is handed to stay overwrites.
package content

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"
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

// setUnschedulable fills a flag its callers pass into a merge patch whose
// fields are its own: whatever they pass (cordon's constant, drain's
// computed value, a tool's argument), the node is cordoned or not, a set.
func setUnschedulable(ctx context.Context, node string, on bool) error { // want setUnschedulable:`^effects mutate=\(http.NewRequestWithContext\)$`
	patch := fmt.Sprintf(`{"spec":{"unschedulable":%t}}`, on)
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/nodes/"+node, strings.NewReader(patch)))
}

// setImage fills a string its callers pass: an image from the tool's
// arguments replaces the one the deployment ran, theirs to decide.
func setImage(ctx context.Context, name, image string) error { // want setImage:`^effects mutate=\(fill=param2\)\(http.NewRequestWithContext\)$`
	patch := fmt.Sprintf(`{"spec":{"template":{"spec":{"containers":[{"name":"app","image":%q}]}}}}`, image)
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, strings.NewReader(patch)))
}

func cordon(ctx context.Context, node string) error { // want cordon:`^effects mutate=\(content.setUnschedulable -> http.NewRequestWithContext\)$`
	return setUnschedulable(ctx, node, true)
}

func drain(ctx context.Context, node string, pods []string) error { // want drain:`^effects mutate=\(content.setUnschedulable -> http.NewRequestWithContext\)$`
	return setUnschedulable(ctx, node, len(pods) > 0)
}

// restart stamps the time: each call changes the resource again, and
// overwrites nothing.
func restart(ctx context.Context, name string) error { // want restart:`^effects mutate\(http.NewRequestWithContext\)$`
	patch := fmt.Sprintf(`{"spec":{"template":{"metadata":{"annotations":{"restartedAt":%q}}}}}`, time.Now().Format(time.RFC3339))
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, strings.NewReader(patch)))
}

// label's member names are its caller's: which label it replaces is
// theirs to choose, an overwrite.
func label(ctx context.Context, name, key, value string) error { // want label:`^effects mutate!\(http.NewRequestWithContext\)$`
	patch := fmt.Sprintf(`{"metadata":{"labels":{%q:%q}}}`, key, value)
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/pods/"+name, strings.NewReader(patch)))
}

// pause marshals a map literal whose keys and value are its own.
func pause(ctx context.Context, name string) error { // want pause:`^effects mutate=\(http.NewRequestWithContext\)$`
	body, err := json.Marshal(map[string]any{"spec": map[string]any{"paused": true}})
	if err != nil {
		return err
	}
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, bytes.NewReader(body)))
}

// createOrApply creates, or with apply replaces what is there: a boolean
// parameter is a dispatch on its two values, so create's false takes only
// the POST and apply's true only the PUT.
func createOrApply(ctx context.Context, path string, apply bool) error { // want createOrApply:`^effects mutate!=\(when param2 in \{true\}\)\(http.NewRequestWithContext\) mutate\(when param2 not in \{true\}\)\?\(http.NewRequestWithContext\)$`
	if apply {
		return send(http.NewRequestWithContext(ctx, http.MethodPut, api+path, strings.NewReader(`{"kind":"ConfigMap"}`)))
	} else {
		return send(http.NewRequestWithContext(ctx, http.MethodPost, api+path, strings.NewReader(`{"kind":"ConfigMap"}`)))
	}
}

func create(ctx context.Context) error { // want create:`^effects mutate\?\(content.createOrApply -> http.NewRequestWithContext\)$`
	return createOrApply(ctx, "/configmaps", false)
}

// patchWith marshals the patch its callers build: restartNow's literal,
// stamped with the time, changes the resource on every call and
// overwrites nothing; rollback's holds a structure from elsewhere.
func patchWith(ctx context.Context, name string, patch any) error { // want patchWith:`^effects mutate!\(body=param2\)\(http.NewRequestWithContext\)$`
	body, err := json.Marshal(patch)
	if err != nil {
		return err
	}
	return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, bytes.NewReader(body)))
}

func restartNow(ctx context.Context, name string) error { // want restartNow:`^effects mutate\(content.patchWith -> http.NewRequestWithContext\)$`
	now := time.Now().Format(time.RFC3339Nano)
	patch := map[string]any{"spec": map[string]any{"template": map[string]any{"metadata": map[string]any{"annotations": map[string]any{"restartedAt": now}}}}}
	return patchWith(ctx, name, patch)
}

func rollback(ctx context.Context, name string, template map[string]any) error { // want rollback:`^effects mutate!\(content.patchWith -> http.NewRequestWithContext\)$`
	return patchWith(ctx, name, map[string]any{"spec": map[string]any{"template": template}})
}

// mutate folds the kind its callers pass before it dispatches on it:
// "Deployment" takes the deployments branch. retarget assigns the kind
// something else, which no longer says what the caller passed: every
// branch may run.
func mutate(ctx context.Context, kind, name string) error { // want mutate:`^effects mutate!\(body=param2\)\(when param1 folded in \{"deployment","deploy"\}\)\(http.NewRequestWithContext\) delete!\(when param1 folded not in \{"deployment","deploy"\}\)\(http.NewRequestWithContext\)$`
	kind = strings.ToLower(kind)
	switch kind {
	case "deployment", "deploy":
		return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, strings.NewReader(name)))
	default:
		return send(http.NewRequestWithContext(ctx, http.MethodDelete, api+"/"+kind+"/"+name, nil))
	}
}

func undo(ctx context.Context, name string) error { // want undo:`^effects mutate!\(body=param1\)\(content.mutate -> http.NewRequestWithContext\)$`
	return mutate(ctx, "Deployment", name)
}

func retarget(ctx context.Context, kind, name string) error { // want retarget:`^effects mutate!\(body=param2\)\(http.NewRequestWithContext\) delete!\(http.NewRequestWithContext\)$`
	kind = "replicasets"
	switch kind {
	case "deployments":
		return send(http.NewRequestWithContext(ctx, http.MethodPatch, api+"/deployments/"+name, strings.NewReader(name)))
	default:
		return send(http.NewRequestWithContext(ctx, http.MethodDelete, api+"/"+kind+"/"+name, nil))
	}
}

// callParams is what a server's one request helper is told to send.
type callParams struct {
	Method string
	Path   string
	Body   any
}

// callAPI sends its callers' Body, marshalled, when they give one:
// addToGroup's PUT, which gives none, puts the member its address names;
// renameGroup's replaces the group with the content it gives.
func callAPI(ctx context.Context, p callParams) error { // want callAPI:`^effects network\(method=param1:Method\)\(body=param1:Body\)\(http.NewRequestWithContext\)$`
	var body io.Reader
	if p.Body != nil {
		b, err := json.Marshal(p.Body)
		if err != nil {
			return err
		}
		body = bytes.NewBuffer(b)
	}
	return send(http.NewRequestWithContext(ctx, p.Method, api+p.Path, body))
}

func addToGroup(ctx context.Context, group, user string) error { // want addToGroup:`^effects mutate=\(content.callAPI -> http.NewRequestWithContext\)$`
	return callAPI(ctx, callParams{Method: http.MethodPut, Path: "/groups/" + group + "/members/" + user})
}

func renameGroup(ctx context.Context, group, name string) error { // want renameGroup:`^effects mutate!=\(content.callAPI -> http.NewRequestWithContext\)$`
	return callAPI(ctx, callParams{Method: http.MethodPut, Path: "/groups/" + group, Body: map[string]any{"name": name}})
}

// Client is a server's API client, whose NewRequest builds a request with
// the method and body its callers give, and whose generic patchJSON
// marshals its callers' body: restoreSpace's constant merge patch only
// sets (ocis-mcp-server's restore_space), renameSpace's name is its
// caller's to fill in (from a tool's arguments, an overwrite), and putLater's PUT, built with no body and given one
// afterwards, replaces its target.
type Client struct {
	base string
	hc   *http.Client
}

func (c *Client) NewRequest(ctx context.Context, method, path string, body io.Reader) (*http.Request, error) { // want NewRequest:`^effects network\(config\)\(method=param1\)\(body=param3\)\(http.NewRequestWithContext\)$`
	return http.NewRequestWithContext(ctx, method, c.base+path, body)
}

// do sends a request again with a new copy of its body, which GetBody,
// set by net/http, makes without a change.
func (c *Client) do(req *http.Request) error {
	if req.GetBody != nil {
		body, err := req.GetBody()
		if err != nil {
			return err
		}
		req.Body = body
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func patchJSON[T any](ctx context.Context, c *Client, path string, body any) (T, error) { // want patchJSON:`^effects mutate!\(config\)\(body=param3\)\(\(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	var result T
	data, err := json.Marshal(body)
	if err != nil {
		return result, err
	}
	req, err := c.NewRequest(ctx, http.MethodPatch, path, bytes.NewReader(data))
	if err != nil {
		return result, err
	}
	req.Header.Set("Content-Type", "application/json")
	return result, c.do(req)
}

type drive struct{ ID string }

func restoreSpace(ctx context.Context, c *Client, id string) error { // want restoreSpace:`^effects mutate=\(config\)\(content.patchJSON -> \(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	body := map[string]any{"@UI.Hidden": false}
	_, err := patchJSON[drive](ctx, c, "/drives/"+id, body)
	return err
}

func renameSpace(ctx context.Context, c *Client, id, name string) error { // want renameSpace:`^effects mutate=\(config\)\(fill=param3\)\(content.patchJSON -> \(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	_, err := patchJSON[drive](ctx, c, "/drives/"+id, map[string]any{"name": name})
	return err
}

func putLater(ctx context.Context, c *Client, id string) error { // want putLater:`^effects mutate!=\(config\)\(\(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	req, err := c.NewRequest(ctx, http.MethodPut, "/drives/"+id, nil)
	if err != nil {
		return err
	}
	req.Body = io.NopCloser(strings.NewReader(id))
	return c.do(req)
}

// uploadFile PUTs the content its callers give: setSpaceImage, which gives nil,
// replaces the image with nothing (ocis-mcp-server's set_space_image), and
// a MOVE, whose content says nothing, may replace what is at its
// destination whatever body it is built with.
func uploadFile(ctx context.Context, c *Client, path string, content io.Reader) error { // want uploadFile:`^effects mutate!=\(config\)\(body=param3\)\(\(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	req, err := c.NewRequest(ctx, http.MethodPut, path, content)
	if err != nil {
		return err
	}
	return c.do(req)
}

func setSpaceImage(ctx context.Context, c *Client, id string) error { // want setSpaceImage:`^effects mutate!=\(config\)\(content.uploadFile -> \(\*content.Client\).NewRequest -> http.NewRequestWithContext\)$`
	return uploadFile(ctx, c, "/spaces/"+id+"/image", nil)
}

func moveFile(ctx context.Context, src, dst string) error { // want moveFile:`^effects mutate!\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, "MOVE", api+src, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Destination", api+dst)
	return send(req, nil)
}

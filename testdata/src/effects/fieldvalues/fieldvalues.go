// want package:"analyzed" package:"methods " package:"funcvalues "

// Package fieldvalues calls vaultlike's client across packages, and
// builds requests of its own the way 1Panel's client does
// (NewPanelClient("GET", path, opts...).Request(out)): a field read where
// the request is sent is what the code that built it put there.
package fieldvalues

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"

	"example.com/t/effects/fieldvalues/vaultlike"
)

func readSecret(ctx context.Context, c *vaultlike.Client, path string) error { // want readSecret:`^effects network\(config\)\(\(\*vaultlike\.Client\)\.Read -> \(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	_, err := c.Read(ctx, path)
	return err
}

func deleteSecret(ctx context.Context, c *vaultlike.Client, path string) error { // want deleteSecret:`^effects delete!\(config\)\(\(\*vaultlike\.Client\)\.Delete -> \(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	_, err := c.Delete(ctx, path)
	return err
}

// A request built here and sent through the library's RawRequest.
func raw(ctx context.Context, c *vaultlike.Client) error { // want raw:`^effects mutate!=\(config\)\(\(\*vaultlike\.Client\)\.RawRequest -> \(\*vaultlike\.Request\)\.toHTTP -> http\.NewRequestWithContext\)$`
	_, err := c.RawRequest(ctx, &vaultlike.Request{Method: http.MethodPut, Path: "/v1/sys/x"})
	return err
}

type panelClient struct {
	Method  string
	URL     string
	Payload any
}

type option func(*panelClient)

func withPayload(p any) option { return func(c *panelClient) { c.Payload = p } } // want withPayload:"effects none"

func newPanelClient(method, path string, opts ...option) *panelClient { // want newPanelClient:`^effects call@param2\(call of opt\) \.Method=param0 \.URL=param1$`
	c := &panelClient{Method: method, URL: path}
	for _, opt := range opts {
		opt(c)
	}
	return c
}

func (p *panelClient) do() (*http.Response, error) { // want do:`^effects network\(config\)\(method=recv:Method\)\(http.NewRequest\)$`
	req, err := http.NewRequest(p.Method, "https://panel.example.com"+p.URL, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (p *panelClient) request() error { // want request:`^effects network\(config\)\(method=recv:Method\)\(\(\*fieldvalues.panelClient\).do -> http.NewRequest\)$`
	_, err := p.do()
	return err
}

func listApps() error { // want listApps:`^effects network\(config\)\(\(\*fieldvalues.panelClient\).request -> \(\*fieldvalues.panelClient\).do -> http.NewRequest\)$`
	return newPanelClient("GET", "/apps").request()
}

func deleteApp(id string) error { // want deleteApp:`^effects delete!\(config\)\(\(\*fieldvalues.panelClient\).request -> \(\*fieldvalues.panelClient\).do -> http.NewRequest\)$`
	c := newPanelClient(http.MethodDelete, "/apps/"+id, withPayload(id))
	return c.request()
}

// A request kept in the server's state: its method is the server's
// configuration, which annovet does not decide.
type server struct{ pending *panelClient }

func (s *server) resend() error { // want resend:`^effects mutate!\(config\)\?\(\(\*fieldvalues\.panelClient\)\.request -> \(\*fieldvalues\.panelClient\)\.do -> http\.NewRequest\)$`
	return s.pending.request()
}

// An option that sets the field the request is sent with: what the
// constructor put there no longer decides, and the call stays undecided.
type query struct{ Verb string }

func withVerb(v string) func(*query) { return func(q *query) { q.Verb = v } } // want withVerb:"effects none"

func newQuery(verb string, opts ...func(*query)) *query { // want newQuery:`^effects call@param1\(call of o\)$`
	q := &query{Verb: verb}
	for _, o := range opts {
		o(q)
	}
	return q
}

func (q *query) send() error { // want send:`^effects network\(method=recv:Verb\)\(http\.NewRequest\)$`
	req, err := http.NewRequest(q.Verb, "https://api.example.com/q", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func sendQuery() error { // want sendQuery:`^effects mutate!\?\(\(\*fieldvalues\.query\)\.send -> http\.NewRequest\)$`
	return newQuery("GET", withVerb("DELETE")).send()
}

// A job whose verb its package's functions may change after it was built:
// each of these sends a DELETE, or may, and none is a read.
type job struct{ Verb string }

func (j *job) send() error { // want send:`^effects network\(method=recv:Verb\)\(http\.NewRequest\)$`
	req, err := http.NewRequest(j.Verb, "https://api.example.com/jobs", nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func (j *job) setDelete() { j.Verb = http.MethodDelete }

// markDelete sets the verb through setDelete: a setter too.
func markDelete(j *job) { j.setDelete() }

func (j *job) reset() { *j = job{Verb: http.MethodDelete} }

// Set to GET, then handed to a function that sets it again.
func priorThenSetter() error { // want priorThenSetter:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "GET"}
	j.Verb = "GET"
	markDelete(j)
	return j.send()
}

// Replaced as a whole by a method.
func replaced() error { // want replaced:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "GET"}
	j.reset()
	return j.send()
}

// The method's own receiver reassigned before the send: what its callers
// built is not what it sends.
func (j *job) resendAsDelete() error { // want resendAsDelete:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j = &job{Verb: http.MethodDelete}
	return j.send()
}

func resendGet() error { // want resendGet:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.resendAsDelete -> \(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	return (&job{Verb: "GET"}).resendAsDelete()
}

// A closure sends a job its enclosing function changes after making it.
func captured() error { // want captured:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "GET"}
	send := func() error { return j.send() }
	j.Verb = http.MethodDelete
	return send()
}

// A field changed with an operator: not the constant it adds.
func appended() error { // want appended:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "DEL"}
	j.Verb += "ETE"
	return j.send()
}

// A method promoted from an embedded job: the outer literal does not hold
// the verb, the job inside it does.
type deleteJob struct{ *job }

func promoted() error { // want promoted:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	return deleteJob{&job{Verb: http.MethodDelete}}.send()
}

// What must still be decided: one assignment before the send, and a job
// built and sent as it is.
func assignedGet() error { // want assignedGet:`^effects network\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: http.MethodDelete}
	j.Verb = "GET"
	return j.send()
}

func builtDelete() error { // want builtDelete:`^effects delete!\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: http.MethodDelete}
	return j.send()
}

// Decoded from what the client sent: the decoder may set the verb.
func decoded(b []byte) error { // want decoded:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := job{Verb: "GET"}
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	return j.send()
}

// A local rebound in a branch: which job is sent, the branch decides.
func rebound(del bool) error { // want rebound:`^effects mutate!\?\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "GET"}
	if del {
		j = &job{Verb: http.MethodDelete}
	}
	return j.send()
}

// Encoded, not decoded: what the job holds stays.
func logged() error { // want logged:`^effects network\(\(\*fieldvalues\.job\)\.send -> http\.NewRequest\)$`
	j := &job{Verb: "GET"}
	if _, err := json.Marshal(j); err != nil {
		return err
	}
	return j.send()
}

// apiParams is a request described field by field and sent by one helper,
// in the shape of bitrise-mcp's CallAPI: the address is the base URL field
// with the path appended, the method another field.
type apiParams struct {
	Method  string
	BaseURL string
	Path    string
}

// apiBaseURL is the address the server starts with, which the
// environment may override.
var apiBaseURL = "https://api.example.com/v0.1"

func init() {
	if v := os.Getenv("API_URL"); v != "" {
		apiBaseURL = v
	}
}

func callAPI(ctx context.Context, p apiParams) error { // want callAPI:`^effects network\(method=param1:Method\)\(host=param1:BaseURL\)\(http.NewRequestWithContext\)$`
	fullURL := p.BaseURL
	if len(p.Path) == 0 || p.Path[0] != '/' {
		fullURL += "/"
	}
	fullURL += p.Path
	req, err := http.NewRequestWithContext(ctx, p.Method, fullURL, nil)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

// The address is the base URL field of the struct the caller built, not
// the struct as a whole.
func removeApp(ctx context.Context, slug string) error { // want removeApp:`^effects delete!\(config\)\(fieldvalues.callAPI -> http.NewRequestWithContext\)$`
	return callAPI(ctx, apiParams{Method: http.MethodDelete, BaseURL: apiBaseURL, Path: fmt.Sprintf("/apps/%s", slug)})
}

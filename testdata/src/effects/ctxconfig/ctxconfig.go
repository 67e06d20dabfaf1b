// want package:"analyzed" package:"methods " package:"funcvalues "

// Package ctxconfig sends requests to the address of the server's own
// configuration, read from the context its middleware filled (as
// Grafana's server does), and applies options a method returns as a list
// (as Grafana's time parsing does with go-datemath's).
package ctxconfig

import (
	"context"
	"net/http"
	"strings"
)

type config struct{ URL string }

type key struct{}

// fromContext returns the configuration the server put in the context.
func fromContext(ctx context.Context) config {
	c, _ := ctx.Value(key{}).(config)
	return c
}

// settings reads the server's settings: the address is its own, given
// nothing but the context.
func settings(ctx context.Context) (*http.Response, error) { // want settings:`^effects network\(config\)\(http.NewRequestWithContext\)$`
	cfg := fromContext(ctx)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, strings.TrimRight(cfg.URL, "/")+"/api/settings", nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

// lookup's address comes from join, declared after it, which returns its
// first argument's host: the caller's argument decides. (What a site
// reads of a function of its package does not depend on which is declared
// first: a server's CreateSelectRequest calls getSelectURL, further down.)
func lookup(ctx context.Context, base string) (*http.Response, error) { // want lookup:`^effects network\(host=param1\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, join(base, "api"), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func join(base, path string) string { return base + "/" + path }

// status's address comes from statusURL, declared after it, through a
// local of statusURL's own: what that local holds is known before any
// body is walked.
func status(ctx context.Context, base string) (*http.Response, error) { // want status:`^effects network\(host=param1\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, statusURL(base), nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func statusURL(base string) string {
	u := strings.TrimRight(base, "/") + "/status"
	return u
}

type options struct{ now, zone string }

func withNow(now string) func(*options) { // want withNow:"effects none"
	return func(o *options) { o.now = now }
}

func withZone(zone string) func(*options) { // want withZone:"effects none"
	return func(o *options) { o.zone = zone }
}

func evaluate(expr string, opts ...func(*options)) string { // want evaluate:`^effects call@param1\(call of opt\)$`
	o := options{}
	for _, opt := range opts {
		opt(&o)
	}
	return o.now + expr
}

type timeRange struct{ now, zone string }

// opts returns the options it makes, as a list: calling them changes
// only the options they are given, so parse has no effect.
func (t timeRange) opts() []func(*options) { // want opts:"effects none"
	list := []func(*options){withNow(t.now)}
	if t.zone != "" {
		list = append(list, withZone(t.zone))
	}
	return list
}

func (t timeRange) parse(expr string) string {
	return evaluate(expr, t.opts()...)
}

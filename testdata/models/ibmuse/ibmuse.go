// want package:"analyzed"

// Package ibmuse calls an API through IBM's Go SDK core as IBM Cloud MCP
// servers do: each request is authenticated by a core.Authenticator, whose
// implementations obtain and refresh a token from their token service
// (a POST, and YAML debug messages on failure). Obtaining credentials is
// the client's plumbing: what a call does is the request it sends.
package ibmuse

import (
	"context"
	"net/http"

	"github.com/IBM/go-sdk-core/v5/core"
)

func get(ctx context.Context, auth core.Authenticator, url string) error { // want get:`^effects network\(host=param2\)\(http.NewRequestWithContext\)$`
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	if err := auth.Authenticate(req); err != nil {
		return err
	}
	return send(req)
}

func getIAM(ctx context.Context, apikey, url string) error { // want getIAM:`^effects network\(host=param2\)\(http.NewRequestWithContext\)$`
	auth, err := core.NewIamAuthenticatorBuilder().SetApiKey(apikey).Build()
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	if err := auth.Authenticate(req); err != nil {
		return err
	}
	return send(req)
}

func send(req *http.Request) error {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

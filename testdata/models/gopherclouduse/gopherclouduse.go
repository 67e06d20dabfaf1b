// want package:"analyzed" package:"exported Delete Get List"

// Package gopherclouduse lists, reads and deletes OpenStack servers as
// the OpenStack MCP servers do, with the real
// github.com/gophercloud/gophercloud/v2. Every request goes through
// ProviderClient.doRequest, which calls the client's hooks: RetryFunc
// when a request failed, ReauthFunc when it was answered 401. Whatever
// the importer sets there, the library's contract is that they decide
// whether the same request is sent again and obtain a new token (rows of
// libfields.go), so a listing reads and a delete deletes, decided.
package gopherclouduse

import (
	"context"

	"github.com/gophercloud/gophercloud/v2"
	"github.com/gophercloud/gophercloud/v2/openstack/compute/v2/servers"
)

// List reads every page of the servers: a GET per page.
func List(ctx context.Context, c *gophercloud.ServiceClient) ([]servers.Server, error) { // want List:`^effects network\(config\)\(\(pagination.Pager\).AllPages -> \(pagination.Pager\).fetchNextPage -> pagination.Request -> \(\*gophercloud.ServiceClient\).Get -> \(\*gophercloud.ServiceClient\).Request -> \(\*gophercloud.ProviderClient\).Request -> \(\*gophercloud.ProviderClient\).doRequest -> http.NewRequestWithContext\)$`
	pages, err := servers.List(c, nil).AllPages(ctx)
	if err != nil {
		return nil, err
	}
	return servers.ExtractServers(pages)
}

// Get reads one server.
func Get(ctx context.Context, c *gophercloud.ServiceClient, id string) (*servers.Server, error) { // want Get:`^effects network\(host=param1\)\(servers.Get -> .* -> \(\*gophercloud.ProviderClient\).doRequest -> http.NewRequestWithContext\)$`
	return servers.Get(ctx, c, id).Extract()
}

// Delete deletes one server.
func Delete(ctx context.Context, c *gophercloud.ServiceClient, id string) error { // want Delete:`^effects delete!\(host=param1\)\(servers.Delete -> .* -> \(\*gophercloud.ProviderClient\).doRequest -> http.NewRequestWithContext\)$`
	return servers.Delete(ctx, c, id).ExtractErr()
}

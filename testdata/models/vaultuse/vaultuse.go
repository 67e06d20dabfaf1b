// want package:"analyzed"

// Package vaultuse calls Vault's API client as Vault MCP servers do. The
// client builds each request in NewRequest(method, path), which returns
// &Request{Method: method}, and sends it through RawRequestWithContext,
// whose toRetryableHTTP reads r.Method: what the request does is the
// method it was built with (a LIST sent as a GET reads), and the
// context.CancelFunc of withConfiguredTimeout only cancels a context.
package vaultuse

import (
	"context"

	"github.com/hashicorp/vault/api"
)

func readSecret(ctx context.Context, c *api.Client, path string) (*api.Secret, error) { // want readSecret:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*api.Request\).toRetryableHTTP -> retryablehttp.NewRequest\)$`
	return c.Logical().ReadWithContext(ctx, path)
}

func listSecrets(ctx context.Context, c *api.Client, path string) (*api.Secret, error) { // want listSecrets:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*api.Request\).toRetryableHTTP -> retryablehttp.NewRequest\)$`
	return c.Logical().ListWithContext(ctx, path)
}

func deleteSecret(ctx context.Context, c *api.Client, path string) (*api.Secret, error) { // want deleteSecret:`^effects delete!\(config\)\((?:[^()]|\([^()]*\))*\(\*api.Request\).toRetryableHTTP -> retryablehttp.NewRequest\)$`
	return c.Logical().DeleteWithContext(ctx, path)
}

func listMounts(ctx context.Context, c *api.Client) (map[string]*api.MountOutput, error) { // want listMounts:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*api.Request\).toRetryableHTTP -> retryablehttp.NewRequest\)$`
	return c.Sys().ListMountsWithContext(ctx)
}

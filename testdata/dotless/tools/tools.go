// want package:"analyzed"

// Package tools calls the helper of package dotless/client: its DELETE
// deletes and its GET reads.
package tools

import (
	"context"
	"net/http"

	"dotless/client"
)

func deleteAttachment(ctx context.Context, id string) error { // want deleteAttachment:`^effects delete!\(config\)\(client.Execute -> http.NewRequestWithContext\)$`
	return client.Execute(ctx, http.MethodDelete, "/attachments/"+id)
}

func getAttachment(ctx context.Context, id string) error { // want getAttachment:`^effects network\(config\)\(client.Execute -> http.NewRequestWithContext\)$`
	return client.Execute(ctx, http.MethodGet, "/attachments/"+id)
}

// want package:"analyzed"

// Package autotaskuse calls tphakala/go-autotask as the Autotask MCP
// server does: listings are POSTs of a query that read, and the generic
// functions are decided by the catalogue's rows, not by the POST their
// source sends.
package autotaskuse

import (
	"context"

	"github.com/tphakala/go-autotask"
	"github.com/tphakala/go-autotask/entities"
)

// search lists companies: a read, although the request is a POST.
func search(ctx context.Context, c *autotask.Client, name string) (int, error) { // want search:`^effects network\(config\)\(autotask.ListRaw\)$`
	q := autotask.NewQuery().Where("companyName", autotask.OpContains, name)
	rows, err := autotask.ListRaw(ctx, c, "Companies", q)
	return len(rows), err
}

func get(ctx context.Context, c *autotask.Client, id int64) (*entities.Company, error) { // want get:`^effects network\(config\)\(autotask.Get\)$`
	return autotask.Get[entities.Company](ctx, c, id)
}

// create makes another ticket on every call; update replaces the fields
// it is given; remove deletes.
func create(ctx context.Context, c *autotask.Client, t *entities.Ticket) (*entities.Ticket, error) { // want create:`^effects mutate\+\(config\)\(autotask.Create\)$`
	return autotask.Create(ctx, c, t)
}

func update(ctx context.Context, c *autotask.Client, data map[string]any) (map[string]any, error) { // want update:`^effects mutate!=\(config\)\(autotask.UpdateRaw\)$`
	return autotask.UpdateRaw(ctx, c, "Tickets", data)
}

func remove(ctx context.Context, c *autotask.Client, id int64) error { // want remove:`^effects delete!\(config\)\(autotask.DeleteRaw\)$`
	return autotask.DeleteRaw(ctx, c, "QuoteItems", id)
}

// want package:"analyzed" package:"exported Stacks TriggerRun"

// Package graphqluse calls the real shurcooL/graphql client the way
// Spacelift's spacectl does: a query reads, by the catalogue's row; a
// mutation is a POST whose meaning annovet leaves open.
package graphqluse

import (
	"context"

	"github.com/shurcooL/graphql"
)

func Stacks(ctx context.Context, c *graphql.Client) error { // want Stacks:`^effects network\(config\)\(\(\*graphql.Client\).Query\)$`
	var q struct {
		Stacks []struct{ ID string }
	}
	return c.Query(ctx, &q, nil)
}

func TriggerRun(ctx context.Context, c *graphql.Client, stack string) error { // want TriggerRun:`^effects mutate\(config\)\?\(\(\*graphql.Client\).Mutate -> \(\*graphql.Client\).do -> http.NewRequestWithContext\)$`
	var m struct {
		RunTrigger struct{ ID string } `graphql:"runTrigger(stack: $stack)"`
	}
	return c.Mutate(ctx, &m, map[string]any{"stack": graphql.ID(stack)})
}

// want package:"analyzed" package:"exported CreateVM DeleteVM GetVM ListVMs"

// Package prismuse calls Nutanix's prism-go-client v3 as mcp-nutanix does:
// listing is a POST of a query that reads, getting a GET, and the others
// change what their method says.
package prismuse

import (
	"context"

	v3 "github.com/nutanix-cloud-native/prism-go-client/v3"
)

func ListVMs(ctx context.Context, c *v3.Client, filter string) (*v3.VMListIntentResponse, error) { // want ListVMs:`^effects network\(config\)\(\(v3.Service\).ListAllVM = \(v3.Operations\).ListAllVM\)$`
	return c.V3.ListAllVM(ctx, filter)
}

func GetVM(ctx context.Context, c *v3.Client, id string) (*v3.VMIntentResponse, error) { // want GetVM:`^effects network\(config\)`
	return c.V3.GetVM(ctx, id)
}

func DeleteVM(ctx context.Context, c *v3.Client, id string) (*v3.DeleteResponse, error) { // want DeleteVM:`^effects delete!\(config\)`
	return c.V3.DeleteVM(ctx, id)
}

func CreateVM(ctx context.Context, c *v3.Client, in *v3.VMIntentInput) (*v3.VMIntentResponse, error) { // want CreateVM:`^effects mutate\(config\)\?`
	return c.V3.CreateVM(ctx, in)
}

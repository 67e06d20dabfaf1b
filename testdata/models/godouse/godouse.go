// want package:"analyzed" package:"exported AssignIP CreateDomain DeleteDroplet EditRecord GetDroplet PowerOn Reboot Snapshot"

// Package godouse calls DigitalOcean's godo as DigitalOcean MCP servers
// do. Each service builds its request with the client's NewRequest, whose
// method decides, and sends it with Do, which calls the hook a program may
// set and records the rate limit: no effect of its own. The actions on a
// droplet or an address are POSTs to .../actions: the model says what
// each does.
package godouse

import (
	"context"

	"github.com/digitalocean/godo"
)

func GetDroplet(ctx context.Context, c *godo.Client, id int) (*godo.Droplet, error) { // want GetDroplet:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*godo.Client\).NewRequest\)$`
	d, _, err := c.Droplets.Get(ctx, id)
	return d, err
}

func CreateDomain(ctx context.Context, c *godo.Client, name string) (*godo.Domain, error) { // want CreateDomain:`^effects mutate\(config\)\(\(godo.DomainsService\).Create = \(\*godo.DomainsServiceOp\).Create -> \(\*godo.Client\).NewRequest\)$`
	d, _, err := c.Domains.Create(ctx, &godo.DomainCreateRequest{Name: name})
	return d, err
}

func EditRecord(ctx context.Context, c *godo.Client, domain string, id int, data string) error { // want EditRecord:`^effects mutate!=\(config\)\(\(godo.DomainsService\).EditRecord = \(\*godo.DomainsServiceOp\).EditRecord -> \(\*godo.Client\).NewRequest\)$`
	_, _, err := c.Domains.EditRecord(ctx, domain, id, &godo.DomainRecordEditRequest{Data: data})
	return err
}

func DeleteDroplet(ctx context.Context, c *godo.Client, id int) error { // want DeleteDroplet:`^effects delete!\(config\)\(\(godo.DropletsService\).Delete = \(\*godo.DropletsServiceOp\).Delete -> \(\*godo.DropletsServiceOp\).delete -> \(\*godo.Client\).NewRequest\)$`
	_, err := c.Droplets.Delete(ctx, id)
	return err
}

// Actions: powering on puts the droplet in a state; a reboot interrupts it
// again on every call; a snapshot makes another image on every call;
// assigning an address moves it from any droplet it was on. The
// interface of reserved IPs' actions is implemented by the floating IPs'
// service too, whose Assign does the same: a change every implementation
// makes is made whichever runs.
func PowerOn(ctx context.Context, c *godo.Client, id int) error { // want PowerOn:`^effects mutate=\(config\)\(\(godo.DropletActionsService\).PowerOn = \(\*godo.DropletActionsServiceOp\).PowerOn\)$`
	_, _, err := c.DropletActions.PowerOn(ctx, id)
	return err
}

func Reboot(ctx context.Context, c *godo.Client, id int) error { // want Reboot:`^effects mutate!\+\(config\)\(\(godo.DropletActionsService\).Reboot = \(\*godo.DropletActionsServiceOp\).Reboot\)$`
	_, _, err := c.DropletActions.Reboot(ctx, id)
	return err
}

func Snapshot(ctx context.Context, c *godo.Client, id int, name string) error { // want Snapshot:`^effects mutate\+\(config\)\(\(godo.DropletActionsService\).Snapshot = \(\*godo.DropletActionsServiceOp\).Snapshot\)$`
	_, _, err := c.DropletActions.Snapshot(ctx, id, name)
	return err
}

func AssignIP(ctx context.Context, c *godo.Client, ip string, droplet int) error { // want AssignIP:`^effects mutate!=\(config\)\(\(godo.ReservedIPActionsService\).Assign = \(\*godo.FloatingIPActionsServiceOp\).Assign\)$`
	_, _, err := c.ReservedIPActions.Assign(ctx, ip, droplet)
	return err
}

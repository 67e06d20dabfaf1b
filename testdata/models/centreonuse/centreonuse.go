// want package:"analyzed" package:"exported DeleteHost GetTimePeriod ReloadPoller ReloadVia" package:"funcvalues "

// Package centreonuse calls centreon-go-client as centreon-mcp-go does.
// Every request goes through the client's do, which logs in again when
// the server answers 401: the login refreshes the client, so a GET
// reads and a DELETE deletes. Generating and reloading the pollers'
// configuration is a GET that replaces what the pollers run: the model
// says so.
package centreonuse

import (
	"context"

	centreon "github.com/tphakala/centreon-go-client"
)

func GetTimePeriod(ctx context.Context, c *centreon.Client, id int) (*centreon.TimePeriod, error) { // want GetTimePeriod:`^effects network\(config\)\(\(\*centreon.TimePeriodService\).Get -> \(\*centreon.Client\).get -> \(\*centreon.Client\).do -> \(\*centreon.Client\).sendRequest -> http.NewRequestWithContext\)$`
	return c.TimePeriods.Get(ctx, id)
}

func DeleteHost(ctx context.Context, c *centreon.Client, id int) error { // want DeleteHost:`^effects delete!\(config\)\(\(\*centreon.HostService\).Delete -> \(\*centreon.Client\).delete -> \(\*centreon.Client\).do -> \(\*centreon.Client\).sendRequest -> http.NewRequestWithContext\)$`
	return c.Hosts.Delete(ctx, id)
}

func ReloadPoller(ctx context.Context, c *centreon.Client, id int) error { // want ReloadPoller:`^effects mutate!=\(config\)\(\(\*centreon.MonitoringServerService\).GenerateAndReload\)$`
	return c.MonitoringServers.GenerateAndReload(ctx, id)
}

// A handler factory given the method as a value (centreon-mcp-go's
// pollerApplyHandlerFn) calls what the model says of it.
func run(ctx context.Context, fn func(context.Context, int) error, id int) error { // want run:`^effects call@param1\(call of fn\)$`
	return fn(ctx, id)
}

func ReloadVia(ctx context.Context, c *centreon.Client, id int) error { // want ReloadVia:`^effects mutate!=\(config\)\(centreonuse.run -> \(\*centreon.MonitoringServerService\).GenerateAndReload\)$`
	return run(ctx, c.MonitoringServers.GenerateAndReload, id)
}

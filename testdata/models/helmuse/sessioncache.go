package helmuse

import (
	"sync"
	"time"

	"helm.sh/helm/v3/pkg/action"
	"helm.sh/helm/v3/pkg/cli"
)

// A cache of Helm action configurations, one per kubeconfig, context and
// namespace, as a Kubernetes desktop's MCP server keeps it: each entry
// holds a configuration (Helm's clients for the cluster) and its expiry.
// Building, refreshing, evicting and clearing entries is the server's
// plumbing: what a tool returns is what it asks the configuration's
// clients for, never the configuration.
type configEntry struct {
	cfg    *action.Configuration
	expiry time.Time
}

var (
	configMu sync.Mutex
	configs  = map[string]configEntry{}
)

// getConfig returns the cached configuration, sliding its expiry on use,
// or builds one.
func getConfig(kubeconfig, namespace string) (*action.Configuration, error) {
	key := kubeconfig + "\x00" + namespace
	configMu.Lock()
	if e, ok := configs[key]; ok && time.Now().Before(e.expiry) {
		e.expiry = time.Now().Add(10 * time.Minute)
		configs[key] = e
		configMu.Unlock()
		return e.cfg, nil
	}
	configMu.Unlock()
	settings := cli.New()
	settings.KubeConfig = kubeconfig
	cfg := new(action.Configuration)
	if err := cfg.Init(settings.RESTClientGetter(), namespace, "secret", func(string, ...any) {}); err != nil {
		return nil, err
	}
	configMu.Lock()
	configs[key] = configEntry{cfg: cfg, expiry: time.Now().Add(10 * time.Minute)}
	configMu.Unlock()
	return cfg, nil
}

// evictConfig drops one entry after a connection error, so that the next
// call builds a fresh client.
func evictConfig(kubeconfig, namespace string) {
	configMu.Lock()
	delete(configs, kubeconfig+"\x00"+namespace)
	configMu.Unlock()
}

// clearConfigs forgets every entry when the user switches contexts.
func clearConfigs() {
	configMu.Lock()
	configs = map[string]configEntry{}
	configMu.Unlock()
}

// cachedList lists releases, retrying once with a fresh configuration
// after an error: a read, as list is.
func cachedList(kubeconfig, namespace string) (int, error) { // want cachedList:`^effects network\(config\)\(helmuse.list -> \(\*action.List\).Run\)$`
	cfg, err := getConfig(kubeconfig, namespace)
	if err != nil {
		return 0, err
	}
	n, err := list(cfg)
	if err != nil {
		evictConfig(kubeconfig, namespace)
		if cfg, err = getConfig(kubeconfig, namespace); err != nil {
			return 0, err
		}
		n, err = list(cfg)
	}
	return n, err
}

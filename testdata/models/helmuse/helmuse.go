// want package:"analyzed" package:"funcvalues "

// Package helmuse calls Helm's action package as Kubernetes MCP servers
// do: each action's Run is what `helm VERB` does to a release through
// the cluster's API, decided by the catalogue's rows rather than by
// Helm's storage drivers and getters, which annovet cannot follow.
package helmuse

import (
	"fmt"
	"os"

	"helm.sh/helm/v3/pkg/action"
	"helm.sh/helm/v3/pkg/chart/loader"
	"helm.sh/helm/v3/pkg/cli"
	"helm.sh/helm/v3/pkg/repo"
)

// install names the release and its chart from the caller's arguments
// (no effect), locates the chart (a read from wherever the reference
// says, which annovet does not follow out of NameAndChart) and installs
// it: a release made.
func install(cfg *action.Configuration, settings *cli.EnvSettings, args []string) error { // want install:`^effects network\(host\?\)\(\(\*action.ChartPathOptions\).LocateChart\) mutate\(config\)\(\(\*action.Install\).Run\)$`
	client := action.NewInstall(cfg)
	name, ref, err := client.NameAndChart(args)
	if err != nil {
		return err
	}
	client.ReleaseName = name
	path, err := client.LocateChart(ref, settings)
	if err != nil {
		return err
	}
	chrt, err := loader.Load(path)
	if err != nil {
		return err
	}
	_, err = client.Run(chrt, nil)
	return err
}

// upgrade replaces the release's manifests with the chart's it loads
// (loading reads the chart's files and decodes its YAML: no effect).
func upgrade(cfg *action.Configuration, name, path string, vals map[string]any) error { // want upgrade:`^effects mutate!=\(config\)\(\(\*action.Upgrade\).Run\)$`
	chrt, err := loader.Load(path)
	if err != nil {
		return err
	}
	_, err = action.NewUpgrade(cfg).Run(name, chrt, vals)
	return err
}

func rollback(cfg *action.Configuration, name string, revision int) error { // want rollback:`^effects mutate!\(config\)\(\(\*action.Rollback\).Run\)$`
	client := action.NewRollback(cfg)
	client.Version = revision
	return client.Run(name)
}

func uninstall(cfg *action.Configuration, name string) error { // want uninstall:`^effects delete!\(config\)\(\(\*action.Uninstall\).Run\)$`
	_, err := action.NewUninstall(cfg).Run(name)
	return err
}

// list and status only read releases.
func list(cfg *action.Configuration) (int, error) { // want list:`^effects network\(config\)\(\(\*action.List\).Run\)$`
	releases, err := action.NewList(cfg).Run()
	return len(releases), err
}

func status(cfg *action.Configuration, name string) (string, error) { // want status:`^effects network\(config\)\(\(\*action.Status\).Run\)$`
	rel, err := action.NewStatus(cfg).Run(name)
	if err != nil {
		return "", err
	}
	return rel.Info.Status.String(), nil
}

// fetchIndex downloads a chart repository's index into Helm's own cache,
// as `helm repo add` does before it records the repository: a read from
// the repository's URL, which annovet does not follow into the entry.
func fetchIndex(r *repo.ChartRepository, cache string) (string, error) { // want fetchIndex:`^effects network\(host\?\)\(\(\*repo.ChartRepository\).DownloadIndexFile\)$`
	r.CachePath = cache
	return r.DownloadIndexFile()
}

// The repositories file is a collection of entries keyed by name, read
// and written whole: a write back of what LoadFile returned changes what
// was done to the entries in between. addRepo puts an entry under a name
// it just found missing, returning where it is there (`helm repo add`
// without --force-update): it adds, and overwrites nothing.
func addRepo(path, name, url string) error { // want addRepo:`^effects write\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return err
	}
	if f == nil {
		f = repo.NewFile()
	}
	if f.Has(name) {
		return nil
	}
	entry := &repo.Entry{Name: name, URL: url}
	f.Update(entry)
	return f.WriteFile(path, 0o644)
}

// appendRepo appends the entry after its own test of the names: Add
// appends whatever is there.
func appendRepo(path, name, url string) error { // want appendRepo:`^effects write\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(path)
	if err != nil {
		return err
	}
	for _, r := range f.Repositories {
		if r.Name == name {
			return fmt.Errorf("repository %s already exists", name)
		}
	}
	f.Add(&repo.Entry{Name: name, URL: url})
	return f.WriteFile(path, 0o644)
}

// addOrUpdateRepo replaces the entry of that name where there is one (as
// --force-update does): it overwrites.
func addOrUpdateRepo(path, name, url string) error { // want addOrUpdateRepo:`^effects write!\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(path)
	if err != nil {
		return err
	}
	entry := &repo.Entry{Name: name, URL: url}
	if f.Has(entry.Name) {
		f.Update(entry)
	} else {
		f.Add(entry)
	}
	return f.WriteFile(path, 0o644)
}

// removeRepo removes an entry; copyRepos writes another file than it
// loaded; renameRepo changes an entry in place: each overwrites.
func removeRepo(path, name string) error { // want removeRepo:`^effects write!\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(path)
	if err != nil {
		return err
	}
	f.Remove(name)
	return f.WriteFile(path, 0o644)
}

func copyRepos(from, to, name, url string) error { // want copyRepos:`^effects write!\(path=param1\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(from)
	if err != nil {
		return err
	}
	f.Add(&repo.Entry{Name: name, URL: url})
	return f.WriteFile(to, 0o644)
}

func renameRepo(path, name string) error { // want renameRepo:`^effects write!\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	f, err := repo.LoadFile(path)
	if err != nil {
		return err
	}
	f.Repositories[0].Name = name
	return f.WriteFile(path, 0o644)
}

// ensureRepoFile writes an empty repositories file where a probe found
// none: it creates, and overwrites nothing (absent.go).
func ensureRepoFile(path string) error { // want ensureRepoFile:`^effects write\(path=param0\)\(\(\*repo.File\).WriteFile\)$`
	if _, err := os.Stat(path); err != nil {
		if os.IsNotExist(err) {
			return repo.NewFile().WriteFile(path, 0o644)
		}
		return err
	}
	return nil
}

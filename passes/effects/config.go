package effects

import (
	"fmt"

	"github.com/annovet/annovet/internal/config"
	"github.com/annovet/annovet/internal/effectkind"
)

// extra holds the catalogue additions of the -effects.config flag.
var extra catalogueFlag

func init() {
	Analyzer.Flags.Var(&extra, "config", "`path` of an "+config.FileName+" whose \"effects\" extend the API catalogue (found by walking up from the working directory when not given)")
}

// catalogueFlag is a flag.Value that loads a configuration file.
type catalogueFlag struct {
	path string
	apis []API
}

func (f *catalogueFlag) String() string { return f.path }

func (f *catalogueFlag) Set(path string) error {
	c, err := config.Load(path)
	if err != nil {
		return err
	}
	apis, err := fromConfig(c)
	if err != nil {
		return err
	}
	f.path, f.apis = path, apis
	return nil
}

// fromConfig turns configuration entries into catalogue rows.
func fromConfig(c *config.Config) ([]API, error) {
	var apis []API
	for _, e := range c.Effects {
		api := API{Pkg: e.Pkg, Recv: e.Recv, Name: e.Name}
		if e.Kind != "none" {
			m, ok := meaning[e.Kind]
			if !ok {
				return nil, fmt.Errorf("effect kind %q; want %s", e.Kind, effectkind.List())
			}
			api.Kind, api.Destructive, api.Host = m.Kind, m.Destructive, m.Host
		}
		apis = append(apis, api)
	}
	return apis, nil
}

// Extend adds a configuration's entries to the catalogue, for drivers that
// read their configuration themselves (the golangci-lint plugin).
func Extend(c *config.Config) error {
	apis, err := fromConfig(c)
	if err != nil {
		return err
	}
	extra.apis = append(extra.apis, apis...)
	return nil
}

package effects

import (
	"github.com/annovet/annovet/internal/config"
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
			eff, err := ParseDirective(e.Kind)
			if err != nil {
				return nil, err
			}
			api.Kind, api.Destructive = eff[0].Kind, eff[0].Destructive
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

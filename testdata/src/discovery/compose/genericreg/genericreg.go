// Package genericreg registers the generic model's tools through a generic
// helper of its own that checks the configuration first, as chip's
// RegisterAll does.
package genericreg

import (
	"net/http"

	"example.com/t/discovery/compose/generickit"
	"example.com/t/discovery/compose/genericlineage"
)

type Config struct{ Disabled map[string]bool }

func RegisterAll(s *generickit.Server, c *http.Client, cfg *Config) {
	toolRegister(s, cfg, genericlineage.NewTool(c)) // want `^go-sdk tool "get_lineage" title=- readOnly=true destructive=false idempotent=true openWorld=false$` `^bind "get_lineage" -> func literal at genericlineage.go:34 \(AddTool\)$`
}

func toolRegister[In, Out any](s *generickit.Server, cfg *Config, tool *generickit.Tool[In, Out]) {
	if !cfg.Disabled[tool.Name] {
		generickit.RegisterTool(s, tool)
	}
}

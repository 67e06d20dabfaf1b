// Package svc is a registry of pluggable services, each with its tools
// and its handlers keyed by tool name.
package svc

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Service interface {
	Name() string
	GetTools() []mcp.Tool
	GetHandlers() map[string]server.ToolHandlerFunc
}

type Registry struct{ services map[string]Service }

func NewRegistry() *Registry { return &Registry{services: map[string]Service{}} }

func (r *Registry) Register(s Service) { r.services[s.Name()] = s }

func (r *Registry) All() map[string]Service { return r.services }

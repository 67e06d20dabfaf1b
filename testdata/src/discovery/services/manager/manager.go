// Package manager registers every service's tools, each with the handler
// its service keys by the tool's name.
package manager

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/services/kube"
	"example.com/t/discovery/services/svc"
)

type Manager struct{ registry *svc.Registry }

func New() *Manager {
	m := &Manager{registry: svc.NewRegistry()}
	m.registry.Register(kube.New())
	return m
}

func (m *Manager) RegisterTools(s *server.MCPServer) {
	for _, service := range m.registry.All() {
		tools := service.GetTools()
		handlers := service.GetHandlers()
		for _, tool := range tools {
			if handler, ok := handlers[tool.Name]; ok {
				s.AddTool(tool, handler) // want `^bind "kube_list_pods" -> listPods \(AddTool\)$` `^bind "kube_delete_pod" -> deletePod \(AddTool\)$`
			}
		}
	}
}

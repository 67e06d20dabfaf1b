// Package manager registers every service's tools, each with the handler
// its service keys by the tool's name. The registry's services are filled
// at run time: each service type's tools and handlers are taken together,
// so a tool's name is looked up in its own service's map only.
package manager

import (
	"github.com/mark3labs/mcp-go/server"

	"example.com/t/discovery/services/kube"
	"example.com/t/discovery/services/logs"
	"example.com/t/discovery/services/svc"
)

type Manager struct{ registry *svc.Registry }

func New() *Manager {
	m := &Manager{registry: svc.NewRegistry()}
	m.registry.Register(kube.New())
	m.registry.Register(logs.New())
	return m
}

func (m *Manager) RegisterTools(s *server.MCPServer) {
	for _, service := range m.registry.All() {
		tools := service.GetTools()
		handlers := service.GetHandlers()
		for _, tool := range tools {
			if handler, ok := handlers[tool.Name]; ok {
				s.AddTool(tool, handler) // want `^bind "kube_list_pods" -> listPods \(AddTool\)$` `^bind "kube_delete_pod" -> deletePod \(AddTool\)$` `^bind "logs_query" -> query \(AddTool\)$` `^bind "logs_tail" -> tail \(AddTool\)$` `^bind "logs_orphan" -> <unresolved: nil> \(AddTool\)$`
			}
		}
	}
}

// Package connector is an API library in the shape of go-atlassian: its
// services call a Connector that the client type of an importing package
// implements, so no implementation is in sight here.
package connector

import (
	"context"
	"net/http"
)

// Connector makes and sends the API's requests.
type Connector interface {
	NewRequest(ctx context.Context, method, path string) (*http.Request, error)
	Call(req *http.Request) error
}

// IssueService is the API's issues.
type IssueService struct{ c Connector }

// NewIssueService returns the issues service of a client.
func NewIssueService(c Connector) *IssueService { return &IssueService{c: c} }

// Get reads an issue.
func (s *IssueService) Get(ctx context.Context, key string) error {
	req, err := s.c.NewRequest(ctx, http.MethodGet, "rest/api/issue/"+key)
	if err != nil {
		return err
	}
	return s.c.Call(req)
}

// Delete deletes an issue.
func (s *IssueService) Delete(ctx context.Context, key string) error {
	req, err := s.c.NewRequest(ctx, http.MethodDelete, "rest/api/issue/"+key)
	if err != nil {
		return err
	}
	return s.c.Call(req)
}

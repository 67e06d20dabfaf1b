// want package:"analyzed" package:"exported ApplyRun CreateProject DeleteProject LockWorkspace ReadWorkspace SafeDelete UpdateWorkspace VerifyNotification WorkspaceJSON"

// Package tfeuse calls go-tfe as Terraform MCP servers do. Each service
// builds its request with the client's NewRequest, whose method decides (a
// read, a create, a PATCH that overwrites, a delete), and marshals the
// body with hashicorp/jsonapi, which only encodes. The API's actions are
// POSTs to .../actions/NAME on what exists: the model says what each does.
package tfeuse

import (
	"bytes"
	"context"

	tfe "github.com/hashicorp/go-tfe"
	"github.com/hashicorp/jsonapi"
)

func ReadWorkspace(ctx context.Context, c *tfe.Client, id string) (*tfe.Workspace, error) { // want ReadWorkspace:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*tfe.Client\).NewRequest\)$`
	return c.Workspaces.ReadByID(ctx, id)
}

func CreateProject(ctx context.Context, c *tfe.Client, org, name string) (*tfe.Project, error) { // want CreateProject:`^effects mutate\(config\)\(\(tfe.Projects\).Create = \(\*tfe.projects\).Create -> \(\*tfe.Client\).NewRequest\)$`
	return c.Projects.Create(ctx, org, tfe.ProjectCreateOptions{Name: name})
}

func UpdateWorkspace(ctx context.Context, c *tfe.Client, id, desc string) (*tfe.Workspace, error) { // want UpdateWorkspace:`^effects mutate!\(config\)\(\(tfe.Workspaces\).UpdateByID = \(\*tfe.workspaces\).UpdateByID -> \(\*tfe.Client\).NewRequest\)$`
	return c.Workspaces.UpdateByID(ctx, id, tfe.WorkspaceUpdateOptions{Description: &desc})
}

func DeleteProject(ctx context.Context, c *tfe.Client, id string) error { // want DeleteProject:`^effects delete!\(config\)\(\(tfe.Projects\).Delete = \(\*tfe.projects\).Delete -> \(\*tfe.Client\).NewRequest\)$`
	return c.Projects.Delete(ctx, id)
}

// A server that shows what it read as JSON:API marshals it with jsonapi,
// which only encodes, as encoding/json does.
func WorkspaceJSON(ctx context.Context, c *tfe.Client, id string) ([]byte, error) { // want WorkspaceJSON:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*tfe.Client\).NewRequest\)$`
	w, err := c.Workspaces.ReadByID(ctx, id)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	if err := jsonapi.MarshalPayload(&buf, w); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Actions: applying a run changes the infrastructure and a repeat is
// refused; locking a workspace puts it in a state; a safe delete deletes;
// a notification's verification sends another test on every call.
func ApplyRun(ctx context.Context, c *tfe.Client, id string) error { // want ApplyRun:`^effects mutate!=\(config\)\(\(tfe.Runs\).Apply = \(\*tfe.runs\).Apply\)$`
	return c.Runs.Apply(ctx, id, tfe.RunApplyOptions{})
}

func LockWorkspace(ctx context.Context, c *tfe.Client, id string) (*tfe.Workspace, error) { // want LockWorkspace:`^effects mutate=\(config\)\(\(tfe.Workspaces\).Lock = \(\*tfe.workspaces\).Lock\)$`
	return c.Workspaces.Lock(ctx, id, tfe.WorkspaceLockOptions{})
}

func SafeDelete(ctx context.Context, c *tfe.Client, id string) error { // want SafeDelete:`^effects delete!\(config\)\(\(tfe.Workspaces\).SafeDeleteByID = \(\*tfe.workspaces\).SafeDeleteByID\)$`
	return c.Workspaces.SafeDeleteByID(ctx, id)
}

func VerifyNotification(ctx context.Context, c *tfe.Client, id string) error { // want VerifyNotification:`^effects mutate\+\(config\)\(\(tfe.NotificationConfigurations\).Verify = \(\*tfe.notificationConfigurations\).Verify\)$`
	_, err := c.NotificationConfigurations.Verify(ctx, id)
	return err
}

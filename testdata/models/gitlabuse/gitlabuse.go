// want package:"analyzed" package:"exported CreateBranch DeleteBranch Dismiss ListBranches Publish Render ResetSpentTime ResolveDiscussion RetryJob RotateToken UpdateLabel UpdateProject Vulnerabilities"

// Package gitlabuse calls the real GitLab client the way tool handlers do:
// through the service interfaces of a *gitlab.Client, with a request
// option. Each call's effect follows from the method its service passes
// through do's options to the catalogue's NewRequest row.
package gitlabuse

import (
	"context"
	"io"

	gitlab "gitlab.com/gitlab-org/api/client-go/v2"
)

func ListBranches(ctx context.Context, c *gitlab.Client, pid string) error { // want ListBranches:`^effects network\(config\)\(\(gitlab.BranchesServiceInterface\).ListBranches = \(\*gitlab.BranchesService\).ListBranches -> gitlab.do -> \(\*gitlab.Client\).UploadRequest\)$`
	_, _, err := c.Branches.ListBranches(pid, &gitlab.ListBranchesOptions{}, gitlab.WithContext(ctx))
	return err
}

func CreateBranch(ctx context.Context, c *gitlab.Client, pid, name, ref string) error { // want CreateBranch:`^effects mutate\(config\)\(\(gitlab.BranchesServiceInterface\).CreateBranch = \(\*gitlab.BranchesService\).CreateBranch -> gitlab.do -> \(\*gitlab.Client\).UploadRequest\)$`
	_, _, err := c.Branches.CreateBranch(pid, &gitlab.CreateBranchOptions{Branch: &name, Ref: &ref}, gitlab.WithContext(ctx))
	return err
}

func DeleteBranch(ctx context.Context, c *gitlab.Client, pid, name string) error { // want DeleteBranch:`^effects delete!\(config\)\(\(gitlab.BranchesServiceInterface\).DeleteBranch = \(\*gitlab.BranchesService\).DeleteBranch -> gitlab.do -> \(\*gitlab.Client\).UploadRequest\)$`
	_, err := c.Branches.DeleteBranch(pid, name, gitlab.WithContext(ctx))
	return err
}

func UpdateProject(ctx context.Context, c *gitlab.Client, pid, description string) error { // want UpdateProject:`^effects mutate!=\(config\)\(\(gitlab.ProjectsServiceInterface\).EditProject = \(\*gitlab.ProjectsService\).EditProject -> gitlab.do -> \(\*gitlab.Client\).UploadRequest\)$`
	_, _, err := c.Projects.EditProject(pid, &gitlab.EditProjectOptions{Description: &description}, gitlab.WithContext(ctx))
	return err
}

const listVulnerabilities = `
# the project's open vulnerabilities
query($path: ID!) {
  project(fullPath: $path) { vulnerabilities { nodes { id title } } }
}`

const dismissVulnerability = `mutation($id: VulnerabilityID!) {
  vulnerabilityDismiss(input: {id: $id}) { errors }
}`

// A GraphQL query reads; a mutation changes what its name says, which
// annovet does not decide.
func Vulnerabilities(ctx context.Context, c *gitlab.Client, path string) error { // want Vulnerabilities:`^effects network\(config\)\(\(gitlab.GraphQLInterface\).Do = \(\*gitlab.GraphQL\).Do\)$`
	var resp any
	_, err := c.GraphQL.Do(gitlab.GraphQLQuery{Query: listVulnerabilities, Variables: map[string]any{"path": path}}, &resp, gitlab.WithContext(ctx))
	return err
}

func Dismiss(ctx context.Context, c *gitlab.Client, id string) error { // want Dismiss:`^effects mutate!\(config\)\?\(\(gitlab.GraphQLInterface\).Do = \(\*gitlab.GraphQL\).Do\)$`
	var resp any
	_, err := c.GraphQL.Do(gitlab.GraphQLQuery{Query: dismissVulnerability, Variables: map[string]any{"id": id}}, &resp, gitlab.WithContext(ctx))
	return err
}

// Rendering markdown is a POST that reads.
func Render(ctx context.Context, c *gitlab.Client, text string) error { // want Render:`^effects network\(config\)\(\(gitlab.MarkdownServiceInterface\).Render = \(\*gitlab.MarkdownService\).Render\)$`
	_, _, err := c.Markdown.Render(&gitlab.RenderOptions{Text: &text}, gitlab.WithContext(ctx))
	return err
}

// A generic package file is published with a PUT that adds a file: the
// package version keeps the earlier ones of the same name.
func Publish(ctx context.Context, c *gitlab.Client, pid string, content io.Reader) error { // want Publish:`^effects mutate\+\(config\)\(\(gitlab.GenericPackagesServiceInterface\).PublishPackageFile = \(\*gitlab.GenericPackagesService\).PublishPackageFile\)$`
	_, _, err := c.GenericPackages.PublishPackageFile(pid, "tool", "1.0.0", "tool.tar.gz", content, nil, gitlab.WithContext(ctx))
	return err
}

// UpdateLabel's service builds its options in a slice it makes empty and
// appends to (reqOpts := make([]doOption, 0, 4)): the PUT it appends
// decides.
func UpdateLabel(ctx context.Context, c *gitlab.Client, pid, label, color string) error { // want UpdateLabel:`^effects mutate!=\(config\)\(\(gitlab.LabelsServiceInterface\).UpdateLabel = \(\*gitlab.LabelsService\).UpdateLabel -> gitlab.do -> \(\*gitlab.Client\).UploadRequest\)$`
	_, _, err := c.Labels.UpdateLabel(pid, label, &gitlab.UpdateLabelOptions{Color: &color}, gitlab.WithContext(ctx))
	return err
}

// Actions the catalogue models by what GitLab documents, not by the POST
// they send: retrying a job starts another run on every call; rotating a
// token revokes it and issues another, and a repeat finds it revoked;
// resetting the time spent erases what was logged.
func RetryJob(ctx context.Context, c *gitlab.Client, pid string, job int64) error { // want RetryJob:`^effects mutate\+\(config\)\(\(gitlab.JobsServiceInterface\).RetryJob = \(\*gitlab.JobsService\).RetryJob\)$`
	_, _, err := c.Jobs.RetryJob(pid, job, gitlab.WithContext(ctx))
	return err
}

func RotateToken(ctx context.Context, c *gitlab.Client, pid string, token int64) error { // want RotateToken:`^effects mutate!=\(config\)\(\(gitlab.ProjectAccessTokensServiceInterface\).RotateProjectAccessToken = \(\*gitlab.ProjectAccessTokensService\).RotateProjectAccessToken\)$`
	_, _, err := c.ProjectAccessTokens.RotateProjectAccessToken(pid, token, &gitlab.RotateProjectAccessTokenOptions{}, gitlab.WithContext(ctx))
	return err
}

func ResetSpentTime(ctx context.Context, c *gitlab.Client, pid string, issue int64) error { // want ResetSpentTime:`^effects delete!\(config\)\(\(gitlab.IssuesServiceInterface\).ResetSpentTime = \(\*gitlab.IssuesService\).ResetSpentTime\)$`
	_, _, err := c.Issues.ResetSpentTime(pid, issue, gitlab.WithContext(ctx))
	return err
}

// A discussion resolved is a state set, not content replaced: repeating
// it changes nothing more, and resolved=false reopens it.
func ResolveDiscussion(ctx context.Context, c *gitlab.Client, pid string, mr int64, id string) error { // want ResolveDiscussion:`^effects mutate=\(config\)\(\(gitlab.DiscussionsServiceInterface\).ResolveMergeRequestDiscussion = \(\*gitlab.DiscussionsService\).ResolveMergeRequestDiscussion\)$`
	resolved := true
	_, _, err := c.Discussions.ResolveMergeRequestDiscussion(pid, mr, id, &gitlab.ResolveMergeRequestDiscussionOptions{Resolved: &resolved}, gitlab.WithContext(ctx))
	return err
}

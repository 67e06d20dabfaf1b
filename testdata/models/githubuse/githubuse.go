// want package:"analyzed" package:"exported CloseIssue Comment CreateIssue CreateRepoV70 DeleteLabel DeleteRepo EditComment EditMilestone GetIssue Reprioritize Unmodelled Viewer"

// Package githubuse calls the real go-github client the way tool handlers
// do: each call's effect follows from the method its service passes to the
// catalogue's NewRequest row, and a GraphQL query reads.
package githubuse

import (
	"context"

	githubv70 "github.com/google/go-github/v70/github"
	"github.com/google/go-github/v90/github"
	"github.com/shurcooL/githubv4"
)

func GetIssue(ctx context.Context, c *github.Client, owner, repo string, n int) error { // want GetIssue:`^effects network\(config\)\(\(\*github.IssuesService\).Get -> \(\*github.Client\).NewRequest\)$`
	_, _, err := c.Issues.Get(ctx, owner, repo, n)
	return err
}

func CreateIssue(ctx context.Context, c *github.Client, owner, repo, title string) error { // want CreateIssue:`^effects mutate\(config\)\(\(\*github.IssuesService\).Create -> \(\*github.Client\).NewRequest\)$`
	_, _, err := c.Issues.Create(ctx, owner, repo, &github.IssueRequest{Title: &title})
	return err
}

func EditMilestone(ctx context.Context, c *github.Client, owner, repo, title string, n int) error { // want EditMilestone:`^effects mutate!\(config\)\(\(\*github.IssuesService\).EditMilestone -> \(\*github.Client\).NewRequest\)$`
	_, _, err := c.Issues.EditMilestone(ctx, owner, repo, n, &github.Milestone{Title: &title})
	return err
}

func DeleteRepo(ctx context.Context, c *github.Client, owner, repo string) error { // want DeleteRepo:`^effects delete!\(config\)\(\(\*github.RepositoriesService\).Delete -> \(\*github.Client\).NewRequest\)$`
	_, err := c.Repositories.Delete(ctx, owner, repo)
	return err
}

// An older major version, as servers pinned to it call it: the same model
// at its own import path.
func CreateRepoV70(ctx context.Context, c *githubv70.Client, name string) error { // want CreateRepoV70:`^effects mutate\(config\)\(\(\*github.RepositoriesService\).Create -> \(\*github.Client\).NewRequest\)$`
	_, _, err := c.Repositories.Create(ctx, "", &githubv70.Repository{Name: &name})
	return err
}

func Viewer(ctx context.Context, c *githubv4.Client) error { // want Viewer:`^effects network\(config\)\(\(\*githubv4.Client\).Query\)$`
	var q struct {
		Viewer struct{ Login string }
	}
	return c.Query(ctx, &q, nil)
}

// Reprioritizing a sub-issue moves it among its parent's: a position set.
func Reprioritize(ctx context.Context, c *github.Client, owner, repo string, n, sub int64) error { // want Reprioritize:`^effects mutate=\(config\)\(\(\*github.SubIssueService\).Reprioritize\)$`
	_, _, err := c.SubIssue.Reprioritize(ctx, owner, repo, n, github.SubIssueRequest{SubIssueID: sub})
	return err
}

// A GraphQL mutation does what GitHub documents of the mutation its
// struct names (the graphql tag, or the field's name): closing an issue
// puts it in a state reopening reverses, a comment adds, an edit
// overwrites, a delete deletes (githubgraphql.go).
func CloseIssue(ctx context.Context, c *githubv4.Client, id githubv4.ID) error { // want CloseIssue:`^effects mutate=\(config\)\(\(\*githubv4.Client\).Mutate -> \(closeIssue\)\)$`
	var m struct {
		CloseIssue struct{ Issue struct{ ID githubv4.ID } } `graphql:"closeIssue(input: $input)"`
	}
	return c.Mutate(ctx, &m, githubv4.CloseIssueInput{IssueID: id}, nil)
}

func Comment(ctx context.Context, c *githubv4.Client, id githubv4.ID, body string) error { // want Comment:`^effects mutate\+\(config\)\(\(\*githubv4.Client\).Mutate -> \(addComment\)\)$`
	var m struct {
		AddComment struct{ ClientMutationID string }
	}
	return c.Mutate(ctx, &m, githubv4.AddCommentInput{SubjectID: id, Body: githubv4.String(body)}, nil)
}

func EditComment(ctx context.Context, c *githubv4.Client, id githubv4.ID, body string) error { // want EditComment:`^effects mutate!=\(config\)\(\(\*githubv4.Client\).Mutate -> \(updateIssueComment\)\)$`
	var m struct {
		UpdateIssueComment struct{ ClientMutationID string } `graphql:"updateIssueComment(input:$input)"`
	}
	return c.Mutate(ctx, &m, githubv4.UpdateIssueCommentInput{ID: id, Body: githubv4.String(body)}, nil)
}

func DeleteLabel(ctx context.Context, c *githubv4.Client, id githubv4.ID) error { // want DeleteLabel:`^effects delete!\(config\)\(\(\*githubv4.Client\).Mutate -> \(deleteLabel\)\)$`
	var m struct {
		DeleteLabel struct{ ClientMutationID string }
	}
	return c.Mutate(ctx, &m, githubv4.DeleteLabelInput{ID: id}, nil)
}

// A mutation annovet has no model of is the worst case, undecided.
func Unmodelled(ctx context.Context, c *githubv4.Client, id githubv4.ID) error { // want Unmodelled:`^effects mutate!\(config\)\?\(\(\*githubv4.Client\).Mutate\)$`
	var m struct {
		CloneProject struct{ ClientMutationID string } `graphql:"cloneProject(input: $input)"`
	}
	return c.Mutate(ctx, &m, githubv4.CloneProjectInput{SourceID: id}, nil)
}

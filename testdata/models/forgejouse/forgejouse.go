// want package:"analyzed" package:"exported CreateIssue CreateMilestone DeleteRepo EditIssue GetRepo Merge Sync"

// Package forgejouse calls the Forgejo SDK as Forgejo MCP servers do.
// Every request goes through the client's doRequest, whose method
// decides, after the client signs it with the user's SSH key when it was
// given one: signing reads the body back and sets headers, no effect of
// its own. The POSTs that are actions (merging a pull request, syncing a
// mirror) are what the model says.
package forgejouse

import (
	forgejo "codeberg.org/mvdkleijn/forgejo-sdk/forgejo/v2"
)

func GetRepo(c *forgejo.Client, owner, name string) (*forgejo.Repository, error) { // want GetRepo:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\(\*forgejo.Client\).doRequest\)$`
	r, _, err := c.GetRepo(owner, name)
	return r, err
}

// Creating or editing an issue first asks the server's version (a GET the
// SDK makes once per client) to shape the request.
func CreateIssue(c *forgejo.Client, owner, name, title string) (*forgejo.Issue, error) { // want CreateIssue:`^effects mutate\(config\)\(\(\*forgejo.Client\).CreateIssue -> (?:[^()]|\([^()]*\))*\(\*forgejo.Client\).doRequest\) network\(config\)\(\(\*forgejo.Client\).CreateIssue -> \(\*forgejo.Client\).issueBackwardsCompatibility -> (?:[^()]|\([^()]*\))*\)$`
	i, _, err := c.CreateIssue(owner, name, forgejo.CreateIssueOption{Title: title})
	return i, err
}

func EditIssue(c *forgejo.Client, owner, name string, index int64, title string) error { // want EditIssue:`^effects mutate!\(config\)\(\(\*forgejo.Client\).EditIssue -> (?:[^()]|\([^()]*\))*\(\*forgejo.Client\).doRequest\) network\(config\)\(\(\*forgejo.Client\).EditIssue -> \(\*forgejo.Client\).issueBackwardsCompatibility -> (?:[^()]|\([^()]*\))*\)$`
	_, _, err := c.EditIssue(owner, name, index, forgejo.EditIssueOption{Title: &title})
	return err
}

func DeleteRepo(c *forgejo.Client, owner, name string) error { // want DeleteRepo:`^effects delete!\(config\)\(\(\*forgejo.Client\).DeleteRepo -> (?:[^()]|\([^()]*\))*\(\*forgejo.Client\).doRequest\)$`
	_, err := c.DeleteRepo(owner, name)
	return err
}

// Merging puts the pull request in the merged state; a mirror's sync
// runs again on every call.
func Merge(c *forgejo.Client, owner, name string, index int64) error { // want Merge:`^effects mutate=\(config\)\(\(\*forgejo.Client\).MergePullRequest\)$`
	_, _, err := c.MergePullRequest(owner, name, index, forgejo.MergePullRequestOption{Style: forgejo.MergeStyleMerge})
	return err
}

func Sync(c *forgejo.Client, owner, name string) error { // want Sync:`^effects mutate\+\(config\)\(\(\*forgejo.Client\).MirrorSync\)$`
	_, err := c.MirrorSync(owner, name)
	return err
}

// Creating a closed milestone creates it, then edits the new milestone's
// state: it changes nothing that was there before.
func CreateMilestone(c *forgejo.Client, owner, name, title string) error { // want CreateMilestone:`^effects mutate\+\(config\)\(\(\*forgejo.Client\).CreateMilestone\)$`
	_, _, err := c.CreateMilestone(owner, name, forgejo.CreateMilestoneOption{Title: title, State: forgejo.StateClosed})
	return err
}

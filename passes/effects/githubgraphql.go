package effects

import (
	"go/ast"
	"go/types"
	"reflect"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/annovet/annovet/internal/astutil"
)

// This file models GitHub's GraphQL API as githubv4's Mutate sends it. A
// mutation is a struct whose fields name the schema's mutations (the
// graphql tag's name, "closeIssue(input: $input)", or the field's name
// with its first letter lowered): what GitHub documents each to do
// decides the call, as the catalogue's rows decide a REST client's
// methods. Each name has an input type of the same name in githubv4
// (closeIssue, CloseIssueInput), which TestGitHubMutations checks, so a
// row names a mutation GitHub has. A mutation with no row, or a struct
// annovet cannot see (a value built by reflection), is the worst case,
// undecided, as before this model.

// mutationModel is what one GitHub mutation does.
type mutationModel struct {
	kind        Kind
	destructive bool
	accumulates bool
	sets        bool
}

var (
	// adds makes another of something on every call: a comment, a
	// review, an issue.
	adds = mutationModel{kind: Mutate, accumulates: true}
	// toggles puts an object in a state the same call's counterpart
	// reverses (close and reopen, resolve and unresolve, draft and
	// ready): nothing is lost, and repeating it changes nothing more.
	toggles = mutationModel{kind: Mutate, sets: true}
	// overwrites replaces what a field held (a title, a body, a list of
	// assignees or field values).
	overwrites = mutationModel{kind: Mutate, destructive: true, sets: true}
	// removes deletes an object or takes it off another.
	removes = mutationModel{kind: Delete, destructive: true}
)

// githubMutations are the mutations of GitHub's GraphQL schema that Go
// MCP servers send, as GitHub's reference documents them
// (https://docs.github.com/en/graphql/reference/mutations).
var githubMutations = map[string]mutationModel{
	"addComment":                      adds,
	"addDiscussionComment":            adds,
	"addPullRequestReview":            adds, // a pending review
	"addPullRequestReviewComment":     adds,
	"addPullRequestReviewThread":      adds,
	"addProjectV2DraftIssue":          adds,
	"addProjectV2ItemById":            adds,
	"createDiscussion":                adds,
	"createIssue":                     adds,
	"createLabel":                     adds,
	"createProjectV2":                 adds,
	"createProjectV2Field":            adds,
	"createPullRequest":               adds,
	"submitPullRequestReview":         {kind: Mutate}, // publishes the pending review: a second submit has none to publish
	"closeIssue":                      toggles,
	"reopenIssue":                     toggles,
	"closePullRequest":                toggles,
	"reopenPullRequest":               toggles,
	"convertPullRequestToDraft":       toggles,
	"markPullRequestReadyForReview":   toggles,
	"resolveReviewThread":             toggles,
	"unresolveReviewThread":           toggles,
	"markDiscussionCommentAsAnswer":   toggles,
	"unmarkDiscussionCommentAsAnswer": toggles,
	"lockLockable":                    toggles,
	"unlockLockable":                  toggles,
	"updateIssue":                     overwrites,
	"updateIssueComment":              overwrites,
	"updatePullRequest":               overwrites,
	"updateDiscussion":                overwrites,
	"updateDiscussionComment":         overwrites,
	"updateLabel":                     overwrites,
	"updateProjectV2":                 overwrites,
	"updateProjectV2ItemFieldValue":   overwrites,
	"clearProjectV2ItemFieldValue":    removes,
	"deleteDiscussion":                removes,
	"deleteDiscussionComment":         removes,
	"deleteIssue":                     removes,
	"deleteIssueComment":              removes,
	"deleteLabel":                     removes,
	"deleteProjectV2Item":             removes,
	"deletePullRequestReview":         removes,
	"removeAssigneesFromAssignable":   removes,
	"removeLabelsFromLabelable":       removes,
	"deleteProjectV2":                 removes,
	"archiveProjectV2Item":            toggles,
	"unarchiveProjectV2Item":          toggles,
	"addAssigneesToAssignable":        toggles, // an assignee already there stays one
	"addLabelsToLabelable":            toggles, // a label already there stays one
	"updateProjectV2ItemPosition":     toggles,
	"enablePullRequestAutoMerge":      toggles,
	"disablePullRequestAutoMerge":     toggles,
	"createCommitOnBranch":            adds,
	"deleteRef":                       removes,
	"createRef":                       adds,
	"pinIssue":                        toggles,
	"unpinIssue":                      toggles,
	"addReaction":                     toggles, // a reaction already there stays one
	"removeReaction":                  removes,
	"addStar":                         toggles,
	"removeStar":                      toggles,
	"followUser":                      toggles,
	"unfollowUser":                    toggles,
	"minimizeComment":                 toggles,
	"unminimizeComment":               toggles,
}

// githubMutation decides a call of githubv4's Mutate by the mutations its
// argument names: every one's model, joined; the worst case, undecided,
// when one has no model or annovet cannot see the struct.
func (a *analyzer) githubMutation(e Effect, call *ast.CallExpr) Effect {
	names := mutationNames(a.mutationArg(call))
	if len(names) == 0 {
		e.Kind, e.Destructive, e.Unresolved = Mutate, true, true
		return e
	}
	e.Kind, e.Destructive, e.Accumulates, e.Sets = 0, false, false, true
	for _, name := range names {
		m, ok := githubMutations[name]
		if !ok {
			e.Kind, e.Destructive, e.Accumulates, e.Sets, e.Unresolved = Mutate, true, false, false, true
			e.Cause = "a GitHub GraphQL mutation annovet has no model of (" + name + ")"
			return e
		}
		if m.kind == Delete || e.Kind == 0 {
			e.Kind = m.kind
		}
		e.Destructive = e.Destructive || m.destructive
		e.Accumulates = e.Accumulates || m.accumulates
		e.Sets = e.Sets && m.sets
	}
	e.Witness = append(e.Witness[:len(e.Witness):len(e.Witness)], "("+strings.Join(names, ", ")+")")
	return e
}

// mutationArg returns the type of the mutation a call of Mutate passes:
// its first argument after the context.
func (a *analyzer) mutationArg(call *ast.CallExpr) types.Type {
	i := 0
	if len(call.Args) > 0 && astutil.IsContext(a.pass.TypesInfo.TypeOf(call.Args[0])) {
		i = 1
	}
	if i >= len(call.Args) {
		return nil
	}
	return a.pass.TypesInfo.TypeOf(call.Args[i])
}

// mutationNames returns the names of the mutations a mutation struct's
// fields send, as githubv4 (shurcooL/graphql) writes the query: the
// graphql tag up to its arguments, or the field's name, first letter
// lowered. nil when t is no pointer to a struct.
func mutationNames(t types.Type) []string {
	p, ok := t.(*types.Pointer)
	if !ok {
		return nil
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || st.NumFields() == 0 {
		return nil
	}
	var names []string
	for i := range st.NumFields() {
		name := st.Field(i).Name()
		if tag, ok := reflect.StructTag(st.Tag(i)).Lookup("graphql"); ok {
			name, _, _ = strings.Cut(tag, "(")
			name = strings.TrimSpace(name)
		} else {
			r, size := utf8.DecodeRuneInString(name)
			name = string(unicode.ToLower(r)) + name[size:]
		}
		if name == "" || strings.ContainsAny(name, " :.{") {
			return nil // an alias or a fragment: not a plain mutation
		}
		names = append(names, name)
	}
	return names
}

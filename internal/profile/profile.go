package profile

import (
	"fmt"
	"strings"

	"github.com/annovet/annovet/model"
)

// A Profile is what one consumer of tools asks of their annotations.
type Profile struct {
	Name string
	// Explicit are the hints every tool must set, read-only or not.
	Explicit []model.HintName
	// ExplicitUnlessReadOnly are the hints a tool that is not read-only
	// must set (the spec ignores them on read-only tools).
	ExplicitUnlessReadOnly []model.HintName
	// Who is the consumer, for messages: "ChatGPT app review".
	Who string
	// Source is where the consumer states the rule.
	Source string
}

// Profiles lists the profiles annovet knows: a declarative table, one row
// per consumer. Titles are not listed: the title check asks for one on
// every tool in every profile.
var Profiles = []Profile{
	{Name: "spec", Who: "the MCP specification", Source: "https://modelcontextprotocol.io/specification/2025-06-18/schema#toolannotations"},
	{
		Name:     "anthropic-directory",
		Explicit: []model.HintName{model.ReadOnly, model.Destructive},
		Who:      "Anthropic's MCP directory",
		Source:   "https://support.claude.com/en/articles/12922490-remote-mcp-server-submission-guide",
	},
	{
		Name:     "chatgpt-apps",
		Explicit: []model.HintName{model.ReadOnly, model.Destructive, model.OpenWorld},
		Who:      "ChatGPT app review",
		Source:   "https://developers.openai.com/apps-sdk/app-submission-guidelines",
	},
	{
		Name:                   "strict",
		Explicit:               []model.HintName{model.ReadOnly, model.Destructive, model.OpenWorld},
		ExplicitUnlessReadOnly: []model.HintName{model.Idempotent},
		Who:                    "annovet's strict profile",
		Source:                 "https://github.com/annovet/annovet/blob/main/CHECKS.md#profile",
	},
}

// Default is the profile in force when none is chosen.
const Default = "spec"

// Lookup returns the profile with the given name.
func Lookup(name string) (Profile, bool) {
	for _, p := range Profiles {
		if p.Name == name {
			return p, true
		}
	}
	return Profile{}, false
}

// Names lists the profiles' names.
func Names() []string {
	var names []string
	for _, p := range Profiles {
		names = append(names, p.Name)
	}
	return names
}

// Required returns the hints p wants explicit on a tool, read-only or not.
func (p Profile) Required(readOnly bool) []model.HintName {
	req := append([]model.HintName(nil), p.Explicit...)
	if !readOnly {
		req = append(req, p.ExplicitUnlessReadOnly...)
	}
	return req
}

// Flag is a flag.Value that selects a profile by name.
type Flag struct{ Profile Profile }

// Current is the profile in force: the annotations analyzer's -profile
// flag, which .annovet.json and the golangci-lint plugin set too. The
// decide pass reads it for the hints a fix writes; the profile check for
// what it reports.
var Current = NewFlag()

// NewFlag returns a Flag set to the default profile.
func NewFlag() *Flag {
	p, _ := Lookup(Default)
	return &Flag{Profile: p}
}

func (f *Flag) String() string {
	if f == nil || f.Profile.Name == "" {
		return Default
	}
	return f.Profile.Name
}

func (f *Flag) Set(name string) error {
	p, ok := Lookup(name)
	if !ok {
		return fmt.Errorf("unknown profile %q (profiles: %s)", name, strings.Join(Names(), ", "))
	}
	f.Profile = p
	return nil
}

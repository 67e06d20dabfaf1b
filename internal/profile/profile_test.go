package profile_test

import (
	"slices"
	"testing"

	"github.com/annovet/annovet/internal/profile"
	"github.com/annovet/annovet/model"
)

func TestRequired(t *testing.T) {
	for _, tc := range []struct {
		name     string
		readOnly bool
		want     []model.HintName
	}{
		{"spec", false, nil},
		{"anthropic-directory", true, []model.HintName{model.ReadOnly, model.Destructive}},
		{"chatgpt-apps", true, []model.HintName{model.ReadOnly, model.Destructive, model.OpenWorld}},
		{"strict", true, []model.HintName{model.ReadOnly, model.Destructive, model.OpenWorld}},
		{"strict", false, []model.HintName{model.ReadOnly, model.Destructive, model.OpenWorld, model.Idempotent}},
	} {
		p, ok := profile.Lookup(tc.name)
		if !ok {
			t.Fatalf("no profile %q", tc.name)
		}
		if got := p.Required(tc.readOnly); !slices.Equal(got, tc.want) {
			t.Errorf("%s.Required(readOnly=%v) = %v, want %v", tc.name, tc.readOnly, got, tc.want)
		}
		if p.Source == "" || p.Who == "" {
			t.Errorf("profile %s says neither who asks nor where", p.Name)
		}
	}
}

func TestFlag(t *testing.T) {
	f := profile.NewFlag()
	if f.String() != profile.Default {
		t.Errorf("a new flag is %q, want %q", f, profile.Default)
	}
	if err := f.Set("chatgpt-apps"); err != nil || f.Profile.Name != "chatgpt-apps" {
		t.Errorf("Set(chatgpt-apps): %v, %v", f.Profile.Name, err)
	}
	if err := f.Set("chatgpt"); err == nil {
		t.Error("Set accepts an unknown profile")
	}
}

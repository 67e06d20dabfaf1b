package config

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	c, err := Parse("x.json", []byte(`{"effects": [{"pkg": "example.com/c", "recv": "*Client", "name": "Nuke*", "kind": "delete"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Effects) != 1 || c.Effects[0].Kind != "delete" {
		t.Errorf("got %+v", c)
	}
	if c, err := Parse("x.json", []byte(`{"profile": "chatgpt-apps"}`)); err != nil || c.Profile != "chatgpt-apps" {
		t.Errorf("profile: %+v, %v", c, err)
	}
	for in, want := range map[string]string{
		`{"effect": []}`:         `x.json: unknown key "effect"`,
		`{"profile": "chatgpt"}`: `x.json: profile: "chatgpt" is not an annovet profile (profiles: spec, anthropic-directory, chatgpt-apps, strict)`,
		`{"effects": [{"pkg": "p", "name": "N", "kind": "teleport"}]}`:                    `x.json: effects[0]: "kind" is "teleport"`,
		`{"effects": [{"pkg": "p", "name": "N", "kind": "delete", "destructive": true}]}`: `x.json: unknown key "destructive"`,
		`{"effects": [{"name": "N", "kind": "delete"}]}`:                                  `"pkg" is required`,
		`{"effects": [`: `x.json:`,
	} {
		_, err := Parse("x.json", []byte(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%s) error = %v, want it to contain %q", in, err, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"effects": [{"pkg": "p", "name": "N", "kind": "delete"}]}`))
	f.Add([]byte(`{"effects": null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := Parse("f.json", data)
		if err == nil {
			for _, e := range c.Effects {
				if e.Pkg == "" || e.Name == "" {
					t.Fatalf("accepted an entry without pkg or name: %+v", e)
				}
			}
		}
	})
}

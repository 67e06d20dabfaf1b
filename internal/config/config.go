// Package config reads annovet's optional configuration file, .annovet.json:
// the checks a project turns off, and additions to the effect catalogue for
// the clients it uses.
//
//	{
//	  "disable": ["title"],
//	  "profile": "chatgpt-apps",
//	  "effects": [
//	    {"pkg": "github.com/acme/vault", "recv": "*Client", "name": "Seal*", "kind": "delete"},
//	    {"pkg": "github.com/acme/vault", "recv": "*Client", "name": "Peek", "kind": "none"}
//	  ]
//	}
//
// Kinds are those of the //annovet:effect directive. Decoding is strict: an
// unknown key or kind is an error that names the file and the key.
package config

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/internal/effectkind"
	"github.com/annovet/annovet/internal/profile"
)

// FileName is the configuration file annovet looks for.
const FileName = ".annovet.json"

// Config is the file's content.
type Config struct {
	// Disable lists check IDs to turn off.
	Disable []string `json:"disable"`
	Effects []Effect `json:"effects"`
	// Profile names the consumer whose rules the tools must meet (package
	// profile); empty is the spec.
	Profile string `json:"profile"`
}

// Effect is one catalogue addition.
type Effect struct {
	Pkg  string `json:"pkg"`  // import path
	Recv string `json:"recv"` // receiver type name ("*Client"), empty for a function
	Name string `json:"name"` // function or method name; a trailing "*" matches a prefix
	Kind string `json:"kind"` // a kind of package effectkind
}

// Parse decodes a configuration, strictly. name is the file's name, for
// errors.
func Parse(name string, data []byte) (*Config, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var c Config
	if err := dec.Decode(&c); err != nil {
		var syn *json.SyntaxError
		if errors.As(err, &syn) {
			return nil, fmt.Errorf("%s: invalid JSON at byte %d: %v", name, syn.Offset, err)
		}
		if msg, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			return nil, fmt.Errorf("%s: unknown key %s (want \"disable\", \"profile\" and \"effects\", each with \"pkg\", \"recv\", \"name\", \"kind\")", name, msg)
		}
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: text after the configuration object", name)
	}
	for _, id := range c.Disable {
		if _, ok := checks.Lookup(id); !ok {
			return nil, fmt.Errorf("%s: disable: %q is not an annovet check (checks: %s)", name, id, strings.Join(checks.IDs(), ", "))
		}
	}
	if c.Profile != "" {
		if _, ok := profile.Lookup(c.Profile); !ok {
			return nil, fmt.Errorf("%s: profile: %q is not an annovet profile (profiles: %s)", name, c.Profile, strings.Join(profile.Names(), ", "))
		}
	}
	for i, e := range c.Effects {
		switch {
		case e.Pkg == "":
			return nil, fmt.Errorf("%s: effects[%d]: \"pkg\" is required", name, i)
		case e.Name == "":
			return nil, fmt.Errorf("%s: effects[%d]: \"name\" is required", name, i)
		}
		if !effectkind.Valid(e.Kind) {
			return nil, fmt.Errorf("%s: effects[%d]: \"kind\" is %q; want %s", name, i, e.Kind, effectkind.List())
		}
	}
	return &c, nil
}

// Load reads and parses the file at path.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Find walks up from dir to the root looking for the configuration file,
// and returns its path, or "" if there is none.
func Find(dir string) string {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		p := filepath.Join(dir, FileName)
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

package sdk_test

import (
	"reflect"
	"strings"
	"testing"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"golang.org/x/mod/semver"

	mcpgo "github.com/mark3labs/mcp-go/mcp"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// TestAnnotationFieldsMatchRealSDKs asserts, by reflection over the real SDK
// types, that every hint of the model maps to a declared field of each SDK's
// annotations struct with the right wire name and pointer-ness, and that no
// SDK field is left unmapped; the newest version row's wire rules agree with
// the fields' types and tags. Older rows are checked by marshalling real
// releases (internal/inventory's TestWireOracle).
func TestAnnotationFieldsMatchRealSDKs(t *testing.T) {
	for _, c := range []struct {
		spec *sdk.Spec
		ann  reflect.Type
		tool reflect.Type
	}{
		{sdk.GoSDK, reflect.TypeFor[gosdk.ToolAnnotations](), reflect.TypeFor[gosdk.Tool]()},
		{sdk.MCPGo, reflect.TypeFor[mcpgo.ToolAnnotation](), reflect.TypeFor[mcpgo.Tool]()},
	} {
		t.Run(string(c.spec.SDK), func(t *testing.T) {
			if got := c.ann.PkgPath() + "." + c.ann.Name(); got != c.spec.AnnotationsType.Path+"."+c.spec.AnnotationsType.Name {
				t.Errorf("AnnotationsType = %s.%s, real type is %s", c.spec.AnnotationsType.Path, c.spec.AnnotationsType.Name, got)
			}
			if got := c.tool.PkgPath() + "." + c.tool.Name(); got != c.spec.ToolType.Path+"."+c.spec.ToolType.Name {
				t.Errorf("ToolType = %s.%s, real type is %s", c.spec.ToolType.Path, c.spec.ToolType.Name, got)
			}
			mapped := map[model.HintName]bool{}
			for i := range c.ann.NumField() {
				f := c.ann.Field(i)
				if !f.IsExported() {
					continue
				}
				m, ok := c.spec.AnnotationFields[f.Name]
				if !ok {
					t.Errorf("field %s.%s is not mapped onto the model", c.ann.Name(), f.Name)
					continue
				}
				wire, _, _ := strings.Cut(f.Tag.Get("json"), ",")
				if m.Title {
					if wire != model.TitleKey {
						t.Errorf("field %s is the title but its wire name is %q", f.Name, wire)
					}
					continue
				}
				mapped[m.Hint] = true
				if wire != m.Hint.Wire() {
					t.Errorf("field %s maps to %s but its wire name is %q", f.Name, m.Hint.Wire(), wire)
				}
				// The tested release is the newest row's: its rule must
				// be what the field's type and tag say.
				row := &c.spec.Versions[len(c.spec.Versions)-1]
				_, omitempty := strings.CutSuffix(f.Tag.Get("json"), ",omitempty")
				var rule sdk.WireRule
				switch {
				case f.Type.Kind() == reflect.Pointer && omitempty:
					rule = sdk.WirePointer
				case f.Type.Kind() == reflect.Bool && omitempty:
					rule = sdk.WireOmitFalse
				case f.Type.Kind() == reflect.Bool:
					rule = sdk.WireAlways
				}
				if rule != row.Hints[m.Hint] {
					t.Errorf("field %s (%s, tag %q): the newest row says rule %d, the type and tag say %d", f.Name, f.Type, f.Tag, row.Hints[m.Hint], rule)
				}
			}
			for _, h := range model.Hints {
				if !mapped[h] {
					t.Errorf("hint %s has no field in %s", h.Wire(), c.ann.Name())
				}
			}
			for name, role := range c.spec.ToolFields {
				f, ok := c.tool.FieldByName(name)
				if !ok {
					t.Errorf("tool field %s does not exist in %s", name, c.tool)
					continue
				}
				if role == sdk.FieldAnnotations {
					if (f.Type.Kind() == reflect.Pointer) != c.spec.AnnotationsPointer {
						t.Errorf("Tool.%s: spec says pointer=%t, real type is %s", name, c.spec.AnnotationsPointer, f.Type)
					}
				}
			}
		})
	}
}

func TestIsSDKPackage(t *testing.T) {
	for path, want := range map[string]bool{
		"github.com/modelcontextprotocol/go-sdk/mcp":                    true,
		"github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2":      true,
		"github.com/modelcontextprotocol/go-sdk/examples/server/hello":  false,
		"github.com/modelcontextprotocol/go-sdk/conformance/everything": false,
		"github.com/mark3labs/mcp-go/server":                            true,
		"github.com/mark3labs/mcp-go/examples/everything":               false,
		"github.com/mark3labs/mcp-go/e2e":                               false,
		"github.com/mark3labs/mcp-go-extras/server":                     false,
		"example.com/server":                                            false,
	} {
		if got := sdk.IsSDKPackage(path); got != want {
			t.Errorf("IsSDKPackage(%q) = %t, want %t", path, got, want)
		}
	}
}

func TestUnmodelledSDK(t *testing.T) {
	for path, want := range map[string]string{
		"github.com/metoro-io/mcp-golang":                 "github.com/metoro-io/mcp-golang",
		"github.com/metoro-io/mcp-golang/transport/stdio": "github.com/metoro-io/mcp-golang",
		"github.com/strowk/foxy-contexts/pkg/fxctx":       "github.com/strowk/foxy-contexts",
		"github.com/metoro-io/mcp-golang-extras":          "",
		"github.com/mark3labs/mcp-go/server":              "",
		"github.com/modelcontextprotocol/go-sdk/mcp":      "",
	} {
		if got, _ := sdk.UnmodelledSDK(path); got != want {
			t.Errorf("UnmodelledSDK(%q) = %q, want %q", path, got, want)
		}
	}
}

// TestVersionRows checks the shape of every SDK's version rows and the
// lookup by release.
func TestVersionRows(t *testing.T) {
	for _, s := range sdk.All {
		if len(s.Versions) == 0 || s.Versions[0].Since != "" {
			t.Errorf("%s: the first version row must cover every earlier release (Since \"\")", s.SDK)
		}
		for i, v := range s.Versions {
			if i > 0 && semver.Compare(v.Since, s.Versions[i-1].Since) <= 0 {
				t.Errorf("%s: row %s is out of release order", s.SDK, v.Since)
			}
			if len(v.Tested) == 0 {
				t.Errorf("%s: row %q names no tested release", s.SDK, v.Since)
			}
			for _, r := range v.Tested {
				if got, _ := s.Row(r); got != &s.Versions[i] {
					t.Errorf("%s: tested release %s is not in row %q", s.SDK, r, v.Since)
				}
			}
			for _, h := range model.Hints {
				if v.NoAnnotations != (v.Hints[h] == 0) {
					t.Errorf("%s row %q: %s has rule %d, NoAnnotations=%t", s.SDK, v.Since, h, v.Hints[h], v.NoAnnotations)
				}
			}
		}
	}
	for _, c := range []struct {
		spec    *sdk.Spec
		version string
		since   string
		known   bool
	}{
		{sdk.GoSDK, "v1.6.1", "", true},
		{sdk.GoSDK, "v1.7.0-pre.1", "", true},
		{sdk.GoSDK, "v1.7.0", "v1.7.0", true},
		{sdk.GoSDK, "v1.8.0", "v1.7.0", true},
		{sdk.GoSDK, "", "v1.7.0", false},
		{sdk.GoSDK, "(devel)", "v1.7.0", false},
		{sdk.MCPGo, "v0.8.5", "", true},
		{sdk.MCPGo, "v0.21.0", "", true},
		{sdk.MCPGo, "v0.21.1", "v0.21.1", true},
		{sdk.MCPGo, "v0.26.0", "v0.21.1", true},
		{sdk.MCPGo, "v0.27.0", "v0.27.0", true},
	} {
		row, known := c.spec.Row(c.version)
		if row.Since != c.since || known != c.known {
			t.Errorf("%s.Row(%q) = row %q, known=%t; want row %q, known=%t", c.spec.SDK, c.version, row.Since, known, c.since, c.known)
		}
	}
	if got := sdk.GoSDK.Fixed("v1.6.1", model.ReadOnly); got != "v1.7.0" {
		t.Errorf("go-sdk v1.6.1 readOnlyHint fixed in %q, want v1.7.0", got)
	}
	if got := sdk.GoSDK.Fixed("v1.6.1", model.Destructive); got != "v1.7.0" {
		t.Errorf("go-sdk v1.6.1 destructiveHint fixed in %q, want v1.7.0 (the first later row)", got)
	}
	if got := sdk.MCPGo.Fixed("v0.22.0", model.Destructive); got != "v0.27.0" {
		t.Errorf("mcp-go v0.22.0 destructiveHint fixed in %q, want v0.27.0", got)
	}
}

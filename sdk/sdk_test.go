package sdk_test

import (
	"reflect"
	"strings"
	"testing"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	mcpgo "github.com/mark3labs/mcp-go/mcp"

	"github.com/annovet/annovet/model"
	"github.com/annovet/annovet/sdk"
)

// TestAnnotationFieldsMatchRealSDKs asserts, by reflection over the real SDK
// types, that every hint of the model maps to a declared field of each SDK's
// annotations struct with the right wire name and pointer-ness, and that no
// SDK field is left unmapped.
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
				if isPtr := f.Type.Kind() == reflect.Pointer; isPtr != m.Pointer {
					t.Errorf("field %s: spec says pointer=%t, real type is %s", f.Name, m.Pointer, f.Type)
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

package sdk

import "github.com/annovet/annovet/model"

const gosdkMCP = "github.com/modelcontextprotocol/go-sdk/mcp"

// GoSDK is github.com/modelcontextprotocol/go-sdk (v1.x).
//
// Tools are struct literals (&mcp.Tool{...}) registered with the generic
// mcp.AddTool or (*mcp.Server).AddTool. Annotations is a pointer: nil sends
// no annotations. ReadOnlyHint and IdempotentHint are plain bools, always
// sent once annotations exist (from v1.7.0; see Versions); DestructiveHint and
// OpenWorldHint are *bool, omitted when nil so the client applies the spec
// default.
var GoSDK = &Spec{
	SDK:      "go-sdk",
	Module:   "github.com/modelcontextprotocol/go-sdk",
	Tested:   []string{"v1.8.0"},
	ToolType: TypeName{gosdkMCP, "Tool"},
	ToolFields: map[string]ToolField{
		"Name":        FieldName,
		"Title":       FieldTitle,
		"Description": FieldDescription,
		"Annotations": FieldAnnotations,
	},
	AnnotationsType:    TypeName{gosdkMCP, "ToolAnnotations"},
	AnnotationsPointer: true,
	AnnotationFields: map[string]AnnotationField{
		"Title":           {Title: true},
		"ReadOnlyHint":    {Hint: model.ReadOnly},
		"DestructiveHint": {Hint: model.Destructive},
		"IdempotentHint":  {Hint: model.Idempotent},
		"OpenWorldHint":   {Hint: model.OpenWorld},
	},
	Registrations: []Registration{
		{Func: FuncName{gosdkMCP, "", "AddTool"}, ToolArg: 1, HandlerArg: 2, PairsArg: -1},
		{Func: FuncName{gosdkMCP, "*Server", "AddTool"}, ToolArg: 0, HandlerArg: 1, PairsArg: -1},
	},
	BoolPtrFuncs: []FuncName{
		{"github.com/google/jsonschema-go/jsonschema", "", "Ptr"},
	},
	ToolListers: []FuncName{
		{gosdkMCP, "*ClientSession", "ListTools"},
		{gosdkMCP, "*ClientSession", "Tools"},
	},
	// Before v1.7.0 ReadOnlyHint and IdempotentHint were plain bools tagged
	// omitempty: false never reached the wire. v1.7.0 sends them always,
	// unless the server runs with MCPGODEBUG=hintomitempty=1.
	Versions: []Version{
		{Hints: [...]WireRule{WireOmitFalse, WirePointer, WireOmitFalse, WirePointer}, Tested: []string{"v1.0.0", "v1.6.1"}},
		{Since: "v1.7.0", Hints: [...]WireRule{WireAlways, WirePointer, WireAlways, WirePointer}, Restore: "MCPGODEBUG=hintomitempty=1", Tested: []string{"v1.7.0", "v1.8.0"}},
	},
}

package sdk

import "github.com/annovet/annovet/model"

const gosdkMCP = "github.com/modelcontextprotocol/go-sdk/mcp"

// GoSDK is github.com/modelcontextprotocol/go-sdk (v1.x).
//
// Tools are struct literals (&mcp.Tool{...}) registered with the generic
// mcp.AddTool or (*mcp.Server).AddTool. Annotations is a pointer: nil sends
// no annotations. ReadOnlyHint and IdempotentHint are plain bools, always
// sent once annotations exist; DestructiveHint and OpenWorldHint are *bool,
// omitted when nil so the client applies the spec default.
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
		"DestructiveHint": {Hint: model.Destructive, Pointer: true},
		"IdempotentHint":  {Hint: model.Idempotent},
		"OpenWorldHint":   {Hint: model.OpenWorld, Pointer: true},
	},
	Registrations: []Registration{
		{Func: FuncName{gosdkMCP, "", "AddTool"}, ToolArg: 1, HandlerArg: 2, PairsArg: -1},
		{Func: FuncName{gosdkMCP, "*Server", "AddTool"}, ToolArg: 0, HandlerArg: 1, PairsArg: -1},
	},
	BoolPtrFuncs: []FuncName{
		{"github.com/google/jsonschema-go/jsonschema", "", "Ptr"},
	},
}

package sdk

import "github.com/annovet/annovet/model"

const (
	mcpgoMCP    = "github.com/mark3labs/mcp-go/mcp"
	mcpgoServer = "github.com/mark3labs/mcp-go/server"
)

// MCPGo is github.com/mark3labs/mcp-go.
//
// Tools come from mcp.NewTool(name, opts...), which pre-fills every hint with
// the spec's worst case (readOnly=false, destructive=true, idempotent=false,
// openWorld=true) before applying the options in order; WithToolAnnotation
// replaces the whole struct. Annotations is a value with *bool hints (from
// v0.27.0; see Versions), and the tool always marshals an annotations object.
var MCPGo = &Spec{
	SDK:      "mcp-go",
	Module:   "github.com/mark3labs/mcp-go",
	Tested:   []string{"v1.2.1"},
	ToolType: TypeName{mcpgoMCP, "Tool"},
	ToolFields: map[string]ToolField{
		"Name":        FieldName,
		"Title":       FieldTitle,
		"Description": FieldDescription,
		"Annotations": FieldAnnotations,
	},
	AnnotationsType: TypeName{mcpgoMCP, "ToolAnnotation"},
	AnnotationFields: map[string]AnnotationField{
		"Title":           {Title: true},
		"ReadOnlyHint":    {Hint: model.ReadOnly},
		"DestructiveHint": {Hint: model.Destructive},
		"IdempotentHint":  {Hint: model.Idempotent},
		"OpenWorldHint":   {Hint: model.OpenWorld},
	},
	Constructors: map[FuncName]Constructor{
		{mcpgoMCP, "", "NewTool"}:              {Origin: model.Constructor, NameArg: 0, DescArg: -1, OptionsArg: 1, PrefillsAll: true},
		{mcpgoMCP, "", "NewToolWithRawSchema"}: {Origin: model.RawSchema, NameArg: 0, DescArg: 1, OptionsArg: -1},
	},
	Options: map[FuncName]Option{
		{mcpgoMCP, "", "WithReadOnlyHintAnnotation"}:    {Kind: OptHint, Hint: model.ReadOnly},
		{mcpgoMCP, "", "WithDestructiveHintAnnotation"}: {Kind: OptHint, Hint: model.Destructive},
		{mcpgoMCP, "", "WithIdempotentHintAnnotation"}:  {Kind: OptHint, Hint: model.Idempotent},
		{mcpgoMCP, "", "WithOpenWorldHintAnnotation"}:   {Kind: OptHint, Hint: model.OpenWorld},
		{mcpgoMCP, "", "WithTitleAnnotation"}:           {Kind: OptAnnTitle},
		{mcpgoMCP, "", "WithToolTitle"}:                 {Kind: OptToolTitle},
		{mcpgoMCP, "", "WithDescription"}:               {Kind: OptDescription},
		{mcpgoMCP, "", "WithToolAnnotation"}:            {Kind: OptAnnotations},
	},
	OptionType: TypeName{mcpgoMCP, "ToolOption"},
	Registrations: []Registration{
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddTool"}, ToolArg: 0, HandlerArg: 1, PairsArg: -1},
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddTaskTool"}, ToolArg: 0, HandlerArg: 1, PairsArg: -1},
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddTools"}, ToolArg: -1, HandlerArg: -1, PairsArg: 0},
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddTaskTools"}, ToolArg: -1, HandlerArg: -1, PairsArg: 0},
		{Func: FuncName{mcpgoServer, "*MCPServer", "SetTools"}, ToolArg: -1, HandlerArg: -1, PairsArg: 0},
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddSessionTool"}, ToolArg: 1, HandlerArg: 2, PairsArg: -1},
		{Func: FuncName{mcpgoServer, "*MCPServer", "AddSessionTools"}, ToolArg: -1, HandlerArg: -1, PairsArg: 1},
	},
	Pairs: []Pair{
		{Type: TypeName{mcpgoServer, "ServerTool"}, ToolField: "Tool", HandlerField: "Handler"},
		{Type: TypeName{mcpgoServer, "ServerTaskTool"}, ToolField: "Tool", HandlerField: "Handler"},
	},
	BoolPtrFuncs: []FuncName{{mcpgoMCP, "", "ToBoolPtr"}},
	ToolListers: []FuncName{
		{"github.com/mark3labs/mcp-go/client", "*Client", "ListTools"},
		{"github.com/mark3labs/mcp-go/client", "*Client", "ListToolsByPage"},
	},
	HandlerAdapters: []FuncName{
		{mcpgoMCP, "", "NewTypedToolHandler"},
		{mcpgoMCP, "", "NewStructuredToolHandler"},
	},
	HintOption: [len(model.Hints)]FuncName{
		model.ReadOnly:    {mcpgoMCP, "", "WithReadOnlyHintAnnotation"},
		model.Destructive: {mcpgoMCP, "", "WithDestructiveHintAnnotation"},
		model.Idempotent:  {mcpgoMCP, "", "WithIdempotentHintAnnotation"},
		model.OpenWorld:   {mcpgoMCP, "", "WithOpenWorldHintAnnotation"},
	},
	TitleOptions:           []FuncName{{mcpgoMCP, "", "WithToolTitle"}, {mcpgoMCP, "", "WithTitleAnnotation"}},
	SendsAnnotationsAlways: true,
	// ToolAnnotation arrived in v0.21.0, but the tool's JSON carried it only
	// from v0.21.1 (a patch release: v0.21.0's MarshalJSON left it out),
	// as plain bools tagged omitempty: a false hint never reached the wire
	// (not even NewTool's pre-filled readOnlyHint=false); v0.27.0 made
	// them *bool.
	Versions: []Version{
		{NoAnnotations: true, Tested: []string{"v0.18.0", "v0.21.0"}},
		{Since: "v0.21.1", Hints: [...]WireRule{WireOmitFalse, WireOmitFalse, WireOmitFalse, WireOmitFalse}, Tested: []string{"v0.21.1", "v0.22.0", "v0.26.0"}},
		{Since: "v0.27.0", Hints: [...]WireRule{WirePointer, WirePointer, WirePointer, WirePointer}, Tested: []string{"v0.27.0", "v1.2.1"}},
	},
}

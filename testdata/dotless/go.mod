module dotless

go 1.26

require github.com/mark3labs/mcp-go v1.2.1

require (
	github.com/google/jsonschema-go v0.4.2 // indirect
	github.com/spf13/cast v1.7.1 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)

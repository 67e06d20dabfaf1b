module example.com/wire

go 1.26

require github.com/modelcontextprotocol/go-sdk v1.0.0

require (
	github.com/google/jsonschema-go v0.3.0 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)

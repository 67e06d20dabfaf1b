module example.com/wire

go 1.26

require github.com/mark3labs/mcp-go v0.21.1

require (
	github.com/google/uuid v1.6.0 // indirect
	github.com/yosida95/uritemplate/v3 v3.0.2 // indirect
)

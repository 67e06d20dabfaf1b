// Package program is a server whose tool types register themselves from
// init, with one type no one registers (a sub-tool called directly) and
// one never used: run as a whole program, only the registered tool is a
// tool a client sees. server is the program; opaque is a second program
// with a registration annovet cannot follow, which could take any tool.
package program

// Package testenv locates annovet's shared test data for the tests of every
// package.
package testenv

import (
	"path/filepath"
	"runtime"
)

// Src is the absolute path of testdata/src, the analysistest module that
// type-checks against the real SDKs.
func Src() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "src")
}

// Root is the absolute path of the repository.
func Root() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

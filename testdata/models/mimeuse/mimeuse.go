// want package:"analyzed"

// Package mimeuse sniffs a file's content type with mimetype, as a file
// server's read tool does: opening the file and matching its first bytes
// against each detector of mimetype's tree reads, and changes nothing.
package mimeuse

import "github.com/gabriel-vasile/mimetype"

func Detect(path string) (string, error) {
	m, err := mimetype.DetectFile(path)
	if err != nil {
		return "", err
	}
	return m.String(), nil
}

package effectkind

import (
	"os"
	"strings"
	"testing"
)

// TestDocumented checks that the directive check's documentation lists
// every kind.
func TestDocumented(t *testing.T) {
	doc, err := os.ReadFile("../checks/docs/directive.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range All {
		if !strings.Contains(string(doc), k.Name) {
			t.Errorf("docs/directive.md does not list kind %q", k.Name)
		}
	}
	if !Valid("delete") || Valid("teleport") {
		t.Error("Valid is wrong")
	}
}

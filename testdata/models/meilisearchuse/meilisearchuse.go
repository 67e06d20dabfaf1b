// want package:"analyzed" package:"exported DeleteIndex Document Index"

// Package meilisearchuse reads and deletes Meilisearch indexes as the
// Meilisearch MCP servers do, with the real
// github.com/meilisearch/meilisearch-go. The client encodes and decodes
// through the JSONMarshal and JSONUnmarshal its importer may replace
// (json.Marshal and json.Unmarshal by default), a row of libfields.go by
// their type; and a compressed body is built by
// github.com/andybalholm/brotli, which sorts with a comparator it passes
// converted to its own function type (huffmanTreeComparator(f)), a
// conversion that holds the function it converts.
package meilisearchuse

import (
	"context"

	"github.com/bytedance/sonic"
	"github.com/go-playground/validator/v10"
	"github.com/meilisearch/meilisearch-go"
)

// Index reads an index's description.
func Index(ctx context.Context, host, key, uid string) (*meilisearch.IndexResult, error) { // want Index:`^effects network\(config\)\(\(meilisearch.ServiceReader\).GetIndexWithContext = .* -> \(\*meilisearch.client\).sendRequest -> http.NewRequestWithContext\)$`
	m := meilisearch.New(host, meilisearch.WithAPIKey(key))
	return m.GetIndexWithContext(ctx, uid)
}

// Document reads one document.
func Document(ctx context.Context, host, key, uid, id string) (map[string]any, error) { // want Document:`^effects network\(config\)\(\(meilisearch.DocumentReader\).GetDocumentWithContext = .* -> \(\*meilisearch.client\).sendRequest -> http.NewRequestWithContext\)$`
	m := meilisearch.New(host, meilisearch.WithAPIKey(key))
	var doc map[string]any
	err := m.Index(uid).GetDocumentWithContext(ctx, id, nil, &doc)
	return doc, err
}

// DeleteIndex deletes an index.
func DeleteIndex(ctx context.Context, host, key, uid string) (*meilisearch.TaskInfo, error) { // want DeleteIndex:`^effects delete!\(config\)\(\(meilisearch.ServiceManager\).DeleteIndexWithContext = .* -> \(\*meilisearch.client\).sendRequest -> http.NewRequestWithContext\)$`
	m := meilisearch.New(host, meilisearch.WithAPIKey(key))
	return m.DeleteIndexWithContext(ctx, uid)
}

// Params are a tool's arguments, checked, encoded and decoded in memory,
// as the Meilisearch server does with sonic (a JSON codec compiled at run
// time, through function values it makes) and validator: neither changes
// anything (purePackages).
type Params struct {
	UID string `validate:"required"`
}

func Encode(p Params) ([]byte, error) {
	if err := validator.New().Struct(p); err != nil {
		return nil, err
	}
	return sonic.Marshal(p)
}

func Decode(b []byte) (map[string]any, error) {
	var m map[string]any
	err := sonic.Unmarshal(b, &m)
	return m, err
}

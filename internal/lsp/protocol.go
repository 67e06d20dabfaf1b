package lsp

// The LSP types annovet uses (Language Server Protocol 3.17), with only the
// fields it reads or writes.
type (
	Position struct {
		Line      int `json:"line"`      // 0-based
		Character int `json:"character"` // 0-based, in UTF-16 code units
	}
	Range struct {
		Start Position `json:"start"`
		End   Position `json:"end"`
	}
	Diagnostic struct {
		Range           Range            `json:"range"`
		Severity        int              `json:"severity"`
		Code            string           `json:"code"`
		CodeDescription *CodeDescription `json:"codeDescription,omitempty"`
		Source          string           `json:"source"`
		Message         string           `json:"message"`
	}
	CodeDescription struct {
		Href string `json:"href"`
	}
	TextEdit struct {
		Range   Range  `json:"range"`
		NewText string `json:"newText"`
	}
	// VersionedTextDocumentIdentifier names a document at a version; a nil
	// version is the file on disk.
	VersionedTextDocumentIdentifier struct {
		URI     string `json:"uri"`
		Version *int   `json:"version"`
	}
	TextDocumentEdit struct {
		TextDocument VersionedTextDocumentIdentifier `json:"textDocument"`
		Edits        []TextEdit                      `json:"edits"`
	}
	// WorkspaceEdit carries the edits both ways: documentChanges, with the
	// version each applies to, for clients that support it, and changes for
	// the others.
	WorkspaceEdit struct {
		Changes         map[string][]TextEdit `json:"changes,omitempty"`
		DocumentChanges []TextDocumentEdit    `json:"documentChanges,omitempty"`
	}
	CodeAction struct {
		Title       string        `json:"title"`
		Kind        string        `json:"kind"`
		Diagnostics []Diagnostic  `json:"diagnostics"`
		IsPreferred bool          `json:"isPreferred,omitempty"`
		Edit        WorkspaceEdit `json:"edit"`
	}
)

// Diagnostic severities.
const (
	severityError   = 1
	severityWarning = 2
)

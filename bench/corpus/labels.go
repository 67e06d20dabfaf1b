package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
)

// Labels is what a person decided by reading the servers of the corpus.
type Labels struct {
	Servers  map[string]*ServerLabels `json:"servers"`
	Verdicts []Verdict                `json:"verdicts"`
	Misses   []Miss                   `json:"misses"`
}

// ServerLabels is the hand count of one server's tools.
type ServerLabels struct {
	How       string   `json:"how"`
	Tools     []string `json:"tools"`
	Annotated []string `json:"annotated"`
	Note      string   `json:"note,omitempty"`
}

// A Verdict judges the finding of a server, tool and check whose message
// contains Match.
type Verdict struct {
	Server  string `json:"server"`
	Tool    string `json:"tool"`
	Check   string `json:"check"`
	Match   string `json:"match,omitempty"`
	Verdict string `json:"verdict"`
	Reason  string `json:"reason"`
}

// A Miss is a real mistake annovet should report with Check.
type Miss struct {
	Server string `json:"server"`
	Tool   string `json:"tool"`
	Check  string `json:"check"`
	Reason string `json:"reason"`
}

// Verdict values.
const (
	TP        = "TP"
	FP        = "FP"
	Debatable = "debatable"
)

// loadLabels reads and validates a labels file; a file that does not exist
// is no labels.
func loadLabels(path string) (*Labels, error) {
	data, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return &Labels{Servers: map[string]*ServerLabels{}}, nil
	}
	if err != nil {
		return nil, err
	}
	return parseLabels(path, data)
}

func parseLabels(path string, data []byte) (*Labels, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	l := new(Labels)
	if err := dec.Decode(l); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if l.Servers == nil {
		l.Servers = map[string]*ServerLabels{}
	}
	for name, s := range l.Servers {
		for _, a := range s.Annotated {
			if !slices.Contains(s.Tools, a) {
				return nil, fmt.Errorf("%s: server %s: annotated tool %q is not among its tools", path, name, a)
			}
		}
	}
	seen := map[Verdict]bool{}
	for i, v := range l.Verdicts {
		switch {
		case v.Verdict != TP && v.Verdict != FP && v.Verdict != Debatable:
			return nil, fmt.Errorf("%s: verdict %d (%s %s %s): verdict %q is not TP, FP or debatable", path, i, v.Server, v.Tool, v.Check, v.Verdict)
		case v.Server == "" || v.Check == "":
			return nil, fmt.Errorf("%s: verdict %d: server and check are required", path, i)
		case v.Reason == "":
			return nil, fmt.Errorf("%s: verdict %d (%s %s %s): a reason is required", path, i, v.Server, v.Tool, v.Check)
		}
		k := Verdict{Server: v.Server, Tool: v.Tool, Check: v.Check, Match: v.Match}
		if seen[k] {
			return nil, fmt.Errorf("%s: verdict %d (%s %s %s %q) is given twice", path, i, v.Server, v.Tool, v.Check, v.Match)
		}
		seen[k] = true
	}
	for i, m := range l.Misses {
		if m.Server == "" || m.Check == "" || m.Reason == "" {
			return nil, fmt.Errorf("%s: miss %d: server, check and reason are required", path, i)
		}
	}
	return l, nil
}

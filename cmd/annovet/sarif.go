package main

import (
	"encoding/json"
	"go/token"
	"io"
	"path/filepath"

	"github.com/annovet/annovet/internal/checks"
	"github.com/annovet/annovet/internal/display"
	"github.com/annovet/annovet/internal/driver"
)

// SARIF 2.1.0, the subset annovet writes: one run, a rule per check ID,
// results with locations, related locations (the effect path) and fixes.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string          `json:"id"`
	ShortDescription     sarifText       `json:"shortDescription"`
	FullDescription      sarifText       `json:"fullDescription"`
	Help                 sarifText       `json:"help"`
	HelpURI              string          `json:"helpUri"`
	DefaultConfiguration sarifRuleConfig `json:"defaultConfiguration"`
}

type sarifRuleConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID           string          `json:"ruleId"`
	RuleIndex        int             `json:"ruleIndex"`
	Level            string          `json:"level"`
	Message          sarifText       `json:"message"`
	Locations        []sarifLocation `json:"locations"`
	RelatedLocations []sarifLocation `json:"relatedLocations,omitempty"`
	Fixes            []sarifFix      `json:"fixes,omitempty"`
}

type sarifLocation struct {
	ID               *int          `json:"id,omitempty"`
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
	Message          *sarifText    `json:"message,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

type sarifFix struct {
	Description     sarifText             `json:"description"`
	ArtifactChanges []sarifArtifactChange `json:"artifactChanges"`
}

type sarifArtifactChange struct {
	ArtifactLocation sarifArtifact      `json:"artifactLocation"`
	Replacements     []sarifReplacement `json:"replacements"`
}

type sarifReplacement struct {
	DeletedRegion   sarifRegion `json:"deletedRegion"`
	InsertedContent sarifText   `json:"insertedContent"`
}

const infoURI = "https://github.com/annovet/annovet"

// writeSARIF writes the findings as a SARIF 2.1.0 log.
func writeSARIF(w io.Writer, res driver.Results) error {
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0"}
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "annovet", InformationURI: infoURI}}, Results: []sarifResult{}}
	index := map[string]int{}
	for i, c := range checks.All {
		index[c.ID] = i
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID:                   c.ID,
			ShortDescription:     sarifText{c.Short},
			FullDescription:      sarifText{c.Short + " " + c.Help},
			Help:                 sarifText{c.Help},
			HelpURI:              infoURI + "/blob/main/CHECKS.md#" + c.ID,
			DefaultConfiguration: sarifRuleConfig{c.Level},
		})
	}
	for _, f := range res.Findings {
		c, _ := checks.Lookup(f.Category)
		level := c.Level
		if level == "" {
			level = "warning"
		}
		r := sarifResult{RuleID: f.Category, RuleIndex: index[f.Category], Level: level, Message: sarifText{f.Message},
			Locations: []sarifLocation{location(f.Fset, f.Diagnostic.Pos, f.End)}}
		for i, rel := range f.Related {
			loc := location(f.Fset, rel.Pos, rel.End)
			id := i + 1
			loc.ID, loc.Message = &id, &sarifText{rel.Message}
			r.RelatedLocations = append(r.RelatedLocations, loc)
		}
		for _, sf := range f.SuggestedFixes {
			fix := sarifFix{Description: sarifText{sf.Message}}
			byFile := map[string]int{}
			for _, e := range sf.TextEdits {
				uri := uriOf(f.Fset.Position(e.Pos).Filename)
				i, ok := byFile[uri]
				if !ok {
					i = len(fix.ArtifactChanges)
					byFile[uri] = i
					fix.ArtifactChanges = append(fix.ArtifactChanges, sarifArtifactChange{ArtifactLocation: sarifArtifact{uri}})
				}
				end := e.End
				if !end.IsValid() {
					end = e.Pos
				}
				fix.ArtifactChanges[i].Replacements = append(fix.ArtifactChanges[i].Replacements, sarifReplacement{
					DeletedRegion:   region(f.Fset, e.Pos, end),
					InsertedContent: sarifText{string(e.NewText)},
				})
			}
			r.Fixes = append(r.Fixes, fix)
		}
		run.Results = append(run.Results, r)
	}
	log.Runs = []sarifRun{run}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(log)
}

func location(fset *token.FileSet, pos, end token.Pos) sarifLocation {
	return sarifLocation{PhysicalLocation: sarifPhysical{
		ArtifactLocation: sarifArtifact{uriOf(fset.Position(pos).Filename)},
		Region:           region(fset, pos, end),
	}}
}

func region(fset *token.FileSet, pos, end token.Pos) sarifRegion {
	p := fset.Position(pos)
	r := sarifRegion{StartLine: p.Line, StartColumn: p.Column}
	if end.IsValid() {
		e := fset.Position(end)
		r.EndLine, r.EndColumn = e.Line, e.Column
	}
	return r
}

// uriOf is a file's URI relative to the working directory, as code
// scanning expects.
func uriOf(file string) string { return filepath.ToSlash(display.Rel(file)) }

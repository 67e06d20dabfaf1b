#!/usr/bin/env bash
# proof.sh: build a custom golangci-lint v2.15.0 with annovet's module plugin,
# the way `golangci-lint custom` would (a main that calls commands.Execute
# with the plugin blank-imported; `custom` itself needs git and GitHub),
# then run it on testdata: annovet's findings must appear, and --fix must
# apply a fix.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/gcl"
cat > "$work/gcl/go.mod" <<MOD
module annovet-custom-gcl

go 1.26

require (
	github.com/annovet/annovet v0.0.0
	github.com/golangci/golangci-lint/v2 v2.15.0
)

replace github.com/annovet/annovet => $repo
MOD
cat > "$work/gcl/main.go" <<'MAIN'
// Code generated as by golangci-lint custom. DO NOT EDIT.
package main

import (
	"fmt"
	"os"

	"github.com/golangci/golangci-lint/v2/pkg/commands"
	"github.com/golangci/golangci-lint/v2/pkg/exitcodes"

	_ "github.com/annovet/annovet/gclplugin"
)

func main() {
	info := commands.BuildInfo{Version: "v2.15.0-custom-gcl", GoVersion: "go", Date: "", Commit: "annovet"}
	if err := commands.Execute(info); err != nil {
		_, _ = fmt.Fprintf(os.Stderr, "failed executing command with error: %v\n", err)
		os.Exit(exitcodes.Failure)
	}
}
MAIN
(cd "$work/gcl" && go mod tidy >/dev/null 2>&1 && go build -o "$work/custom-gcl" .)

# A copy of testdata with a golangci configuration that enables annovet.
lint="$work/lint"
mkdir -p "$lint"
cp "$repo/testdata/src/go.mod" "$repo/testdata/src/go.sum" "$lint/"
mkdir -p "$lint/honesty" "$lint/annotations"
cp -r "$repo/testdata/src/honesty/store" "$repo/testdata/src/honesty/readonly" "$lint/honesty/"
cp -r "$repo/testdata/src/annotations/missing" "$lint/annotations/"
find "$lint" -name '*.golden' -delete
cat > "$lint/.golangci.yml" <<'YML'
version: "2"
linters:
  default: none
  enable:
    - annovet
  settings:
    custom:
      annovet:
        type: module
        description: checks the tool annotations of MCP servers
        settings:
          disable: [multimode]
YML

cd "$lint"
out=$("$work/custom-gcl" run ./... 2>&1 || true)
echo "$out" | tail -5
grep -q 'tool "save_note" is marked read-only, but its handler writes' <<<"$out" || { echo "proof: the readonly finding is missing" >&2; exit 1; }
grep -q '(annovet)' <<<"$out" || { echo "proof: findings are not attributed to annovet" >&2; exit 1; }

"$work/custom-gcl" run --fix ./annotations/... >/dev/null 2>&1 || true
grep -q 'Annotations: &gomcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: ptr(false)}' annotations/missing/missing.go ||
  { echo "proof: --fix did not apply annovet's fix" >&2; exit 1; }

# A bad setting is an error naming the key.
sed -i 's/disable: \[multimode\]/disabel: [multimode]/' .golangci.yml
bad=$("$work/custom-gcl" run ./... 2>&1 || true)
grep -q 'unknown field "disabel"' <<<"$bad" || { echo "proof: an unknown setting was not reported: $bad" >&2; exit 1; }
echo "proof: custom golangci-lint v2.15.0 with annovet: findings, --fix and strict settings work"

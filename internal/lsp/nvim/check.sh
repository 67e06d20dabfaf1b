#!/usr/bin/env bash
# Drives "annovet lsp" from a real, headless Neovim with the README's setup:
# diagnostics on open, a quick fix from the middle of a finding, no stale fix
# after an unsaved edit, fresh findings on save, and one diagnostic saying
# why when the package does not type-check. Not run in CI (it needs nvim):
#
#	bash internal/lsp/nvim/check.sh
#
# Works with Neovim 0.7 (Debian stable) and 0.10+.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
command -v nvim >/dev/null || { echo "check.sh: nvim is not installed" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

go build -o "$work/bin/annovet" "$repo/cmd/annovet"
# A module with the real SDKs (the analysistest module's requirements).
mkdir -p "$work/mod/missing"
cp "$repo/testdata/src/go.mod" "$repo/testdata/src/go.sum" "$work/mod/"
cp "$repo/testdata/src/annotations/missing/missing.go" "$work/mod/missing/"

cd "$work/mod/missing"
PATH="$work/bin:$PATH" nvim --headless --clean -u "$repo/internal/lsp/nvim/check.lua" missing.go

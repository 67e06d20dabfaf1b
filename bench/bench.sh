#!/usr/bin/env bash
# bench.sh: annovet's cost against its floor and against go vet, on the same
# packages, in one run, alternating, several rounds.
#
#   bash bench/bench.sh [-r rounds] [-n "10 100 1000 5000"] [-s] [module-dir...]
#
# Inputs: the bundled examples, a generated server per N (bench/gen), and any
# module directory given. For each input it reports medians of wall time and
# peak RSS for:
#   floor      the standard checker with a no-op analyzer: it loads and
#              type-checks every package from source, every function body
#              included (what any go/analysis driver with facts pays)
#   load       the same no-op analyzer on annovet's own load (the standard
#              library without its function bodies, which no pass reads)
#   annovet    annovet ./...
#   govet      go vet ./...                    (cold: fresh build cache; warm: second run)
#   vettool    go vet -vettool=annovet ./...   (cold and warm likewise)
# and the ratios annovet/floor, annovet/load (what the analysis adds to its
# own load), vettool/govet (cold and warm), and RSS annovet/govet. -s skips the go vet runs (cold ones take a minute each): only
# floor and annovet are measured, the other columns print nan.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

rounds=3
sizes="10 100 1000 5000"
skipvet=false
while getopts "r:n:s" opt; do
  case $opt in
    r) rounds=$OPTARG ;;
    n) sizes=$OPTARG ;;
    s) skipvet=true ;;
    *) echo "usage: $0 [-r rounds] [-n sizes] [-s] [module-dir...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/annovet" ./cmd/annovet
go build -o "$work/floor" ./bench/floor

inputs=("$root:./examples/...")
for n in $sizes; do
  go run ./bench/gen -n "$n" -o "$work/gen$n"
  inputs+=("$work/gen$n:./...")
done
for m in "$@"; do inputs+=("$(cd "$m" && pwd):./..."); done

# measure NAME DIR CMD... appends "seconds kilobytes" to $work/NAME.
measure() {
  local name=$1 dir=$2; shift 2
  ( cd "$dir" && /usr/bin/time -q -f "%e %M" -o "$work/t" "$@" >/dev/null 2>&1 ) || true
  cat "$work/t" >> "$work/$name.times"
}

# ratio A B [DIGITS] prints A/B, or nan when B is not a number.
ratio() { awk -v a="$1" -v b="$2" -v d="${3:-2}" 'BEGIN { if (b + 0 == 0) print "nan"; else printf "%.*f", d, a / b }'; }

median() { sort -n | awk '{a[NR]=$1} END {if (NR==0) print "nan"; else if (NR%2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2}'; }

printf "%-28s %9s %9s %9s %9s %9s %9s %9s %9s %8s %8s %8s %8s %9s\n" input floor load annovet govet-c vettool-c govet-w vettool-w rss-ann/vet ann/floor ann/load vt/vet-c vt/vet-w rss-MB
for in in "${inputs[@]}"; do
  dir=${in%%:*} pat=${in#*:}
  (cd "$dir" && go build $pat >/dev/null 2>&1) || true
  rm -f "$work"/*.times
  touch "$work"/{govetc,govetw,vettoolc,vettoolw}.times
  for r in $(seq "$rounds"); do
    measure floor "$dir" "$work/floor" $pat
    measure load "$dir" "$work/floor" -annovet $pat
    measure annovet "$dir" "$work/annovet" $pat
    $skipvet && continue
    cache=$(mktemp -d)
    measure govetc "$dir" env GOCACHE="$cache" go vet $pat
    measure govetw "$dir" env GOCACHE="$cache" go vet $pat
    rm -rf "$cache"; cache=$(mktemp -d)
    measure vettoolc "$dir" env GOCACHE="$cache" go vet -vettool="$work/annovet" $pat
    measure vettoolw "$dir" env GOCACHE="$cache" go vet -vettool="$work/annovet" $pat
    rm -rf "$cache"
  done
  t() { awk '{print $1}' "$work/$1.times" | median; }
  m() { awk '{print $2}' "$work/$1.times" | median; }
  f=$(t floor) l=$(t load) a=$(t annovet) gc=$(t govetc) vc=$(t vettoolc) gw=$(t govetw) vw=$(t vettoolw)
  ra=$(m annovet) rg=$(m govetc)
  label=$(basename "$dir"); [ "$dir" = "$root" ] && label=examples
  printf "%-28s %9s %9s %9s %9s %9s %9s %9s %9s %8s %8s %8s %8s %9s\n" "$label" "$f" "$l" "$a" "$gc" "$vc" "$gw" "$vw" \
    "$(ratio "$ra" "$rg")" "$(ratio "$a" "$f")" "$(ratio "$a" "$l")" "$(ratio "$vc" "$gc")" "$(ratio "$vw" "$gw")" "$(ratio "$ra" 1024 0)"
done

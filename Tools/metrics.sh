#!/usr/bin/env bash
# Regenerates the generated parts of docs/METRICS.md (between `<!-- metrics:begin NAME -->`
# and `<!-- metrics:end NAME -->`) and the pictures in docs/metrics/, from what archtool
# prints on the current tree and on the six pattern fixture trees.
#
#   Tools/metrics.sh           rewrite docs/METRICS.md and docs/metrics/*.svg
#   Tools/metrics.sh --check   change nothing; print a diff and exit 1 if they are stale
set -euo pipefail
cd "$(dirname "$0")/.."
# Tables fit the terminal; the documents are written for no terminal at all.
unset COLUMNS

mode=write
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *) echo "usage: Tools/metrics.sh [--check]" >&2; exit 2 ;;
esac

swift build --product archtool >/dev/null 2>&1 || swift build --product archtool
tool="$PWD/.build/debug/archtool"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The six pattern trees, with their .swift.txt fixtures renamed to .swift.
cp -R Tests/ArchitectureToolsTests/Fixtures/Patterns "$work/patterns"
find "$work/patterns" -name '*.swift.txt' -exec sh -c 'mv "$1" "${1%.txt}"' _ {} \;
trees=(MVC@mvc MVVM@mvvm MVP@mvp MVP-C@mvp-c VIPER@viper VIP@vip)

# Markdown without archtool's header line (it names the commit and date, which change on
# every commit) and without the list of identical files.
strip() { tail -n +2 | awk '/^identical files/ { stop = 1 } !stop { print }' | sed -e '/./,$!d'; }

mkdir -p "$work/sections" "$work/pictures"
"$tool" report --format markdown 2>/dev/null | strip >"$work/sections/report"
"$tool" report --layers --format markdown 2>/dev/null \
  | awk '/^#### Layers/ { keep = 1 } keep { print }' >"$work/sections/report-layers"
{ echo '```'; "$tool" graph 2>/dev/null | tail -n +3 | sed -e '/./,$!d'; echo '```'; } >"$work/sections/graph"
(cd "$work/patterns" && "$tool" compare "${trees[@]}" --baseline MVC --format markdown \
  --metrics files,code,tests) | strip >"$work/sections/patterns"
(cd "$work/patterns" && "$tool" compare "${trees[@]}" --baseline MVC) \
  | awk '/^identical files/ { stop = 1 } !stop { print }' | tail -n +3 \
  | { echo '```'; cat; echo '```'; } >"$work/sections/patterns-text"
"$tool" report --format svg 2>/dev/null >"$work/pictures/layers.svg"
"$tool" graph --format svg 2>/dev/null >"$work/pictures/graph.svg"
(cd "$work/patterns" && "$tool" compare "${trees[@]}" --baseline MVC --format svg) \
  >"$work/pictures/patterns.svg"

# docs/METRICS.md with each marked section replaced by its fresh text.
awk -v dir="$work/sections" '
  /^<!-- metrics:begin [a-z-]+ -->$/ {
    print; name = $3; file = dir "/" name
    while ((getline line < file) > 0) print line
    close(file); skipping = 1; next
  }
  /^<!-- metrics:end [a-z-]+ -->$/ { skipping = 0 }
  !skipping { print }
' docs/METRICS.md >"$work/METRICS.md"

if [ "$mode" = check ]; then
  stale=0
  diff -u docs/METRICS.md "$work/METRICS.md" || stale=1
  for picture in layers graph patterns; do
    diff -u "docs/metrics/$picture.svg" "$work/pictures/$picture.svg" >/dev/null 2>&1 || {
      echo "docs/metrics/$picture.svg differs from what archtool draws"; stale=1; }
  done
  if [ $stale -ne 0 ]; then
    echo "docs/METRICS.md is stale: run Tools/metrics.sh and commit the result" >&2
    exit 1
  fi
  echo "docs/METRICS.md and docs/metrics/*.svg match what archtool prints"
else
  cp "$work/METRICS.md" docs/METRICS.md
  mkdir -p docs/metrics
  cp "$work/pictures/"*.svg docs/metrics/
  echo "wrote docs/METRICS.md and docs/metrics/{layers,graph,patterns}.svg"
fi

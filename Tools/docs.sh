#!/usr/bin/env bash
# The documentation site: a DocC reference for every feature and kernel module and the
# tutorial "Build a feature module", built with the toolchain's own `docc` from the
# compiler's symbol graphs (no package plugin), into one static site:
#
#   Tools/docs.sh            build .build/docs/site (any DocC warning fails it, and so
#                            does a public type of a feature or the kernel without a doc
#                            comment)
#   Tools/docs.sh --serve    build it, then serve it on http://localhost:8000/documentation/
#
# Each module's catalog sits beside its sources: Modules/Features/<Name>/<Name>.docc
# (target <Name>Feature) and Modules/Kernel/<Name>/<Name>.docc. The tutorial is in the
# catalog of its module, Modules/Features/Attendance/Attendance.docc/Tutorials: every
# `@Code(... file: "X.swift")` names a real file of the repository (the module, its tests,
# the composition root), which this script copies into a staged copy of the catalog just
# before `docc convert`. The catalog holds no copy, so a listing cannot drift from the
# code that CI builds and tests; a listing that names no file, or a name two files share,
# fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
serve=false
[ "${1:-}" = "--serve" ] && serve=true

echo "== docs: building the modules (symbol graphs come from their .swiftmodule files)"
mkdir -p .build
swift build --target AppComposition >"$out.build.log" 2>&1 \
  || { cat "$out.build.log"; echo "docs: the build failed"; exit 1; }
modules_dir="$(swift build --show-bin-path)/Modules"
rm -f "$out.build.log"

# "target catalog" of every documented module.
catalogs=()
for folder in Modules/Features/*/; do
  name=$(basename "$folder")
  catalogs+=("${name}Feature $folder$name.docc")
done
catalogs+=("Domain Modules/Kernel/Domain/Domain.docc" "LineUI Modules/Kernel/LineUI/LineUI.docc"
  "Presentation Modules/Kernel/Presentation/Presentation.docc")

rm -rf "$out"
mkdir -p "$out/symbol-graphs" "$out/catalogs" "$out/archives"
failed=0
archives=()
for entry in "${catalogs[@]}"; do
  read -r target catalog <<<"$entry"
  if [ ! -d "$catalog" ]; then
    echo "docs: $target has no documentation catalog ($catalog)"; failed=1; continue
  fi
  graphs="$out/symbol-graphs/$target"
  mkdir -p "$graphs"
  swift-symbolgraph-extract -module-name "$target" -I "$modules_dir" \
    -target "$(uname -m)-unknown-linux-gnu" -minimum-access-level public \
    -skip-inherited-docs -output-dir "$graphs"

  # Every public type needs a doc comment (its abstract in DocC's coverage report).
  undocumented=$(python3 - "$graphs/$target.symbols.json" <<'PY'
import json, re, sys
kinds = re.compile(r"^swift\.(struct|class|enum|protocol|typealias|actor|associatedtype)$")
for symbol in json.load(open(sys.argv[1]))["symbols"]:
    if kinds.match(symbol["kind"]["identifier"]) and "docComment" not in symbol:
        print("  " + symbol["kind"]["displayName"] + " " + ".".join(symbol["pathComponents"]))
PY
  )
  if [ -n "$undocumented" ]; then
    echo "docs: $target: public types without a doc comment (write one above each):"
    echo "$undocumented"
    failed=1
  fi

  staged="$out/catalogs/$target.docc"
  cp -R "$catalog" "$staged"
  # The tutorial's listings: copy each file a @Code names from the repository.
  if compgen -G "$staged/Tutorials/*.tutorial" >/dev/null; then
    mkdir -p "$staged/Resources"
    for listing in $(grep -ho 'file: *"[^"]*"' "$staged"/Tutorials/*.tutorial \
      | sed -E 's/file: *"([^"]*)"/\1/' | sort -u); do
      # "Folder-File.swift" names File.swift of that folder, for a name several share.
      found=$(find Modules Tests -name "$listing" -type f)
      if [ -z "$found" ] && [[ "$listing" == *-* ]]; then
        found=$(find Modules Tests -path "*/${listing%%-*}/${listing#*-}" -type f)
      fi
      count=$(printf '%s' "$found" | grep -c . || true)
      if [ "$count" -ne 1 ]; then
        echo "docs: the tutorial's listing $listing matches $count files of the repository (needs 1)"
        failed=1; continue
      fi
      cp "$found" "$staged/Resources/$listing"
    done
  fi

  archive="$out/archives/$target.doccarchive"
  if ! docc convert "$staged" --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$target" --fallback-bundle-identifier "footballgather.$target" \
    --output-path "$archive" --warnings-as-errors \
    --experimental-documentation-coverage --coverage-summary-level brief \
    >"$out/$target.log" 2>&1; then
    cat "$out/$target.log"
    echo "docs: $target: docc reported the problems above"
    failed=1; continue
  fi
  # DocC's own count of the types with an abstract (a doc comment).
  types=$(grep -E '^Types' "$out/$target.log" | awk -F'|' '{print $2}' | xargs || true)
  echo "$target: documented types $types"
  archives+=("$archive")
done
[ "$failed" -eq 0 ] || { echo "docs: FAILED"; exit 1; }

docc merge "${archives[@]}" --output-path "$out/site" \
  --synthesized-landing-page-name "Football Gather" \
  --synthesized-landing-page-kind "Modules" --synthesized-landing-page-topics-style list \
  >"$out/merge.log" 2>&1 \
  || { cat "$out/merge.log"; echo "docs: docc merge failed"; exit 1; }
if grep -E '(^|[^a-z])(warning|error):' "$out/merge.log"; then
  echo "docs: docc merge printed the warnings above"; exit 1
fi
echo "docs: ${#archives[@]} modules in $out/site"
echo "open: python3 -m http.server 8000 --directory $out/site, then"
echo "      http://localhost:8000/documentation/ and http://localhost:8000/tutorials/table-of-contents"

if $serve; then
  exec python3 -m http.server 8000 --directory "$out/site"
fi

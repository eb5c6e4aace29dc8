#!/usr/bin/env bash
# The public API of every feature and kernel module against its committed baseline,
# Tools/api/<Target>.json (the toolchain's swift-api-digester, `-dump-sdk`):
#
#   Tools/api.sh                       check every module; exit 1 on a breaking change
#                                      that the module's changelog does not record
#   Tools/api.sh --update [TARGET...]  write the baselines (all, or the targets named)
#   Tools/api.sh TARGET...             check only these
#
# A breaking change is what `swift-api-digester -diagnose-sdk` reports against the
# baseline: a public declaration removed, renamed, or changed in type, generic signature,
# attributes or conformances (additions are not breaking). It passes only when the
# module's changelog, <Name>.docc/CHANGELOG.md beside its sources (a page of its DocC
# reference), quotes the change as printed here on a line of its own after "- ", with
# "Reason: ..." on the next line:
#
#   - Struct PlayerEditBuilder has been removed
#     Reason: renamed PlayerEditScreenBuilder; callers change the name.
#
# Then `Tools/api.sh --update TARGET` writes the new baseline, in the same commit.
set -euo pipefail
cd "$(dirname "$0")/.."

update=false
if [ "${1:-}" = "--update" ]; then update=true; shift; fi
wanted=("$@")

# "target catalog" of every checked module: each feature and the kernel.
modules=()
for folder in Modules/Features/*/; do
  name=$(basename "$folder")
  modules+=("${name}Feature $folder$name.docc")
done
modules+=("Domain Modules/Kernel/Domain/Domain.docc" "LineUI Modules/Kernel/LineUI/LineUI.docc"
  "Presentation Modules/Kernel/Presentation/Presentation.docc")

selected() {
  [ ${#wanted[@]} -eq 0 ] && return 0
  local want
  for want in "${wanted[@]}"; do [ "$want" = "$1" ] && return 0; done
  return 1
}

for want in "${wanted[@]}"; do
  printf '%s\n' "${modules[@]}" | grep -q "^$want " \
    || { echo "api: no feature or kernel module called $want"; exit 2; }
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --target AppComposition >"$log" 2>&1 || { cat "$log"; echo "api: the build failed"; exit 1; }
modules_dir="$(swift build --show-bin-path)/Modules"
digester=(swift-api-digester -I "$modules_dir" -target "$(uname -m)-unknown-linux-gnu")
mkdir -p Tools/api

failed=0
checked=0
for entry in "${modules[@]}"; do
  read -r target catalog <<<"$entry"
  selected "$target" || continue
  baseline="Tools/api/$target.json"
  if $update; then
    "${digester[@]}" -dump-sdk -module "$target" -o "$baseline" -avoid-location -avoid-tool-args
    echo "api: wrote $baseline"
    continue
  fi
  checked=$((checked + 1))
  if [ ! -f "$baseline" ]; then
    echo "api: $target: no baseline $baseline (write it with Tools/api.sh --update $target)"
    failed=1; continue
  fi
  changes=$("${digester[@]}" -diagnose-sdk -baseline-path "$baseline" -module "$target" 2>&1 \
    | grep -vE '^(/\*.*\*/)?$' || true)
  [ -n "$changes" ] || { echo "api: $target: no breaking change"; continue; }
  changelog="$catalog/CHANGELOG.md"
  unrecorded=()
  while IFS= read -r change; do
    # The change on a line "- CHANGE", and the next line "Reason: SOMETHING".
    if ! awk -v change="- $change" '
        { line = $0; gsub(/^[ \t]+|[ \t]+$/, "", line) }
        seen && line ~ /^Reason: *[^ ]/ { found = 1; exit }
        { seen = (line == change) }
        END { exit found ? 0 : 1 }' "$changelog" 2>/dev/null; then
      unrecorded+=("$change")
    fi
  done <<<"$changes"
  if [ ${#unrecorded[@]} -eq 0 ]; then
    echo "api: $target: breaking changes recorded in $changelog:"
    sed 's/^/  /' <<<"$changes"
  else
    echo "api: $target: breaking change to the public API, not recorded in $changelog:"
    printf '  %s\n' "${unrecorded[@]}"
    echo "  (add each as '- CHANGE' with 'Reason: ...' on the next line, then"
    echo "   Tools/api.sh --update $target; or undo the change)"
    failed=1
  fi
done
$update && exit 0
[ "$failed" -eq 0 ] || { echo "api: FAILED"; exit 1; }
echo "api: $checked module(s) match their baselines or record their breaking changes"

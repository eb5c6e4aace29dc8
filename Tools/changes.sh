#!/usr/bin/env bash
# The change-impact experiments of the pattern lab (docs/PATTERNS.md, "What a change
# costs"): the same changes made in all six patterns, kept as patches under Tools/changes/
# (catalogue.txt lists them). For each change it applies the shared patch, builds, then
# applies each pattern's patch in turn and builds again (the targets the build log compiles
# are the pattern's rebuild), runs the change's scenarios and the affected targets' tests,
# measures each patch and reverts the tree, also on an interrupt. With a change's patches all
# in, archtool check must pass (the baseline, and each variant folder's own profile).
#
#   Tools/changes.sh                 apply, build, test, measure, revert; write the table
#                                    into docs/PATTERNS.md (between the changes markers)
#   Tools/changes.sh --check         the same, but change no document: print a diff and
#                                    exit 1 if the table is not current (by hand;
#                                    CI checks only that the patches apply)
#   Tools/changes.sh --refresh       re-base every patch on the current tree (git apply -3,
#                                    then export again); a conflict stops with the files
#   Tools/changes.sh --export NAME   split the working tree's changes into NAME's patches
#                                    (how a change is written: make it, export, revert)
#   Tools/changes.sh --only NAME     the default run (or --check) for one change
#
# No compile times: the rebuild's compile time would be measured from the compiler's own
# figures (-Xswiftc -driver-time-compilation), ten interleaved runs with a 95 % interval,
# refused when the load average is above the core count; see docs/PATTERNS.md for why the
# column is not there yet. `--timing` only says whether this machine could measure now.
set -euo pipefail
cd "$(dirname "$0")/.."
unset COLUMNS

mode=write
only=""
export_name=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --refresh) mode=refresh ;;
    --export) mode=export; export_name=${2:?--export needs a change name}; shift ;;
    --only) only=${2:?--only needs a change name}; shift ;;
    --timing) mode=timing ;;
    *) echo "usage: Tools/changes.sh [--check] [--refresh] [--export NAME] [--only NAME] [--timing]" >&2; exit 2 ;;
  esac
  shift
done

patterns=(viper mvc mvvm mvp mvpc vip)
dir=Tools/changes
doc=docs/PATTERNS.md

name_of() {
  case $1 in viper) echo VIPER ;; mvpc) echo MVP-C ;; *) tr 'a-z' 'A-Z' <<<"$1" ;; esac
}
profile_of() { case $1 in mvpc) echo mvp-c ;; *) echo "$1" ;; esac; }
# The folders that are a pattern's own: its sources and its tests. Everything else a
# change touches is shared (Domain, the screen's text, the behaviour scenarios).
paths_of() {
  case $1 in
    viper)
      echo Modules/Features/Gather Modules/Features/Login Modules/Features/PlayerDetail \
        Modules/Features/PlayerEdit Modules/Composition Tests/GatherFeatureTests \
        Tests/LoginFeatureTests Tests/PlayerDetailFeatureTests Tests/PlayerEditFeatureTests \
        Tests/AppCompositionTests Tools/api
      ;;
    mvpc) echo Modules/Patterns/MVPC Tests/MVPCGatherTests Tests/MVPCLoginTests Tests/MVPCPlayerDetailTests ;;
    *)
      local up
      up=$(tr 'a-z' 'A-Z' <<<"$1")
      echo "Modules/Patterns/$up" "Tests/${up}GatherTests" "Tests/${up}LoginTests" \
        "Tests/${up}PlayerDetailTests"
      ;;
  esac
}
# Where archtool reads a pattern's roles from, and with which profile.
source_of() { case $1 in viper) echo Modules/Features ;; mvpc) echo Modules/Patterns/MVPC ;; *) echo "Modules/Patterns/$(tr 'a-z' 'A-Z' <<<"$1")" ;; esac; }

changes() {
  grep -v '^#' "$dir/catalogue.txt" | grep -v '^$' | while IFS='|' read -r name _ _; do
    if [ -z "$only" ] || [ "$only" = "$name" ]; then echo "$name"; fi
  done
}
field_of() { grep "^$1|" "$dir/catalogue.txt" | cut -d'|' -f"$2"; }

# The files a patch creates or changes (its `b/` side), one a line.
files_of() { git apply --numstat "$1" | cut -f3; }

# Puts every file the applied patches touched back as HEAD has it (a file HEAD lacks is
# removed), so the tree ends clean whatever stopped the run.
applied=()
revert() {
  local patch file
  for patch in "${applied[@]}"; do
    for file in $(files_of "$patch"); do
      git reset -q -- "$file" 2>/dev/null || true
      if git cat-file -e "HEAD:$file" 2>/dev/null; then
        git checkout -q HEAD -- "$file"
      else
        rm -f "$file"
      fi
    done
  done
  applied=()
}
work=$(mktemp -d)
cleanup() { revert; rm -rf "$work"; }
trap cleanup EXIT
trap 'echo "changes.sh: interrupted; the tree is put back" >&2; exit 130' INT TERM

require_clean() {
  local dirty
  dirty=$(git status --porcelain -- Modules Tests App Package.swift docs ':(exclude)docs/PATTERNS.md')
  if [ -n "$dirty" ]; then
    echo "changes.sh: Modules, Tests, App, Package.swift or docs have changes; commit or stash them first:" >&2
    echo "$dirty" >&2
    exit 1
  fi
}

apply() { # patch [three-way]
  local patch=$1
  [ -s "$patch" ] || return 0
  applied+=("$patch")
  if [ "${2:-}" = 3 ]; then
    # A conflict is left in the tree (the caller lists it); the next patches still apply.
    git apply -3 "$patch" || true
  else
    git apply "$patch"
  fi
}

# Splits the working tree's changes into NAME/shared.patch and NAME/<pattern>.patch.
export_change() {
  local name=$1 pattern all own=()
  mkdir -p "$dir/$name"
  git add -N Modules Tests 2>/dev/null || true
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2046
    git diff --binary -- $(paths_of "$pattern") >"$dir/$name/$pattern.patch"
    own+=($(paths_of "$pattern"))
  done
  local excludes=()
  for all in "${own[@]}"; do excludes+=(":(exclude)$all"); done
  # docs/ too: docs cite code as path:line, so a change that moves lines fixes citations
  # (all six patterns' in one file, so the shared patch carries them).
  git diff --binary -- Modules Tests Package.swift docs ':(exclude)docs/PATTERNS.md' \
    "${excludes[@]}" >"$dir/$name/shared.patch"
  git reset -q -- Modules Tests
  echo "exported $name: $(for f in "$dir/$name"/*.patch; do printf '%s %s; ' "$(basename "$f" .patch)" "$(files_of "$f" | wc -l)"; done)"
}

if [ "$mode" = timing ]; then
  load=$(cut -d' ' -f1 /proc/loadavg)
  cores=$(nproc)
  if awk -v l="$load" -v c="$cores" 'BEGIN { exit !(l > c) }'; then
    echo "changes.sh: load average $load is above the $cores cores: no compile time is measured" >&2
    exit 1
  fi
  echo "load average $load on $cores cores: a measurement could run"
  exit 0
fi

if [ "$mode" = export ]; then
  export_change "$export_name"
  trap - EXIT
  exit 0
fi

require_clean

# A copy of each patch with the paths of moved folders rewritten (Tools/changes/moves.txt,
# a move applies once its new folder exists and its old one is gone).
moved() { # patch -> path of the rewritten copy
  local copy="$work/moved-$(basename "$(dirname "$1")")-$(basename "$1")" old new
  cp "$1" "$copy"
  while read -r old new; do
    case "$old" in '#'* | '') continue ;; esac
    if [ -d "$new" ] && [ ! -d "$old" ]; then
      sed -i "s#\(^diff --git a/\|^--- a/\|^+++ b/\| b/\)$old#\1$new#g" "$copy"
    fi
  done <"$dir/moves.txt"
  echo "$copy"
}

if [ "$mode" = refresh ]; then
  for name in $(changes); do
    for patch in "$dir/$name"/*.patch; do
      copy=$(moved "$patch")
      if ! cmp -s "$copy" "$patch"; then cp "$copy" "$patch"; echo "$patch: moved paths rewritten"; fi
    done
    apply "$dir/$name/shared.patch" 3
    for pattern in "${patterns[@]}"; do apply "$dir/$name/$pattern.patch" 3; done
    if git diff --name-only --diff-filter=U | grep -q .; then
      echo "changes.sh: $name does not re-base cleanly; resolve these, then --export $name:" >&2
      git diff --name-only --diff-filter=U >&2
      trap - EXIT
      exit 1
    fi
    git reset -q
    export_change "$name"
    revert
  done
  exit 0
fi

swift build --product archtool >/dev/null 2>&1 || swift build --product archtool
tool="$PWD/.build/debug/archtool"

# The targets a build compiled, from its own log ("Compiling GatherFeature X.swift",
# "Emitting module GatherFeature"), sorted.
rebuilt() { sed -nE 's/^\[[0-9]+\/[0-9]+\] (Compiling|Emitting module) ([A-Za-z0-9_]+).*/\2/p' "$1" | sort -u; }

# SwiftPM's incremental build can keep an object compiled against a Domain a patch or a revert
# changed (a default argument's symbol, a type a patch added) and fail to link; those objects
# are removed and the build runs once more.
heal() { # log
  local symbols
  symbols=$(sed -nE "s/.*undefined reference to '([^']+)'.*/\1/p" "$1" | sort -u)
  [ -n "$symbols" ] || return 1
  find .build/debug/ -name '*.o' -print0 | while IFS= read -r -d '' object; do
    if nm -u "$object" 2>/dev/null | grep -Ff <(printf '%s\n' "$symbols") >/dev/null; then
      echo "changes.sh: $object was compiled against code that changed since; removed, to be compiled again" >&2
      rm -f "$object"
    fi
  done
}

build() { # log
  if ! swift build --build-tests >"$1" 2>&1; then
    heal "$1" && swift build --build-tests >"$1" 2>&1 \
      || { tail -40 "$1"; echo "changes.sh: the build failed ($1)" >&2; exit 1; }
  fi
  if grep -E '(^|[^a-z])warning:' "$1"; then echo "changes.sh: the build warned" >&2; exit 1; fi
}

# The role of each declaration a patch touches, as archtool gives roles by declaration:
# each added or removed line counts for the outermost type declared or extended around it
# in the file after the patch (`archtool complexity --types`), a line outside every type
# for its file's role (`--functions`); test sources are `tests`.
roles_of() { # patch pattern
  local patch=$1 pattern=$2 src
  src=$(source_of "$pattern")
  "$tool" complexity "$src" --profile "$(profile_of "$pattern")" --types --format csv >"$work/types.csv" 2>/dev/null || true
  "$tool" complexity "$src" --profile "$(profile_of "$pattern")" --functions --format csv >"$work/functions.csv" 2>/dev/null || true
  python3 - "$patch" "$src" "$work/types.csv" "$work/functions.csv" <<'PY'
import csv, re, sys
patch, src, types_csv, functions_csv = sys.argv[1:]
roles = {}
for row in csv.DictReader(open(types_csv)):
    roles[row["type"].split(".")[0]] = row["role"]
file_roles = {}
for row in csv.DictReader(open(functions_csv)):
    file_roles.setdefault(row["path"], {}).setdefault(row["role"], 0)
    file_roles[row["path"]][row["role"]] += 1
declaration = re.compile(
    r"^(?:@\w+\s+)*(?:(?:public|internal|private|fileprivate|final|package)\s+)*"
    r"(?:class|struct|enum|actor|protocol|extension)\s+([A-Za-z_][A-Za-z0-9_]*)")
touched = {}
path = None
for line in open(patch, encoding="utf-8"):
    if line.startswith("+++ "):
        path = line[6:].strip() if line[4:].startswith("b/") else None
        touched.setdefault(path, set()) if path else None
    elif line.startswith("@@") and path:
        new = int(re.match(r"@@ -\d+(?:,\d+)? \+(\d+)", line).group(1))
    elif path and line.startswith("+") and not line.startswith("+++"):
        touched[path].add(new); new += 1
    elif path and line.startswith("-") and not line.startswith("---"):
        touched[path].add(max(new, 1))
    elif path and line.startswith(" "):
        new += 1
found = set()
for path, lines in touched.items():
    if not path.endswith(".swift"):
        continue
    if path.startswith("Tests/"):
        found.add("tests"); continue
    text = open(path, encoding="utf-8").read().split("\n")
    relative = path[len(src) + 1:] if path.startswith(src + "/") else path
    fallback = max(file_roles.get(relative, {"other": 1}).items(), key=lambda kv: kv[1])[0]
    for number in lines:
        role = fallback
        for index in range(min(number, len(text)) - 1, -1, -1):
            match = declaration.match(text[index])
            if match:
                role = roles.get(match.group(1), fallback)
                break
        found.add(role)
print(", ".join(sorted(found)) if found else "-")
PY
}

# Added and removed lines, files, and test files and @Test cases added.
measure() { # patch
  local patch=$1
  local files added removed tests cases
  files=$(git apply --numstat "$patch" | wc -l)
  added=$(git apply --numstat "$patch" | awk '{ s += $1 } END { print s + 0 }')
  removed=$(git apply --numstat "$patch" | awk '{ s += $2 } END { print s + 0 }')
  tests=$(git apply --numstat "$patch" | awk '$3 ~ /^Tests\// { n++ } END { print n + 0 }')
  cases=$(grep -cE '^\+[[:space:]]*@Test' "$patch" || true)
  echo "$files|+$added -$removed|$tests files, $cases cases"
}

# The tree as it is, built first, so each build below compiles only what its patch changed.
echo "== the tree as it is"
build "$work/base.log"

rows=()
details=()
for name in $(changes); do
  echo "== $name: the shared patch"
  apply "$dir/$name/shared.patch"
  build "$work/$name-shared.log"
  shared_rebuilt=$(rebuilt "$work/$name-shared.log" | wc -l)
  IFS='|' read -r files lines tests <<<"$(measure "$dir/$name/shared.patch")"
  rows+=("| $name | shared | $files | - | $lines | $shared_rebuilt | $tests |")
  for pattern in "${patterns[@]}"; do
    patch="$dir/$name/$pattern.patch"
    echo "== $name: $(name_of "$pattern")"
    apply "$patch"
    build "$work/$name-$pattern.log"
    targets=$(rebuilt "$work/$name-$pattern.log")
    IFS='|' read -r files lines tests <<<"$(measure "$patch")"
    roles=$(roles_of "$patch" "$pattern")
    rows+=("| $name | $(name_of "$pattern") | $files | $roles | $lines | $(wc -w <<<"$targets") | $tests |")
    details+=("- $name, $(name_of "$pattern"): $(tr '\n' ' ' <<<"$targets" | sed 's/ $//; s/ /, /g')")
  done
  # The architecture rules with the whole change in: the rings and VIPER's roles against the
  # baseline, and each variant folder against its own pattern's profile (as .ci/run does).
  echo "== $name: archtool check, the baseline and each variant's profile"
  "$tool" check --baseline Tools/check-baseline.txt >"$work/$name-check.log" 2>&1 \
    || { cat "$work/$name-check.log"; echo "changes.sh: $name breaks an architecture rule" >&2; exit 1; }
  for pattern in "${patterns[@]}"; do
    [ "$pattern" = viper ] && continue
    "$tool" check --profile "$(profile_of "$pattern")" "$(source_of "$pattern")/" \
      >"$work/$name-check.log" 2>&1 \
      || { cat "$work/$name-check.log"; echo "changes.sh: $name breaks $(name_of "$pattern")'s rules" >&2; exit 1; }
  done
  # The scenarios against all six, and the tests of every target a pattern's patch touched.
  # The affected targets' tests: every test target a build after a patch compiled (the
  # package's discovered-tests shim aside).
  filter=$(field_of "$name" 3)
  for pattern in shared "${patterns[@]}"; do
    for target in $(rebuilt "$work/$name-$pattern.log" | grep -E 'Tests$' | grep -v '^FootballGatherPackage'); do
      filter="$filter|$target\."
    done
  done
  echo "== $name: swift test --filter '$filter'"
  swift test --skip-build --filter "$filter" >"$work/$name-test.log" 2>&1 \
    || { grep -E '✘|error' "$work/$name-test.log" | head -40; echo "changes.sh: $name's tests fail" >&2; exit 1; }
  grep -E '^✔ Test run|^Test Suite .* (passed|failed)' "$work/$name-test.log" | tail -2
  revert
done

table=$(
  echo "| change | pattern | files | roles touched | lines | targets rebuilt | tests added or changed |"
  echo "|---|---|--:|---|--:|--:|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "Targets each pattern's patch rebuilt (after the shared patch was built):"
  echo
  printf '%s\n' "${details[@]}"
)

begin='<!-- changes:begin table -->'
end='<!-- changes:end table -->'
printf '%s\n' "$table" >"$work/table.md"
python3 - "$doc" "$begin" "$end" "$work/table.md" "$work/new.md" <<'PY'
import sys
doc, begin, end, table, out = sys.argv[1:]
text = open(doc, encoding="utf-8").read()
head, rest = text.split(begin + "\n", 1)
_, tail = rest.split(end, 1)
body = open(table, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(head + begin + "\n" + body + end + tail)
PY
if [ "$mode" = check ]; then
  if ! diff -u "$doc" "$work/new.md"; then
    echo "changes.sh: the change-impact table in $doc is not current; run Tools/changes.sh" >&2
    exit 1
  fi
  echo "changes.sh: every change applies, builds and passes; the table is current"
else
  cp "$work/new.md" "$doc"
  echo "changes.sh: wrote the table into $doc"
fi

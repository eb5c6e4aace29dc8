#!/usr/bin/env bash
# The change-impact experiments of the pattern lab (docs/PATTERNS.md, "What a change
# costs"): the same changes made in all six patterns, kept as patches under Tools/changes/
# (catalogue.txt lists them). For each change it applies the shared patch and each pattern's
# in order (a patch that no longer applies stops the run), builds once (a warning fails),
# checks the architecture rules (the baseline, and each variant folder's own profile), runs
# the change's scenarios and the tests of every target the change touches or that depends on
# one it touches, measures each patch and puts the tree back, also on an interrupt.
#
#   Tools/changes.sh                 apply, build, check, test, measure, revert; write the
#                                    table into docs/PATTERNS.md (between the changes markers)
#   Tools/changes.sh --check         the same, but change no document: print a diff and
#                                    exit 1 if the table is not current (CI runs this)
#   Tools/changes.sh --refresh       re-base every patch on the current tree (git apply -3,
#                                    then export again); a conflict stops with the files
#   Tools/changes.sh --export NAME   split the working tree's changes into NAME's patches
#                                    (how a change is written: make it, export, revert)
#   Tools/changes.sh --only NAME     the default run (or --check) for one change
#   Tools/changes.sh --timing        by hand: the CPU seconds of each pattern's rebuild beside
#                                    a no-change build measured just before it, in the same
#                                    run; written into the timing table, dated, never compared
#
# Every column of the table is read from the patches, the tree and Package.swift: the same
# on every run. "Targets rebuilt" is the package graph's answer (Tools/changes/targets.py),
# not the build log's, which depended on what the build folder held.
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
    # The test support two patterns share is counted once, with the first of the two:
    # MVP's and MVP-C's checks (Tests/Support/MVPTestSupport) with MVP, MVC's and MVVM's
    # match-screen harness (Tests/Support/GatherScreenTestSupport) with MVC.
    mvp) echo Modules/Patterns/MVP Tests/MVPGatherTests Tests/MVPLoginTests Tests/MVPPlayerDetailTests \
      Tests/Support/MVPTestSupport ;;
    mvc) echo Modules/Patterns/MVC Tests/MVCGatherTests Tests/MVCLoginTests Tests/MVCPlayerDetailTests \
      Tests/Support/GatherScreenTestSupport ;;
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
  dirty=$(git status --porcelain -- Modules Tests App Package.swift docs Tools/FeaturePreviews ':(exclude)docs/PATTERNS.md')
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
  git add -N Modules Tests Tools/FeaturePreviews 2>/dev/null || true
  for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2046
    git diff --binary -- $(paths_of "$pattern") >"$dir/$name/$pattern.patch"
    own+=($(paths_of "$pattern"))
  done
  local excludes=()
  for all in "${own[@]}"; do excludes+=(":(exclude)$all"); done
  # docs/ too: docs cite code as path:line, so a change that moves lines fixes citations
  # (all six patterns' in one file, so the shared patch carries them).
  # Tools/FeaturePreviews too: the previews answer every way out of all six patterns.
  git diff --binary -- Modules Tests Package.swift docs Tools/FeaturePreviews \
    ':(exclude)docs/PATTERNS.md' "${excludes[@]}" >"$dir/$name/shared.patch"
  git reset -q -- Modules Tests Tools/FeaturePreviews
  echo "exported $name: $(for f in "$dir/$name"/*.patch; do printf '%s %s; ' "$(basename "$f" .patch)" "$(files_of "$f" | wc -l)"; done)"
}

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
# The package graph, for the targets a patch makes the build compile again
# (Tools/changes/targets.py): from Package.swift and the patches only, so the column is the
# same on every run, whatever the build folder holds.
swift package describe --type json >"$work/describe.json"
targets_of() { python3 "$dir/targets.py" "$work/describe.json" "$@"; }

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

# The CPU seconds (user + system, the build and every compiler it waited for) of a build.
cpu_build() { # log -> seconds
  local seconds
  seconds=$(python3 - "$1" <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "w") as log:
    status = subprocess.run(["swift", "build", "--build-tests"], stdout=log, stderr=subprocess.STDOUT).returncode
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{usage.ru_utime + usage.ru_stime:.1f}" if status == 0 else "failed")
PY
)
  if [ "$seconds" = failed ]; then
    heal "$1" || { tail -40 "$1"; echo "changes.sh: the build failed ($1)" >&2; exit 1; }
    seconds=$(cpu_build "$1")
  fi
  echo "$seconds"
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

# Writes a table between `<!-- changes:begin KEY -->` and `<!-- changes:end KEY -->` of the
# document into $work/new.md.
splice() { # key table-file
  python3 - "$doc" "<!-- changes:begin $1 -->" "<!-- changes:end $1 -->" "$2" "$work/new.md" <<'PY'
import sys
doc, begin, end, table, out = sys.argv[1:]
text = open(doc, encoding="utf-8").read()
head, rest = text.split(begin + "\n", 1)
_, tail = rest.split(end, 1)
body = open(table, encoding="utf-8").read()
open(out, "w", encoding="utf-8").write(head + begin + "\n" + body + end + tail)
PY
}

# --timing: the CPU seconds of each pattern's rebuild, by hand (never compared). For each
# change the shared patch is applied and built; then a build with nothing changed is
# measured (the baseline of the same run: planning, and linking what a build links every
# time); then each pattern's patch in turn, measured as the build after it. CPU seconds
# (user and system, the build and every compiler it waited for) move far less with the
# load than wall time, and the ratio to the baseline measured minutes before moves less
# still; the load each saw is printed beside it.
if [ "$mode" = timing ]; then
  echo "== the tree as it is"
  build "$work/base.log"
  rows=()
  for name in $(changes); do
    echo "== $name: the shared patch"
    apply "$dir/$name/shared.patch"
    build "$work/$name-shared.log"
    idle=$(cpu_build "$work/$name-idle.log")
    echo "$name: a build with nothing changed: ${idle} s CPU"
    for pattern in "${patterns[@]}"; do
      load=$(cut -d' ' -f1 /proc/loadavg)
      apply "$dir/$name/$pattern.patch"
      seconds=$(cpu_build "$work/$name-$pattern.log")
      ratio=$(awk -v s="$seconds" -v i="$idle" 'BEGIN { printf "%.1f", s / (i > 0 ? i : 1) }')
      echo "$name $(name_of "$pattern"): ${seconds} s CPU, ${ratio}× the no-change build (load $load)"
      rows+=("| $name | $(name_of "$pattern") | $seconds | $idle | $ratio× | $load |")
    done
    revert
  done
  # Each change's rows carry the day and commit they were measured at; a run with --only
  # replaces that change's rows and keeps the others'.
  stamp="$(date -u +%Y-%m-%d), $(git rev-parse --short HEAD)"
  printf '%s\n' "${rows[@]}" | sed "s/\$/ $stamp |/" >"$work/timing-new.rows"
  python3 - "$doc" "$work/timing-new.rows" "$work/timing.md" "$(nproc)" $(changes) <<'PY'
import sys
doc, new_rows, out, cores, *names = sys.argv[1:]
text = open(doc, encoding="utf-8").read()
old = text.split("<!-- changes:begin timing -->\n", 1)[1].split("<!-- changes:end timing -->", 1)[0]
kept = [line for line in old.splitlines()
        if line.startswith("| ") and not line.startswith("| change ") and line.split("|")[1].strip() not in names]
rows = kept + open(new_rows, encoding="utf-8").read().splitlines()
order = [line.split("|")[0].strip() for line in open("Tools/changes/catalogue.txt") if line.strip() and not line.startswith("#")]
rows.sort(key=lambda line: order.index(line.split("|")[1].strip()) if line.split("|")[1].strip() in order else len(order))
with open(out, "w", encoding="utf-8") as f:
    f.write(f"On {cores} cores, by `Tools/changes.sh --timing` (each row says when and at which commit):\n\n")
    f.write("| change | pattern | rebuild, CPU s | no-change build, CPU s | ratio | load average | measured |\n")
    f.write("|---|---|--:|--:|--:|--:|---|\n")
    f.write("\n".join(rows) + "\n")
PY
  splice timing "$work/timing.md"
  cp "$work/new.md" "$doc"
  echo "changes.sh: wrote the compile times into $doc"
  exit 0
fi

# The default run and --check: per change, every patch applied in order (a patch that does
# not apply stops the run), one build, the architecture rules, the tests; then the measures
# and the tree put back.
rows=()
details=()
echo "== the tree as it is"
build "$work/base.log"
for name in $(changes); do
  echo "== $name: the patches"
  all=()
  for part in shared "${patterns[@]}"; do
    patch="$dir/$name/$part.patch"
    apply "$patch" || { echo "changes.sh: $patch no longer applies; Tools/changes.sh --refresh" >&2; exit 1; }
    all+=("$patch")
  done
  echo "== $name: build"
  build "$work/$name.log"
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
  # The change's scenarios against all six, and the tests of every target the change touches
  # or that depends on one it touches (from the package graph).
  filter=$(field_of "$name" 3)
  for target in $(targets_of tests "${all[@]}"); do filter="$filter|^$target\."; done
  echo "== $name: swift test --filter (the change's scenarios and $(targets_of tests "${all[@]}" | wc -l) test targets)"
  swift test --skip-build --filter "$filter" >"$work/$name-test.log" 2>&1 \
    || { cp "$work/$name-test.log" "${TMPDIR:-/tmp}/changes-$name-test.log"
      grep -E '✘|error:' "$work/$name-test.log" | head -40 || true
      echo "changes.sh: $name's tests fail (the log: ${TMPDIR:-/tmp}/changes-$name-test.log)" >&2; exit 1; }
  grep -qE "$(field_of "$name" 3)" "$work/$name-test.log" \
    || { echo "changes.sh: $name's scenarios ($(field_of "$name" 3)) did not run" >&2; exit 1; }
  grep -E 'Test run with [0-9]+ tests?|Executed [0-9]+ tests?' "$work/$name-test.log" | tail -2 || true
  IFS='|' read -r files lines tests <<<"$(measure "$dir/$name/shared.patch")"
  rows+=("| $name | shared | $files | - | $lines | $(targets_of rebuilt "$dir/$name/shared.patch" | wc -l) | $tests |")
  for pattern in "${patterns[@]}"; do
    patch="$dir/$name/$pattern.patch"
    targets=$(targets_of rebuilt "$patch")
    IFS='|' read -r files lines tests <<<"$(measure "$patch")"
    rows+=("| $name | $(name_of "$pattern") | $files | $(roles_of "$patch" "$pattern") | $lines | $(wc -w <<<"$targets") | $tests |")
    details+=("- $name, $(name_of "$pattern"): $(tr '\n' ' ' <<<"$targets" | sed 's/ $//; s/ /, /g')")
  done
  revert
done

{
  echo "| change | pattern | files | roles touched | lines | targets rebuilt | tests added or changed |"
  echo "|---|---|--:|---|--:|--:|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "Targets each pattern's patch makes the build compile again (its own and every target that"
  echo "depends on them, from the package graph):"
  echo
  printf '%s\n' "${details[@]}"
} >"$work/table.md"
if [ -n "$only" ]; then
  # One change's rows are not the table: shown, not written or compared.
  cat "$work/table.md"
  echo "changes.sh: $only applies, builds, keeps the rules and passes its tests (--only: the table is neither written nor compared)"
  exit 0
fi
splice table "$work/table.md"
if [ "$mode" = check ]; then
  if ! diff -u "$doc" "$work/new.md"; then
    echo "changes.sh: the change-impact table in $doc is not current; run Tools/changes.sh" >&2
    exit 1
  fi
  echo "changes.sh: every change applies, builds, keeps the rules and passes its tests; the table is current"
else
  cp "$work/new.md" "$doc"
  echo "changes.sh: wrote the table into $doc"
fi

#!/usr/bin/env bash
# Regenerates the generated parts of docs/PATTERNS.md (between `<!-- patterns:begin NAME -->`
# and `<!-- patterns:end NAME -->`) from what archtool prints on the pattern lab's screens:
# each screen in VIPER (Modules/Features) and in MVC, MVVM, MVP, MVP-C and VIP
# (Modules/Patterns/<Pattern>/<Screen>).
#
#   Tools/patterns.sh                   rewrite the counted sections (sizes, tests as run,
#                                       complexity, CK coupling); the tests must be built
#                                       (`swift build --build-tests`): they are run once,
#                                       the variants' own and VIPER's, to count the cases
#   Tools/patterns.sh --check           change nothing; print a diff and exit 1 if stale
#   Tools/patterns.sh --coverage        also measure line coverage of each variant by its own
#                                       unit tests (an instrumented build of the tests in
#                                       .build-coverage: slow, so by hand, dated, and never
#                                       compared by --check)
#   Tools/patterns.sh --original DIR    also measure radude89/footballgather-ios, cloned
#                                       at DIR (its FootballGather/<Pattern> folders)
#   Tools/patterns.sh --mutants         only this: apply each mutant of Tools/mutants/catalogue.txt
#                                       (build, behaviour suite, the variant's own unit tests,
#                                       restore) and rewrite the dated kill-rate section; by
#                                       hand (1-3 minutes a mutant); a stale mutant fails
#   Tools/patterns.sh --mutants --ci    only the mutants of Tools/mutants/ci.txt, writing
#                                       nothing: fails when one is stale, does not build or
#                                       survives the behaviour suite (.ci/run)
#   Tools/patterns.sh --mutants --only ID,ID   those mutants, writing nothing
#
# There are no timings: see docs/PATTERNS.md, "Build and test times".
set -euo pipefail
cd "$(dirname "$0")/.."
# Tables fit the terminal; the documents are written for no terminal at all.
unset COLUMNS

mode=write
coverage=no
original=""
mutants=no
mutants_ci=no
mutants_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --coverage) coverage=yes ;;
    --original) original=${2:?--original needs the folder of the clone}; shift ;;
    --mutants) mutants=yes ;;
    --ci) mutants_ci=yes ;;
    --only) mutants_only=${2:?--only needs mutant ids, comma-separated}; shift ;;
    *)
      echo "usage: Tools/patterns.sh [--check] [--coverage] [--original DIR] | --mutants [--ci | --only ID,...]" >&2
      exit 2 ;;
  esac
  shift
done
if [ "$mutants" = no ] && { [ "$mutants_ci" = yes ] || [ -n "$mutants_only" ]; }; then
  echo "patterns.sh: --ci and --only go with --mutants" >&2; exit 2
fi

# Mutants (docs/PATTERNS.md, "Mutants"): each a small exact edit of a variant's or VIPER's
# source, applied, built and tested one at a time by Tools/mutants/run.py. The tree is
# restored after each, and on any way out of this script (the trap; run.py keeps a copy of
# the file it changed in .build/mutants/backup).
if [ "$mutants" = yes ]; then
  runner=Tools/mutants/run.py
  trap 'python3 "$runner" --restore' EXIT INT TERM
  results=$(mktemp)
  if [ "$mutants_ci" = yes ] || [ -n "$mutants_only" ]; then
    ids=$mutants_only
    [ "$mutants_ci" = yes ] && ids=$(grep -v '^#' Tools/mutants/ci.txt | grep . | paste -sd, -)
    status=0
    python3 "$runner" "$results" --only "$ids" || status=$?
    cat "$results"
    [ "$status" -ne 3 ] || { echo "patterns.sh: a mutant is stale (listed above)" >&2; exit 1; }
    [ "$status" -eq 0 ] || { echo "patterns.sh: the mutant run failed (above)" >&2; exit 1; }
    if awk -F'\t' '$5 != "killed" && $5 != "killed-hang" { bad = 1 } END { exit !bad }' "$results"; then
      echo "patterns.sh: a mutant survived the behaviour suite or did not build (listed above)" >&2
      exit 1
    fi
    echo "every mutant ($ids) was killed by the behaviour suite"
    exit 0
  fi
  status=0
  python3 "$runner" "$results" || status=$?
  work=$(mktemp -d)
  python3 "$runner" --section "$results" "$(date -u '+%Y-%m-%d')" "$(git rev-parse --short HEAD)" >"$work/mutants"
  cp "$results" Tools/mutants/last-run.tsv
  awk -v file="$work/mutants" '
    /^<!-- patterns:begin mutants -->$/ { print; while ((getline line < file) > 0) print line; skipping = 1; next }
    /^<!-- patterns:end mutants -->$/ { skipping = 0 }
    !skipping { print }
  ' docs/PATTERNS.md >"$work/PATTERNS.md"
  cp "$work/PATTERNS.md" docs/PATTERNS.md
  rm -rf "$work" "$results"
  echo "wrote the mutants section of docs/PATTERNS.md"
  exit "$status"
fi

swift build --product archtool >/dev/null 2>&1 || swift build --product archtool
tool="$PWD/.build/debug/archtool"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/sections"

patterns=(VIPER MVC MVVM MVP MVPC VIP)
# The screens with variants: a folder of Modules/Patterns/<Pattern>/ in every pattern.
screens=()
for screen in Login PlayerDetail Gather; do
  all=yes
  for pattern in MVC MVVM MVP MVPC VIP; do
    [ -d "Modules/Patterns/$pattern/$screen" ] || all=no
  done
  [ $all = yes ] && screens+=("$screen")
done

name_of() { case $1 in MVPC) echo MVP-C ;; *) echo "$1" ;; esac; }
profile_of() { case $1 in MVPC) echo mvp-c ;; *) tr 'A-Z' 'a-z' <<<"$1" ;; esac; }
# VIPER's screens are feature modules; its PlayerDetail is two (the detail and the edit
# form), which the variants hold in one target.
features_of() { case $1 in PlayerDetail) echo "PlayerDetail PlayerEdit" ;; *) echo "$1" ;; esac; }
targets_of() { # pattern screen
  if [ "$1" = VIPER ]; then
    for feature in $(features_of "$2"); do printf '%sFeature ' "$feature"; done
  else
    echo "$1$2"
  fi
}
sources_of() {
  if [ "$1" = VIPER ]; then
    for feature in $(features_of "$2"); do printf 'Modules/Features/%s ' "$feature"; done
  else
    echo "Modules/Patterns/$1/$2"
  fi
}
tests_of() { for target in $(targets_of "$1" "$2"); do printf 'Tests/%sTests ' "$target"; done; }

# One tree per pattern and screen, the screen's sources copied under one folder.
tree_of() { # pattern screen kind(sources|tests)
  local dir="$work/trees/$1-$2-$3"
  if [ ! -d "$dir" ]; then
    mkdir -p "$dir"
    local folders
    if [ "$3" = sources ]; then folders=$(sources_of "$1" "$2"); else folders=$(tests_of "$1" "$2"); fi
    for folder in $folders; do [ -d "$folder" ] && cp -R "$folder" "$dir/"; done
  fi
  echo "$dir"
}

# The screen code in Presentation that every variant of a screen calls (docs/PATTERNS.md,
# "What every pattern shares"): counted in no row, so each size is given with and without it.
shared_of() { case $1 in Gather) echo Modules/Kernel/Presentation/Match ;; *) echo "" ;; esac; }
# Code lines of a folder, as `archtool report` counts them.
code_of() {
  "$tool" report "$1" --format markdown 2>/dev/null \
    | awk -F'|' '/^\| total / { gsub(/ /, ""); print $4; exit }'
}
# The test support each pattern's test targets depend on (Package.swift: every variant's
# and feature's tests get TestSupport and TestDoubles; MVP's and MVP-C's also
# MVPTestSupport; MVC's and MVVM's match screens GatherScreenTestSupport). Of these, a
# variant's test code counts the files its tests use.
support_of() {
  case $1 in
    MVP | MVPC) echo Modules/Support/TestSupport Modules/Support/TestDoubles Tests/Support/MVPTestSupport ;;
    MVC | MVVM) echo Modules/Support/TestSupport Modules/Support/TestDoubles Tests/Support/GatherScreenTestSupport ;;
    *) echo Modules/Support/TestSupport Modules/Support/TestDoubles ;;
  esac
}
# The role (docs/METRICS.md, "Roles") of each layer the six profiles use.
role_of_layer() {
  case $1 in
    view | controller | ui-toolkit) echo screen ;; viewmodel | presenter) echo presentation ;;
    interactor | worker) echo business ;; router | coordinator) echo navigation ;;
    builder | configurator | app) echo assembly ;; contracts | models) echo contracts ;;
    entity | model | domain) echo model ;; *) echo "$1" ;;
  esac
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }

# Every test of the variants and of VIPER's screens, run once; the cases come from the
# runner's own record: Swift Testing's event stream (one `testCaseEnded` event per case,
# each argument of a parameterised test its own case; its xUnit file has one <testcase>
# per test function instead) and XCTest's xUnit file (one <testcase> per method).
test_targets=()
for screen in "${screens[@]}"; do
  for pattern in "${patterns[@]}"; do
    for target in $(targets_of "$pattern" "$screen"); do test_targets+=("${target}Tests"); done
  done
done
filter="^($(IFS='|'; echo "${test_targets[*]}"))\\."
run_tests() { # extra swift test options...
  if ! swift test "$@" --filter "$filter" --xunit-output "$work/xunit.xml" \
    --event-stream-output-path "$work/events.jsonl" --event-stream-version 0 >"$work/tests.log" 2>&1; then
    tail -40 "$work/tests.log" >&2
    echo "patterns.sh: the variants' tests failed or are not built (swift build --build-tests)" >&2
    exit 1
  fi
}
if [ "$coverage" = yes ]; then
  echo "coverage: building the tests instrumented in .build-coverage (slow)" >&2
  swift build --scratch-path .build-coverage --build-tests --enable-code-coverage >"$work/build.log" 2>&1 \
    || { tail -40 "$work/build.log" >&2; exit 1; }
  # Only this run's counters: the profiles of an earlier run would add their lines.
  codecov=$(dirname "$(swift test --scratch-path .build-coverage --show-codecov-path)")
  rm -rf "$codecov"
  run_tests --scratch-path .build-coverage --skip-build --enable-code-coverage
else
  run_tests --skip-build
fi
grep -q '"kind":"runEnded"' "$work/events.jsonl" || { echo "patterns.sh: the test run left no event stream" >&2; exit 1; }
# Cases run per test target (module): a Swift Testing test that ended counts its
# `testCaseEnded` events (a test with no arguments has none: it is one case); an XCTest
# method is one <testcase> of the XCTest xUnit file. Skipped tests never start.
python3 - "$work/events.jsonl" "$work/xunit.xml" >"$work/cases" <<'PY'
import collections, json, os, re, sys
cases, ended, functions = collections.Counter(), [], set()
for line in open(sys.argv[1]):
    event = json.loads(line)
    payload = event.get("payload", {})
    if event.get("kind") == "test" and payload.get("kind") == "function":
        functions.add(payload["id"])
    if event.get("kind") != "event":
        continue
    if payload["kind"] == "testCaseEnded":
        cases[payload["testID"]] += 1
    elif payload["kind"] == "testEnded":
        ended.append(payload["testID"])
per_module = collections.Counter()
for test in ended:
    if test in functions:  # a test function, not a suite
        per_module[test.split(".")[0]] += max(cases[test], 1)
if os.path.exists(sys.argv[2]):
    for name in re.findall(r'<testcase classname="([^".]*)\.', open(sys.argv[2]).read()):
        per_module[name] += 1
for module, count in sorted(per_module.items()):
    print(module, count)
PY
cases_of_target() { awk -v t="$1" '$1 == t { n = $2 } END { print n + 0 }' "$work/cases"; }

{
  echo "| screen | pattern | files | code | code by role | types | protocols | shared screen code | code with shared | × MVC | × MVC with shared |"
  echo "| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
  for screen in "${screens[@]}"; do
    shared=0
    for folder in $(shared_of "$screen"); do shared=$((shared + $(code_of "$folder"))); done
    rows=()
    for pattern in "${patterns[@]}"; do
      profile=$(profile_of "$pattern")
      src=$(tree_of "$pattern" "$screen" sources)
      report=$("$tool" report "$src" --profile "$profile" --format markdown 2>/dev/null)
      total=$(awk -F'|' '/^\| total / { gsub(/ /, ""); print; exit }' <<<"$report")
      files=$(cut -d'|' -f3 <<<"$total"); code=$(cut -d'|' -f4 <<<"$total")
      types=$(cut -d'|' -f7 <<<"$total"); protocols=$(cut -d'|' -f8 <<<"$total")
      # Code by role as declared: a line counts for the role of the type it is in.
      roles=$("$tool" complexity "$src" --profile "$profile" --code --format csv 2>/dev/null \
        | awk -F, 'NR > 1 && $1 != "total" && $2 > 0 { printf "%s%s %s", sep, $1, $2; sep = ", " }')
      [ "$pattern" = MVC ] && mvc=$code
      rows+=("$(name_of "$pattern")|$files|$code|$roles|$types|$protocols")
    done
    for row in "${rows[@]}"; do
      IFS='|' read -r name files code roles types protocols <<<"$row"
      echo "| $screen | $name | $files | $code | $roles | $types | $protocols | $shared | $((code + shared)) | $(ratio "$code" "$mvc") | $(ratio $((code + shared)) $((mvc + shared))) |"
    done
  done
} >"$work/sections/sizes"

{
  echo "| screen | pattern | test cases run | test functions | test code | support files used | support code | test code with support |"
  echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do
      profile=$(profile_of "$pattern")
      tests=$(tree_of "$pattern" "$screen" tests)
      testtotal=$("$tool" report "$tests" --profile "$profile" --format markdown 2>/dev/null \
        | awk -F'|' '/^\| total / { gsub(/ /, ""); print; exit }')
      unit=$(cut -d'|' -f12 <<<"$testtotal"); testcode=$(cut -d'|' -f14 <<<"$testtotal")
      cases=0
      for target in $(targets_of "$pattern" "$screen"); do
        cases=$((cases + $(cases_of_target "${target}Tests")))
      done
      # shellcheck disable=SC2046
      "$tool" support-use "$tests" $(support_of "$pattern") >"$work/support" 2>/dev/null
      used=$(grep -c . "$work/support" || true)
      support=$(awk '{ s += $1 } END { print s + 0 }' "$work/support")
      echo "| $screen | $(name_of "$pattern") | $cases | $unit | $testcode | $used | $support | $((testcode + support)) |"
    done
  done
} >"$work/sections/tests"

# The behaviour matrix: per screen, each behaviour of its catalogue (Tests/Support/
# BehaviourCatalogue/<Screen>.swift, one Swift Testing tag each) against the six patterns,
# marked where the pattern's own unit tests carry its tag: in a `.tags(...)` of a test or
# suite of the variant's test folders (VIPER's: its feature modules'), or of a test-support
# file those tests use (`archtool support-use`, as the test code above counts it).
{
  for screen in "${screens[@]}"; do
    carriers=()
    for pattern in "${patterns[@]}"; do
      tests=$(tree_of "$pattern" "$screen" tests)
      # shellcheck disable=SC2046
      "$tool" support-use "$tests" $(support_of "$pattern") 2>/dev/null | awk '{ print $2 }' >"$work/support-files"
      list="$work/carriers-$pattern-$screen"
      { find "$tests" -name '*.swift' | sort; cat "$work/support-files"; } >"$list"
      carriers+=("$(name_of "$pattern")=$list")
    done
    python3 - "Tests/Support/BehaviourCatalogue/$screen.swift" "$screen" "${carriers[@]}" <<'PY'
import re, sys
catalogue, screen, carriers = sys.argv[1], sys.argv[2], sys.argv[3:]
source = open(catalogue).read()
behaviours = re.findall(r"///\s*(.+?)\n\s*@Tag\s+public\s+static\s+var\s+(\w+)\s*:", source)
columns = []
for carrier in carriers:
    name, listing = carrier.split("=", 1)
    tags = set()
    for path in open(listing).read().split():
        text = open(path).read()
        for arguments in re.findall(r"\.tags\(([^)]*)\)", text):
            tags.update(re.findall(r"\.(\w+)", arguments))
    columns.append((name, tags))
print(f"**{screen}** ({len(behaviours)} behaviours)")
print()
print("| behaviour | " + " | ".join(name for name, _ in columns) + " |")
print("| --- | " + " | ".join(":-:" for _ in columns) + " |")
for line, tag in behaviours:
    cells = ["✓" if tag in tags else "·" for _, tags in columns]
    said = line.replace("|", "\\|")  # a pipe in a cell would end it
    print(f"| `{tag}`: {said} | " + " | ".join(cells) + " |")
counts = [f"{sum(tag in tags for _, tag in behaviours)}/{len(behaviours)}" for _, tags in columns]
print("| carried | " + " | ".join(counts) + " |")
print()
PY
  done
} >"$work/sections/behaviours"
# No blank line before the section's end marker.
sed -i -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$work/sections/behaviours"

# Cyclomatic complexity per role, the role of each function that of its type by
# declaration (archtool complexity; docs/METRICS.md).
{
  echo "| screen | pattern | functions | CC sum | CC largest | by role: sum / largest |"
  echo "| --- | --- | ---: | ---: | ---: | --- |"
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do
      src=$(tree_of "$pattern" "$screen" sources)
      table=$("$tool" complexity "$src" --profile "$(profile_of "$pattern")" --format csv 2>/dev/null | tail -n +2)
      total=$(grep '^total,' <<<"$table")
      roles=$(grep -v '^total,' <<<"$table" | awk -F, '{ printf "%s%s %s / %s", sep, $1, $3, $4; sep = ", " }')
      echo "| $screen | $(name_of "$pattern") | $(cut -d, -f2 <<<"$total") | $(cut -d, -f3 <<<"$total") | $(cut -d, -f4 <<<"$total") | $roles |"
    done
  done
} >"$work/sections/complexity"

# The CK figures per type, per role: WMC, CBO (fan-out and fan-in among the variant's own
# types), RFC and LCOM4, as archtool complexity --coupling prints them.
{
  echo "| screen | pattern | types | WMC largest | CBO largest | RFC sum | RFC largest | LCOM4 sum | LCOM4 largest | coupling edges | by role: types, WMC largest, CBO largest, RFC sum, LCOM4 sum |"
  echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do
      src=$(tree_of "$pattern" "$screen" sources)
      table=$("$tool" complexity "$src" --profile "$(profile_of "$pattern")" --coupling --format csv 2>/dev/null | tail -n +2)
      IFS=, read -r _ types _ wmc cbo edges _ rfc rfcmax lcom lcommax <<<"$(grep '^total,' <<<"$table")"
      roles=$(grep -v '^total,' <<<"$table" \
        | awk -F, '{ printf "%s%s %s, %s, %s, %s, %s", sep, $1, $2, $4, $5, $8, $10; sep = "; " }')
      echo "| $screen | $(name_of "$pattern") | $types | $wmc | $cbo | $rfc | $rfcmax | $lcom | $lcommax | $edges | $roles |"
    done
  done
} >"$work/sections/coupling"

# By hand only (--coverage): line coverage of each variant target by its own unit tests.
if [ "$coverage" = yes ]; then
  profdata=$codecov/default.profdata
  # The toolchain's own llvm-cov reads its profiles (a system one may be older).
  llvm_cov=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov
  [ -x "$llvm_cov" ] || llvm_cov=llvm-cov
  binary=$(find .build-coverage/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
  {
    echo "Measured $(date -u '+%Y-%m-%d') at commit $(git rev-parse --short HEAD) by \`Tools/patterns.sh --coverage\`:"
    echo "\`swift test --enable-code-coverage\` running only the variants' own unit tests (and"
    echo "VIPER's feature tests), then \`llvm-cov export -summary-only\` on each variant's sources."
    echo
    echo "| screen | pattern | lines | covered | line coverage | by role |"
    echo "| --- | --- | ---: | ---: | ---: | --- |"
    for screen in "${screens[@]}"; do
      for pattern in "${patterns[@]}"; do
        profile=$(profile_of "$pattern")
        : >"$work/roles"
        for folder in $(sources_of "$pattern" "$screen"); do
          "$tool" report "$folder" --profile "$profile" --files --format csv 2>/dev/null | tail -n +4 \
            | while IFS=, read -r path layer _; do
              echo "$PWD/$folder/$path $(role_of_layer "$layer")"
            done >>"$work/roles"
        done
        # shellcheck disable=SC2046
        "$llvm_cov" export -summary-only -instr-profile "$profdata" "$binary" \
          $(find $(sources_of "$pattern" "$screen") -name '*.swift' | sed "s|^|$PWD/|") >"$work/cov.json"
        python3 - "$work/cov.json" "$work/roles" "$screen" "$(name_of "$pattern")" <<'PY'
import json, sys
roles = dict(line.split() for line in open(sys.argv[2]) if line.strip())
order = ["screen", "presentation", "business", "navigation", "assembly", "contracts", "model"]
count, covered, by_role = 0, 0, {}
for data in json.load(open(sys.argv[1]))["data"]:
    for entry in data["files"]:
        lines = entry["summary"]["lines"]
        role = roles.get(entry["filename"], "other")
        total = by_role.setdefault(role, [0, 0])
        total[0] += lines["count"]; total[1] += lines["covered"]
        count += lines["count"]; covered += lines["covered"]
pct = lambda c, n: f"{100.0 * c / n:.1f} %" if n else "n/a"
cells = ", ".join(f"{r} {pct(by_role[r][1], by_role[r][0])}" for r in order + sorted(set(by_role) - set(order)) if r in by_role)
print(f"| {sys.argv[3]} | {sys.argv[4]} | {count} | {covered} | {pct(covered, count)} | {cells} |")
PY
      done
    done
  } >"$work/sections/coverage"
fi

# By hand only: the original app's six patterns, by role, at the clone's commit.
if [ -n "$original" ]; then
  commit=$(git -C "$original" rev-parse HEAD)
  {
    echo "radude89/footballgather-ios at commit \`$commit\`, measured by"
    echo "\`cd FootballGather && archtool compare MVC@mvc MVVM@mvvm MVP@mvp MVP-C@mvp-c VIPER@viper VIP@vip --baseline MVC --metrics files,code,types,tests --format markdown\`:"
    echo
    (cd "$original/FootballGather" && "$tool" compare MVC@mvc MVVM@mvvm MVP@mvp MVP-C@mvp-c \
      VIPER@viper VIP@vip --baseline MVC --metrics files,code,types,tests --format markdown) \
      | tail -n +2 | awk '/^identical files/ { stop = 1 } !stop { print }' | sed -e '/./,$!d'
  } >"$work/sections/original"
fi

# docs/PATTERNS.md with each regenerated section replaced; the others stay as they are.
awk -v dir="$work/sections" '
  /^<!-- patterns:begin [a-z-]+ -->$/ {
    print; name = $3; file = dir "/" name
    if ((getline line < file) > 0) {
      print line
      while ((getline line < file) > 0) print line
      close(file); skipping = 1
    }
    next
  }
  /^<!-- patterns:end [a-z-]+ -->$/ { skipping = 0 }
  !skipping { print }
' docs/PATTERNS.md >"$work/PATTERNS.md"

if [ "$mode" = check ]; then
  if ! diff -u docs/PATTERNS.md "$work/PATTERNS.md"; then
    echo "docs/PATTERNS.md is stale: run Tools/patterns.sh and commit the result" >&2
    exit 1
  fi
  echo "docs/PATTERNS.md matches what archtool prints"
else
  cp "$work/PATTERNS.md" docs/PATTERNS.md
  echo "wrote docs/PATTERNS.md"
fi

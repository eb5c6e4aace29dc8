#!/usr/bin/env bash
# Regenerates the generated parts of docs/PATTERNS.md (between `<!-- patterns:begin NAME -->`
# and `<!-- patterns:end NAME -->`) from what archtool prints on the pattern lab's screens:
# each screen in VIPER (Modules/Features) and in MVC, MVVM, MVP, MVP-C and VIP
# (Modules/Patterns/<Pattern>/<Screen>).
#
#   Tools/patterns.sh                   rewrite the counted sections (sizes, coupling)
#   Tools/patterns.sh --check           change nothing; print a diff and exit 1 if stale
#   Tools/patterns.sh --timings [N]     also measure build and test times (N runs each,
#                                       default 3; slow; machine-dependent, so run by
#                                       hand, dated, and never compared by --check)
#   Tools/patterns.sh --original DIR    also measure radude89/footballgather-ios, cloned
#                                       at DIR (its FootballGather/<Pattern> folders)
set -euo pipefail
cd "$(dirname "$0")/.."
# Tables fit the terminal; the documents are written for no terminal at all.
unset COLUMNS

mode=write
runs=0
original=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --timings)
      runs=3
      if [[ "${2:-}" =~ ^[0-9]+$ ]]; then runs=$2; shift; fi ;;
    --original) original=${2:?--original needs the folder of the clone}; shift ;;
    *) echo "usage: Tools/patterns.sh [--check] [--timings [N]] [--original DIR]" >&2; exit 2 ;;
  esac
  shift
done

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

# The rows of the second markdown table archtool prints (by layer or role), without the
# header, the separator and the total: "name|files|code|...".
table_rows() {
  awk -F'|' '/^\| / { if (++seen == 1) next } /^$/ { if (seen) tables++; seen = 0 }
    tables == 1 && seen > 2 { gsub(/ /, ""); print }' | sed -e 's/^|//' -e 's/|$//'
}

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

{
  echo "| screen | pattern | files | code | code by role | types | protocols | unit tests | test code |"
  echo "| --- | --- | ---: | ---: | --- | ---: | ---: | ---: | ---: |"
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do
      profile=$(profile_of "$pattern")
      src=$(tree_of "$pattern" "$screen" sources)
      tests=$(tree_of "$pattern" "$screen" tests)
      report=$("$tool" report "$src" --profile "$profile" --format markdown 2>/dev/null)
      total=$(awk -F'|' '/^\| total / { gsub(/ /, ""); print; exit }' <<<"$report")
      files=$(cut -d'|' -f3 <<<"$total"); code=$(cut -d'|' -f4 <<<"$total")
      types=$(cut -d'|' -f7 <<<"$total"); protocols=$(cut -d'|' -f8 <<<"$total")
      roles=$(table_rows <<<"$report" | awk -F'|' '$1 != "total" && $3 > 0 { printf "%s%s %s", sep, $1, $3; sep = ", " }')
      testtotal=$("$tool" report "$tests" --profile "$profile" --format markdown 2>/dev/null \
        | awk -F'|' '/^\| total / { gsub(/ /, ""); print; exit }')
      unit=$(cut -d'|' -f12 <<<"$testtotal"); testcode=$(cut -d'|' -f14 <<<"$testtotal")
      echo "| $screen | $(name_of "$pattern") | $files | $code | $roles | $types | $protocols | $unit | $testcode |"
    done
  done
} >"$work/sections/sizes"

# Coupling of each variant target (and of VIPER's feature modules) in the app's target graph.
graph=$("$tool" graph 2>/dev/null)
{
  echo "| screen | pattern | target | Ca | Ce | I | A | D |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do
      for target in $(targets_of "$pattern" "$screen"); do
        awk -v t="$target" -v s="$screen" -v p="$(name_of "$pattern")" \
          '$1 == t { printf "| %s | %s | %s | %s | %s | %s | %s | %s |\n", s, p, t, $3, $4, $5, $6, $7 }' \
          <<<"$graph"
      done
    done
  done
} >"$work/sections/coupling"

# By hand only: build and test times, as a ratio to VIPER measured in the same run. Every
# step that fails stops the script with its log (before, a failed build ended it without
# a word); the runs are interleaved (run 1 of every pattern, then run 2, ...), so load that
# comes and goes on a shared machine falls on every pattern alike.
if [ "$runs" -gt 0 ]; then
  scratch=.build-patterns-timing
  now() { date +%s.%N; }
  median() { sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
  load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load average[s]*: //'; }
  # Runs a command quietly; if it fails, prints what it said and stops.
  step() { # what command...
    local what=$1; shift
    if ! "$@" >"$work/step.log" 2>&1; then
      tail -30 "$work/step.log" >&2
      echo "patterns.sh --timings: $what failed: $*" >&2
      exit 1
    fi
  }
  # The file of each variant's presentation logic: the one a one-line edit goes into.
  logic_file() { # pattern screen
    local dir main
    if [ "$1" = VIPER ]; then dir="Modules/Features/$2"; else dir="Modules/Patterns/$1/$2"; fi
    case $1 in
      MVC) main="${2}ViewController.swift" ;;
      MVVM) main="${2}ViewModel.swift" ;;
      *) main="${2}Presenter.swift" ;;
    esac
    [ -f "$dir/$main" ] || { echo "patterns.sh --timings: no $dir/$main to edit" >&2; exit 1; }
    echo "$dir/$main"
  }
  build() { for target in $1; do step "building $target" swift build --scratch-path "$scratch" --target "$target"; done; }
  # The edited file is put back however the script ends.
  edited=""
  trap '[ -z "$edited" ] || cp "$work/saved.swift" "$edited"; rm -rf "$work"' EXIT
  load_before=$(load)
  echo "timings: building the tests and every target once ($runs runs each, then)" >&2
  step "building the tests" swift build --build-tests
  for screen in "${screens[@]}"; do
    for pattern in "${patterns[@]}"; do build "$(targets_of "$pattern" "$screen")"; done
  done
  for run in $(seq "$runs"); do
    for screen in "${screens[@]}"; do
      for pattern in "${patterns[@]}"; do
        key="$screen-$pattern"
        echo "timings: run $run of $runs, $screen in $(name_of "$pattern")" >&2
        targets=$(targets_of "$pattern" "$screen")
        file=$(logic_file "$pattern" "$screen")
        # Clean: every source file of the variant touched, so all of it compiles again (its
        # dependencies stay built). Removing its build folder instead leaves SwiftPM without
        # the output file map it expects, and the build fails.
        find $(sources_of "$pattern" "$screen") -name '*.swift' -exec touch {} +
        start=$(now)
        build "$targets"
        echo "$(now) - $start" | bc >>"$work/clean-$key"
        cp "$file" "$work/saved.swift"
        edited=$file
        echo "// a one-line edit of the presentation logic" >>"$file"
        start=$(now)
        build "$targets"
        echo "$(now) - $start" | bc >>"$work/incremental-$key"
        cp "$work/saved.swift" "$file"
        edited=""
        build "$targets"
        filter=$(for target in $targets; do printf '%sTests|' "$target"; done | sed 's/|$//')
        start=$(now)
        step "testing $filter" swift test --skip-build --filter "$filter"
        echo "$(now) - $start" | bc >>"$work/tests-$key"
      done
    done
  done
  load_after=$(load)
  {
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -m), $(nproc) cores, median of $runs"
    echo "runs, interleaved; each ratio is to VIPER's figure for the same screen in the same run."
    echo "Load average (1, 5, 15 min) before: $load_before; after: $load_after."
    echo
    echo "| screen | pattern | clean build (s) | × VIPER | incremental build (s) | × VIPER | tests (s) | × VIPER |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |"
    for screen in "${screens[@]}"; do
      for pattern in "${patterns[@]}"; do
        key="$screen-$pattern"
        c=$(median <"$work/clean-$key"); i=$(median <"$work/incremental-$key")
        t=$(median <"$work/tests-$key")
        if [ "$pattern" = VIPER ]; then vc=$c; vi=$i; vt=$t; fi
        printf '| %s | %s | %.1f | %.2f | %.1f | %.2f | %.2f | %.2f |\n' "$screen" "$(name_of "$pattern")" \
          "$c" "$(echo "$c / $vc" | bc -l)" "$i" "$(echo "$i / $vi" | bc -l)" \
          "$t" "$(echo "$t / $vt" | bc -l)"
      done
    done
  } >"$work/sections/timings"
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

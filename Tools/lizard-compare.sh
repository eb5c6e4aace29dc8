#!/usr/bin/env bash
# Compares archtool's per-function cyclomatic complexity with lizard's (PyPI `lizard`,
# which reads Swift) on every Swift file under the folders given (default
# Modules/Patterns), and prints how many functions agree exactly and within 1.
#
#   pip install lizard            (once; it is not needed by the build or by CI)
#   Tools/lizard-compare.sh [--list] [FOLDER...]
#
# Functions are matched by file and the line of their keyword. lizard reads each file on
# its own here (its command line skips a file identical to one it already read, and the
# variants share a few). archtool also counts a computed property's implicit getter as a
# function, which lizard does not: those are listed as "archtool only" and left out of the
# agreement. --list prints every function the two tools count more than 1 apart.
set -euo pipefail
cd "$(dirname "$0")/.."
list=no
if [ "${1:-}" = --list ]; then list=yes; shift; fi
[ $# -gt 0 ] || set -- Modules/Patterns
python3 -c 'import lizard' 2>/dev/null || { echo "lizard-compare: pip install lizard first" >&2; exit 2; }
swift build --product archtool >/dev/null 2>&1 || swift build --product archtool
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for folder in "$@"; do
  .build/debug/archtool complexity "$folder" --include-tests --functions --format csv 2>/dev/null \
    | awk -v f="$folder" -F, 'NR > 1 { print f "/" $0 }' >>"$work/archtool.csv"
  find "$folder" -name '*.swift' | sort >>"$work/files"
done
LIST=$list python3 - "$work/archtool.csv" "$work/files" <<'PY'
import csv, os, sys
import lizard
archtool = {}
for row in csv.reader(open(sys.argv[1])):
    archtool[(row[0], int(row[1]))] = (int(row[5]), row[2], row[6] == "yes")
theirs = {}
for path in open(sys.argv[2]).read().splitlines():
    for function in lizard.analyze_file(path).function_list:
        theirs[(path, function.start_line)] = (function.cyclomatic_complexity, function.name)
both = sorted(set(archtool) & set(theirs))
exact = sum(archtool[k][0] == theirs[k][0] for k in both)
within = sum(abs(archtool[k][0] - theirs[k][0]) <= 1 for k in both)
only_lizard = sorted(set(theirs) - set(archtool))
only_archtool = [k for k in set(archtool) - set(theirs)]
computed = sum(archtool[k][2] for k in only_archtool)
share = 100.0 * within / len(both) if both else 0.0
print(f"lizard {lizard.version if hasattr(lizard, 'version') else ''}".strip())
print(f"functions both tools count: {len(both)}")
print(f"same complexity: {exact} ({100.0 * exact / max(len(both), 1):.1f} %)")
print(f"within 1: {within} ({share:.1f} %)")
print(f"lizard only: {len(only_lizard)}")
print(f"archtool only: {len(only_archtool)} ({computed} computed properties)")
if os.environ.get("LIST") == "yes":
    for k in both:
        if abs(archtool[k][0] - theirs[k][0]) > 1:
            print(f"  {k[0]}:{k[1]} {theirs[k][1]}: archtool {archtool[k][0]}, lizard {theirs[k][0]}")
    for k in only_lizard:
        print(f"  lizard only {k[0]}:{k[1]} {theirs[k][1]}")
    for k in sorted(only_archtool):
        if not archtool[k][2]:
            print(f"  archtool only {k[0]}:{k[1]} {archtool[k][1]}")
sys.exit(0 if share >= 95.0 else 1)
PY

#!/usr/bin/env bash
# Checks that the documentation site Tools/docs.sh built renders in a real browser:
# serves .build/docs/site over HTTP, opens pages in headless Chromium (Debian's package,
# installed when missing) and looks for text that only the rendered page has (DocC pages
# are an app: their HTML is empty until its JavaScript has run).
#
#   Tools/docs-render-check.sh                    check the pages
#   Tools/docs-render-check.sh --screenshot FILE  also save the tutorial's first screen as a PNG
#
# Checked: the landing page names every module; each module's page shows its overview;
# the tutorial shows each section's title and each listing's file name.
set -euo pipefail
cd "$(dirname "$0")/.."

site=.build/docs/site
screenshot=""
[ "${1:-}" = "--screenshot" ] && screenshot=${2:?"--screenshot needs a file"}
[ -d "$site" ] || { echo "render-check: no $site; run Tools/docs.sh first"; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "render-check: installing chromium (Debian's package)"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi

work=$(mktemp -d)
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$site" >"$work/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
port=""
for _ in $(seq 1 50); do
  port=$(sed -nE 's/.*port ([0-9]+).*/\1/p' "$work/server.log" | head -n 1)
  [ -n "$port" ] && break
  sleep 0.1
done
[ -n "$port" ] || { cat "$work/server.log"; echo "render-check: the server did not start"; exit 1; }
base="http://127.0.0.1:$port"

chrome() {
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --virtual-time-budget=15000 "$@" 2>/dev/null
}

failed=0
# expect PAGE TEXT...: every TEXT is in PAGE's rendered DOM.
expect() {
  local page=$1; shift
  local dom="$work/dom.html"
  chrome --dump-dom "$base$page" >"$dom" || true
  local missing=()
  for text in "$@"; do
    grep -qF -- "$text" "$dom" || missing+=("$text")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "render-check: $page does not show: ${missing[*]}"
    failed=1
  else
    echo "render-check: $page renders ($# texts found)"
  fi
}

modules=()
for folder in Modules/Features/*/; do modules+=("$(basename "$folder")Feature"); done
modules+=(Domain LineUI)

expect /documentation/ "${modules[@]}"
for module in "${modules[@]}"; do
  lower=$(tr '[:upper:]' '[:lower:]' <<<"$module")
  expect "/documentation/$lower" "$module" "Overview" "Changelog"
done

tutorial=Modules/Features/Attendance/Attendance.docc/Tutorials/BuildAFeatureModule.tutorial
mapfile -t sections < <(sed -nE 's/.*@Section\(title: "([^"]*)"\).*/\1/p' "$tutorial")
mapfile -t listings < <(sed -nE 's/.*@Code\(name: "([^"]*)".*/\1/p' "$tutorial" | sort -u)
expect /tutorials/table-of-contents "Build a feature module" "Your first feature module"
expect /tutorials/attendancefeature/buildafeaturemodule "${sections[@]}" "${listings[@]}"

if [ -n "$screenshot" ]; then
  chrome --window-size=1280,1600 --screenshot="$screenshot" \
    "$base/tutorials/attendancefeature/buildafeaturemodule" >/dev/null
  echo "render-check: the tutorial's first screen is in $screenshot"
fi
[ "$failed" -eq 0 ] || { echo "render-check: FAILED"; exit 1; }
echo "render-check: every page rendered"

#!/usr/bin/env bash
# Renders an HTML report in headless Chromium and fails when the page logs anything to the
# console (a script error, a blocked resource: the report itself logs nothing) or the
# screenshot looks blank. The same check runs in ./mvnw verify as HtmlInBrowserTest.
#
#   scripts/check-html.sh FILE.html OUT.png [WIDTH,HEIGHT]     (default 1280,2000)
#
# Needs chromium (Debian: apt-get install chromium) and a JDK (java runs PngCheck.java as a
# single-file program).
set -euo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
  echo "usage: $0 FILE.html OUT.png [WIDTH,HEIGHT]" >&2
  exit 2
fi
html=$1
png=$2
size=${3:-1280,2000}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

command -v chromium >/dev/null || { echo "check-html: chromium is not on the PATH" >&2; exit 2; }
[[ -f $html ]] || { echo "check-html: no such file: $html" >&2; exit 2; }

profile=$(mktemp -d)
log=$(mktemp)
trap 'rm -rf "$profile" "$log"' EXIT
url="file://$(cd "$(dirname "$html")" && pwd)/$(basename "$html")"
mkdir -p "$(dirname "$png")"
rm -f "$png"

status=0
timeout 120 chromium --headless --no-sandbox --disable-gpu --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --user-data-dir="$profile" --enable-logging=stderr --v=0 --hide-scrollbars \
  --screenshot="$png" --window-size="$size" "$url" >/dev/null 2>"$log" || status=$?
if [[ $status -ne 0 ]]; then
  echo "check-html: chromium exited with status $status" >&2
  cat "$log" >&2
  exit 1
fi
if grep -E 'CONSOLE[(:]|Uncaught' "$log" >&2; then
  echo "check-html: the page wrote to the console (above)" >&2
  exit 1
fi
java "$here/src/test/java/arbiter/report/PngCheck.java" "$png"

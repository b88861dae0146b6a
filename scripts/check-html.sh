#!/usr/bin/env bash
# Opens the HTML report the HarnessReports tests write (.build/report-fixtures/
# index.html, or $REPORT_FIXTURES) in headless Chromium: takes screenshots
# into the same folder (index.png, 1600×2600: the summary table, the causes and the
# first failing cases; index-half.png, 1600×1400: every animation half way), and checks from the DOM after the page's script ran that it marked itself
# ready (data-report-ready="ok"), drew every case, reported no script error, and has
# the structure the manifest (expected.json, written by ReportFixtureTests) names:
# the summary table's rows (one per failing finding kind, most severe first), the
# number of cause cards, the cases in page order (failing first) and the views
# highlighted in failing drawings.
# Installs Debian's chromium when missing; fails loudly if it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
DIR="${REPORT_FIXTURES:-.build/report-fixtures}"

fail() { echo "check-html: FAILED: $*" >&2; exit 1; }

if [ ! -f "$DIR/index.html" ] || [ ! -f "$DIR/expected.json" ]; then
  echo "check-html: $DIR/index.html is missing: writing it with the HarnessReports tests"
  swift test --filter HarnessReportsTests.ReportFixtureTests
fi

if ! command -v python3 >/dev/null 2>&1; then
  echo "check-html: installing python3 (reads the manifest, checks the DOM and the PNGs)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq python3 >/dev/null || fail "cannot install python3"
fi

CHROME="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$CHROME" ]; then
  echo "check-html: installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || fail "apt-get update failed, so chromium cannot be installed"
  apt-get install -y -qq chromium >/dev/null || fail "apt-get install chromium failed"
  CHROME="$(command -v chromium || true)"
  [ -n "$CHROME" ] || fail "chromium is still not on PATH after installing it"
fi
"$CHROME" --version 2>/dev/null || true

PAGE="$(cd "$DIR" && pwd)/index.html"
FLAGS=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions --mute-audio)
read -r CASES MORPHS < <(python3 -c 'import json,sys; e=json.load(open(sys.argv[1]))["index.html"]; print(e["cases"], e["morphs"])' "$DIR/expected.json")

# check_dom FILE: the page marked itself ready, drew every case, set up its
# animations, and no error surfaced (attributes of <html>, #report-errors); its
# structure is the manifest's.
check_dom() {
  python3 - "$1" "$DIR/expected.json" <<'PY'
import json, re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
expected = json.load(open(sys.argv[2], encoding="utf-8"))["index.html"]
cases, morphs = str(expected["cases"]), str(expected["morphs"])
def fail(message):
    print(message)
    sys.exit(1)
tag = re.search(r"<html[^>]*>", dom)
if not tag:
    fail("no <html> element in the DOM dump")
html = tag.group(0)
errors = re.search(r'<div id="report-errors"[^>]*>(.*?)</div>\s*<main>', dom, re.S)
if 'data-report-error' in html or (errors and errors.group(1).strip()):
    texts = re.findall(r"Report script error:[^<]*", errors.group(1) if errors else "")
    fail("the page reported a script error: " + "; ".join(texts))
if 'data-report-ready="ok"' not in html:
    fail("the page did not mark itself ready: " + html)
if f'data-report-cases="{cases}"' not in html:
    fail(f"the page did not count {cases} cases: " + html)
if f'data-report-morphs="{morphs}"' not in html:
    fail(f"the page did not set up {morphs} animations: " + html)
drawn = dom.count('<svg class="drawing"')
if drawn != int(cases):
    fail(f"{drawn} drawings in the DOM, expected {cases}")
stage_rects = len(re.findall(r'<svg class="morph-stage"[^>]*>.*?</svg>', dom, re.S))
if stage_rects != int(morphs):
    fail(f"{stage_rects} animation stages, expected {morphs}")

# The summary table by cause: one row per failing finding kind, most severe first.
rows = re.findall(r'<table id="summary".*?</table>', dom, re.S)
kinds = re.findall(r'<tr data-kind="([a-z]+)"', rows[0]) if rows else []
if kinds != expected["summaryKinds"]:
    fail(f"summary table rows {kinds}, expected {expected['summaryKinds']}")
if f'data-report-summary-rows="{len(kinds)}"' not in html:
    fail("the page's own count of summary rows differs: " + html)
# One card per cause (findings of several cases folded), each with its case links.
causes = dom.count('<li class="cause ')
if causes != expected["causes"] or f'data-report-causes="{causes}"' not in html:
    fail(f"{causes} cause cards, expected {expected['causes']}")
# Cases in page order: the failing ones first.
order = re.findall(r'<article class="case[^"]*" id="(c[0-9]+)"[^>]*data-kinds="([^"]*)"', dom)
if [c for c, _ in order] != expected["caseOrder"]:
    fail(f"cases in the order {[c for c, _ in order]}, expected {expected['caseOrder']}")
failing = expected["failingCases"]
if not all(k for _, k in order[:failing]) or any(k for _, k in order[failing:]):
    fail(f"the first {failing} cases are not exactly the failing ones: {order}")
# The views the findings name are highlighted (outlined and tagged) in failing drawings.
for h in expected["highlighted"]:
    svg = re.search(r'<svg class="drawing" data-case="%s".*?</svg>' % h["case"], dom, re.S)
    tag = f'<g class="nv k-{h["kind"]}" data-id="{h["id"]}"><path class="hl"'
    if not svg or tag not in svg.group(0) or f'>{h["id"]}</text></g>' not in svg.group(0):
        fail(f"{h['case']}: '{h['id']}' is not highlighted as {h['kind']}")
print(f"{len(kinds)} summary rows {kinds}, {causes} cause cards, {failing} failing cases first, "
      f"{len(expected['highlighted'])} highlighted views")
PY
}

dump_dom() {  # dump_dom URL OUT
  timeout 120 "$CHROME" "${FLAGS[@]}" --virtual-time-budget=3000 --dump-dom "$1" >"$2" 2>>"$DIR/chromium.log" \
    || fail "chromium --dump-dom $1 exited with $? (see $DIR/chromium.log)"
}

: >"$DIR/chromium.log"
dump_dom "file://$PAGE" "$DIR/index.dom.html"
problem="$(check_dom "$DIR/index.dom.html")" || fail "$problem"
echo "check-html: DOM ok: ready, $CASES cases drawn, $MORPHS animations, no script error; $problem"

# Cards past the first few are drawn when they come near the viewport; `#all` draws every
# one at once, each checked against the data as it is drawn.
dump_dom "file://$PAGE#all" "$DIR/index-all.dom.html"
problem="$(check_dom "$DIR/index-all.dom.html")" || fail "#all: $problem"
grep -q 'data-report-lazy="0"' "$DIR/index-all.dom.html" && fail "#all: the fixture has no lazy drawing to check"
if grep -q '<script type="text/x-drawing">' "$DIR/index-all.dom.html"; then fail "#all left a drawing undrawn"; fi
echo "check-html: #all drew every lazy drawing, each matching the data"

# The check must catch a broken page: sabotage a copy's script and expect a failure.
BROKEN="$(mktemp -d)/broken.html"
sed 's/JSON.parse(document.getElementById(.report-data.).textContent)/JSON.parse("{")/' "$PAGE" >"$BROKEN"
grep -q 'JSON.parse("{")' "$BROKEN" || fail "could not build the sabotaged page for the self-test"
dump_dom "file://$BROKEN" "$DIR/broken.dom.html"
if problem="$(check_dom "$DIR/broken.dom.html")"; then
  fail "a page whose script throws passed the check"
fi
grep -q '<div class="report-error">Report script error:' "$DIR/broken.dom.html" || fail "the sabotaged page did not show its error in the DOM"
echo "check-html: self-test ok: a page with a script error is caught ($problem)"
# And a page whose summary table disagrees with its cause cards: the page's own check throws.
sed '0,/<tr data-kind="\([a-z]*\)" data-causes="\([0-9]*\)" data-cases="/s//<tr data-kind="\1" data-causes="\2" data-cases="9/' "$PAGE" >"$BROKEN"
cmp -s "$PAGE" "$BROKEN" && fail "could not build the page with a wrong summary row for the self-test"
dump_dom "file://$BROKEN" "$DIR/broken.dom.html"
if problem="$(check_dom "$DIR/broken.dom.html")"; then
  fail "a page whose summary disagrees with its cause cards passed the check"
fi
echo "check-html: self-test ok: a wrong summary row is caught ($problem)"
rm -rf "$(dirname "$BROKEN")"

# Screenshots: the report as it opens, tall enough to show the summary, the causes and
# the first failing cases (headless Chromium does not scroll to a fragment before its
# screenshot), and every animation half way.
for shot in "index.png|1600,2600|file://$PAGE" "index-half.png|1600,1400|file://$PAGE#t=0.5"; do
  name="${shot%%|*}"; rest="${shot#*|}"; size="${rest%%|*}"; url="${rest#*|}"
  rm -f "$DIR/$name"
  timeout 120 "$CHROME" "${FLAGS[@]}" --window-size="$size" --virtual-time-budget=3000 --screenshot="$DIR/$name" "$url" \
    >>"$DIR/chromium.log" 2>&1 || fail "chromium --screenshot exited with $? (see $DIR/chromium.log)"
  python3 - "$DIR/$name" "$size" <<'PY' || fail "$name is not a proper screenshot"
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert (width, height) == tuple(int(n) for n in sys.argv[2].split(",")), (width, height)
assert len(data) > 30000, f"only {len(data)} bytes: a blank page?"
print(f"check-html: {sys.argv[1]}: {width}x{height}, {len(data)} bytes")
PY
done
echo "check-html: OK"

#!/usr/bin/env bash
# Runs a libFuzzer target of Fuzz/ (docs/fuzzing.md).
#
#   scripts/fuzz.sh TARGET [SECONDS] [--keep-going] [--jobs N]
#
#   TARGET        spec (spec bytes -> load -> solve -> reports),
#                 ib (storyboard bytes -> Interface Builder import -> solve -> reports) or
#                 merge (results JSON / JUnit / baseline bytes -> read -> merge -> reports)
#   SECONDS       how long to fuzz (default 60)
#   --keep-going  do not stop at the first finding: fork mode, every crash, hang,
#                 memory blow-up and leak is saved and fuzzing goes on (campaigns)
#   --jobs N      with --keep-going, N fuzzing processes at once (default 1)
#
# Builds the target (release, -sanitize=fuzzer,address) in .build/fuzz, seeds it from
# Specs/ and the test fixtures (ib: the storyboards and xibs of Specs/ and, when it is
# there, of ../shared/storyboards; merge: reports the harness writes for them), fuzzes with
# a per-input timeout and memory limits, and prints runs, corpus, coverage and findings.
# The corpus grows in .build/fuzz-work/TARGET/corpus across runs; findings (reproducers)
# go to .build/fuzz-work/TARGET/findings. Exit status: 0 when nothing was found, 1 when
# something was, 2 on a usage or build error.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

target="${1:-}"
[ "$target" = spec ] || [ "$target" = ib ] || [ "$target" = merge ] || usage
shift
seconds=60
keep_going=0
jobs=1
while [ $# -gt 0 ]; do
  case "$1" in
    --keep-going) keep_going=1 ;;
    --jobs) shift; jobs="${1:-}"; [[ "$jobs" =~ ^[1-9][0-9]*$ ]] || usage ;;
    [0-9]*) [[ "$1" =~ ^[1-9][0-9]*$ ]] || usage; seconds="$1" ;;
    *) usage ;;
  esac
  shift
done

# Per input: at most 30 s, 2 GiB of memory in all and 1 GiB in one allocation (with
# AddressSanitizer's overhead); an input past any of them is a finding. 30 s: the largest valid
# specs (a state repeating a view 1,000 times, every case, every report and its checks) take
# about 10 s of CPU under AddressSanitizer, linear in the copies, and more on a loaded machine
# (docs/fuzzing.md).
timeout_per_input=30
rss_limit_mb=2048
malloc_limit_mb=1024
case "$target" in
  spec) max_len=16384; dict=Fuzz/dictionaries/spec.dict ;;
  ib) max_len=65536; dict=Fuzz/dictionaries/interface-builder.dict ;;
  merge) max_len=32768; dict=Fuzz/dictionaries/results.dict ;;
esac

work=".build/fuzz-work/$target"
seeds="$work/seeds"
corpus="$work/corpus"
findings="$work/findings"
mkdir -p "$corpus" "$findings"
rm -rf "$seeds"
mkdir -p "$seeds"

log() { printf '\n== %s\n' "$*"; }

log "build fuzz-$target (release, -sanitize=fuzzer,address)"
# `--sanitize=fuzzer` tells SwiftPM to link libFuzzer's main (not the module's); the
# combined `-sanitize=fuzzer,address` after it is what the compiler keeps: given as two
# flags (`--sanitize=fuzzer --sanitize=address`), this swiftc keeps only the last, and the
# modules end up without coverage or without AddressSanitizer. Only the product: the
# harness's own executables cannot link with libFuzzer's main.
set +e
swift build --package-path Fuzz --scratch-path .build/fuzz -c release \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address --product "fuzz-$target" > "$work/build.log" 2>&1
built=$?
set -e
grep -v -e "ld.gold: warning: Cannot export local symbol" -e "ImplementationOnlyDeprecated" \
  -e "@_implementationOnly" -e "^ *|" -e "^ *[0-9]* |" "$work/build.log" | grep -v '^$' | tail -5
[ "$built" = 0 ] || { echo "!! the build failed (log: $work/build.log)"; exit 2; }
binary=".build/fuzz/release/fuzz-$target"
[ -x "$binary" ] || { echo "!! $binary was not built"; exit 2; }
# Every library module must carry both instruments: libFuzzer's counters and ASan's checks.
objects="$(readlink -f .build/fuzz/release)"
for module in LayoutSolver LayoutSpec LayoutResults LayoutEngine HarnessReports TextLayout; do
  counters=0
  checks=0
  for object in "$objects/$module.build"/*.o; do
    # `grep -c`, not `grep -q`: grep must read to the end. `grep -q` stops at the first match,
    # and with pipefail the listing's writer, killed by SIGPIPE, failed the pipeline: most
    # objects (per-function sections, listings of 16 to 300 kB) counted as uninstrumented.
    objdump -h "$object" | grep -c __sancov_cntrs > /dev/null && counters=$((counters + 1))
    nm "$object" | grep -c __asan_report > /dev/null && checks=$((checks + 1))
  done
  if [ "$counters" = 0 ] || [ "$checks" = 0 ]; then
    echo "!! $module was built without coverage ($counters objects with counters) or ASan ($checks with checks)"
    exit 2
  fi
done
echo "coverage counters and AddressSanitizer checks in LayoutSolver, LayoutSpec, LayoutResults, LayoutEngine, HarnessReports, TextLayout"

log "seeds"
case "$target" in
  spec)
    # Every spec of the repository: the examples and the loader's test fixtures.
    n=0
    while IFS= read -r -d '' file; do
      cp "$file" "$seeds/$(printf '%04d' "$n")-$(basename "$file")"
      n=$((n + 1))
    done < <(find Specs Tests -name '*.xml' -type f -print0 | sort -z)
    ;;
  ib)
    # The example documents and the public corpus beside the package (CI has it too).
    n=0
    folders=(Specs)
    [ -d ../shared/storyboards ] && folders+=(../shared/storyboards)
    while IFS= read -r -d '' file; do
      cp "$file" "$seeds/$(printf '%04d' "$n")-$(basename "$file")"
      n=$((n + 1))
    done < <(find "${folders[@]}" \( -name '*.storyboard' -o -name '*.xib' \) -type f -print0 | sort -z)
    ;;
  merge)
    # The reports the harness writes for the examples and the fixtures: whole runs,
    # shards, JUnit with file attributes, baselines; plus what the report tests left.
    swift build --product layout-harness 2>&1 | tail -1
    harness=.build/debug/layout-harness
    scratch="$work/scratch"
    rm -rf "$scratch"
    mkdir -p "$scratch"
    run_harness() { # name, then arguments; exit 0 or 1 (findings) are both fine
      local name="$1"
      shift
      set +e
      timeout 300 "$harness" "$@" --json "$seeds/$name.json" --junit "$seeds/$name.xml" \
        --html "$scratch/$name.html" --no-color -q > /dev/null 2>&1
      local code=$?
      set -e
      [ "$code" -le 1 ] || echo "!! layout-harness $* exited $code (seed $name skipped)"
    }
    # One spec a file keeps seeds small (fast runs); the whole run and its shards too.
    for spec in Specs/*.xml Specs/*/*.xml Tests/Fixtures/Specs/Valid/*.xml; do
      run_harness "$(basename "$(dirname "$spec")")-$(basename "$spec" .xml)" "$spec"
    done
    run_harness specs Specs
    run_harness specs-shard-1 Specs --shard 1/2
    run_harness specs-shard-2 Specs --shard 2/2 --junit-file-attributes
    run_harness fixtures-invalid Tests/Fixtures/Specs/Invalid
    cp -R Specs "$scratch/Specs"
    set +e
    (cd "$scratch" && env -u CI timeout 300 "$OLDPWD/$harness" Specs --record all --no-reports -q > /dev/null 2>&1)
    set -e
    find "$scratch/Specs" -name '*.baseline.json' -exec cp {} "$seeds/" \;
    for file in .build/report-fixtures/*.xml .build/report-fixtures/*.json; do
      [ -f "$file" ] && cp "$file" "$seeds/report-fixtures-$(basename "$file")"
    done
    find "$seeds" -type f -empty -delete
    ;;
esac
echo "$(find "$seeds" -type f | wc -l) seed files, $(du -sk "$seeds" | cut -f1) KiB; corpus so far: $(find "$corpus" -type f | wc -l) files"

log "fuzz-$target for $seconds s (timeout $timeout_per_input s per input, RSS limit $rss_limit_mb MiB, malloc limit $malloc_limit_mb MiB)"
logfile="$work/fuzz-$(date -u +%Y%m%dT%H%M%SZ).log"
start_mark="$work/.started"
touch "$start_mark"
flags=(
  -max_total_time="$seconds" -timeout="$timeout_per_input" -rss_limit_mb="$rss_limit_mb"
  -malloc_limit_mb="$malloc_limit_mb" -max_len="$max_len" -dict="$dict"
  -detect_leaks=1 -print_final_stats=1 -artifact_prefix="$findings/"
)
if [ "$keep_going" = 1 ]; then
  flags+=(-fork="$jobs" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi
# Swift's own backtracer would read the stack under AddressSanitizer (a false report):
# off, so a trap reaches libFuzzer as SIGILL. AddressSanitizer with LeakSanitizer on.
set +e
SWIFT_BACKTRACE=enable=no \
ASAN_OPTIONS="detect_leaks=1:symbolize=1:allocator_may_return_null=0" \
ASAN_SYMBOLIZER_PATH="$(command -v llvm-symbolizer || true)" \
  "$binary" "${flags[@]}" "$corpus" "$seeds" > "$logfile" 2>&1
code=$?
set -e

# A libFuzzer stack names Swift functions by their mangled names: demangled for reading.
if command -v swift-demangle > /dev/null; then
  swift-demangle --simplified < "$logfile" > "$logfile.demangled" 2>/dev/null && mv "$logfile.demangled" "$logfile"
fi

log "figures (full log: $logfile)"
set +e +o pipefail  # a figure the log lacks is printed as 0 or ?, never an exit
runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$logfile" | grep -oE '[0-9]+$' | awk '{s += $1} END {print s + 0}')
if [ "$runs" = 0 ]; then
  # Fork mode prints no final stats: the last status line counts the runs (#N).
  runs=$(grep -oE '^#[0-9]+' "$logfile" | tail -1 | tr -d '#')
fi
status=$(grep -E '^#[0-9]+.*cov: ' "$logfile" | tail -1 || true)
coverage=$(echo "$status" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || echo "?")
features=$(echo "$status" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || echo "?")
found() { find "$findings" -type f -name "$1" -newer "$start_mark" | wc -l; }
crashes=$(found 'crash-*')
timeouts=$(found 'timeout-*')
ooms=$(found 'oom-*')
leaks=$(found 'leak-*')
printf '%-22s %s\n' "target" "fuzz-$target" "seconds" "$seconds" "runs executed" "${runs:-0}" \
  "corpus" "$(find "$corpus" -type f | wc -l) files, $(du -sk "$corpus" | cut -f1) KiB" \
  "coverage" "$coverage edges, $features features" \
  "crashes" "$crashes" "hangs (timeouts)" "$timeouts" "out of memory" "$ooms" "leaks" "$leaks" \
  "libFuzzer exit" "$code"
if [ $((crashes + timeouts + ooms + leaks)) -gt 0 ] || { [ "$code" -ne 0 ] && [ "$keep_going" = 0 ]; }; then
  echo "!! findings (reproducers) in $findings:"
  find "$findings" -type f -newer "$start_mark" | sort | sed 's/^/   /'
  grep -E -m 5 'ERROR: |Fatal error|fuzz check failed' "$logfile" | sed 's/^/   /' || true
  echo "   reproduce one: SWIFT_BACKTRACE=enable=no $binary FILE"
  exit 1
fi
echo "no crash, hang, memory blow-up or leak"

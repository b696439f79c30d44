#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one fuzz harness until it has executed RUNS inputs (default 10,000,000), in sessions of
# at most SECONDS (default 840) that resume the same corpus, on one core:
#   tests/fuzz/run.sh pgn|xqf|fen|notation|ccbridge|text-formats [RUNS [SECONDS]]
# Builds build-fuzz/ (clang, AddressSanitizer and UndefinedBehaviorSanitizer, which stops at its
# first report) on first use; run it under nice (nice -n 15 tests/fuzz/run.sh …). The corpus grows in
# build-fuzz/corpus/NAME, crashes land in build-fuzz/findings/NAME; a crash stops the run and
# should become a reproducer in tests/fuzz/crashes/NAME plus a unit test.
# libFuzzer's entropic scheduler is off (ENTROPIC=1 turns it on): with about 15,000 features it
# spent 74 % of the time in UpdateFeatureFrequency (perf), and turning it off made fuzz-ccbridge
# about three times faster (670 → 1,900 runs/s) at the same coverage.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
name=$1
runs=${2:-10000000}
seconds=${3:-840}
entropic=${ENTROPIC:-0}
case "$name" in
  pgn) max_len=1024 ;;
  xqf) max_len=2048 ;;
  ccbridge) max_len=3072 ;;
  text-formats) max_len=2048 ;;
  *) max_len=512 ;;
esac
if [ ! -f build-fuzz/build.ninja ]; then
  CC=clang meson setup build-fuzz -Dfuzzing=true -Db_sanitize=address,undefined -Db_lundef=false -Dapp=false \
    --buildtype=debugoptimized >/dev/null
fi
meson compile -C build-fuzz "tests/fuzz/fuzz-$name" >/dev/null
mkdir -p "build-fuzz/corpus/$name" "build-fuzz/findings/$name"
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2:quarantine_size_mb=32:max_malloc_fill_size=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}"
done_runs=0
session=0
while [ "$done_runs" -lt "$runs" ]; do
  session=$((session + 1))
  left=$((runs - done_runs))
  log="build-fuzz/findings/$name/session-$session.log"
  status=0
  "build-fuzz/tests/fuzz/fuzz-$name" -dict="tests/fuzz/$name.dict" -max_len="$max_len" -entropic="$entropic" -timeout=10 \
    -rss_limit_mb=2048 -runs="$left" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="build-fuzz/findings/$name/" "build-fuzz/corpus/$name" "tests/fuzz/corpus/$name" \
    >"$log" 2>&1 || status=$?
  n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  done_runs=$((done_runs + ${n:-0}))
  echo "fuzz-$name session $session: ${n:-0} runs (${rate:-?}/s), $done_runs in all, exit $status"
  if [ "$status" -ne 0 ]; then
    grep -E "ERROR|SUMMARY|Test unit" "$log" | head -5
    exit 1
  fi
done
echo "fuzz-$name: $done_runs runs, no crash"

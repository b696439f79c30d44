#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# qili-cli review on the 1,391-game file (issue 20: < 10 s) and on the whole real corpus; the
# review against judge run on every prefix from the start (what a script calling qili-cli judge
# per position would cost, without the process starts). Uses a release build in build-bench/
# (configured on first use). Argument: the rule profile (cxa by default).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
rules=${1:-cxa}
real="$top/../shared/data/records/real"
[ -d "$real" ] || real="$top/../../shared/data/records/real"
hu="$real/maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn"
[ -f build-bench/build.ninja ] || meson setup build-bench --buildtype=release -Dapp=false >/dev/null
meson compile -C build-bench src/cli/qili-cli tests/bench/bench-review >/dev/null
cli=build-bench/src/cli/qili-cli

cat "$hu" >/dev/null
best() {
  # best wall time of three runs of "$@", output discarded
  python3 - "$@" <<'PY'
import subprocess, sys, time
times = []
for _ in range(3):
    t = time.perf_counter()
    subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
print("%.3f" % min(times))
PY
}

lines=$($cli review --rules "$rules" "$hu" | wc -l)
t=$(best $cli review --rules "$rules" "$hu")
echo "qili-cli review --rules $rules, 1,391 games (Hu Ronghua): $t s wall, $lines findings (target < 10 s)"
t=$(best $cli review --rules "$rules" --summary "$hu")
echo "qili-cli review --summary, same file: $t s"

files=$(mktemp)
find "$real" -type f ! -name '*.md' ! -name '*.tsv' ! -name '*.json' -print0 | sort -z > "$files"
n=$(tr -cd '\0' < "$files" | wc -c)
lines=$(xargs -0 $cli review --rules "$rules" < "$files" 2>/dev/null | wc -l || true)
t=$(python3 - "$cli" "$rules" "$files" <<'PY'
import subprocess, sys, time
cli, rules, files = sys.argv[1:4]
paths = [p for p in open(files, "rb").read().split(b"\0") if p]
times = []
for _ in range(3):
    t = time.perf_counter()
    subprocess.run([cli.encode(), b"review", b"--rules", rules.encode()] + paths, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
print("%.3f" % min(times))
PY
)
rm -f "$files"
echo "qili-cli review, the whole real corpus ($n files, one process): $t s wall, $lines findings"

build-bench/tests/bench/bench-review --rules "$rules" --naive "$hu" | python3 -c 'import json,sys
r=json.loads(sys.stdin.read())
print("in process, %d games, %d plies: load %.3f s, review %.3f s (%.1f us per ply), judge on every prefix %.3f s (%.0fx)" % (
    r["games"], r["plies"], r["load_seconds"], r["review_seconds"], 1e6 * r["review_seconds"] / r["plies"],
    r["naive_seconds"], r["naive_seconds"] / r["review_seconds"]))'

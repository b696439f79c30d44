#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Classify every ply of the long test games and print ms per game and µs per move.
# Target (issue 3): < 16 ms per 300-ply game with the default mate-threat depth.
# Uses a release build in build-bench/ (configured on first use).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
[ -f build-bench/build.ninja ] || meson setup build-bench --buildtype=release -Dapp=false >/dev/null
meson compile -C build-bench src/cli/qili-cli >/dev/null
python3 - "$top/build-bench/src/cli/qili-cli" "$top/tests/data/bench-games.txt" "${1:-cxa}" <<'PY'
import json, subprocess, sys
cli, path, rules = sys.argv[1:4]
games = [l.strip().split(";", 1)[1].split() for l in open(path) if l.strip() and not l.startswith("#")]
total_s = 0.0
plies = 0
worst = 0.0
for g in games:
    out = subprocess.run([cli, "classify", "--rules", rules] + g, capture_output=True, text=True, check=True)
    s = json.loads(out.stdout)["seconds"]
    total_s += s
    plies += len(g)
    worst = max(worst, s)
n = len(games)
print(f"games: {n}, plies: {plies}, profile: {rules}")
print(f"ms per game: {1000 * total_s / n:.2f} (worst {1000 * worst:.2f})")
print(f"us per move: {1e6 * total_s / plies:.1f}")
print(f"ms per 300 plies: {1000 * total_s / plies * 300:.2f} (target < 16)")
PY

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Classify every ply of the long test games and print, per set, ms per 300-ply game (median, worst)
# and µs per move. Sets: engine self-play (tests/data/bench-games.txt) and random legal play with
# captures (tests/data/bench-random-games.txt: many hanging pieces, many attacks, fixed seeds).
# Targets (issues 3 and 14): median < 16 ms and worst < 32 ms per 300-ply game, tactical games too,
# with the default mate-threat depth.
# Each game is classified RUNS times (default 3) and its fastest run counts, so that a busy machine
# does not inflate the figures; the processor time of the same work (cpu) is printed beside the
# wall-clock time, and the moves the searches by checks played (杀, 抽, the taker mated: nodes per
# game, median and most, and the largest single search). Uses a release build in build-bench/
# (configured on first use).
# usage: classify.sh [cxa|axf|1957] [RUNS]
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
[ -f build-bench/build.ninja ] || meson setup build-bench --buildtype=release -Dapp=false >/dev/null
meson compile -C build-bench src/cli/qili-cli >/dev/null
python3 - "$top/build-bench/src/cli/qili-cli" "${1:-cxa}" "${2:-3}" \
  "$top/tests/data/bench-games.txt" "$top/tests/data/bench-random-games.txt" <<'PY'
import json, statistics, subprocess, sys
cli, rules, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
for path in sys.argv[4:]:
    games = [l.strip().split(";", 1)[1].split() for l in open(path) if l.strip() and not l.startswith("#")]
    per300, cpu300, nodes = [], [], []
    total_s = 0.0
    plies = 0
    biggest = exhausted = 0
    for g in games:
        best = best_cpu = None
        for _ in range(runs):
            out = subprocess.run([cli, "classify", "--rules", rules] + g, capture_output=True, text=True, check=True)
            d = json.loads(out.stdout)
            s, c = d["seconds"], d["cpu_seconds"]
            best = s if best is None else min(best, s)
            best_cpu = c if best_cpu is None else min(best_cpu, c)
        cs = d["check_search"]
        nodes.append(cs["nodes"])
        biggest = max(biggest, cs["max_nodes"])
        exhausted += cs["exhausted"]
        total_s += best
        plies += len(g)
        per300.append(1000 * best / len(g) * 300)
        cpu300.append(1000 * best_cpu / len(g) * 300)
    print(f"{path.rsplit('/', 1)[-1]}: games {len(games)}, plies {plies}, profile {rules}")
    print(f"  ms per 300 plies: median {statistics.median(per300):.2f}, worst {max(per300):.2f}"
          f" (targets < 16, < 32); cpu median {statistics.median(cpu300):.2f}, worst {max(cpu300):.2f}")
    print(f"  us per move: {1e6 * total_s / plies:.1f}")
    print(f"  check-search nodes per game: median {statistics.median(nodes):.0f}, most {max(nodes)};"
          f" largest search {biggest}, out of budget {exhausted}")
PY

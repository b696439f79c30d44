#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Perft 5 from the start position: qili-cli against Fairy-Stockfish (xiangqi), back to back on one
# core. Prints both nodes-per-second figures and their ratio. Issue 2 floor: Qili >= 8x.
# Needs the Debian package fairy-stockfish (apt-get install fairy-stockfish).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top"
depth=${1:-5}
[ -f build-bench/build.ninja ] || meson setup build-bench --buildtype=release -Dapp=false >/dev/null
meson compile -C build-bench src/cli/qili-cli >/dev/null
fsf=/usr/games/fairy-stockfish
[ -x "$fsf" ] || { echo "perft.sh: $fsf is missing (apt-get install fairy-stockfish)" >&2; exit 1; }

qili_json=$(taskset -c 0 build-bench/src/cli/qili-cli perft "$depth" 2>/dev/null || build-bench/src/cli/qili-cli perft "$depth")
start=$(date +%s.%N)
fsf_out=$(printf 'uci\nsetoption name UCI_Variant value xiangqi\nsetoption name Threads value 1\nisready\nposition startpos\ngo perft %s\nisready\nquit\n' "$depth" |
  taskset -c 0 "$fsf" 2>/dev/null)
end=$(date +%s.%N)

python3 - "$qili_json" "$fsf_out" "$start" "$end" <<'PY'
import json, re, sys
q = json.loads(sys.argv[1])
m = re.search(r"Nodes searched: (\d+)", sys.argv[2])
fsf_nodes = int(m.group(1))
fsf_seconds = float(sys.argv[4]) - float(sys.argv[3])
fsf_nps = fsf_nodes / fsf_seconds
print(f"depth {q['depth']}: qili {q['nodes']} nodes, fairy-stockfish {fsf_nodes} nodes"
      + ("" if q['nodes'] == fsf_nodes else "  (MISMATCH)"))
print(f"qili-cli:        {q['nodes_per_second'] / 1e6:8.1f} M nodes/s ({q['seconds']:.3f} s)")
print(f"fairy-stockfish: {fsf_nps / 1e6:8.1f} M nodes/s ({fsf_seconds:.3f} s, including start-up)")
print(f"ratio:           {q['nodes_per_second'] / fsf_nps:8.1f}x  (issue 2 floor: 8x)")
PY

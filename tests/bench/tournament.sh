#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Tournament benchmark: prints figures, asserts nothing.
#   tests/bench/tournament.sh [BUILD_DIR]     (default: build)
# Generates a 1000-player, 11-round Swiss through qili-cli (real pairing and result paths), then
# times pairing round 11 again in memory and the standings after 11 rounds (best of 5 each), and
# the qili-cli standings command end to end. Targets: pairing < 1 s, standings < 100 ms.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
cli=$build/src/cli/qili-cli
bench=$build/tests/bench/bench-tournament
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

start=$(date +%s.%N)
event=$("$cli" tournament --db "$dir/bench.db" generate --players 1000 --rounds 11 --seed 1 | sed 's/.*"event":\([0-9]*\).*/\1/')
end=$(date +%s.%N)
echo "generate 1000 players x 11 rounds (pairing + 5500 journaled results): $(awk "BEGIN { print $end - $start }") s"

"$bench" "$dir/bench.db" "$event" | tee "$dir/figures.json"

start=$(date +%s.%N)
"$cli" tournament --db "$dir/bench.db" standings --event "$event" > /dev/null
end=$(date +%s.%N)
echo "qili-cli standings (process start, load, compute, JSON): $(awk "BEGIN { print $end - $start }") s"

start=$(date +%s.%N)
"$cli" tournament --db "$dir/bench.db" check --event "$event" > /dev/null
end=$(date +%s.%N)
echo "qili-cli check: $(awk "BEGIN { print $end - $start }") s"

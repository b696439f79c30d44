#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The Tournament page on a large event: prints figures, asserts nothing.
#   tests/bench/tournament-page.sh [BUILD_DIR] [PLAYERS]     (default: build, 1000)
# Generates a Swiss of PLAYERS players and 11 rounds through qili-cli (the real pairing and result
# paths), then runs bench-tournament-page under Xvfb: opening the event, sorting and filtering the
# players, scrolling the players, standings and crosstable a page at a time (to the painted
# frame), pairing the last round again in its thread, entering and undoing results.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
players=${2:-1000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

ninja -C "$build" src/cli/qili-cli tests/bench/bench-tournament-page >/dev/null
start=$(date +%s.%N)
event=$("$build/src/cli/qili-cli" tournament --db "$dir/bench.db" generate --players "$players" --rounds 11 --seed 1 \
  | sed 's/.*"event":\([0-9]*\).*/\1/')
end=$(date +%s.%N)
echo "generate $players players x 11 rounds: $(awk "BEGIN { print $end - $start }") s"
env GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory \
  GSETTINGS_SCHEMA_DIR="$build/data" XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
  xvfb-run -a -s "-screen 0 1400x1000x24" "$build/tests/bench/bench-tournament-page" "$dir/bench.db" "$event"

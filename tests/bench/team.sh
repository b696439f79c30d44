#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Team Swiss benchmark (issue 18): prints figures, asserts nothing.
#   tests/bench/team.sh [BUILD_DIR] [TEAMS] [BOARDS] [ROUNDS]     (default: build 100 6 9)
# A team Swiss of 100 teams on 6 boards (two reserves each) through the real desk: every round
# paired by xq_desk_pair (load, Swiss matching, boards, colours, line-ups, save) and every board
# given a journaled result; then the last round paired again in memory, and the standings.
# Then, when the app is built, the Tournament page on that event (tests/bench/bench-tournament-page).
# Target: a round paired in < 1 s.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

nice -n 10 "$build/tests/bench/bench-team" "$dir/team.db" "${2:-100}" "${3:-6}" "${4:-9}"

start=$(date +%s.%N)
"$build/src/cli/qili-cli" tournament --db "$dir/team.db" standings --event 1 > /dev/null
end=$(date +%s.%N)
echo "qili-cli standings (process start, load, compute, JSON): $(awk "BEGIN { print $end - $start }") s"

# The page on the same event (the Teams view, standings, crosstable, results), when it is built.
if [ -x "$build/tests/bench/bench-tournament-page" ] && command -v xvfb-run >/dev/null 2>&1; then
  env GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory \
    GSETTINGS_SCHEMA_DIR="$build/data" XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" \
    xvfb-run -a -s "-screen 0 1400x1000x24" "$build/tests/bench/bench-tournament-page" "$dir/team.db" 1
fi

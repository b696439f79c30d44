#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The biggest files of the real-world corpus opened in the window (issue 16: a browsable list or
# tree in < 1 s, the window never frozen): prints figures, asserts nothing.
#   tests/bench/open-file.sh [BUILD_DIR]      (default: build)
# Runs bench-open-file under Xvfb: per file, the time to the painted list of games or game and
# the longest stall of the main loop meanwhile (and, for a list, while its games are reviewed).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)
real=${QILI_SHARED_DIR:-$top/../shared}/data/records/real
[ -d "$real" ] || real=$top/../../shared/data/records/real
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ninja -C "$build" tests/bench/bench-open-file >/dev/null
cd "$real"
env GSK_RENDERER="${GSK_RENDERER:-cairo}" GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory GTK_USE_PORTAL=0 \
  GSETTINGS_SCHEMA_DIR="$build/data" XDG_DATA_HOME="$dir" XDG_CONFIG_HOME="$dir" XDG_CACHE_HOME="$dir" \
  xvfb-run -a -s "-screen 0 1400x1000x24" dbus-run-session -- "$build/tests/bench/bench-open-file" \
  maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn maksimKorzh-wukong-xiangqi/games.pgn \
  "hbsxcjp-cchess_qt/疑难文件/中炮【马8进7】.XQF" "hbsxcjp-cchess_qt/疑难文件/黑用开局库.XQF" \
  "hbsxcjp-cchess_qt/疑难文件/中炮对屏风马.XQF" walker8088-cchess/tests-data/1956年全国象棋锦标赛93局.CBL

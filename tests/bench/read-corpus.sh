#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reads the real-world corpus (shared/data/records/real) and prints figures:
#   tests/bench/read-corpus.sh [BUILD-DIR]
# - convert: qili-cli convert --to pgn of every file in a format Qili reads, in one go (seconds,
#   files read fully / in part / refused);
# - open: the biggest files opened to their list of games (the first game loaded), as the app
#   does, timed per file.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
cli=$build/src/cli/qili-cli
real=${QILI_SHARED_DIR:-$top/../shared}/data/records/real
[ -d "$real" ] || real=$top/../../shared/data/records/real
list=$(mktemp)
trap 'rm -f "$list"' EXIT
awk -F'\t' 'NR > 1 && ($2 ~ /^(PGN|XQF|CB)/) { print $1 }' "$real/baseline-results.tsv" >"$list"
full=0 partial=0 refused=0
start=$(date +%s.%N)
while IFS= read -r f; do
  status=0
  "$cli" convert --to pgn "$real/$f" >/dev/null 2>&1 || status=$?
  case $status in
    0) full=$((full + 1)) ;;
    3) partial=$((partial + 1)) ;;
    *) refused=$((refused + 1)) ;;
  esac
done <"$list"
end=$(date +%s.%N)
echo "convert --to pgn, $(wc -l <"$list") files: $(echo "$end - $start" | bc) s ($full full, $partial partial, $refused refused)"
for f in maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn maksimKorzh-wukong-xiangqi/games.pgn \
  "hbsxcjp-cchess_qt/疑难文件/仙人指路全集（史上最全最新版）.XQF" walker8088-cchess/tests-data/1956年全国象棋锦标赛93局.CBL; do
  start=$(date +%s.%N)
  "$cli" convert --to fen "$real/$f" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "convert --to fen $(basename "$f"): $(echo "$end - $start" | bc) s"
done

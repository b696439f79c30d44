#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reads the real-world corpus (shared/data/records/real) and prints figures:
#   tests/bench/read-corpus.sh [BUILD-DIR]
# - convert, one run: qili-cli convert --to pgn of every file in a format Qili reads, all files
#   in one process (seconds, exit status, files with warnings, warning lines);
# - convert, one run per file: the same, a process per file (seconds, files read fully / in
#   part / refused), as scripts did before convert took several files;
# - open: the biggest files converted alone, timed per file.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)
cli=$build/src/cli/qili-cli
real=${QILI_SHARED_DIR:-$top/../shared}/data/records/real
[ -d "$real" ] || real=$top/../../shared/data/records/real
list=$(mktemp)
err=$(mktemp)
trap 'rm -f "$list" "$err"' EXIT
awk -F'\t' 'NR > 1 && ($2 ~ /^(PGN|XQF|CB)/) { print $1 }' "$real/baseline-results.tsv" >"$list"
n=$(wc -l <"$list")
cd "$real"

start=$(date +%s.%N)
# One call (-x: xargs stops rather than split the list), its status kept in the last line of $err
tr '\n' '\0' <"$list" | xargs -0 -x -s 1048576 sh -c '"$0" convert --to pgn "$@" >/dev/null; echo "status $?" >&2' "$cli" \
  2>"$err" || true
end=$(date +%s.%N)
status=$(sed -n 's/^status //p' "$err")
lines=$(grep -c '^qili-cli: warning: ' "$err" || true)
files=$(sed -n 's/^qili-cli: warning: \(.*\): game [0-9].*/\1/p' "$err" | sort -u | wc -l)
echo "convert --to pgn, $n files in one run: $(echo "$end - $start" | bc) s (exit $status; $files files with warnings, $lines warning lines)"

full=0 partial=0 refused=0
start=$(date +%s.%N)
while IFS= read -r f; do
  status=0
  "$cli" convert --to pgn "$f" >/dev/null 2>&1 || status=$?
  case $status in
    0) full=$((full + 1)) ;;
    3) partial=$((partial + 1)) ;;
    *) refused=$((refused + 1)) ;;
  esac
done <"$list"
end=$(date +%s.%N)
echo "convert --to pgn, $n files, one run each: $(echo "$end - $start" | bc) s ($full full, $partial partial, $refused refused)"

for f in maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn maksimKorzh-wukong-xiangqi/games.pgn \
  "hbsxcjp-cchess_qt/疑难文件/仙人指路全集（史上最全最新版）.XQF" walker8088-cchess/tests-data/1956年全国象棋锦标赛93局.CBL; do
  start=$(date +%s.%N)
  "$cli" convert --to fen "$f" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "convert --to fen $(basename "$f"): $(echo "$end - $start" | bc) s"
done

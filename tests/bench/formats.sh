#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reading and writing the formats of issue 27, timed on real data (shared/data/records/real):
#   tests/bench/formats.sh [BUILD-DIR]
# - a position list of 1,000 lines (the Hu Ronghua games as "FEN moves …" lines), read;
# Times are wall-clock seconds of one run each (the machine's load shows in them).
# - the 1,391 Hu Ronghua games written in WinBoard SAN and in pychess SAN, and read back;
# - the biggest XQF of the corpus (仙人指路全集, 88,000 moves) written as XQF and read back.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$top/build}" && pwd)
cli=$build/src/cli/qili-cli
real=${QILI_SHARED_DIR:-$top/../shared}/data/records/real
[ -d "$real" ] || real=$top/../../shared/data/records/real
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_DATA_HOME="$tmp/data"
hu=$real/maksimKorzh-wukong-xiangqi/Hu_Ronghua_1391_UCI_games.pgn
big="$real/hbsxcjp-cchess_qt/疑难文件/仙人指路全集（史上最全最新版）.XQF"

seconds () {
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

"$cli" convert --to fen --notation iccs "$hu" 2>/dev/null >"$tmp/hu.fen"
head -n 1000 "$tmp/hu.fen" >"$tmp/list.epd"
t=$(seconds "$cli" convert --to fen "$tmp/list.epd")
n=$("$cli" convert --to fen "$tmp/list.epd" | wc -l)
echo "position list of 1,000 lines (each with its moves): $n positions read in $t s"

for notation in winboard san; do
  t=$(seconds "$cli" convert --to pgn --notation "$notation" --output "$tmp/$notation.pgn" "$hu")
  r=$(seconds "$cli" convert --to fen --notation iccs "$tmp/$notation.pgn")
  "$cli" convert --to fen --notation iccs "$tmp/$notation.pgn" >"$tmp/back.fen" 2>/dev/null || true
  same=$(cmp -s "$tmp/hu.fen" "$tmp/back.fen" && echo "the same moves" || echo "DIFFERENT moves")
  echo "1,391 games in $notation SAN: written in $t s, read back in $r s ($same)"
done

t=$(seconds "$cli" convert --to xqf --output "$tmp/big.xqf" "$big")
r=$(seconds "$cli" convert --to fen "$tmp/big.xqf")
moves=$("$cli" convert --to json "$tmp/big.xqf" 2>/dev/null | jq '[.. | objects | select(has("ply"))] | length')
echo "$(basename "$big"): written as XQF in $t s ($(wc -c <"$tmp/big.xqf") bytes), read back in $r s ($moves moves)"

#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# 2,000-player Swiss benchmark (issue 29): prints figures, asserts nothing.
#   tests/bench/swiss-2000.sh [BUILD_DIR] [ROUNDS]     (default: build, 5)
# Generates a 2,000-player Swiss of ROUNDS rounds through qili-cli (real pairing and result
# paths), then
#  - pairs its last round again (bench-tournament: the event loaded, the round forgotten in
#    memory and paired, best of 5) under /usr/bin/time -v: the pairing time (and CPU time,
#    steadier on a loaded machine) and the peak memory (Maximum resident set size) of that
#    process;
#  - times `qili-cli tournament result` end to end (process start, open, write, reply) 21 times
#    on boards of the last round and prints the median: as an arbiter's results come in (each
#    process finds the file as the last one left it: its seal spares quick_check and
#    integrity_check, xq-store-seal.c), and again with the seal removed before each (the file as if
#    changed behind Qili's back: both full checks run, as before seals);
#  - checks that the pairings are those of the reference (the build before the faster pricing of
#    issue 29) on four generated events: digests of every stored round and of the round paired
#    again (bench-tournament), for seeds 1-4 at 2,000 players and 5 rounds;
#  - times the usual sizes too: the last round of a 200-player, 7-round and a 600-player,
#    9-round Swiss paired again.
# Targets: a round paired in under 1 s and 100 MB; `result` under 20 ms.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
rounds=${2:-5}
cli=$build/src/cli/qili-cli
bench=$build/tests/bench/bench-tournament
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# Seals go to a cache folder of the benchmark's own.
export XDG_CACHE_HOME="$dir/cache"

now () { date +%s%N; }

start=$(now)
event=$("$cli" tournament --db "$dir/swiss.db" generate --players 2000 --rounds "$rounds" --seed 1 | sed 's/.*"event":\([0-9]*\).*/\1/')
end=$(now)
echo "generate 2000 players x $rounds rounds: $(awk "BEGIN { print ($end - $start) / 1e9 }") s"
echo "event file: $(wc -c < "$dir/swiss.db") bytes"
json () { sed "s/.*\"$1\":\"*\([0-9a-f.]*\).*/\1/" "$2"; }

/usr/bin/time -v "$bench" "$dir/swiss.db" "$event" > "$dir/pair.json" 2> "$dir/time.txt"
cat "$dir/pair.json"
echo "pair round $rounds again: $(json pair_round_seconds "$dir/pair.json") s, CPU $(json pair_round_cpu_seconds "$dir/pair.json") s (best of 5)"
echo "peak memory of the pairing process (load + pair x5 + standings x5): $(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time.txt") kB"

# time_results LABEL FIRST_BOARD [unsealed]
time_results () {
  : > "$dir/result.txt"
  for board in $(seq "$2" $(($2 + 20))); do
    case $((board % 3)) in
      0) r=1-0 ;;
      1) r=0-1 ;;
      *) r=1/2-1/2 ;;
    esac
    if [ "${3:-}" = unsealed ]; then rm -rf "$XDG_CACHE_HOME/qili/sealed"; fi
    start=$(now)
    "$cli" tournament --db "$dir/swiss.db" result --event "$event" --round "$rounds" --board "$board" "$r" > /dev/null
    end=$(now)
    echo $(((end - start) / 1000)) >> "$dir/result.txt"
  done
  echo "qili-cli tournament result (end to end), $1, median of 21: $(sort -n "$dir/result.txt" | sed -n 11p | awk '{ printf "%.1f", $1 / 1000 }') ms" \
    "(min $(sort -n "$dir/result.txt" | head -1 | awk '{ printf "%.1f", $1 / 1000 }'), max $(sort -n "$dir/result.txt" | tail -1 | awk '{ printf "%.1f", $1 / 1000 }'))"
}
# The first write after generating runs the full checks and seals the file.
"$cli" tournament --db "$dir/swiss.db" result --event "$event" --round "$rounds" --board 100 1-0 > /dev/null
time_results "file as Qili left it" 1
time_results "file changed behind Qili's back (full checks)" 31 unsealed

# The reference pairings: stored rounds, round paired again (seed: 2,000 players, 5 rounds).
reference () {
  case $1 in
    1) echo fe02b393c4a156e9 32ff2d33ea61e695 ;;
    2) echo e938655c8fb0ef4d 2ac3b05be8102959 ;;
    3) echo ecd724d5cc685625 fb21ec9ae9763475 ;;
    4) echo 4145973507690631 291646035046d515 ;;
  esac
}
if [ "$rounds" = 5 ]; then
  same=0
  for seed in 1 2 3 4; do
    db=$dir/check-$seed.db
    e=$("$cli" tournament --db "$db" generate --players 2000 --rounds 5 --seed "$seed" | sed 's/.*"event":\([0-9]*\).*/\1/')
    "$bench" "$db" "$e" > "$dir/check.json"
    got="$(json stored_pairings "$dir/check.json") $(json paired_again "$dir/check.json")"
    if [ "$got" = "$(reference "$seed")" ]; then
      same=$((same + 1))
    else
      echo "seed $seed: pairings DIFFER from the reference: $got, expected $(reference "$seed")"
    fi
  done
  echo "pairings identical to the reference on $same of 4 generated events (2,000 players, 5 rounds each)"
fi

for size in "200 7" "600 9"; do
  set -- $size
  db=$dir/usual-$1.db
  e=$("$cli" tournament --db "$db" generate --players "$1" --rounds "$2" --seed 1 | sed 's/.*"event":\([0-9]*\).*/\1/')
  "$bench" "$db" "$e" > "$dir/usual.json"
  echo "$1 players: pair round $2 again: $(json pair_round_seconds "$dir/usual.json") s, CPU $(json pair_round_cpu_seconds "$dir/usual.json") s (best of 5)"
done

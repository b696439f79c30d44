#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Publishing benchmark (issue 30): prints figures, asserts nothing.
#   tests/bench/publish.sh [BUILD_DIR] [PLAYERS] [REQUESTS]     (default: build 200 1000)
# A Swiss of PLAYERS players with round 1 paired, served by `qili-cli tournament publish` on a
# free port of 127.0.0.1. Times, with curl as the phone:
#   - each page once (index, round by board and by name, standings, crosstable, players, a player);
#   - REQUESTS GETs of standings.html, one after the other and 8 at a time;
#   - REQUESTS hostile requests (traversal, other methods, a 16 KiB head, a body) 8 at a time,
#     with the statuses they got (every one must be 4xx/5xx; a 2xx is printed as LEAK);
#   - for 10 boards: the result entered with qili-cli until curl sees it on round-1.html.
# Target: a result on the page within 2 s.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$top/build}
players=${2:-200}
requests=${3:-1000}
cli=$build/src/cli/qili-cli
dir=$(mktemp -d)
server=""
cleanup () {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

now () { date +%s.%N; }
since () { awk "BEGIN { printf \"%.3f\", $(now) - $1 }"; }

db=$dir/bench.db
"$cli" tournament --db "$db" create --name "Bench" --system swiss --rounds 7 > /dev/null
{
  echo "name,rating,club"
  i=1
  while [ "$i" -le "$players" ]; do
    echo "Player $i,$((2400 - i * 3)),Club $((i % 12))"
    i=$((i + 1))
  done
} > "$dir/players.csv"
"$cli" tournament --db "$db" import-players --event 1 "$dir/players.csv" > /dev/null
"$cli" tournament --db "$db" pair --event 1 > /dev/null

"$cli" tournament --db "$db" publish --event 1 --address 127.0.0.1 --port 0 > "$dir/url" &
server=$!
n=0
while ! grep -q '"port"' "$dir/url" 2>/dev/null; do
  n=$((n + 1))
  [ "$n" -gt 200 ] && { echo "publish did not start"; exit 1; }
  sleep 0.05
done
port=$(sed 's/.*"port" *: *\([0-9]*\).*/\1/' "$dir/url")
base=http://127.0.0.1:$port
echo "event: $players players, round 1 paired ($((players / 2)) boards); served at $base"

for page in index.html round-1.html round-1-names.html standings.html crosstable.html players.html player-1.html; do
  curl -s -o "$dir/page" -w "%{http_code} %{size_download} %{time_total}\n" "$base/$page" > "$dir/w"
  read -r code size t < "$dir/w"
  echo "  $page: $code, $size bytes, $t s"
done

start=$(now)
i=0
while [ "$i" -lt "$requests" ]; do
  curl -s -o /dev/null "$base/standings.html"
  i=$((i + 1))
done
t=$(since "$start")
echo "$requests GETs of standings.html one after the other: $t s ($(awk "BEGIN { printf \"%.0f\", $requests / $t }")/s, each a new curl)"

# One curl per 50 URLs, each URL with its own -o.
seq "$requests" | while read -r _; do printf '%s\n%s\n%s\n' -o /dev/null "$base/standings.html"; done > "$dir/urls"
start=$(now)
xargs -P 8 -n 150 curl -s -w "%{http_code}\n" < "$dir/urls" > "$dir/codes"
t=$(since "$start")
echo "$requests GETs of standings.html 8 at a time: $t s ($(awk "BEGIN { printf \"%.0f\", $requests / $t }")/s), $(grep -c '^200$' "$dir/codes") answered 200"

# Hostile requests: each line is one curl's arguments.
fill=$(head -c 16384 /dev/zero | tr '\0' a)
i=0
while [ "$i" -lt "$requests" ]; do
  case $((i % 8)) in
    0) echo "--path-as-is $base/../../../../etc/passwd" ;;
    1) echo "--path-as-is $base/..%2f..%2fetc%2fpasswd" ;;
    2) echo "-X POST -d a=b $base/standings.html" ;;
    3) echo "-X DELETE $base/index.html" ;;
    4) echo "-H X-Fill:$fill $base/standings.html" ;;
    5) echo "$base/static/" ;;
    6) echo "$base/standings.html?x=1" ;;
    7) echo "-X GET -d hello $base/index.html" ;;
  esac
  i=$((i + 1))
done > "$dir/hostile"
start=$(now)
# shellcheck disable=SC2016
xargs -P 8 -L 1 sh -c 'curl -s -o /dev/null -w "%{http_code}\n" "$@"' curl < "$dir/hostile" > "$dir/codes"
t=$(since "$start")
echo "$requests hostile requests 8 at a time: $t s; statuses: $(sort "$dir/codes" | uniq -c | awk '{ printf "%s×%s ", $2, $1 }')"
if grep -q '^2' "$dir/codes"; then echo "  LEAK: a hostile request was answered 2xx"; fi
curl -s -o /dev/null -w "  the server still serves: %{http_code}\n" "$base/standings.html"

max=0
total=0
board=1
while [ "$board" -le 10 ]; do
  start=$(now)
  "$cli" tournament --db "$db" result --event 1 --round 1 --board "$board" 1-0 > /dev/null
  until curl -s "$base/round-1.html" | tr -d '\n' | grep -o "<tr><td class=\"c\">$board</td>.*" | sed 's|</tr>.*||' |
    grep -q "1 – 0"; do
    [ "$(since "$start" | cut -d. -f1)" -ge 10 ] && { echo "  board $board: not shown after 10 s"; break; }
  done
  t=$(since "$start")
  total=$(awk "BEGIN { print $total + $t }")
  max=$(awk "BEGIN { print ($t > $max) ? $t : $max }")
  board=$((board + 1))
done
echo "a result entered (qili-cli) until on round-1.html (curl), 10 boards: mean $(awk "BEGIN { printf \"%.3f\", $total / 10 }") s, max $max s"
